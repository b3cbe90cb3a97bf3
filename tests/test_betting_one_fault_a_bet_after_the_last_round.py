"""One fault, one finding at the end of the betting (draw and stud alike).

A bet logged after the last betting round was over, before the showdown, is applied as logged
(FORMAT.md: "an event with a finding is applied as logged wherever it can be"): one
``out-of-turn``, and it reopens the round.  Calls that answer it are that round's; a show that
comes instead leaves it unanswered, an uncalled bet to return.  Before, draw dropped the bet and
its calls (three ``out-of-turn``, then ``wrong-amount`` and ``books-unbalanced`` on a correct
payout, or ``uncalled-bet-not-returned`` on a correct return), and stud kept the round open
(``out-of-turn`` on every show, ``hand-incomplete`` although the hand has a showdown).

Stud's 7th street with a check left out, then the shows: one finding, the round ends as if the
player checked (as draw does, tests/test_draw_one_fault_a_left_out_check.py)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "betting_s17" / "stray-bets.jsonl")


@pytest.mark.parametrize("hand_id,seq", [
    ("draw-stray-answered", 14), ("draw-stray-returned", 14),
    ("stud-stray-answered", 37), ("stud-stray-returned", 37),
])
def test_a_bet_after_the_last_round_is_one_finding_and_counts_as_logged(hand_id, seq):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.message) for f in result.findings] == \
        [("out-of-turn", seq, "alice bet but the betting round was over")]
    # the payout the log records (calls and a pot with the bet, or the bet given back) is right
    assert all(a.correct == (a.recorded or 0) for a in result.awards)
    assert sum(a.correct for a in result.awards) == result.pot_total


def test_a_stud_last_check_left_out_before_the_shows_is_one_finding():
    result = replay(HANDS["stud-last-check-left-out"])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [
        ("out-of-turn", 36, "alice showed during 7th street, with betting still to come; hands are shown at "
                            "the showdown (alice had not acted, with nothing to call: taken as a check)")]
    assert all(a.correct == (a.recorded or 0) for a in result.awards)


def test_a_bet_after_the_betting_that_nobody_can_call_is_one_illegal_action():
    # the others are all-in: the round ended at once; the bet is the README's "raise nobody can
    # call" (illegal-action, its chips as logged, returned as uncalled), not also out of turn
    result = replay(HANDS["draw-bet-nobody-can-call-after-the-draw"])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [
        ("illegal-action", 12, "bob bet to 20, but nobody left could call it (the others are all-in or folded): "
                               "bob may only check")]       # nothing to call: not "call or fold"
    assert all(a.correct == (a.recorded or 0) for a in result.awards)


def test_a_stud_completion_after_the_round_was_over_does_not_hold_the_next_street():
    # everyone called the bring-in (the round ended at once, POKER.md 2), then the bring-in
    # completed: out of turn; the burn and the deal of 4th street that follow are no fault (the
    # log stops during 4th street: hand-incomplete)
    result = replay(HANDS["stud-completion-after-the-bring-in-was-called"])
    assert [(f.code, f.seq) for f in result.findings] == [("out-of-turn", 12), ("hand-incomplete", None)]


def test_a_bet_after_the_last_round_by_an_all_in_player_reopens_nothing():
    # nothing to bet with: not applied (one out-of-turn), the showdown that follows is judged
    result = replay(HANDS["draw-bet-after-the-last-round-by-an-all-in-player"])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [
        ("out-of-turn", 8, "a made a bet after the betting was over")]
    assert all(a.correct == (a.recorded or 0) for a in result.awards)


def test_the_stud_hand_checked_down_is_clean():
    assert replay(HANDS["stud-seventh-checked-down"]).findings == []


PROBE = hands_by_id(FIXTURES / "betting_s17" / "left-open-probe.jsonl")


@pytest.mark.parametrize("hand_id,expected", [
    # a check logged late by any player taken as checking is that check (stud as draw)
    ("stud-show-then-late-check-of-second", [("out-of-turn", 35)]),
    ("stud-muck-then-late-check-of-second", [("out-of-turn", 35)]),
    ("stud-community-late-check-not-first", [("out-of-turn", 72)]),
    ("stud-late-check-first-then-silent", [("out-of-turn", 35)]),
    ("draw-show-then-late-check-of-second", [("out-of-turn", 12)]),
    ("draw-muck-then-late-check-of-second", [("out-of-turn", 12)]),
    ("draw-late-check-first-then-silent", [("out-of-turn", 12)]),
    # a show between a bet after the betting and its calls: the show was early (its finding is
    # made when the calls come), the calls count
    ("stud-stray-show-then-calls", [("out-of-turn", 37), ("out-of-turn", 38)]),
    ("stud-stray-show-then-call-fold", [("out-of-turn", 37), ("out-of-turn", 38)]),
    ("stray-bet-show-then-call", [("out-of-turn", 14), ("out-of-turn", 15)]),
    ("stray-bet-show-then-call-and-call", [("out-of-turn", 14), ("out-of-turn", 15)]),
    # a check assumed in the first round is no licence for a check after the second
    ("stale-check-carol", [("illegal-action", 7), ("out-of-turn", 13)]),
    ("stale-check-alice", [("illegal-action", 7), ("out-of-turn", 13)]),
])
def test_what_follows_a_round_ended_where_the_log_went_on(hand_id, expected):
    result = replay(PROBE[hand_id])
    assert [(f.code, f.seq) for f in result.findings] == expected
    assert all(a.correct == (a.recorded or 0) for a in result.awards)
