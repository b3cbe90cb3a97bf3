"""Which way a table's seat numbers run, the seat after one clockwise, and who has a (dead) button
(every game).

FORMAT.md lists a hand's seats in clockwise order and says nothing of how they are numbered.
Casino tables number them clockwise from the dealer's left (seat 1, 2, ... 9), which is what a
seat nobody sits in is placed by: the seat after an empty seat 5 is the next number up.  A
table numbered the other way round lists its seats falling (9, 7, 4, 2, or 4, 2, 9, 7 from
another first seat): its empty seat 5 comes before 4, so the seat after it is the next number
*down*.  The order of three or more seats tells the two apart; two seats fit both, and are taken
as numbered upward.
"""

from __future__ import annotations

from collections.abc import Sequence


def numbered_downward(*orders: Sequence[int]) -> bool:
    """Whether seat numbers fall clockwise: decided by the first of ``orders`` (seat numbers in
    clockwise order) of three or more seats that is a rotation of a strictly rising or falling
    list; upward (False) when none is."""
    for order in orders:
        n = len(order)
        if n < 3:
            continue
        falls = 0               # seats followed by a lower number, the last by the first
        before = order[n - 1]
        for seat in order:
            if before > seat:
                falls += 1
            before = seat
        if falls == n - 1:      # one step up (the wrap from the lowest to the highest): falling
            return True
        if falls == 1:          # one step down (the wrap): rising
            return False
    return False


def seat_after(order: Sequence[int], seat: int, downward: bool = False) -> int:
    """The seat of ``order`` (seat numbers, clockwise) that comes next clockwise after seat
    ``seat``: the next one listed when ``seat`` is one of them, else, for a seat nobody sits in,
    the nearest number up (``downward``: down) from it, past the last, the first."""
    if seat in order:
        return order[(order.index(seat) + 1) % len(order)]
    if downward:
        return max((n for n in order if n < seat), default=max(order))
    return min((n for n in order if n > seat), default=min(order))


def button_index(seats, button: int | None) -> int | None:
    """The index in ``seats`` (clockwise) of the player who has the button ``button`` (a seat
    number), ``None`` without one (stud: the dealer is then the last seat).  A dead button, on
    a seat nobody sits in (casino practice: the button moves on even when its seat empties),
    plays as the button on the nearest occupied seat counterclockwise: the same player is
    left of it, so the blinds, the deal and the first to act are those of the empty seat (where
    the empty seat is depends on which way the seats are numbered: :func:`numbered_downward`)."""
    if button is None:
        return None
    for i, s in enumerate(seats):
        if s.seat == button:
            return i
    # the first seat after the empty one (by the way the numbers run)
    numbers = [s.seat for s in seats]
    i = numbers.index(seat_after(numbers, button, numbered_downward(numbers)))
    return i - 1 if i else len(seats) - 1
