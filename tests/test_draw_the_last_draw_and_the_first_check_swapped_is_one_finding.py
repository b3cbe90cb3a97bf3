"""The last draw and the second round's first check swapped: the check by the round's first to
act, logged before the last draw (one ``illegal-action`` there), answered by the next player's
check after the draw, was made early: the round begins with it, and the next check is in turn
(README: the second round's first action tells).  Before (review of session 65) it was a stray,
left out, and the next player's check was out of turn too."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_one_finding_for_the_swap():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s65" / "last-draw-and-first-check-swapped.jsonl")])}
    assert found["f10"] == [("illegal-action", 7)]
    # the next player's check or bet answers the early check alike (the fourth diff review)
    assert found["x-check-y-check-z-check"] == [("illegal-action", 10)]
    assert found["x-check-y-bet"] == [("illegal-action", 10)]
