"""Spread limit (POKER.md section 2): a completion of the bring-in is the opening bet, measured
from zero: it raises the bring-in TO an amount of the spread, not by one."""

from __future__ import annotations

from audit.poker.betting import BettingRound, BettingRules

from .betting_table import codes, table


def spread(t) -> BettingRound:
    return BettingRound(t, BettingRules.from_rules({"betting": "spread", "min_bet": 10, "max_bet": 50}))


def test_spread_completion_raises_the_bring_in_to_an_amount_of_the_spread():
    for to in (10, 30, 50):
        t = table(500, 500, 500)
        br = spread(t)
        br.post_bring_in(0, 0, 3)
        br.complete(1, 1, to)
        assert codes(t) == [], to
        assert br.opened and br.full_to == to


def test_spread_completion_above_the_spread_or_below_it_is_flagged():
    t = table(500, 500, 500)
    br = spread(t)
    br.post_bring_in(0, 0, 3)
    br.complete(1, 1, 53)              # the bring-in plus the largest bet: too much
    assert codes(t) == [("bet-above-maximum", 1)]
    t = table(500, 500, 500)
    br = spread(t)
    br.post_bring_in(0, 0, 3)
    br.complete(1, 1, 8)
    assert codes(t) == [("bet-below-minimum", 1)]


def test_spread_raise_after_the_completion_adds_the_spread_to_the_bet():
    t = table(500, 500, 500)
    br = spread(t)
    br.post_bring_in(0, 0, 3)
    br.complete(1, 1, 10)
    br.raise_(2, 2, 60)                # 10 + 50
    br.raise_(3, 0, 65)                # 60 + 5 < 60 + 10
    assert codes(t) == [("bet-below-minimum", 3)]


def test_spread_short_all_in_opening_bet_may_be_completed_or_raised_over():
    for to in (10, 50, 53):            # complete to the spread, or raise the spread over the all-in
        t = table(3, 500, 500)
        br = spread(t)
        br.start(0)
        br.bet(0, 0, 3, True)
        br.raise_(1, 1, to)
        assert codes(t) == [], to
    t = table(3, 500, 500)
    br = spread(t)
    br.start(0)
    br.bet(0, 0, 3, True)
    br.raise_(1, 1, 54)
    assert codes(t) == [("bet-above-maximum", 1)]


def test_spread_options_over_a_bring_in_as_large_as_the_smallest_bet_go_above_it():
    # options() must offer only what the judge accepts: the simulator trusts it (a bring-in of
    # min_bet left it offering a completion to min_bet, "not above the bet of 10 to call")
    t = table(500, 500, 500)
    br = spread(t)
    br.post_bring_in(0, 0, 10)
    br.start(1)
    owed, lo, hi, can = br.options(1)
    assert (owed, lo, hi, can) == (10, 11, 50, True)
    br.complete(1, 1, lo)
    assert codes(t) == []


def test_spread_opening_bet_over_a_bring_in_as_large_as_the_largest_bet_raises_over_it():
    # a wrong bring-in of 50 (counted as logged): the opening bet adds the spread to it
    t = table(500, 500, 500)
    br = spread(t)
    br.post_bring_in(0, 0, 50)
    br.start(1)
    assert br.options(1)[1:3] == (60, 100)
    br.complete(1, 1, 60)
    assert codes(t) == []
