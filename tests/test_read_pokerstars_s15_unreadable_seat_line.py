"""A ``Seat N:`` line among a PokerStars hand's seats that cannot be read (a stack that is no
amount, no stack at all) makes the hand ``malformed``, naming the line: a seat left out cannot
be replayed.  Before, the line was taken for a summary ``Seat N:`` line, the player was left out
without a word, and the hand got false out-of-turn and books-unbalanced errors.  A player named
``Seat 3`` posting among the seats is still an action, and the other hands are read as usual."""

from __future__ import annotations

import pytest

from audit.readers import read_paths
from audit.runner import validate

from .conftest import REAL

DRAW = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"
HAND = "35839017616"                        # the file's second hand, lines 36 to 61
SEAT = "Seat 2: vatt110 ($2.64 in chips)"   # its line 39


@pytest.mark.parametrize("bad", [
    "Seat 2: vatt110 ($2.64x in chips)",
    "Seat 2: vatt110 (in chips)",
    "Seat 2: vatt110",
])
def test_an_unreadable_seat_line_makes_the_hand_malformed(tmp_path, bad):
    text = DRAW.read_text()
    lines = text.split("\n")
    assert lines[38] == SEAT
    lines[38] = bad
    path = tmp_path / "draw.txt"
    path.write_text("\n".join(lines))
    records = list(read_paths([path]))
    (rec,) = [r for r in records if r.hand_id == HAND]
    assert (rec.hand, rec.line) == (None, 36)
    assert rec.error == (f"line 39: the seat line {bad!r} cannot be read (not 'Seat N: <player> "
                         "(<stack> in chips)'): the hand cannot be replayed without that seat")
    assert len(records) == len(list(read_paths([DRAW])))
    checked = {c.hand_id: c for c in validate([str(path)], jobs=1)}
    assert [(f.code, f.seq) for f in checked[HAND].findings] == [("malformed", None)]
    assert all(not c.findings for k, c in checked.items() if k != HAND)


def test_a_player_named_like_a_seat_posting_among_the_seats_is_an_action(tmp_path):
    text = DRAW.read_text().split("\n\n\n")[0]
    text = text.replace("dantho", "Seat 3")
    assert "\nSeat 3: Seat 3 ($1.76 in chips)\nSeat 4: Hero ($4 in chips)\n" in text
    assert "\nSeat 3: posts small blind $0.05\n" in text
    path = tmp_path / "named.txt"
    path.write_text(text + "\n")
    (rec,) = read_paths([path])
    assert rec.error is None
    assert [s.player for s in rec.hand.seats] == ["francois 712", "vatt110", "Seat 3", "Hero", "Postman15"]
    (checked,) = validate([str(path)], jobs=1)
    assert checked.findings == []
