"""A payout while the second round is open with only checks left out, every player still in
having shown already (early, during the draw: a draw line lost, the shows, then the last drawer's
fold): the showdown is in the log, so the round ends as if they checked (one finding at the
payout) and the payout is judged (README).  Before (review of session 67) the hand was
``hand-incomplete``, and a pot paid to the worse hand was not reported.  With a player still in
who never shows, the showdown is not in the log: the hand stays incomplete, as before."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "shows-during-the-draw-then-a-fold-then-the-payout.jsonl")])}


def test_the_payout_is_judged():
    found = _found()
    shows = [("out-of-turn", 11), ("out-of-turn", 12), ("out-of-turn", 14)]
    assert found["a_lost_draw_the_shows_during_the_draw_then_the_fold"] == shows
    assert found["a_lost_draw_the_shows_during_the_draw_then_the_fold_paid_to_the_worse_hand"] == shows + [
        ("wrong-winner", 14)]


def test_a_player_still_in_who_never_shows_leaves_the_hand_incomplete():
    assert _found()["a_lost_draw_one_show_during_the_draw_then_the_fold"] == [
        ("out-of-turn", 11), ("hand-incomplete", None)]
