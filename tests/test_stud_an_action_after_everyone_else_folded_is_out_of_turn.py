"""CODES.md: ``out-of-turn`` is "a player acts when it is not their turn (including acting after
folding or after the hand ended)".  Once everyone else has folded the stud hand is over: a
check, call, bet, raise or fold by the last player is one ``out-of-turn``, not applied, as in
draw (review 54: a bet was ``illegal-bet`` against the player's own completion, a raise an
``illegal-action`` applied with its chips, so the right return and collect after it were found
wrong too)."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

PATH = FIXTURES / "stud_s54" / "after_everyone_else_folded.jsonl"


def _by_hand():
    return {c.hand_id: [(f.seq, f.code, f.message) for f in c.findings] for c in validate([str(PATH)])}


@pytest.mark.parametrize("hand_id,verb", [("ae2", "bet"), ("ae-chk", "checked"), ("ae-rai", "raised"),
                                           ("ae-call", "called"), ("ae-fold", "folded")])
def test_the_last_players_action_after_everyone_else_folded_is_one_out_of_turn(hand_id, verb):
    assert _by_hand()[hand_id] == [
        (7, "out-of-turn", f"bob {verb} after the hand had ended (everyone else folded)")]
