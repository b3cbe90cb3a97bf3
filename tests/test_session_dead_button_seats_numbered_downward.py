"""A dead button at a table whose seat numbers fall clockwise (9, 7, 4, 2 listed in clockwise
order, as FORMAT.md lists seats): the seat after an empty seat is the next number *down*, so
the button on an empty seat 8 plays as the button of seat 9's player (the one before seat 7),
and a dead button on seat 8 moves on to seat 7.  Casino tables number seats upward clockwise,
which stays the reading when the order cannot tell (two seats, or a shuffled order)."""

from __future__ import annotations

import json

import pytest

from audit.poker.table import button_index
from audit.runner import validate
from audit.seat_order import numbered_downward, seat_after
from audit.session import HandFacts, SessionChecker
from audit.simulate import simulate


@pytest.mark.parametrize("order, down", [
    ([9, 7, 4, 2], True), ([4, 2, 9, 7], True), ([2, 9, 7, 4], True), ([3, 2, 1], True),
    ([2, 4, 7, 9], False), ([7, 9, 2, 4], False), ([1, 2, 3], False),
    ([5, 2], False), ([2, 5], False), ([1, 4, 2, 3], False), ([], False),
])
def test_the_clockwise_order_of_three_or_more_seats_says_which_way_they_are_numbered(order, down):
    assert numbered_downward(order) is down


def test_a_short_or_shuffled_order_leaves_the_decision_to_the_next():
    assert numbered_downward([5, 2], [9, 7, 4]) is True
    assert numbered_downward([1, 4, 2, 3], [9, 7, 4]) is True
    assert numbered_downward([9, 7, 4], [1, 2, 3]) is True


def test_the_seat_after_an_empty_seat_follows_the_numbering():
    assert seat_after([9, 7, 4, 2], 8, True) == 7
    assert seat_after([9, 7, 4, 2], 1, True) == 9       # past the lowest: the highest
    assert seat_after([9, 7, 4, 2], 10, True) == 9
    assert seat_after([2, 4, 7, 9], 8) == 9
    assert seat_after([2, 4, 7, 9], 10) == 2            # past the highest: the lowest
    assert seat_after([9, 7, 4, 2], 4, True) == 2       # a seat taken: the next one listed
    assert seat_after([9, 7, 4, 2], 2, True) == 9


class _Seat:
    def __init__(self, seat: int) -> None:
        self.seat = seat


@pytest.mark.parametrize("button, index", [(8, 0), (5, 1), (3, 2), (1, 3), (10, 3)])
def test_a_dead_button_plays_as_the_button_of_the_seat_before_it_counting_down(button, index):
    seats = [_Seat(n) for n in (9, 7, 4, 2)]
    assert button_index(seats, button) == index


def _renumbered_down(hand: dict, button_of: int, dead: bool) -> dict:
    """The hand with its n seats numbered 2n-1, 2n-3, ... 1 clockwise (the same players in the same
    order) and the button on the seat of its ``button_of``-th player, or (``dead``) on the empty
    seat clockwise after it; no session or table (each hand stands alone)."""
    n = len(hand["seats"])
    seats = [dict(s, seat=2 * (n - k) - 1) for k, s in enumerate(hand["seats"])]
    if not dead:
        button = seats[button_of]["seat"]
    else:
        button = seats[button_of]["seat"] - 1 if button_of < n - 1 else 2 * n   # after seat 1: above the top
    out = dict(hand, seats=seats, button=button)
    out.pop("session", None)
    out.pop("table", None)
    return out


@pytest.mark.parametrize("game", ["draw", "stud", "palace", "tonk"])
def test_every_game_plays_a_dead_button_by_seats_numbered_downward(game, tmp_path):
    hands = [h for h in simulate(game, 40, seed=11, faults=0.3) if len(h["seats"]) >= 3]
    assert len(hands) >= 10
    live, dead = [], []
    for h in hands:
        k = next(i for i, s in enumerate(h["seats"]) if s["seat"] == h["button"])
        live.append(_renumbered_down(h, k, False))
        dead.append(_renumbered_down(h, k, True))
    for name, hs in (("live", live), ("dead", dead)):
        (tmp_path / f"{name}.jsonl").write_text("".join(json.dumps(h) + "\n" for h in hs))
    found = {name: [(c.hand_id, [(f.code, f.seq, f.player, f.message) for f in c.findings])
                    for c in validate([str(tmp_path / f"{name}.jsonl")])] for name in ("live", "dead")}
    assert found["live"] == found["dead"]
    assert not any(code == "malformed" for _, fs in found["live"] for code, *_ in fs)
    assert any(fs for _, fs in found["live"]), "the faults were found"


def _observe(hands: list[tuple[int, list[int]]]) -> list[list]:
    checker = SessionChecker()
    names = "abcdefghij"
    return [checker.observe(HandFacts("f.jsonl", f"h{i}", "s", "T", button, i,
                                      [(seat, names[seat], 100, 0) for seat in seats],
                                      {names[seat]: 100 for seat in seats}))
            for i, (button, seats) in enumerate(hands, 1)]


def test_button_not_rotated_moves_a_dead_button_on_counting_down():
    # seat 8 empties after hand 1: the button stays on it (dead), then moves on to seat 7
    assert _observe([(9, [9, 8, 7, 4, 2]), (8, [9, 7, 4, 2]), (7, [9, 7, 4, 2])]) == [[], [], []]
    # the button of a player who left moves to the next seat down: seat 7 after seat 8
    assert _observe([(8, [9, 8, 7, 4, 2]), (7, [9, 7, 4, 2])]) == [[], []]


def test_button_not_rotated_when_a_dead_button_moves_up_at_a_table_numbered_down():
    found = _observe([(9, [9, 8, 7, 4, 2]), (8, [9, 7, 4, 2]), (9, [9, 7, 4, 2])])
    assert found[:2] == [[], []]
    (f,) = found[2]
    assert f.code == "button-not-rotated"
    assert f.message == ("the button is on seat 9, but the previous hand (h2) had it on seat 8, so it should "
                         "have moved one seat clockwise to seat 7")
