"""A dead button: a `button` on a seat nobody sits in (casino practice: the button moves on even
when the seat it moves to has emptied).  For play it is the button on the nearest occupied seat
counterclockwise (the same player is left of it: the blinds, the deal and the first to act are
those of the empty seat), in every game; the logged seat is kept (shown by explain, stored, and
used by button-not-rotated, which accepts the button staying on the seat that was next in the
previous hand when that seat is empty now)."""

from __future__ import annotations

import json

import pytest

from audit.explain import explain_text
from audit.runner import validate
from audit.session import HandFacts, SessionChecker
from audit.simulate import simulate

from .conftest import FIXTURES

LOG = FIXTURES / "sessions" / "dead-button.jsonl"   # h1: button 2; h2: c (seat 3) left, button on seat 3


def _found(path) -> list[tuple]:
    return [(c.hand_id, [(f.code, f.seq, f.player, f.message) for f in c.findings]) for c in validate([str(path)])]


def test_button_on_an_empty_seat_is_a_dead_button_not_a_malformed_hand():
    assert _found(LOG) == [("h1", []), ("h2", [])]


def _respaced(hand: dict, button: int) -> dict:
    """The hand with its seats numbered 1, 3, 5, ... (the same players in the same order) and
    the button on seat ``button``; no session or table (each hand stands alone)."""
    seats = [dict(s, seat=2 * k + 1) for k, s in enumerate(hand["seats"])]
    out = dict(hand, seats=seats, button=button)
    out.pop("session", None)
    out.pop("table", None)
    return out


@pytest.mark.parametrize("game", ["draw", "stud", "palace", "tonk"])
def test_every_game_plays_a_dead_button_as_the_button_on_the_seat_before_it(game, tmp_path):
    hands = list(simulate(game, 24, seed=5, faults=0.3))
    live, dead = [], []
    for h in hands:
        k = next(i for i, s in enumerate(h["seats"]) if s["seat"] == h["button"])
        live.append(_respaced(h, 2 * k + 1))        # the button's player, renumbered
        dead.append(_respaced(h, 2 * k + 2))        # the empty seat after them (after the last: round)
    for name, hs in (("live", live), ("dead", dead)):
        (tmp_path / f"{name}.jsonl").write_text("".join(json.dumps(h) + "\n" for h in hs))
    with_live = _found(tmp_path / "live.jsonl")
    assert with_live == _found(tmp_path / "dead.jsonl")
    assert not any(code == "malformed" for _, fs in with_live for code, *_ in fs)
    assert any(fs for _, fs in with_live), "the faults were found"


def test_a_button_below_seat_1_is_still_malformed(tmp_path):
    h = json.loads(LOG.read_text().splitlines()[1])
    (tmp_path / "zero.jsonl").write_text(json.dumps(dict(h, button=0)) + "\n")
    ((_, [(code, _, _, message)]),) = _found(tmp_path / "zero.jsonl")
    assert code == "malformed" and "button: 0 is no seat number" in message


def test_explain_shows_the_dead_buttons_seat():
    hand = list(validate([str(LOG)], keep=True))[1].hand
    text = explain_text(hand)
    assert "seats: seat 1 a (100), seat 2 b (100), seat 4 d (101); button seat 3" in text


def _observe(hands: list[tuple[int, list[int]]]) -> list[list]:
    checker = SessionChecker()
    names = "abcdefghij"
    return [checker.observe(HandFacts("f.jsonl", f"h{i}", "s", "T", button, i,
                                      [(seat, names[seat], 100, 0) for seat in seats],
                                      {names[seat]: 100 for seat in seats}))
            for i, (button, seats) in enumerate(hands, 1)]


def test_button_not_rotated_accepts_a_dead_button_on_the_seat_that_was_next():
    # seat 3 empties after hand 1: the button stays on it (dead), then moves on to seat 4
    assert _observe([(2, [1, 2, 3, 4]), (3, [1, 2, 4]), (4, [1, 2, 4]), (1, [1, 2, 4])]) == [[], [], [], []]
    # or it moves on to the next player
    assert _observe([(2, [1, 2, 3, 4]), (4, [1, 2, 4])]) == [[], []]


def test_button_not_rotated_for_a_dead_button_on_another_empty_seat():
    found = _observe([(1, [1, 2, 4, 6]), (3, [1, 2, 4, 6])])      # seat 3 was empty already
    (f,) = found[1]
    assert f.code == "button-not-rotated"
    assert f.message == ("the button is on seat 3 (a seat with no player), but the previous hand (h1) had it "
                         "on seat 1, so it should have moved one seat clockwise to seat 2")
    found = _observe([(1, [1, 2, 3, 4]), (4, [1, 3, 4])])         # seat 2 emptied: dead there, or seat 3
    assert [f.message for f in found[1]] == [
        ("the button is on seat 4, but the previous hand (h1) had it on seat 1, so it should have moved one seat "
         "clockwise to seat 3 (or to seat 2, empty now, as a dead button)")]
