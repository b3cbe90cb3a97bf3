"""Heads-up, the first round: a call logged under the name of the bettor, who owes nothing, then
the fold of the player in turn, the first to draw.  The log reads on either way (their fold facing
the bet, or their call and then a fold on their turn to draw), so the payout tells: unless it
returns chips to the bettor (a return says whose bet went uncalled), the call is the player in
turn's, logged under the wrong name, one ``out-of-turn`` (README).  Before (review of session 67)
it was the bettor's call out of turn: with its amount also ``wrong-call-amount`` and
``uncalled-bet-not-returned``, without one the books unbalanced, the right payout called wrong."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "a-misnamed-call-before-a-fold-in-the-draw.jsonl")])}


def test_the_call_is_the_player_in_turns_and_the_payout_is_right():
    found = _found()
    assert found["heads_up_misnamed_call_then_a_fold_on_the_turn_to_draw"] == [("out-of-turn", 6)]
    assert found["heads_up_misnamed_call_without_amount_then_a_fold_on_the_turn_to_draw"] == [("out-of-turn", 6)]
    assert found["heads_up_blinds_misnamed_call_then_the_big_blinds_fold_in_the_draw"] == [("out-of-turn", 5)]


def test_a_return_to_the_bettor_keeps_the_line_as_logged():
    found = _found()["heads_up_blinds_a_call_repeated_then_a_fold_the_bet_returned"]
    assert ("wrong-call-amount", 5) in found and ("out-of-turn", 5) in found
