"""A PokerStars hand with a ``Hand cancelled`` line was never played out: it is one ``malformed``
record saying so, and the next hand is read as usual.  Before, it was replayed as far as it
went and got rule findings (wrong-player-count, wrong-forced-bet, hand-incomplete)."""

from __future__ import annotations

import pytest

from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "readers_s13"


@pytest.mark.parametrize("fixture,hand_id,line,game", [
    ("ps_draw_cancelled.txt", "20349633663", 7, "draw"),
    ("ps_stud_cancelled.txt", "20349633664", 10, "stud"),
])
def test_a_cancelled_hand_is_one_malformed_record(fixture, hand_id, line, game):
    path = HERE / fixture
    (rec,) = read_paths([path])
    # (its game, which the header names: counted under it, not as unknown; review of session 64)
    assert (rec.hand, rec.hand_id, rec.line, rec.game) == (None, hand_id, 1, game)
    assert rec.error == (f'the hand was cancelled ("Hand cancelled" at line {line}): it was never '
                         "played out and cannot be audited")
    (checked,) = validate([str(path)], jobs=1)
    assert [(f.code, f.seq) for f in checked.findings] == [("malformed", None)]
    assert checked.error == rec.error


def test_the_hand_after_a_cancelled_one_is_read(tmp_path):
    path = tmp_path / "two.txt"
    cancelled = (HERE / "ps_draw_cancelled.txt").read_text()
    path.write_text(cancelled + "\n\n" + (HERE / "ps_draw_split_seat_name.txt").read_text())
    first, second = read_paths([path])
    assert first.hand is None and "cancelled" in first.error
    assert second.hand is not None and second.hand_id == "35838989654" and not second.warnings
    assert second.line == len(cancelled.splitlines()) + 3
