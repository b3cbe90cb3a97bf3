"""README: a `.phhs` table whose TOML does not parse keeps its id from its ``hand`` / ``table``
lines, and so does a broken hand among ``.phh`` files joined with cat.  A single broken ``.phh``
had no id (``"hand_id": null``), so that ``explain 6 --file`` could not find it; now it keeps
the id its ``hand`` (and ``table``) lines give, else its file's name, as a readable one is named."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from audit.cli import app
from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

BROKEN = FIXTURES / "phh_s34" / "broken_single.phh"     # hand 6 with 'bring_in = 50000 x' at line 4
WHY = "invalid TOML: Expected newline or end of document after a statement (at line 4, column 18)"


def test_a_single_broken_phh_keeps_its_hand_number():
    assert [(c.hand_id, c.line, c.error) for c in validate([str(BROKEN)], jobs=1)] == [("6", 4, WHY)]


def test_its_table_goes_before_the_number_and_without_a_hand_line_the_file_names_it():
    text = BROKEN.read_text()
    (rec,) = read(Path("b.phh"), text + "\ntable = 'T'\n")
    assert (rec.hand_id, rec.line, rec.error) == ("T-6", 4, WHY)
    (rec,) = read(Path("b.phh"), text.replace("hand = 6\n", ""))
    assert (rec.hand_id, rec.line, rec.error) == ("b", 4, WHY)


def test_explain_finds_it_and_says_it_is_malformed():
    out = CliRunner().invoke(app, ["explain", "6", "--file", str(BROKEN)])
    assert out.exit_code == 1
    assert f"hand '6' ({BROKEN}, line 4) is malformed and cannot be replayed: invalid TOML" in out.output
