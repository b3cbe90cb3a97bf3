"""A buy, attack, call or raise logged after the hand had ended puts its chips in as logged, the
payout judged with them if it counts them (README).  More chips than the player has left is
``stack-exceeded`` besides, at the line, as in draw and stud (table stakes, PALACE.md): review of
session 69's verdict changes, where a late buy of 5000 by a player with 995 left, counted by the
payout, was accepted with the late line's ``palace-hand-not-over`` alone, no word of the chips
the player never had (before that session, the payout was at least ``wrong-amount``)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "palace_s69" / "chips-after-the-hand-ended-beyond-the-stack.jsonl")])}


def test_a_late_buy_beyond_the_stack_counted_by_the_payout_is_stack_exceeded():
    assert _found()["late-buy-over-stack-counted"] == [("palace-hand-not-over", 32), ("stack-exceeded", 32)]


def test_a_late_buy_beyond_the_stack_not_counted_is_stack_exceeded_too():
    assert _found()["late-buy-over-stack-not-counted"] == [("palace-hand-not-over", 32), ("stack-exceeded", 32)]
