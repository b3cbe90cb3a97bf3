"""An ante line the log got wrong (lost, or of another amount: ``wrong-forced-bet``), and a payout
that is exactly the pot with that ante as the rules have it: the payout settled the pot as the
antes stood at the table, so it is judged against that pot, and the ante's line is the one
finding (README).  Antes are dead money, so nothing else of the hand depends on them.  Before
(review of session 69's damage harness), the right collect was called ``wrong-amount`` and the
books unbalanced, three findings for one lost line; draw and stud alike (the table they share).
A payout of the pot as logged is right as before, and one that is neither is judged as logged."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s69" / "an-ante-line-wrong-the-payout-counting-the-ante.jsonl")])}


def _messages(hand_id):
    return [f.message for c in validate(
        [str(FIXTURES / "draw_s69" / "an-ante-line-wrong-the-payout-counting-the-ante.jsonl")])
        if c.hand_id == hand_id for f in c.findings]


def test_a_lost_ante_counted_by_the_payout_is_one_finding():
    assert _found()["ante_lost_the_payout_counts_it"] == [("wrong-forced-bet", 3)]
    assert _messages("ante_lost_the_payout_counts_it") == [
        "judy did not post the ante of 5 (but the payout counts it: taken as posted, its line lost; "
        "if it was not posted, the payout is 5 more than the pot)"]


def test_an_ante_of_another_amount_the_payout_counting_the_ante_is_one_finding():
    assert _found()["ante_of_another_amount_the_payout_counts_the_ante"] == [("wrong-forced-bet", 0)]
    assert "the payout settles the pot with judy's ante as 5" in \
        _messages("ante_of_another_amount_the_payout_counts_the_ante")[0]


def test_a_payout_of_the_pot_as_logged_is_right_as_before():
    assert _found()["ante_lost_the_payout_without_it"] == [("wrong-forced-bet", 3)]


def test_a_payout_that_is_neither_is_judged_as_logged():
    assert _found()["ante_lost_the_payout_neither"] == [
        ("wrong-forced-bet", 3), ("wrong-amount", 13), ("books-unbalanced", 13)]


def test_stud_alike():
    found = _found()
    assert found["stud_ante_lost_the_payout_counts_it"] == [("wrong-forced-bet", 2)]
    assert found["stud_ante_of_another_amount_the_payout_counts_the_ante"] == [("wrong-forced-bet", 2)]
