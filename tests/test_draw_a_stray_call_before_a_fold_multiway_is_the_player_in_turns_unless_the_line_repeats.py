"""A call under the name of a player who owes nothing, then the player in turn's fold on their
turn to draw (README).  With others still in, nothing is returned either way: the same line right
after itself is that line logged twice, and the fold answers the bet (review of session 67: it was
taken as the folder's call, the right payout called ``wrong-amount``).  Any other such line is the
player in turn's call logged under the wrong name, as heads-up (the review of the review: read as
logged, a caller's call renamed, multiway, had its right payout called ``wrong-amount`` and the books
unbalanced; damaged simulated hands, every one such)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found(name):
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate([str(FIXTURES / "draw_s67" / name)])}


def test_a_call_logged_twice_then_the_fold_facing_the_bet_is_one_finding():
    found = _found("multiway-a-stray-call-before-a-fold-facing-the-bet.jsonl")
    assert found["multiway_a_call_logged_twice_then_the_fold_facing_the_bet"] == [("out-of-turn", 9)]


def test_multiway_a_callers_call_under_another_name_is_the_callers():
    found = _found("multiway-a-call-under-another-name-then-a-fold-in-the-draw.jsonl")
    assert found["multiway_the_callers_call_under_the_bettors_name_then_their_fold_in_the_draw"] == [("out-of-turn", 9)]
    assert found["multiway_the_callers_call_under_another_callers_name_then_their_fold_in_the_draw"] == \
        [("out-of-turn", 9)]
