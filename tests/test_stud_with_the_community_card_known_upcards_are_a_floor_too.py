"""README: an unknown hand's known cards, ranked alone, are the least it holds; when they beat
every known hand, no known hand can win (paid to one: ``wrong-winner``), and when that hand is the
only one left its payout is checked.  With the community card (eight players, the deck run out)
the floor was not worked out at all: bob's three queens showing (Qs Qh Qc, 2d) against alice's
two pair, the pot paid to alice was only ``unverifiable-award`` (review of session 61).  The
community card counts in the floor, as every hand plays it."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61" / "stud-community-card-upcards-beat-every-shown-hand.jsonl"


def test_the_pot_paid_to_a_shown_hand_the_upcards_beat_is_wrong_winner() -> None:
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FIX)])}
    assert found["masked-alice"] == [("wrong-winner", 88, "alice")]
    assert found["masked-bob"] == []        # bob wins whatever his down cards are: checked, and right
    assert found["full-bob"] == []
