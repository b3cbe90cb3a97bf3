"""The reading of a call under the name of a player who owes nothing, then the player in turn's
fold on their turn to draw, as the player in turn's call logged under the wrong name, is for
heads-up play only (README): there a return to the bettor tells the two readings apart.  With
others still in, nothing is returned either way and the line may be another's call logged twice:
it is read as logged, and the fold answers the bet.  Before (review of session 67) a call repeated
or a call under the bettor's name, multiway, was taken as the folder's call: their chips counted,
the right payout called ``wrong-amount`` and the books unbalanced."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "multiway-a-stray-call-before-a-fold-facing-the-bet.jsonl")])}


def test_a_call_logged_twice_then_the_fold_facing_the_bet_is_one_finding():
    assert _found()["multiway_a_call_logged_twice_then_the_fold_facing_the_bet"] == [("out-of-turn", 9)]


def test_a_call_under_the_bettors_name_multiway_is_read_as_logged():
    assert _found()["multiway_a_call_under_the_bettors_name_then_the_fold_facing_the_bet"] == [("out-of-turn", 9)]
