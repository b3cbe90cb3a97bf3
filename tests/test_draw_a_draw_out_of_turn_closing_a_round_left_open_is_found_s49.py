"""README (draw): a first betting round left open because an action out of turn passed over a
player (reported then) ends with no finding at the draw that goes on; that draw is still judged
in the draw's order, so a draw out of turn there is ``out-of-turn`` at it (review two49, D1: the
pair of mistakes gave only the first; each alone gives one finding at its event)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "two_s49"
NAME = "draw_passed_over_then_draw_out_of_turn"


def _findings(name):
    return [(f.seq, f.code, f.player, f.message) for c in validate([str(DIR / name)]) for f in c.findings]


def test_the_draw_out_of_turn_that_ends_the_round_is_found():
    # the base hand is clean, each mistake alone one finding at its event
    assert _findings(NAME + ".base.jsonl") == []
    assert [(s, c) for s, c, _, _ in _findings(NAME + ".a.jsonl")] == [(8, "out-of-turn")]
    assert [(s, c) for s, c, _, _ in _findings(NAME + ".b.jsonl")] == [(11, "out-of-turn")]
    found = _findings(NAME + ".jsonl")
    assert [(s, c, p) for s, c, p, _ in found] == [(8, "out-of-turn", "alice"), (10, "out-of-turn", "ivan")]
    assert found[1][3] == "ivan drew but it was carol's turn to draw"


def test_not_the_draw_of_a_player_the_round_left_out():
    # the passed-over player's own draw ends the round and their muck before any show takes them
    # as folded: that draw keeps its reading (no finding), as with either mistake alone
    name = "draw_passed_over_player_draws_then_mucks"
    assert _findings(name + ".base.jsonl") == []
    assert [(s, c) for s, c, _, _ in _findings(name + ".jsonl")] == [
        (14, "out-of-turn"), (20, "out-of-turn"), (28, "wrong-amount"), (28, "books-unbalanced")]
    # and a draw out of turn that closes the round is found
    assert (10, "out-of-turn") in [(s, c) for s, c, _, _ in _findings(NAME + ".jsonl")]
