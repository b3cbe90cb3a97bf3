"""POKER.md 3: tied hands share a pot; otherwise it goes whole to the best.  A pot whose cards are
unknown split between the best known hand and an unknown hand that cannot tie it whatever its one
or two unknown cards are (b: Qh Qd 5c 5s ??, a full house or worse than a's Ah Ad Kc Kd 2s, never
as good) is one paid wrong: ``wrong-amount`` at the collect of the one paid less.  It was
``unverifiable-award`` (review of session 61).  Paid whole to either, it stays unverifiable."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61" / "pot-shared-by-hands-that-cannot-tie.jsonl"


def test_a_split_between_hands_that_cannot_tie_is_wrong_amount() -> None:
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FIX)])}
    assert found["r2-split"] == [("wrong-amount", 11, "a")]
    assert found["r2-whole"] == [("unverifiable-award", 11, "a")]
