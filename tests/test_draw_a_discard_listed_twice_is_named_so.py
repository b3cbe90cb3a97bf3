"""A draw whose ``discard`` lists one held card twice (``["3s", "3s"]``) is ``card-not-held``
(the player holds one 3s); the message said "bob discarded 3s but holds Ah Kd Qc 3s 4d", which
contradicts itself (CODES.md: a message a person understands without the code)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_a_discard_listed_twice_says_twice():
    hand = hands_by_id(FIXTURES / "draw_s17" / "discard-listed-twice.jsonl")["discard-listed-twice"]
    found = [(f.code, f.seq, f.message) for f in replay(hand).findings if f.code == "card-not-held"]
    assert found == [("card-not-held", 8, "bob discarded 3s twice but holds one, in Ah Kd Qc 3s 4d")]


def test_more_unknown_discards_than_cards_held_says_so():
    # six ?? discarded from five ?? held (a PokerStars "discards 6 cards"): the sixth was said to
    # be "?? twice but holds one" (review of session 64)
    hand = hands_by_id(FIXTURES / "draw_s64" / "six-unknown-discards-of-five-cards.jsonl")["35838989654"]
    found = [(f.code, f.seq, f.message) for f in replay(hand).findings]
    assert found == [("wrong-draw", 13, "vatt110 discarded 6 cards; the limit is 5 (max_discard)"),
                     ("card-not-held", 13, "vatt110 discarded more cards than the 5 held (?? ?? ?? ?? ??)")]
