"""A player an action out of turn passed over (reported then), who later calls exactly what they
owe less what they owed when passed over, called then: that line was lost, and the later call is
the rest, not a ``wrong-call-amount`` (README).  Before (review of session 65) the short call was
a finding and the right payout was called wrong, with the books unbalanced."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_the_lost_call_is_the_one_finding():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "draw_s65" / "call-lost-then-the-rest-called.jsonl")])}
    assert found["legal"] == [] and found["dan-first-call-lost"] == [("out-of-turn", 6, "ann")]


def test_a_short_call_after_the_players_own_late_call_is_still_short():
    # dan's call of 10 is in the log (late): none was lost, and his later call of 30 of the 40 he
    # owes is short (the diff review of session 65: it was taken as the rest, the payout called wrong)
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "draw_s65" / "call-lost-then-the-rest-called.jsonl")])}
    assert found["late-call-then-short-call"] == [("out-of-turn", 6, "ann"), ("out-of-turn", 7, "dan"),
                                                  ("wrong-call-amount", 10, "dan")]
