"""A call logged after the raise it preceded (two lines swapped), by a player who calls again later
in the round, is their call of the bet, logged late, not the rest of a call lost when the raise
passed them over (README: only with no line of theirs later in the round).  Before (review of
session 66) it was taken as the rest of a lost call, its chips counted twice with the later call's:
the right return and collect were called wrong and the books unbalanced.  A call of more than
they owed when passed over, the rest after a re-raise, is the rest still, whatever follows."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_the_swapped_call_is_judged_as_logged_and_the_payout_right():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s66" / "call-swapped-with-the-raise-after-it.jsonl")])}
    assert found == {"legal": [],
                     "call-then-raise-swapped": [("out-of-turn", 4, "cat"), ("out-of-turn", 5, "bob"),
                                                 ("wrong-call-amount", 5, "bob"), ("out-of-turn", 7, "bob")],
                     # a call lost, the rest of it called after a re-raise (more than was owed when
                     # passed over), then a later call: still the rest (the diff review of session 66)
                     "lost_call_then_reraise": [("out-of-turn", 5, "cat")]}
