"""``explain --db`` shows the hand's stored findings, which are what ``check`` and ``ingest`` found
(CLI.md: every finding at its event), as the report's hand page does.  A PokerStars hand whose
summary contradicts its collect line is one ``wrong-amount`` at the collect (the summary's totals
stand in for the replay's ``books-unbalanced``); the stored hand is the converted one, without the
summary, and before (review of session 57) its replay's ``books-unbalanced`` was shown beside the
stored finding: two findings where ``check``, ``explain --file`` and the page have one."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_cli_check import run

LOG = FIXTURES / "pokerstars_s48" / "draw_collected_plus1.txt"
HAND = "1913035839326969"


def _codes(source: dict) -> list[tuple[str, int]]:
    from audit.explain import explain_data, find_hand_and_carry

    hand, stored, record, carry = find_hand_and_carry(HAND, **source)
    return [(f["code"], f["seq"]) for f in explain_data(hand, None, stored, record, carry)["findings"]]


def test_explain_db_shows_the_findings_check_made_and_no_other(tmp_path):
    checked = json.loads(run("check", str(LOG), "--format", "json").stdout)
    assert [(f["code"], f["seq"]) for f in checked["findings"]] == [("wrong-amount", 18)]
    db = tmp_path / "s.duckdb"
    assert run("ingest", str(LOG), "--db", str(db)).returncode == 1
    assert _codes({"db": db}) == _codes({"file": [LOG]}) == [("wrong-amount", 18)]
    text = run("explain", HAND, "--db", str(db)).stdout
    assert "books-unbalanced" not in text and "error wrong-amount" in text
