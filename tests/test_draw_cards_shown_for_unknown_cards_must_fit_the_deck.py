"""Cards shown for unknown (``??``) cards must be cards the deck could still hold (CODES.md
``duplicate-card``: "the deck holds each card once; two ``JK`` with ``jokers: 2``"; POKER.md 1:
``rules.jokers`` 0, 1 or 2, default 0; POKER.md 4.4: discards reshuffled into a new deck).

Before: the second joker of a two-joker deck, or a discarded joker drawn unseen from the
reshuffled discards, was a false ``shown-cards-mismatch``; a joker the deck has not got, two
jokers from a one-joker deck, or one card shown twice passed, and the pot was judged with them
(a correct payout called ``wrong-winner``)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "wild_s16" / "shows-from-unknown-cards.jsonl")


@pytest.mark.parametrize("hand_id", ["jk2-show", "rs-unk-jk", "rs-unk-nat"])
def test_a_joker_the_deck_could_still_hold_may_be_shown_for_an_unknown_card(hand_id):
    assert replay(HANDS[hand_id]).findings == []


@pytest.mark.parametrize("hand_id,why", [
    ("jk0-show", "this deck has no jokers (rules.jokers)"),
    ("jk0-show-dead", "this deck has no jokers (rules.jokers)"),
    ("jk1-two", "only 1 joker could be among the unknown cards (this deck has 1)"),
    ("dup-show", "the deck holds each card once"),
])
def test_cards_the_deck_cannot_hold_shown_for_unknown_cards_are_a_mismatch(hand_id, why):
    found = replay(HANDS[hand_id]).findings
    codes = [f.code for f in found]
    assert codes == ["shown-cards-mismatch", "unverifiable-award"]
    assert found[0].seq == 10 and found[0].message.endswith(": " + why)
