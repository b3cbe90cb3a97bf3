"""A player facing a bet whose raise is logged after the others drew: the raise is still their
answer logged late (the round reopened, the draws before it early, the others' answers to it taken
where they play on), as before session 67; only a call or a fold after the others drew or showed
is the answer taken where the log went on (README).  Taken as a call and a stray raise during the
draw (review of session 67), the raise's chips and the others' answers to it were left out: the
right payout was called ``wrong-amount`` and the books unbalanced."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

_PAYOUT = {"wrong-amount", "wrong-winner", "books-unbalanced", "uncalled-bet-not-returned"}


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "a-raise-logged-after-the-others-drew.jsonl")])}


def test_a_reraise_logged_after_the_others_draws_leaves_the_payout_right():
    found = _found()["a_reraise_logged_after_the_others_draws"]
    assert not [c for c, _ in found if c in _PAYOUT]
    assert ("out-of-turn", 21) in found


def test_a_raise_logged_after_the_others_draws_their_calls_lost():
    assert _found()["a_raise_logged_after_the_others_draws_their_calls_lost"] == [
        ("illegal-action", 8), ("illegal-action", 9), ("illegal-action", 11)]
