"""A deal to a player who sits with no chips (not dealt in, README) is ``wrong-deal`` saying so,
whether it comes among the deal lines or after them; after them it was said to come "before the
betting round ended", which hid why it is wrong (review of session 64)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "draw_s64" / "deal-to-a-player-without-chips-after-the-deal.jsonl"


def test_the_deal_after_the_others_names_the_missing_chips():
    found = {c.hand_id: [(f.code, f.seq, f.message) for f in c.findings] for c in validate([str(HANDS)])}
    assert found["t3b"] == [("wrong-deal", 5, "dave was dealt cards but has no chips and is not in the hand")]
