"""Wild cards, ``wild_represents: not_held``: a wild card may stand for no card the player holds, or
be itself; so making cards wild never makes a hand worse than the same cards with nothing wild
(the seed: a wild card ranks like the card it represents).  Before, a wild card could not be itself
(held): red tens wild made ``Td Th Tc 8h 3s`` three eights, and a pot went to three nines with a
false ``wrong-winner`` on the right payout (review of session 59)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from audit.cards import CARD_INDEX, CARD_NAMES
from audit.poker.evaluate_core import LOW_MASK, rank_hand
from audit.poker.evaluate_wild import WildRules, rank_hand_wild
from audit.poker.evaluate_words import describe
from audit.replay import replay

from .conftest import hands_by_id, FIXTURES

RED_TENS = WildRules.from_rules({"wild": ["Th", "Td"], "wild_represents": "not_held"})


def _cards(text: str) -> list[int]:
    return [CARD_INDEX[c] for c in text.split()]


def test_red_tens_wild_are_three_tens_at_least():
    s = rank_hand_wild(_cards("Td Th Tc 8h 3s"), RED_TENS)
    assert describe(s) == "three tens"


def test_the_pot_goes_to_the_three_tens():
    hand = hands_by_id(FIXTURES / "poker_s59" / "wild_not_held.jsonl")["rt1"]
    assert replay(hand).findings == []


_DECK = [c for c in range(52)]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_DECK), min_size=5, max_size=5, unique=True),
       st.lists(st.sampled_from(_DECK), min_size=1, max_size=3, unique=True), st.booleans())
def test_wild_cards_never_rank_a_hand_below_itself(hand, wild, fewer):
    rules = WildRules.from_rules({"wild": [CARD_NAMES[c] for c in wild], "wild_represents": "not_held",
                                  "fewer_wilds_win": fewer})
    assert rank_hand_wild(hand, rules) & ~LOW_MASK >= rank_hand(hand) & ~LOW_MASK
