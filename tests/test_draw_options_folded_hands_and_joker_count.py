"""Draw options.  When the deck runs out during the draw, POKER.md 4.4 shuffles "the cards discarded earlier"
into a new deck; card rooms gather the muck, folded hands with the discards (PokerStars' and
Full Tilt's rules say so too).  Both readings: `rules.folded_hands` is `out_of_play` (the
default, the spec's words: a folded hand's card drawn is `duplicate-card`, "in p5's folded
hand", not "held by" a player who holds nothing) or `discard_pile` (its cards join the
discards: drawn from the new deck it is legal, drawn before the deck ran out `wrong-draw`)."""

from __future__ import annotations

import pytest

from audit.protocol import RulesError
from audit.poker.draw_options import parse_draw_options
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s43" / "folded-hands-in-the-new-deck.jsonl")


def _found(hand_id):
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def test_by_default_a_folded_hands_card_is_out_of_play():
    assert _found("folded-cards-out-of-play") == [
        ("duplicate-card", 33, "p3", "4d drawn by p3 is already in p5's folded hand: a deck holds each card once"),
        ("wrong-draw", 33, "p3", "p3 received 3 cards but only 2 were left to draw: the deck and the earlier "
                                 "players' discards were used up")]


def test_with_discard_pile_a_folded_hands_card_comes_back_in_the_new_deck():
    assert _found("folded-cards-reshuffled") == []


def test_with_discard_pile_an_unknown_folded_hand_gives_the_new_deck_unknown_cards():
    assert _found("unknown-folded-hand-reshuffled") == []


def test_with_discard_pile_a_folded_hands_card_before_the_deck_ran_out_is_wrong_draw():
    assert _found("folded-card-before-the-deck-ran-out") == [
        ("wrong-draw", 32, "p2", "p2 received 4d, a card of p5's folded hand, but the deck had not run out "
                                 "(discards come back only when it has, and never one's own)")]


def test_folded_hands_takes_only_its_two_values():
    with pytest.raises(RulesError, match="folded_hands must be one of out_of_play, discard_pile"):
        parse_draw_options({"folded_hands": "muck"})


def test_a_joker_count_out_of_0_to_2_says_so():
    # (a negative count was "must be an integer from 0 to 9007199254740991")
    for bad in (-1, 3, True):
        with pytest.raises(RulesError, match="rules.jokers must be 0, 1 or 2"):
            parse_draw_options({"jokers": bad})
