"""A payout that counts chips a line got wrong (an ante lost, one of another amount, a passed-over
player's call lost) is judged against the pot it counts, the line's finding the one fault
(README).  The other reading is as possible: the line is right (the ante was not posted, or was
of the amount logged; the player passed over did not call) and the payout is wrong by the
difference.  The finding says so, with the amount (review of session 69's verdict changes:
before, the message told only the lost-line reading, and the wrong payout of the other was
nowhere)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _messages(fixture, hand_id):
    return [f.message for c in validate([str(FIXTURES / "draw_s69" / fixture)])
            if c.hand_id == hand_id for f in c.findings]


_ANTES = "an-ante-line-wrong-the-payout-counting-the-ante.jsonl"


def test_a_lost_ante_counted_by_the_payout_says_the_payout_is_over_if_it_was_not_posted():
    assert _messages(_ANTES, "ante_lost_the_payout_counts_it") == [
        "judy did not post the ante of 5 (but the payout counts it: taken as posted, its line lost; "
        "if it was not posted, the payout is 5 more than the pot)"]


def test_an_ante_of_another_amount_says_the_payout_is_short_if_the_line_is_right():
    (msg,) = _messages(_ANTES, "ante_of_another_amount_the_payout_counts_the_ante")
    assert msg.endswith("judged so, the ante's line the one fault; if the line is right, "
                        "the payout is 2 short of the pot)")
    (msg,) = _messages(_ANTES, "stud_ante_of_another_amount_the_payout_counts_the_ante")
    assert msg.endswith("if the line is right, the payout is 5 short of the pot)")


def test_a_lost_call_counted_by_the_payout_says_the_payout_is_over_if_there_was_no_call():
    (msg,) = _messages("a-passed-over-call-lost-then-a-fold.jsonl",
                       "passed_over_call_lost_then_a_fold_the_payout_counts_it")
    assert msg.endswith("taken as called, the line lost; if peggy did not call, the payout is 10 more "
                        "than the pot)")
