"""A ``.phhs`` table whose TOML does not parse keeps its hand id: from its ``hand`` (and ``table``)
lines when they can still be read, else its table's key, as a readable hand is named.  Before,
its id was None, and ``explain 3 --file x.phhs`` said "no hand '3'" instead of saying that the
hand is malformed."""

from __future__ import annotations

from typer.testing import CliRunner

from audit.cli import app
from audit.readers.phh import read

from .conftest import FIXTURES

HANDS = FIXTURES / "phh_s15" / "bad_toml_tables.phhs"    # [1] fine; [2] and [3]: 'bring_in = 5 oops'


def test_a_table_that_does_not_parse_keeps_its_hand_id():
    records = list(read(HANDS, HANDS.read_text()))
    assert [(r.line, r.hand_id, r.error is None) for r in records] == [(1, "1", True), (12, "B-12", False), (25, "3", False)]
    assert records[2].error == ("invalid TOML: Expected newline or end of document after a statement "
                                "(at line 29, column 14)")


def test_explain_says_the_hand_is_malformed():
    out = CliRunner().invoke(app, ["explain", "3", "--file", str(HANDS)])
    assert out.exit_code == 1
    assert f"hand '3' ({HANDS}, line 25) is malformed and cannot be replayed: invalid TOML" in out.output
    out = CliRunner().invoke(app, ["explain", "B-12", "--file", str(HANDS)])
    assert f"hand 'B-12' ({HANDS}, line 12) is malformed and cannot be replayed" in out.output
