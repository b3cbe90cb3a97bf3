"""A line in the draw taken as another player's, logged under the wrong name, because the payout
reads on as after that player's action (a fold under the last opponent's name, the log paying
them; a call under a folded player's name, nothing returned): the one ``out-of-turn`` (README).
The line as logged is as possible, and then the payout is wrong: the finding says so (review of
session 69's verdict changes: before, the message told only the misnamed reading, and the
payout to a folded player, or the chips paid that nobody put in, were nowhere)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _message(fixture, hand_id):
    (msg,) = [f.message for c in validate([str(FIXTURES / "draw_s69" / fixture)])
              if c.hand_id == hand_id for f in c.findings]
    return msg


def test_a_fold_under_the_last_opponents_name_says_the_log_paid_a_folded_player_if_it_is_theirs():
    assert _message("a-fold-in-the-draw-under-the-name-of-the-last-opponent.jsonl",
                    "heads_up_fold_in_the_draw_under_the_winners_name").endswith(
        "taken as judy's fold, logged under peggy's name; if peggy did fold, the pot is judy's and the log "
        "paid a folded player")


def test_a_call_under_a_folded_players_name_says_the_payout_is_over_if_the_player_in_turn_folded():
    assert _message("a-call-under-a-folded-players-name-before-the-fold-in-the-draw.jsonl",
                    "call_under_a_folded_players_name_then_the_fold_in_the_draw_nothing_returned").endswith(
        "taken as olivia's call, logged under judy's name; if olivia folded facing the bet, the payout is "
        "20 more than the pot")
