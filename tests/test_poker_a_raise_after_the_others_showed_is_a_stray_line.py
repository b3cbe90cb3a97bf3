"""A raise logged after the others drew is still the answer logged late (README), but not one
logged after the others showed: the hands are shown, the betting over; the player is taken as
calling where the log went on and the raise is a stray line, as a call or fold there.  Before
(review of the review of session 67) the raise reopened the round, the players who had shown
taken as folding facing it: five findings, the right payout called unbalanced."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_raise_after_the_others_showed_is_the_call_taken_there_and_a_stray_raise():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "a-raise-logged-after-the-others-showed.jsonl")])}
    assert found["a_raise_logged_after_the_others_showed_the_call_lost"] == [("out-of-turn", 14), ("out-of-turn", 16)]
