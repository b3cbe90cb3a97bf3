"""A fold logged at the showdown by a player who put in less than another player still in (a
short call applied as logged), not all-in: the fold gives the hand up, and its chips are dead, as
a fold's: no pot of its own (README).  Before (review of session 67) it was taken as a muck, the
hand still in the pot layers: a side pot out of its short amount, and the right single payout of
the pot called ``wrong-amount`` twice (before that, the hand was judged the winner)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "a-short-call-then-a-fold-at-the-showdown.jsonl")])}


def test_the_pot_paid_whole_to_the_best_hand_shown_is_right():
    assert _found()["short_call_then_a_fold_at_the_showdown"] == [("wrong-call-amount", 13), ("out-of-turn", 17)]


def test_the_pot_paid_to_the_player_who_folded_is_wrong_winner():
    assert _found()["short_call_then_a_fold_at_the_showdown_paid_to_the_folder"] == [
        ("wrong-call-amount", 13), ("out-of-turn", 17), ("wrong-winner", 18)]
