"""Draw: a show or muck during the draw, when the players yet to draw do not draw later in the
log and no betting action follows, means their draw lines were left out (review 54).  One ``out-of-turn`` names them, they are
taken as standing pat, and the draw ends there, so the payout is judged on the cards: before,
the hand stayed in the draw, ``hand-incomplete`` said "no showdown, no winner" and a pot paid
to the worse hand was not reported.  As with the checks of a betting round left out (README),
one who draws later in the log makes the event early: only out of turn."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

PATH = FIXTURES / "draw_s54" / "draws_left_out_before_the_showdown.jsonl"


def _by_hand():
    return {c.hand_id: [(f.seq, f.code, f.message) for f in c.findings] for c in validate([str(PATH)])}


def test_a_stand_pat_left_out_before_an_all_in_showdown_lets_the_wrong_winner_be_found():
    assert _by_hand()["n4"] == [
        (7, "out-of-turn", "b showed during the draw (a had not drawn, and does not draw later in the log: "
                           "taken as standing pat)"),
        (9, "wrong-winner", "the main pot of 200: 200 paid to b (high card seven); it belongs to a (high card ace)")]


def test_no_draw_lines_at_all():
    found = _by_hand()["n3"]
    assert [(s, c) for s, c, _ in found] == [(6, "out-of-turn"), (8, "wrong-winner")]
    assert "b, a had not drawn, and do not draw later in the log" in found[0][2]     # (in the draw's order)


def test_a_muck_during_the_draw_ends_it_too_and_a_right_payout_is_right():
    assert [(s, c) for s, c, _ in _by_hand()["m3"]] == [(7, "out-of-turn")]


def test_the_second_round_left_out_as_well_is_named_at_the_same_event():
    found = _by_hand()["v6"]
    assert [(s, c) for s, c, _ in found] == [(10, "out-of-turn"), (10, "out-of-turn")]
    assert "taken as standing pat" in found[0][2] and "taken as checks" in found[1][2]


def test_a_player_who_draws_later_makes_the_show_early_only():
    assert _by_hand()["late"] == [
        (7, "out-of-turn", "b showed during the draw; hands are shown at the showdown")]


def test_a_player_a_draw_out_of_turn_passed_over_is_not_named_again():
    # README: a player an action out of turn already passed over (reported then) is not named again
    assert [(s, c) for s, c, _ in _by_hand()["x5-pat"]] == [(6, "out-of-turn")]


def test_a_left_out_player_who_shows_other_cards_drew_them_unseen():
    # the show says the player drew (unseen, what the log leaves out): taken as standing pat, the
    # hand would be judged on cards they no longer held (review 54: a false wrong-winner after a
    # reshuffle, where the player's new cards came from the discards); left in the draw, the hand
    # was incomplete and its payout not judged (review of session 64): the player drew the cards
    # they show, unseen, the draw ends, and the payout is judged on the cards shown
    by_hand = _by_hand()
    assert by_hand["x5"] == [(6, "out-of-turn", "a drew but it was b's turn to draw")]
    assert by_hand["draw-101-98"] == [
        (25, "out-of-turn", "judy showed during the draw (trent had not drawn, and does not draw later in the log: "
                            "taken as drawing what the log leaves out: the cards shown)")]


def test_a_second_round_action_during_the_draw_names_the_draw_left_out():
    # a's draw is missing, and the second round's checks follow: one finding that names a (not
    # "b made a check ... before a drew", which blamed b), and the round begins with b's check
    assert _by_hand()["bet-a"] == [
        (10, "illegal-action", "b made a check during the draw (a had not drawn, and does not draw later in the "
                               "log: taken as standing pat)")]
    # passed over by a draw out of turn (reported then): no second finding, the payout judged
    assert [(s, c) for s, c, _ in _by_hand()["y2w"]] == [(9, "out-of-turn"), (16, "wrong-winner")]
