"""A junk or blank line inside a PokerStars seat list does not end the seats: every seat line
before the first street is a seat, the junk line is an ``unparsed-line`` warning, and the hand
is replayed with all its players.  Before, the seats after the line were dropped, and the hand
got false wrong-forced-bet, out-of-turn and books-unbalanced findings."""

from __future__ import annotations

import pytest

from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

INPUTS = FIXTURES / "inputs"
HAND = "35839017616"    # the hand whose seat list holds the junk (or blank) line


@pytest.mark.parametrize("name,warnings", [("junk_in_seats.txt", ["unparsed-line"]), ("blank_in_seats.txt", [])])
def test_a_line_among_the_seats_does_not_drop_the_seats_after_it(name, warnings):
    path = INPUTS / name
    hand = next(r.hand for r in read_paths([path]) if r.hand_id == HAND)
    assert [s.player for s in hand.seats] == ["francois 712", "vatt110", "dantho", "Hero", "Postman15"]
    checked = {r.hand_id: r for r in validate([str(path)], jobs=1)}
    assert [f.code for f in checked[HAND].findings] == warnings
    assert all(not r.findings for k, r in checked.items() if k != HAND)
