"""A bet, raise or completion line lost, the next player's call of it logged: the call comes in
the turn of the player whose line was lost, for more than its player owes; when the call's chips
are a wager that player could make, whose turn the caller's follows, and the log reads on as after
the call of it, with no wager of that player's later in the round nor one to those chips later in
the log (the line logged late), the wager was the line lost: taken as made, one ``out-of-turn`` at
the call that tells the other reading (README).  Before (session 71's damage harness on stud), each
call after it was ``out-of-turn`` and ``wrong-call-amount``, and the right collect was called
``wrong-amount`` with the books unbalanced.  A bet logged late, or a call logged a street late
(the log reading on as after a check), are judged as before."""

from __future__ import annotations

from .conftest import FIXTURES, findings_alone

LOG = FIXTURES / "stud_s71" / "a-bet-or-raise-line-lost-then-its-call.jsonl"


def _found():
    return findings_alone(LOG)


def test_heads_up_a_lost_bet_is_one_finding_at_its_call():
    assert _found()["heads_up_bet_lost_then_the_call"] == [
        ("out-of-turn", 15, "peggy called 5 but it was judy's turn to act: judy's bet to 5 is not in the log, "
                            "but peggy's call says it: taken as bet, the line lost; if judy did not bet, "
                            "peggy's call is out of turn and 5 more than owed")]


def test_multiway_a_lost_raise_is_one_finding_and_the_calls_after_it_are_right():
    assert [(c, s) for c, s, _ in _found()["multiway_raise_lost_then_three_calls"]] == [("out-of-turn", 8)]
    assert "erin's raise to 56 is not in the log" in _found()["multiway_raise_lost_then_three_calls"][0][2]


def test_a_bet_logged_late_is_judged_as_before():
    assert [(c, s) for c, s, _ in _found()["the_bet_logged_late_after_the_next_street_dealt"]] == [
        ("out-of-turn", 15), ("wrong-call-amount", 15), ("wrong-deal", 16), ("wrong-deal", 18)]


def test_a_call_the_log_does_not_read_on_after_is_judged_as_before():
    assert [(c, s) for c, s, _ in _found()["a_call_logged_a_street_late_then_a_check"]] == [
        ("wrong-deal", 5), ("out-of-turn", 8), ("wrong-call-amount", 8), ("out-of-turn", 10)]


def test_a_call_that_may_be_the_player_in_turns_under_another_name_is_not_read_so():
    # (draw) judy's call of 20 logged under victor's name, victor having acted and owing nothing:
    # read as judy's raise to 80 lost, the right collect was wrong-amount
    codes = [(c, s) for c, s, _ in _found()["draw_a_call_under_the_name_of_a_player_who_owed_nothing"]]
    assert ("out-of-turn", 17) in codes and not [c for c, s in codes if c == "wrong-amount"]


def test_a_call_after_a_line_of_the_round_found_wrong_is_not_read_so():
    # (draw) olivia's raise to 30 logged after the draw, then her call of victor's bet: read as
    # victor's raise to 50 lost, the right collect was wrong-amount
    codes = [(c, s) for c, s, _ in _found()["draw_a_raise_logged_late_then_the_call_after_it"]]
    assert ("bet-below-minimum", 17) in codes and not [c for c, s in codes if c == "wrong-amount"]
