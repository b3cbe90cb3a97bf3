"""With collects that name no pot and no division of the rake that makes them right, every
division is tried when there are few (``rake_division._every_division``).  The walk counted only
whole divisions, and branches that could not end in one (more rake left than the later pots hold)
were walked uncounted: a crafted hand of five pots took a minute (review of session 61's diff).
Every branch now ends in a division, so the budget bounds the walk."""

from __future__ import annotations

from audit.poker.rake_division import _every_division

POTS = [360, 300, 240, 180, 120]


def test_every_division_of_a_small_rake() -> None:
    assert _every_division([5, 3], 4, 100) == [[1, 3], [2, 2], [3, 1], [4, 0]]
    assert _every_division([2, 1], 4, 100) == []          # more rake than the pots hold


def test_too_many_divisions_are_none_and_the_walk_stops_at_the_budget() -> None:
    # five pots, a rake near their size: millions of divisions; the walk stops at the budget
    assert _every_division(POTS, 838, 2000) == []
    assert _every_division(POTS, sum(POTS), 2000) == [POTS]           # all of it: one way
