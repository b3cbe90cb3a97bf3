"""A player passed over by an action out of turn while owing chips (reported then), who folds
later with no answer of theirs between, and a payout that is exactly the pot with what they owed
then in: their call was the line lost, and the payout settled the pot as it stood at the table;
it is judged against that pot, the ``out-of-turn`` the one finding, its message saying so
(README).  Before (review of session 69's damage harness) the right collect was called
``wrong-amount`` and the books unbalanced.  A payout of the pot as logged is right as before,
and one that is neither is judged as logged."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

_FILE = FIXTURES / "draw_s69" / "a-passed-over-call-lost-then-a-fold.jsonl"


def _checked():
    return {c.hand_id: c for c in validate([str(_FILE)])}


def _found(hand_id):
    return [(f.code, f.seq) for f in _checked()[hand_id].findings]


def test_the_lost_call_the_payout_counts_is_one_finding():
    c = _checked()["passed_over_call_lost_then_a_fold_the_payout_counts_it"]
    assert [(f.code, f.seq) for f in c.findings] == [("out-of-turn", 5)]
    assert c.findings[0].message == (
        "judy raised but it was peggy's turn to act (peggy's call of 10 is not in the log, but the payout "
        "counts it and peggy folds later: taken as called, the line lost; if peggy did not call, the payout "
            "is 10 more than the pot)")


def test_in_the_second_round_too():
    assert _found("passed_over_call_lost_in_the_second_round_the_payout_counts_it") == [("out-of-turn", 16)]


def test_a_payout_of_the_pot_as_logged_is_right_as_before():
    assert _found("passed_over_call_lost_then_a_fold_the_payout_without_it") == [("out-of-turn", 5)]


def test_a_payout_that_is_neither_is_judged_as_logged():
    assert _found("passed_over_call_lost_then_a_fold_the_payout_neither") == [
        ("out-of-turn", 5), ("wrong-amount", 14), ("books-unbalanced", 14)]


def test_not_when_the_returns_are_not_the_uncalled_bet_of_those_totals():
    # a raise logged three lines late, then its bet and the fold: the chips paid out add up to the pot
    # with the passed-over player's call in, but the log returns the bet that call would have matched
    c = _checked()["a_raise_logged_late_and_returned_the_sum_fitting_a_lost_call"]
    assert [(f.code, f.seq) for f in c.findings] == [
        ("out-of-turn", 7), ("illegal-bet", 10), ("out-of-turn", 11), ("illegal-bet", 11), ("wrong-amount", 14),
        ("books-unbalanced", 14)]
    assert c.findings[2].message == "victor bet but it was niaj's turn to act"
