"""A player passed over by an action out of turn (reported then), whose fold line was lost, is in
turn when the last opponent, who owes nothing, folds: the passed player folded there (not in the
log again), the round ends, and the fold is the draw's, on that player's turn to draw: one finding
in all, and the payout judged (README).  Before (review of session 65) the fold was taken as the
passed player's under the wrong name, and the hand was left incomplete."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_one_finding_and_the_payout_judged():
    found = [(f.code, f.seq) for c in validate(
        [str(FIXTURES / "draw_s65" / "passed-over-fold-lost-then-a-fold-in-the-draw.jsonl")]) for f in c.findings]
    assert found == [("out-of-turn", 6)]
