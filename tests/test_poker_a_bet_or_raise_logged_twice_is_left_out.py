"""A bet, raise or completion repeated right after itself (the same player, to the same total) is
the line logged twice: one ``out-of-turn``, left out, as a call, an ante or a blind repeated is
(README).  Before (review of session 65) it gave two findings, the second an illegal bet or a
raise of nothing; and PokerStars' ``bets $X`` logged twice was read as a bet to twice X (7
findings, a correct payout called wrong)."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

from .conftest import FIXTURES, SHARED

STUD = SHARED / "real_histories" / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt"


def test_a_bet_or_a_raise_logged_twice_is_one_finding():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "draw_s65" / "bet-or-raise-logged-twice.jsonl")])}
    assert found == {"bet-logged-twice": [("out-of-turn", 16, "carol")],
                     "raise-logged-twice": [("out-of-turn", 18, "bob")]}


def test_a_pokerstars_bets_line_logged_twice_is_the_same_bet(tmp_path: Path):
    text = STUD.read_text(encoding="utf-8")
    line = "Tumim: bets $0.08\n"
    assert line in text
    log = tmp_path / "bets-twice.txt"
    log.write_text(text.replace(line, line + line, 1), encoding="utf-8")
    [checked] = validate([str(log)])
    assert [(f.code, f.player) for f in checked.findings] == [("out-of-turn", "Tumim")]
    assert "bet to 8 again" in checked.findings[0].message
