"""Tonk: a second discard logged right after the discard that ended the player's turn, before the
next player did anything, is one ``tonk-turn-order`` (a turn has one draw, then one discard), as a
second discard within the turn is (README: one fault stays one finding).  The card goes from the
player's hand to the pile, and the turn stays with the next player.  Before (review of session 62)
it began a new turn for the player: ``out-of-turn`` and a false "discarded before drawing"."""

from __future__ import annotations

from .test_tonk_support import run, tonk_hand

_DEAL = {"bob": "3h 4h 5h Kc 9d", "carol": "7s 7c 2d Qs Jh", "alice": "8s 8d Td 9c 4c"}


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def _hand(second: str | None, then: list[str]) -> dict:
    play = ["bob draw stock 2c", "bob discard 2c"] + ([f"bob discard {second}"] if second else []) + then
    return tonk_hand(_DEAL, play, button=1)


def test_a_second_discard_after_the_turn_ended_is_one_tonk_turn_order():
    rest = ["carol draw stock 5d", "carol discard 5d", "alice draw stock 3d", "alice discard 3d", "bob drop",
            "bob reveal 3h 4h 5h 9d", "carol reveal 7s 7c 2d Qs Jh", "alice reveal 8s 8d Td 9c 4c"]
    res = run(_hand("Kc", rest))
    assert _findings(res) == [("tonk-turn-order", 6, "bob discarded a second card (Kc) after the discard that "
                               "ended bob's turn; a turn has one draw, then one discard")]


def test_the_next_player_draws_the_second_discard_off_the_pile():
    # the pile's top is the second discard: carol takes it from there, with no finding beside the one
    rest = ["carol draw discard Kc", "carol discard Kc", "alice draw stock 3d", "alice discard 3d", "bob drop",
            "bob reveal 3h 4h 5h 9d", "carol reveal 7s 7c 2d Qs Jh", "alice reveal 8s 8d Td 9c 4c"]
    assert [(c, s) for c, s, _ in _findings(run(_hand("Kc", rest)))] == [("tonk-turn-order", 6)]


def test_a_second_discard_of_a_card_not_held_stays_card_not_held():
    res = run(_hand("As", ["carol draw stock 5d", "carol discard 5d", "alice draw stock 3d", "alice discard 3d",
                           "bob drop", "bob reveal 3h 4h 5h 9d Kc", "carol reveal 7s 7c 2d Qs Jh",
                           "alice reveal 8s 8d Td 9c 4c"]))
    assert [(c, s) for c, s, _ in _findings(res)] == [("card-not-held", 6)]


def test_under_on_empty_draw_a_discard_when_the_stock_out_is_due_is_played_after_the_end():
    # the stock is empty and the next player would have to draw from it: any event but their drop or
    # draw from the pile ends the hand first (TONK.md, stock out), so the second discard is out-of-turn
    # after the end and not played (the simulator's reading too; the diff review of session 62)
    from audit.runner import validate

    from .conftest import FIXTURES

    path = FIXTURES / "tonk_s62" / "second-discard-when-the-stock-out-is-due.jsonl"
    assert [(f.code, f.seq) for c in validate([str(path)]) for f in c.findings] == [("out-of-turn", 68)]


def test_an_extra_turn_logged_discard_first_is_judged_as_the_lines_swapped():
    # bob's own draw is logged next: a turn of bob's out of turn, its discard logged before its draw
    # (out-of-turn and one tonk-turn-order), not a second discard of the turn that ended (which left a
    # false "ended without a discard" at the draw's turn; the diff review of session 62)
    from audit.runner import validate

    from .conftest import FIXTURES

    path = FIXTURES / "tonk_s62" / "an-extra-turn-logged-discard-first.jsonl"
    assert [(f.code, f.seq) for c in validate([str(path)]) for f in c.findings] == [
        ("out-of-turn", 6), ("tonk-turn-order", 6)]
