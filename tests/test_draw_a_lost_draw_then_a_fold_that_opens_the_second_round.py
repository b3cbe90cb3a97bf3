"""A draw line lost, and the second round opening with a fold (with ``check_allowed: false`` the
usual opener): the fold of a player who has drawn, the draws still owed nowhere later in the log,
opens the second round, and the one finding names the draws left out (README: a second-round
betting action during the draw).  Before (review of session 65) the fold was "after drawing", out
of turn, and the bet after it an ``illegal-action`` too."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_one_finding_for_the_draw_left_out():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s65" / "draw-lost-then-the-second-round-opens-with-a-fold.jsonl")])}
    assert found == {"f4a_lost_middle_draw": [("out-of-turn", 13)], "f4b_lost_last_draw": [("illegal-action", 15)]}
