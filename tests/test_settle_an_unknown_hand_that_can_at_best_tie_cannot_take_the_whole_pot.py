"""POKER.md 3: a pot goes to the best hand, tied hands share it.  An unknown hand that no cards
could make better than the best known hand, only as good (D: As Kd Qc 9s ?? against B's
Ah Ad Kc Qs 9h: the Ac ties, any other card loses), cannot win it alone: whatever the unknown card
is, B is owed the pot or a share of it, so the whole pot paid to D is ``wrong-amount`` (it was
``unverifiable-award``, the payout taken as it is; review of session 61).  Paid to B whole, or
shared, it stays unverifiable (the card decides which)."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, find_hand
from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61" / "unknown-hand-that-can-at-best-tie.jsonl"


def test_the_whole_pot_paid_to_a_hand_that_can_at_best_tie_is_wrong() -> None:
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FIX)])}
    assert found["m2"] == [("wrong-amount", 12, "B")]
    assert found["m2-nolabel"] == [("wrong-amount", 12, "B")]


def test_paid_whole_to_the_known_hand_or_shared_it_stays_unverifiable() -> None:
    found = {c.hand_id: [f.code for f in c.findings] for c in validate([str(FIX)])}
    assert found["m2-b-all"] == ["unverifiable-award"]
    assert found["m2-split"] == ["unverifiable-award"]


def test_explain_marks_the_known_hand_owed_a_share() -> None:
    hand, stored, record = find_hand("m2", file=FIX)
    data = explain_data(hand, None, stored, record)
    rows = {a["player"]: (a["correct"], a["recorded"], a["differs"]) for a in data["awards"]}
    assert rows == {"D": (20, 20, False), "B": (0, None, True)}
