"""PALACE.md 3: each battle side "plays its best five cards (fewer if it has fewer)"; the spec does
not say how a side with fewer cards compares with one that has more.  Both readings are options
(README, Palace): ``short_hand: missing_lowest`` (the default: poker's ranking, the missing cards
below any card, so A-K-7-5 loses to A-K-7-5-2) and ``held_only`` (compared only as far as the
shorter hand goes: equal that far, the hands tie and the banner-suit count decides).  The same
option reads the showdown after a quiet round, where a player without soldiers holds four cards.

The fixture: bob holds Ah (banner) Kh 7d 5c; alice holds As (banner) Kd 7c 5d and buys 2c.  In the
battle neither leaves out a card (no spade is bob's, no heart alice's); bob holds two hearts of his
own banner suit, alice one spade."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audit.cards import parse_cards
from audit.games.palace_judge import compare, showdown
from audit.games.palace_rules import PalaceRules
from audit.poker.evaluate import rank_hand
from audit.protocol import RulesError
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_short_hand" / "four_against_five.jsonl")


def _with(hand_id, **rules):
    hand = HANDS[hand_id]
    rules = {**hand.rules, **rules}
    return msgspec.structs.replace(hand, rules={k: v for k, v in rules.items() if v is not None})


def _found(hand):
    return [(f.code, f.seq) for f in replay(hand).findings]


def test_by_default_the_side_with_the_fifth_card_wins_the_battle():
    assert _found(HANDS["five-cards-win"]) == []
    assert _found(_with("five-cards-win", short_hand="missing_lowest")) == []


def test_with_held_only_the_hands_tie_and_the_banner_suit_count_decides():
    assert _found(HANDS["four-cards-tie-then-banner-suit"]) == []
    # the same log under the default: bob's claimed win is wrong, and so is his pot
    assert _found(_with("four-cards-tie-then-banner-suit", short_hand=None)) == [
        ("palace-wrong-battle-result", 10), ("wrong-winner", 12)]
    assert _found(_with("five-cards-win", short_hand="held_only")) == [
        ("palace-wrong-battle-result", 10), ("wrong-winner", 12)]


def test_the_wrong_battle_result_under_held_only_says_how_far_the_hands_were_compared():
    (f, _) = replay(_with("five-cards-win", short_hand="held_only")).findings
    assert f.message.endswith(
        "(short_hand held_only: the hands are compared only as far as the shorter goes, 4 cards): the hands "
        "tie, and bob holds more cards of their own banner suit (2 against 1), so bob wins")


def test_by_default_the_showdown_goes_to_the_five_cards():
    assert _found(HANDS["showdown-five-cards-win"]) == []
    assert _found(_with("showdown-five-cards-win", short_hand="held_only")) == [("wrong-amount", 12)]


def test_with_held_only_the_showdown_of_four_cards_against_five_is_split():
    result = replay(HANDS["showdown-four-cards-split"])
    assert result.findings == []
    assert [(s.player, s.order) for s in result.showdown] == [("alice", 1), ("bob", 1)]
    assert _found(_with("showdown-four-cards-split", short_hand=None)) == [("wrong-winner", 12)]


def test_a_short_hand_may_tie_two_hands_that_do_not_tie_each_other():
    hands = {"ann": parse_cards("Ah Kh 7d 5c".split()), "ben": parse_cards("As Kd 7c 5d 3h".split()),
             "cat": parse_cards("Ac Ks 7h 5s 4d".split())}
    assert showdown(hands)[1] == ["cat"]
    assert sorted(showdown(hands, held_only=True)[1]) == ["ann", "cat"]


def test_another_value_is_refused():
    with pytest.raises(RulesError, match="short_hand must be one of missing_lowest, held_only"):
        PalaceRules({"small_bet": 10, "short_hand": "tie"})


def test_the_simulator_plays_both_readings():
    from audit.simulate import simulate
    values = {h["rules"].get("short_hand") for h in simulate("palace", 200, 10, seed=7)}
    assert values == {None, "held_only"}


_HAND = st.lists(st.integers(0, 51), min_size=1, max_size=7, unique=True)


@settings(max_examples=300, deadline=None)
@given(_HAND, _HAND)
def test_the_default_reading_is_pokers_order(a, b):
    sa, sb = rank_hand(a), rank_hand(b)
    assert compare(sa, sb, False) == (sa > sb) - (sa < sb)


@settings(max_examples=300, deadline=None)
@given(_HAND, _HAND, _HAND)
def test_held_only_is_antisymmetric_and_beating_is_transitive(a, b, c):
    sa, sb, sc = rank_hand(a), rank_hand(b), rank_hand(c)
    assert compare(sa, sb, True) == -compare(sb, sa, True)
    # held_only only turns a win into a tie, never into a loss
    assert compare(sa, sb, True) in (0, compare(sa, sb, False))
    if compare(sa, sb, True) > 0 and compare(sb, sc, True) > 0:
        assert compare(sa, sc, True) > 0
    # hands of five or more cards are compared as poker compares them
    if len(a) >= 5 and len(b) >= 5:
        assert compare(sa, sb, True) == compare(sa, sb, False)


def test_explain_says_the_battle_tied_only_as_far_as_the_shorter_hand_goes():
    from audit.explain import explain_data, render_text
    text = render_text(explain_data(HANDS["four-cards-tie-then-banner-suit"]))
    assert ("The hands tie as far as the shorter one goes (bob's high card ace, then king, seven, five; "
            "short_hand held_only compares no further); bob holds 2 cards of their own banner suit against 1: "
            "bob wins.") in text
    text = render_text(explain_data(HANDS["showdown-four-cards-split"]))
    assert ("at the showdown alice, bob tie, compared only as far as the shorter hand goes (short_hand "
            "held_only): alice high card ace, then king, seven, five, two; bob high card ace, then king, "
            "seven, five") in text
