"""Fixed limit after a short all-in (POKER.md section 2): complete the bet, or raise one full
bet over the all-in; with the big bet allowed (stud 4th street, open pair), one small or one
big bet over the all-in."""

from __future__ import annotations

from audit.poker.betting import BettingRound, BettingRules

from .betting_table import codes, table


def fixed(t, unit: int = 10, open_big: int = 0) -> BettingRound:
    br = BettingRound(t, BettingRules.from_rules({"betting": "fixed", "small_bet": unit}), unit,
                      open_big=open_big)
    br.start(0)
    return br


def test_fixed_raise_of_one_bet_over_a_short_all_in_opening_bet_is_accepted():
    t = table(3, 500, 500)
    br = fixed(t)
    br.bet(0, 0, 3, True)              # all-in for 3 of a 10 bet: incomplete
    br.raise_(1, 1, 13)                # one full bet over the all-in
    br.raise_(2, 2, 23)                # and a full raise over that
    br.call(3, 1, 10)
    assert codes(t) == [] and br.over() and br.full_to == 23 and br.raises == 1


def test_fixed_completion_over_a_short_all_in_opening_bet_is_accepted():
    t = table(3, 500, 500)
    br = fixed(t)
    br.bet(0, 0, 3, True)
    br.raise_(1, 1, 10)                # complete the bet instead (a raise: `complete` is a bring-in's)
    br.raise_(2, 2, 20)
    assert codes(t) == [] and br.full_to == 20


def test_fixed_off_size_raise_over_a_short_all_in_is_flagged():
    t = table(3, 500, 500, 500)
    br = fixed(t)
    br.bet(0, 0, 3, True)
    br.raise_(1, 1, 12)                # neither 10 nor 13
    br.raise_(2, 2, 40)                # more than one bet over 12: too much
    assert codes(t) == [("bet-below-minimum", 1), ("bet-above-maximum", 2)]


def test_fixed_all_in_between_the_completion_and_one_bet_over_completes_the_bet():
    t = table(3, 12, 500, 500)
    br = fixed(t)
    br.bet(0, 0, 3, True)
    br.raise_(1, 1, 12, True)          # all-in: the bet of 10 completed plus an incomplete raise of 2
    assert codes(t) == [] and br.full_to == 10 and br.current == 12
    br.raise_(2, 2, 20)                # a full raise over the completed bet
    assert codes(t) == [] and br.full_to == 20


def test_fixed_raise_over_a_short_all_in_raise_is_one_bet_over_either():
    for to in (20, 25):                # the last full bet plus one bet, or one bet over the all-in
        t = table(500, 15, 500)
        br = fixed(t)
        br.bet(0, 0, 10)
        br.raise_(1, 1, 15, True)      # a short all-in raise
        br.raise_(2, 2, to)
        assert codes(t) == [], to


def test_open_pair_small_bet_over_a_short_all_in_is_accepted():
    for to, unit in ((25, 10), (35, 20), (30, 20), (20, 10)):
        t = table(500, 15, 500, 500)
        br = fixed(t, 10, open_big=20)
        br.bet(0, 0, 10)
        br.raise_(1, 1, 15, True)      # short all-in over the small bet
        br.raise_(2, 2, to)            # the current bet plus the small or the big bet, or a full raise
        assert codes(t) == [], to
        assert br.unit == unit, to


def test_open_pair_big_bet_over_a_short_all_in_opening_bet_makes_the_bets_big():
    t = table(3, 500, 500)
    br = fixed(t, 10, open_big=20)
    br.bet(0, 0, 3, True)
    br.raise_(1, 1, 23)                # one big bet over the all-in
    br.raise_(2, 2, 33)                # now every raise is a big bet: to 43
    assert codes(t) == [("bet-below-minimum", 2)] and br.unit == 20


def test_open_pair_small_bet_over_a_short_all_in_opening_bet_keeps_the_big_bet_open():
    t = table(3, 500, 500)
    br = fixed(t, 10, open_big=20)
    br.bet(0, 0, 3, True)
    br.raise_(1, 1, 13)
    br.raise_(2, 2, 33)                # a big raise over the full bet of 13 is still allowed
    assert codes(t) == [] and br.unit == 20
