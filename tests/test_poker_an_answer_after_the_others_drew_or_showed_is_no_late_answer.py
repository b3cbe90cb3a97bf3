"""A player facing a bet whose answer is not in its place, the log going on to the draw or the
showdown: their answer is a late one (the event that went on logged early, the round open) only
when it is the next betting action before the others drew or showed (README).  After the others'
draws or shows it is the answer taken where the log went on (a fold later in the log is the fold,
a call the call), one finding there, or none when an action out of turn passed the player over.
Before (review of session 67) every draw or show before it was an early event of its own: a
passed-over player's call lost, then their fold after the draws, was four findings for one line."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "an-answer-after-the-others-drew-or-showed.jsonl")])}


def test_after_the_others_draws_the_answer_is_no_late_one():
    found = _found()
    assert found["late_fold_after_draws"] == [("out-of-turn", 7)]
    assert found["late_call_after_draws"] == [("out-of-turn", 7)]
    assert found["passed_over_then_a_fold_after_the_draws"] == [("out-of-turn", 7)]


def test_after_the_others_shows_one_finding_at_the_first_show():
    found = _found()
    assert found["late_call_after_shows"] == [("out-of-turn", 17)]
    assert found["late_fold_after_shows"] == [("out-of-turn", 17)]


def test_an_answer_right_after_the_first_show_is_late_the_show_early():
    assert _found()["late_fold_after_one_show"] == [("out-of-turn", 17)]
