"""A fold during the draw under the name of a player whose turn it was not, the two of them the
last players in, after which the log only pays that player and never names the player in turn
again: as logged the named player folded and the log paid a folded player (two faults); the log
reads on as after the fold of the player in turn, so the fold is theirs, logged under the wrong
name (README), as a fold in a betting round is: one ``out-of-turn``.  Before (review of session
69's damage harness) the right collect was called ``wrong-winner``.  When the log pays the
player in turn, the fold is its named player's own, out of turn, as before."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s69" / "a-fold-in-the-draw-under-the-name-of-the-last-opponent.jsonl")])}


def test_a_fold_under_the_winners_name_is_the_other_players_fold():
    assert _found()["heads_up_fold_in_the_draw_under_the_winners_name"] == [("out-of-turn", 8, "peggy")]


def test_after_drawing_too():
    assert _found()["heads_up_fold_after_drawing_under_the_winners_name"] == [("out-of-turn", 8, "judy")]


def test_the_other_player_paid_the_fold_is_its_players_own():
    assert _found()["heads_up_fold_in_the_draw_out_of_turn_the_other_paid"] == [("out-of-turn", 8, "peggy")]
