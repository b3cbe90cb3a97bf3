"""Spreads and hits (TONK.md section 2): sets of 3-4, runs of 3+, the ace, never round the corner."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from audit.cards import parse_cards
from audit.games.tonk_melds import RUN, SET, count, find_hits, find_spreads, melds_with, spread_kind

from .test_tonk_support import BASE, found, run, tonk_hand


def kind(text: str, ace_high: bool = True):
    return spread_kind(parse_cards(text.split()), ace_high)


def test_sets_of_three_or_four_of_a_rank():
    assert kind("7s 7c 7d") == SET and kind("Qs Qc Qd Qh") == SET
    assert kind("7s 7c") is None and kind("7s 7c 8d") is None


def test_runs_of_three_or_more_in_one_suit():
    assert kind("3h 4h 5h") == RUN and kind("9d Td Jd Qd Kd") == RUN
    assert kind("5h 3h 4h") == RUN                       # in any order
    assert kind("3h 4h 6h") is None and kind("3h 4h 5d") is None


def test_the_ace_is_low_or_high_but_never_round_the_corner():
    assert kind("Ah 2h 3h") == RUN and kind("Qh Kh Ah") == RUN
    assert kind("Kh Ah 2h") is None and kind("Qh Kh Ah 2h") is None
    assert kind("Ah 2h 3h", ace_high=False) == RUN and kind("Qh Kh Ah", ace_high=False) is None
    assert kind("Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc") == RUN


def test_a_card_twice_or_an_unknown_card_is_no_spread():
    assert spread_kind([5, 5, 5]) is None
    assert spread_kind([-1, 4, 8]) is None


def test_count_values_ace_one_faces_ten():
    assert count(parse_cards("Ac 2d 9h Ts Jc Qd Kh".split())) == 1 + 2 + 9 + 40
    assert count([-1, 3]) is None


def _oracle(cards: list[int], ace_high: bool) -> str | None:
    """An independent reading of the rule: values of the run with the ace as 1, or as 14."""
    if len(cards) < 3:
        return None
    ranks = [c // 4 for c in cards]
    if len(set(ranks)) == 1:
        return SET if len(cards) <= 4 else None
    if len({c % 4 for c in cards}) != 1:
        return None
    lows = sorted(1 if r == 12 else r + 2 for r in ranks)
    highs = sorted(r + 2 for r in ranks)
    for vals in (lows, highs) if ace_high else (lows,):
        if vals == list(range(vals[0], vals[0] + len(vals))):
            return RUN
    return None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=1, max_size=6, unique=True), st.booleans())
def test_spread_kind_agrees_with_an_independent_reading(cards, ace_high):
    assert spread_kind(cards, ace_high) == _oracle(cards, ace_high)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=0, max_size=8, unique=True), st.booleans())
def test_find_spreads_finds_exactly_the_valid_spreads_of_a_hand(hand, ace_high):
    got = {tuple(sorted(s)) for s in find_spreads(hand, ace_high)}
    want = {tuple(sorted(c)) for k in range(3, len(hand) + 1) for c in combinations(hand, k)
            if _oracle(list(c), ace_high)}
    assert got == want


def test_find_hits_only_valid_hits_and_no_sets_when_runs_only():
    spreads = [parse_cards("3h 4h 5h".split()), parse_cards("7s 7c 7d".split())]
    hand = parse_cards("2h 6h 7h 9c".split())
    assert sorted(find_hits(hand, spreads)) == sorted([(0, hand[0]), (0, hand[1]), (1, hand[2])])
    assert sorted(find_hits(hand, spreads, runs_only=True)) == sorted([(0, hand[0]), (0, hand[1])])


# ---- in a hand --------------------------------------------------------------------
def test_invalid_spread_is_reported_and_laid_as_logged():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob spread 3h 4h Kc", "bob discard 9d"]))
    assert found(res) == {("tonk-invalid-spread", 5), ("hand-incomplete", None)}
    assert "neither a set" in res.findings[0].message


def test_invalid_spread_round_the_corner_message():
    deal = {**BASE, "bob": "Kh Ah 4s 5s 9d"}
    res = run(tonk_hand(deal, ["bob draw stock 2h", "bob spread Kh Ah 2h", "bob discard 9d"]))
    assert ("tonk-invalid-spread", 5) in found(res)
    assert "round the corner" in res.findings[0].message


def test_hit_extends_a_run_at_either_end_or_a_set_to_four():
    deal = {**BASE, "carol": "7h 7c 2d Qs Jh"}
    play = ["bob draw stock 2h", "bob spread 3h 4h 5h", "bob discard Kc",
            "carol draw stock 7d", "carol spread 7h 7c 7d", "carol discard Qs",
            "alice draw stock 6h", "alice hit 1 6h", "alice discard Td",
            "bob draw stock 7s", "bob hit 1 2h", "bob hit 2 7s", "bob discard 9d"]
    res = run(tonk_hand(deal, play))
    assert res.stats["ending"] == "out" and res.findings == []


def test_invalid_hit_that_does_not_leave_a_valid_spread():
    play = ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
            "carol draw stock 8h", "carol hit 1 8h", "carol discard Qs"]
    res = run(tonk_hand(BASE, play))
    assert ("tonk-invalid-hit", 8) in found(res)
    assert "would not stay a valid run" in next(f.message for f in res.findings if f.code == "tonk-invalid-hit")


def test_invalid_hit_on_a_spread_that_does_not_exist():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob hit 3 6h", "bob discard 6h"]))
    assert ("tonk-invalid-hit", 5) in found(res)
    assert "the table has 0 spread" in res.findings[0].message



def test_an_empty_hit_is_an_invalid_hit_and_puts_nobody_under_a_hit_penalty():
    # carol "hits" bob's run with no cards: no hit, so bob may still drop on his next turn
    play = ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
            "carol draw stock Ts", "carol hit 1", "carol discard Ts",
            "alice draw stock Js", "alice discard Js", "bob drop",
            "bob reveal 9d", "carol reveal 7s 7c 2d Qs Jh", "alice reveal Ac 2c 8h 8s Td",
            "pay carol bob 1", "pay alice bob 1"]
    res = run(tonk_hand(BASE, play))
    assert found(res) == {("tonk-invalid-hit", 8)}
    f = res.findings[0]
    assert f.player == "carol" and "no cards" in f.message
    assert res.stats["ending"] == "drop_won"


def test_a_spread_listing_a_held_card_twice_says_so():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob spread 3h 4h 4h", "bob discard 9d"]))
    assert ("card-not-held", 5) in found(res)
    msg = next(f.message for f in res.findings if f.code == "card-not-held")
    assert "listing 4h twice" in msg and "bob spread 3h 4h 4h" in msg
    assert "spread 4h but holds" not in msg           # (it holds 4h: only the second one is missing)
    # a card not held at all and one listed twice: both are said
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob hit 1 7h", "bob spread 3h 3h 2s"]))
    msg = next(f.message for f in res.findings if f.code == "card-not-held")
    assert msg.startswith("bob spread 2s but holds") and "lists 3h twice" in msg

@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=0, max_size=8, unique=True), st.integers(0, 51), st.booleans())
def test_melds_with_says_whether_the_card_joins_a_spread_of_the_hand(hand, card, ace_high):
    cards = hand + [card]
    want = any(card in c and _oracle(list(c), ace_high)
               for k in range(3, len(cards) + 1) for c in combinations(cards, k))
    assert melds_with(hand, card, ace_high) == want


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=3, max_size=12, unique=True), st.booleans(), st.booleans())
def test_find_hits_are_exactly_the_cards_that_keep_a_spread_what_it_is(cards, ace_high, runs_only):
    spreads = find_spreads(cards[:7], ace_high)[:4]
    hand = [c for c in cards[7:] if not any(c in s for s in spreads)] + cards[:2]
    want = {(i, c) for i, sp in enumerate(spreads) for c in hand
            if not (runs_only and _oracle(sp, ace_high) == SET) and c not in sp
            and _oracle(sp + [c], ace_high) == _oracle(sp, ace_high)}
    assert set(find_hits(hand, spreads, ace_high, runs_only)) == want


def test_an_invalid_run_blames_the_ace_low_option_only_when_the_ace_high_would_make_it():
    from audit.games.tonk_melds import why_invalid
    ace_low = "not consecutive with the ace low"
    assert why_invalid(parse_cards("Qh Kh Ah".split()), False).startswith(ace_low)
    for cards in ("Ah 2h 4h", "Jh Qh Ah", "Ah 3h 4h"):
        assert why_invalid(parse_cards(cards.split()), False) == "the cards are not consecutive", cards



def test_a_hit_of_another_rank_on_a_set_says_no_word_of_four_cards():
    # 5h 6h on a set of fours: invalid at any size, so not "(a set has at most four cards)"
    # (review of session 64); a fifth four would be
    deal = {**BASE, "carol": "7h 7c 2d Qs Jh"}
    play = ["bob draw stock 2h", "bob discard Kc",
            "carol draw stock 7d", "carol spread 7h 7c 7d", "carol discard Qs",
            "alice draw stock 8d", "alice hit 1 8h 8s", "alice discard Td"]
    res = run(tonk_hand(deal, play))
    msgs = [f.message for f in res.findings if f.code == "tonk-invalid-hit"]
    assert msgs == ["alice hit spread 1 (7h 7c 7d) with 8h 8s: the set would not stay a valid set"]
