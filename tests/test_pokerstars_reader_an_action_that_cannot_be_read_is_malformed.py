"""A seated player's action line that cannot be read (``raises $0.10 to $0.2x``, ``calls`` with no
amount) makes the PokerStars hand ``malformed``, naming the line: the replay cannot go on without
the action's chips (as a PHH action that cannot be read, and a seat line, are malformed).  Before,
it was an ``unparsed-line`` warning and the replay went on without it, finding a dozen faults of
the other players (out of turn, wrong calls, a wrong payout).  A line the reader does not know
(chat, a notice) is still a warning."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers.pokerstars import read

from .conftest import REAL

DRAW = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


def _records(tmp_path: Path, old: str, new: str):
    lines = DRAW.read_text().split("\n")
    assert lines[48] == old         # line 49 of the real file
    lines[48] = new
    path = tmp_path / "x.txt"
    path.write_text("\n".join(lines))
    return list(read(path, path.read_text()))


@pytest.mark.parametrize("new", ["dantho: raises $0.10 to $0.2x", "dantho: raises", "dantho: raises $0.10 to $0.20 and is all in"])
def test_an_action_that_cannot_be_read_makes_the_hand_malformed(tmp_path, new):
    old = "dantho: raises $0.10 to $0.20"
    records = _records(tmp_path, old, new)
    bad = [r for r in records if r.hand is None]
    assert len(bad) == 1 and len(records) == len(list(read(DRAW, DRAW.read_text())))
    assert f"'{new}' is an action of 'dantho' that cannot be read: the hand cannot be replayed without it" in bad[0].error
    assert bad[0].error.startswith("line 49: ")


def test_a_line_of_no_action_is_still_a_warning(tmp_path):
    records = _records(tmp_path, "dantho: raises $0.10 to $0.20", "dantho: raises $0.10 to $0.20\ndantho said, \"gl\"")
    assert all(r.hand is not None for r in records)
