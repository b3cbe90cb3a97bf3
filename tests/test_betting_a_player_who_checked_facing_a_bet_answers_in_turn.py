"""POKER.md 2 (c): a betting round is over only when every active player not all-in has put in the
same amount and the turn has come back to the last bettor.  A player who checks facing a bet
(``illegal-check``) still owes the bet: when their call or fold comes later in the round, the
turn has come back to them and it is in turn.  It was a false ``out-of-turn`` ("the betting
round was over"; review of session 61).  When the log goes on to the next street without them,
the check stays applied as a check (README), with no second finding.

tests/fixtures/poker_s61/stud-call-after-an-illegal-check.jsonl: ic1, a checks facing the
bring-in, b calls, a calls; ic2, a checks and the log goes on to 4th street (a's collect of the
whole pot is then wrong: a owed the bring-in and put nothing in)."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61" / "stud-call-after-an-illegal-check.jsonl"


def test_a_call_after_an_illegal_check_comes_in_turn() -> None:
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate([str(FIX)])}
    assert found["ic1"] == [("illegal-check", 7)]
    assert found["ic2"] == [("illegal-check", 7), ("wrong-amount", 40)]
