"""Pots (POKER.md section 3): uncalled bets, side pots, splits and the three odd-chip rules."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from audit.cards import parse_card
from audit.poker.pots import (build_pots, odd_chip_order, order_called, order_high_card, order_left_of_button,
                              split, uncalled_bet)


def test_uncalled_bet_is_the_top_excess_over_the_next_contribution():
    assert uncalled_bet({"a": 100, "b": 60, "c": 60}) == ("a", 40)
    assert uncalled_bet({"a": 100, "b": 100}) is None


def test_side_pots_from_all_ins():
    pots, unc = build_pots({"a": 100, "b": 50, "c": 100, "d": 20}, folded={"d"})
    assert unc is None
    assert [(p.amount, p.eligible) for p in pots] == [(170, ["a", "b", "c"]), (100, ["a", "c"])]
    assert pots[0].contributions == {"a": 50, "b": 50, "c": 50, "d": 20}


def test_folded_chips_above_every_live_total_join_the_top_pot():
    pots, unc = build_pots({"a": 30, "b": 80, "c": 80}, folded={"b", "c"})
    assert unc is None
    assert [(p.amount, p.eligible) for p in pots] == [(190, ["a"])]


def test_split_gives_the_remainder_one_chip_each_in_order():
    assert split(73, ["carol", "bob"]) == [37, 36]
    assert split(11, ["a", "b", "c"]) == [4, 4, 3]


def test_odd_chip_called_goes_to_the_player_who_was_called():
    clockwise = ["bob", "carol", "alice"]
    assert order_called({"bob", "carol"}, "carol", clockwise)[0] == ["carol", "bob"]
    # the last bettor is not among the winners: left of the button
    assert order_called({"bob", "carol"}, "alice", clockwise)[0] == ["bob", "carol"]


def test_odd_chip_left_of_button_goes_clockwise_from_the_button():
    assert order_left_of_button({"alice", "carol"}, ["bob", "carol", "alice"])[0] == ["carol", "alice"]


def test_odd_chip_high_card_by_suit():
    cards = {"a": [parse_card(c) for c in ("Ks", "Qd")], "b": [parse_card(c) for c in ("Kh", "Qs")]}
    assert order_high_card({"a", "b"}, cards)[0] == ["a", "b"]
    assert odd_chip_order("high_card", {"a", "b"}, ["b", "a"], None, cards)[0] == ["a", "b"]


contribs = st.lists(st.tuples(st.integers(0, 500), st.booleans()), min_size=2, max_size=9)


@settings(max_examples=300, deadline=None)
@given(contribs)
def test_side_pots_sum_to_the_total_and_eligibility_follows_the_all_ins(rows):
    players = {f"p{i}": c for i, (c, _) in enumerate(rows)}
    folded = {f"p{i}" for i, (_, f) in enumerate(rows) if f}
    if len(folded) == len(players):
        folded.discard("p0")
    pots, unc = build_pots(players, folded)
    total = sum(players.values())
    assert sum(p.amount for p in pots) + (unc[1] if unc else 0) == total
    assert all(sum(p.contributions.values()) == p.amount for p in pots)
    matched = dict(players)
    if unc:
        matched[unc[0]] -= unc[1]
    levels = []
    running = 0
    for p in pots:
        for q in p.eligible:
            assert q not in folded
        top = max(p.contributions.values()) if p.contributions else 0
        running += top
        levels.append(running)
    for q, c in matched.items():
        if q in folded or c == 0:
            continue
        # a player still in is eligible for exactly the pots whose level their total reaches
        for p, lvl in zip(pots, levels):
            if lvl <= c:
                assert q in p.eligible


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 9))
def test_splits_never_give_a_player_more_than_one_odd_chip(amount, n):
    shares = split(amount, [f"p{i}" for i in range(n)])
    assert sum(shares) == amount
    assert max(shares) - min(shares) <= 1
