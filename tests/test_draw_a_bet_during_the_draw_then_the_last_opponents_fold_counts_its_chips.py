"""A bet made during the draw, the next to draw's line lost, then that player's fold on their
turn to draw, which leaves one player: the fold is the draw's and the bet the one finding
(README), and nothing can answer the bet now, so its chips count as logged, all uncalled, unless
the payout settles the pot as it stood before them (as after everyone else folded).  Before
(review of session 67) they were left out: the right return of the bet was called
``uncalled-bet-not-returned`` and the books unbalanced, three findings for one fault."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "a-bet-during-the-draw-then-the-last-opponents-fold.jsonl")])}


def test_the_bet_returned_is_one_finding():
    assert _found()["lost_draw_bet_then_the_last_opponents_fold_returned"] == [("illegal-action", 10)]


def test_a_payout_of_the_pot_as_it_stood_before_the_bet_is_right_too():
    assert _found()["lost_draw_bet_then_the_last_opponents_fold_paid_without_it"] == [("illegal-action", 10)]


def test_the_bet_collected_with_the_pot_is_not_returned():
    assert _found()["lost_draw_bet_then_the_last_opponents_fold_collected"] == [
        ("illegal-action", 10), ("uncalled-bet-not-returned", 12)]
