"""More paid out than was put in, one collect found paying wrong (logged twice, or of another
amount) and a right collect after it: the books are unbalanced at the collect that pays too much,
not at the right collect where the running total first goes past the pot (as for a return that
gives too much).  Before (session 71's damage harness on stud, 361 copies), ``books-unbalanced``
named the right collect after it, a verdict on a right payout."""

from __future__ import annotations

from .conftest import FIXTURES, findings_alone

LOG = FIXTURES / "stud_s71" / "a-collect-paying-too-much-before-a-right-one.jsonl"


def _found():
    return findings_alone(LOG, messages=False)


def test_a_collect_logged_twice_then_a_right_side_pot_collect():
    assert _found()["a_main_pot_collect_logged_twice_then_the_side_pot"] == [
        ("wrong-amount", 53), ("books-unbalanced", 53)]


def test_a_split_pot_collect_of_one_more_then_the_other_half():
    assert _found()["a_split_pot_collect_of_one_more_then_the_other_half"] == [
        ("wrong-amount", 30), ("books-unbalanced", 30)]
