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


def test_the_chips_of_a_raise_after_the_end_count_when_the_payout_takes_them_in():
    # FORMAT.md: applied as logged wherever it can be.  b raises to 20 after everyone folded and
    # the log returns the 15 nobody matched: right (review 54: a false uncalled-bet-not-returned
    # and books-unbalanced); a payout of the pot as it stood before them is right too (ae-rai)
    found = _by_hand()
    assert [(s, c) for s, c, _ in found["s5"]] == [(10, "out-of-turn")]
    assert [(s, c) for s, c, _ in found["ae-rai"]] == [(7, "out-of-turn")]
    # a bet to 20 whose return leaves out the 5 of the completion nobody matched: that is a fault of its own
    assert [(s, c) for s, c, _ in found["s1"]] == [(10, "out-of-turn"), (11, "uncalled-bet-not-returned")]


def test_a_bet_over_the_players_own_when_nobody_left_can_call_is_the_raise_it_is():
    # a is all-in from the bring-in, c folded: b's bet over b's own completion is one illegal-action
    # (nobody could call it), not an illegal-bet "facing" b's own bet (review 54)
    found = _by_hand()["s4"]
    assert [(s, c) for s, c, _ in found] == [(9, "illegal-action"), (None, "hand-incomplete")]
    assert "nobody left could call it" in found[0][2]
