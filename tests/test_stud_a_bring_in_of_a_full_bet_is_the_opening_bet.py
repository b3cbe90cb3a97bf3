"""In fixed limit, a bring-in as large as the small bet (`rules.bring_in` = `small_bet`) cannot
be completed: it is the opening bet, as a big blind is, and the raise cap counts from it
(POKER.md: "at most three raises after the opening bet").  The first raise over it was taken
as the opening bet, so a fourth raise passed.  In spread limit a completion goes above any
bring-in, and it is the opening bet (the spec's sample deal: bring-in and min_bet 100)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s43" / "full-bring-in.jsonl")


def _found(hand_id):
    return [(f.code, f.seq, f.message) for f in replay(HANDS[hand_id]).findings]


def test_a_fourth_raise_over_a_full_bring_in_exceeds_the_cap():
    assert _found("four") == [
        ("raise-cap-exceeded", 10, "c made raise 4 of the round; the cap is 3 raises after the opening bet")]


def test_three_raises_over_a_full_bring_in_are_legal():
    assert _found("three") == []


def test_a_completion_over_a_full_bring_in_is_judged_as_the_raise_it_is():
    # "complete" to the bring-in itself puts in no more than the bet to call
    assert _found("complete")[0] == ("bet-below-minimum", 7, "c completed to 20, which is not above the bet of "
                                                            "20 to call")


def test_a_raise_over_a_full_bring_in_is_a_full_bet_over_it():
    assert _found("raise30") == [
        ("bet-below-minimum", 7, "c raised to 30 but in fixed limit it must be to 40 (bets and raises are 20 "
                                 "in this round)")]


def test_in_spread_limit_a_bring_in_of_min_bet_is_not_the_opening_bet():
    # the spec's sample deal (bring_in 100, min_bet 100): the completion is the opening bet and
    # three raises may follow it (POKER.md 2: "the bring-in is not")
    assert _found("spec-sample-cap") == []
