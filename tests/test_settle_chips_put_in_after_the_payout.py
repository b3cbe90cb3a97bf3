"""Chips put in after the log paid out (an ante or a bet logged after the collects) are the fault
of that event alone: a payout that is exactly the pot as it stood when the log paid out is judged
against that pot (before, the right collect was wrong-amount and the books unbalanced by the late
chips).  A payout logged before the hand's last call that takes its chips in is judged against
the whole pot, as before (README: nothing happens at the table after the payout)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "settle_s34"


def _found(name: str) -> dict[str, list[tuple[str, int | None, str | None]]]:
    return {hid: [(f.code, f.seq, f.player) for f in replay(h).findings]
            for hid, h in hands_by_id(HERE / name).items()}


def test_draw_chips_after_the_payout_are_that_events_fault_alone():
    assert _found("draw-chips-after-the-payout.jsonl") == {
        "late-ante": [("wrong-forced-bet", 22, "alice")],
        "late-bet": [("out-of-turn", 22, "alice")],
        "payout-logged-early": [("out-of-turn", 18, "bob")],
    }


def test_palace_an_ante_after_the_payout_is_that_antes_fault_alone():
    assert _found("palace-ante-after-the-payout.jsonl") == {
        "late-ante": [("wrong-forced-bet", 19, "alice")],
        "late-wait": [("palace-hand-not-over", 19, "alice")],
    }
