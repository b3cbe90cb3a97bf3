"""A player whose turn to draw an action out of turn passed over (a draw, or a fold, reported
then), and who draws nowhere later in the log, is not named again when the second round opens
(README: a player an action out of turn passed over is not named again).  Before (review of
session 65), when that player's next line was a fold right after the opening bet, the fold was
taken as their fold on their turn to draw, and the bet was an ``illegal-action`` "before bob
drew"; and a fold out of turn did not count as passing the player over."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_one_finding_for_the_draw_left_out():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s65" / "draw-passed-over-then-the-second-round.jsonl")])}
    assert found == {"bobfolds": [("out-of-turn", 9)], "bobcalls": [("out-of-turn", 9)],
                     "bobchecks": [("out-of-turn", 9)], "draw-4-37#del14:draw": [("out-of-turn", 14)]}
