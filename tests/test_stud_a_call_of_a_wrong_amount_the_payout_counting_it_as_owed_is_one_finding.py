"""A call of another amount than the player owed (``wrong-call-amount``), and a payout that is
exactly the pot with that call as owed: the payout settled the pot as the call stood at the
table, so it is judged against that pot, and the call's line is the one finding, saying the other
reading (README: lines the payout tells).  Before (session 71's damage harness on stud, a third
of the copies whose call was given another amount), the right return was called
``uncalled-bet-not-returned`` or the right collect ``wrong-amount``, and the books unbalanced.
A payout of the pot as logged is right as before, and one that is neither is judged as logged."""

from __future__ import annotations

from .conftest import FIXTURES, findings_alone

LOG = FIXTURES / "stud_s71" / "a-call-of-a-wrong-amount.jsonl"


def _found():
    return findings_alone(LOG)


def test_heads_up_the_call_as_owed_counted_by_the_payout_is_one_finding():
    assert _found()["call_of_7_owed_5_payout_counts_5"] == [
        ("wrong-call-amount", 3, "peggy called 7 but owed 5 (the payout settles the pot with peggy's call "
                                 "as owed: judged so, the call's line the one fault; if the line is right, "
                                 "the payout is 2 short of the pot)")]


def test_multiway_the_call_as_owed_counted_by_the_payout_is_one_finding():
    [(code, seq, message)] = _found()["multiway_call_of_75_owed_50_payout_counts_50"]
    assert (code, seq) == ("wrong-call-amount", 18)
    assert message.startswith("dave called 75 but owed 50 (the payout settles the pot with dave's call as owed")


def test_a_payout_of_the_pot_as_logged_is_right_as_before():
    assert _found()["call_of_7_owed_5_payout_counts_7"] == [
        ("wrong-call-amount", 3, "peggy called 7 but owed 5")]


def test_a_payout_that_is_neither_is_judged_as_logged():
    assert [(c, s) for c, s, _ in _found()["call_of_7_owed_5_payout_neither"]] == [
        ("wrong-call-amount", 3), ("uncalled-bet-not-returned", 9), ("wrong-amount", 10),
        ("books-unbalanced", None)]


def test_the_call_as_owed_is_no_finding():
    assert _found()["call_as_owed"] == []


def test_several_calls_of_a_wrong_amount_are_not_read_so():
    # heidi's bet to 75 (it must be 50), the calls after it right: taken as owed, the three calls
    # made totals that summed to the payout by chance, and the right collect was wrong-amount
    codes = [(c, s) for c, s, _ in _found()["a_bet_of_a_wrong_amount_then_three_calls_of_it"]]
    assert ("bet-above-maximum", 19) in codes
    assert not [c for c, s in codes if c == "wrong-amount"]
