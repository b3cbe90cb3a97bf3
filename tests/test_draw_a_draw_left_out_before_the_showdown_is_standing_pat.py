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
    assert "a, b had not drawn, and do not draw later in the log" in found[0][2]


def test_a_muck_during_the_draw_ends_it_too_and_a_right_payout_is_right():
    assert [(s, c) for s, c, _ in _by_hand()["m3"]] == [(7, "out-of-turn")]


def test_the_second_round_left_out_as_well_is_named_at_the_same_event():
    found = _by_hand()["v6"]
    assert [(s, c) for s, c, _ in found] == [(10, "out-of-turn"), (10, "out-of-turn")]
    assert "taken as standing pat" in found[0][2] and "taken as checks" in found[1][2]


def test_a_player_who_draws_later_makes_the_show_early_only():
    assert _by_hand()["late"] == [
        (7, "out-of-turn", "b showed during the draw; hands are shown at the showdown")]
