"""Palace Poker: a ``discard`` line repeated right after itself, out of turn (the same player and
cards, which the player no longer holds), cannot be applied (README: a repeated line): one
``card-not-held``, and it is no turn, so the turn stays where it was.  Before, it was both
``out-of-turn`` and ``card-not-held``, and the turn moved on from the repeater (review of session
65)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s65" / "discard-line-repeated.jsonl"


def test_a_repeated_discard_line_is_one_card_not_held():
    found = {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}
    assert found["discard-legal"] == []
    # heidi discards Ad (25), the line again (26), walter's wait in turn completes the quiet round
    assert found["discard-repeated"] == [
        ("card-not-held", 26, "heidi", "heidi discarded Ad again (the line repeated), no longer held; not applied")]
