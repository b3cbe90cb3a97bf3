"""Collects judged by each player's total (some collect names no pot): a side pot's collect
logged under another winner's name, with that pot's number, is ``wrong-winner`` at the line (it
says whose the chips are), and the payee, paid too much in all, ``wrong-amount``; the winner it
robbed, short of no more than that collect took, is not told so again at their own right collect
(README: "winners short of no more than the stray payees took are told by those payees'
wrong-winner").  Review of session 48, P-D (tests/fixtures/settle_s48/)."""

from __future__ import annotations

from .conftest import FIXTURES, settled

DIR = FIXTURES / "settle_s48"


def _result(name: str):
    return settled(DIR / name)


def test_the_robbed_winner_is_told_by_the_wrong_winner():
    assert _result("F_totals_side_pot_other_winner.base.jsonl").findings == []
    # 25 frank 3170 pot 0; 26 walter 960 (no pot, right); 27 frank 262 pot 2 (walter's side pot)
    result = _result("F_totals_side_pot_other_winner.jsonl")
    found = sorted((f.code, f.seq, f.player) for f in result.findings)
    assert found == [("wrong-amount", 27, "frank"), ("wrong-winner", 27, "frank")]
    assert not [f for f in result.findings if f.seq == 26]
    # the dispute view still shows whose the chips are
    mine = {(a.pot, a.player): (a.correct, a.recorded) for a in result.awards}
    assert mine[(2, "walter")][0] == 262 and mine[(2, "frank")] == (0, 262)
