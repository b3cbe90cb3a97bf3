"""A dead button: a `button` on a seat nobody sits in (casino practice: the button moves on even
when the seat it moves to has emptied).  For play it is the button on the nearest occupied seat
counterclockwise (the same player is left of it: the blinds, the deal and the first to act are
those of the empty seat), in every game; the logged seat is kept (shown by explain, stored, and
used by button-not-rotated, which accepts the button staying on the seat that was next in the
previous hand when that seat is empty now).  Where the empty seat lies depends on which way the
seats are numbered (audit/seat_order.py)."""

from __future__ import annotations

import json

import pytest

from audit.explain import explain_text
from audit.seat_order import button_index
from audit.runner import validate
from audit.seat_order import numbered_downward, seat_after
from audit.session import HandFacts, SessionChecker
from audit.simulate import simulate

from .conftest import FIXTURES

LOG = FIXTURES / "sessions" / "dead-button.jsonl"   # h1: button 2; h2: c (seat 3) left, button on seat 3


def _found(path) -> list[tuple]:
    return [(c.hand_id, [(f.code, f.seq, f.player, f.message) for f in c.findings]) for c in validate([str(path)])]


def test_button_on_an_empty_seat_is_a_dead_button_not_a_malformed_hand():
    assert _found(LOG) == [("h1", []), ("h2", [])]


def _renumbered(hand: dict, numbers: list[int], button: int) -> dict:
    """The hand with its seats numbered ``numbers`` (the same players in the same order) and the
    button on seat ``button``; no session or table (each hand stands alone)."""
    seats = [dict(s, seat=n) for s, n in zip(hand["seats"], numbers)]
    out = dict(hand, seats=seats, button=button)
    out.pop("session", None)
    out.pop("table", None)
    return out


def _respaced(hand: dict, button: int) -> dict:
    """The hand with its seats numbered 1, 3, 5, ... and the button on seat ``button``."""
    return _renumbered(hand, [2 * k + 1 for k in range(len(hand["seats"]))], button)


@pytest.mark.parametrize("game", ["draw", "stud", "palace", "tonk"])
def test_every_game_plays_a_dead_button_as_the_button_on_the_seat_before_it(game, tmp_path):
    hands = list(simulate(game, 24, seed=5, faults=0.3))
    live, dead = [], []
    for h in hands:
        k = next(i for i, s in enumerate(h["seats"]) if s["seat"] == h["button"])
        live.append(_respaced(h, 2 * k + 1))        # the button's player, renumbered
        dead.append(_respaced(h, 2 * k + 2))        # the empty seat after them (after the last: round)
    _same_verdicts(tmp_path, live, dead)


def _same_verdicts(tmp_path, live: list[dict], dead: list[dict]) -> None:
    """The hands with the button on its player's seat and on the empty seat after it get the same
    findings (and some: the simulated faults), none of them malformed."""
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

# ---- seats numbered downward clockwise ----------------------------------------------------
# (9, 7, 4, 2 listed in clockwise order, as FORMAT.md lists seats: the seat after an empty seat is
# the next number *down*, so the button on an empty seat 8 plays as the button of seat 9's player,
# the one before seat 7, and a dead button on seat 8 moves on to seat 7.  Casino tables number
# seats upward clockwise, which stays the reading when the order cannot tell: two seats, or a
# shuffled order.)

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
    numbers = [2 * (n - k) - 1 for k in range(n)]
    if not dead:
        button = numbers[button_of]
    else:
        button = numbers[button_of] - 1 if button_of < n - 1 else 2 * n   # after seat 1: above the top
    return _renumbered(hand, numbers, button)


@pytest.mark.parametrize("game", ["draw", "stud", "palace", "tonk"])
def test_every_game_plays_a_dead_button_by_seats_numbered_downward(game, tmp_path):
    hands = [h for h in simulate(game, 40, seed=11, faults=0.3) if len(h["seats"]) >= 3]
    assert len(hands) >= 10
    live, dead = [], []
    for h in hands:
        k = next(i for i, s in enumerate(h["seats"]) if s["seat"] == h["button"])
        live.append(_renumbered_down(h, k, False))
        dead.append(_renumbered_down(h, k, True))
    _same_verdicts(tmp_path, live, dead)


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
