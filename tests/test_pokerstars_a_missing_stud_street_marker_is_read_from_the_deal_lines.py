"""A PokerStars stud hand whose ``*** 3rd STREET ***`` to ``*** 6th STREET ***`` marker is missing
is read as if it were there: a ``Dealt to`` line's form says which street it deals (the cards
restated before the new one), so a line of a later street than the one under way starts that
street.  Before, the hand was ``malformed`` with a false message (3rd and 4th street) or got a
flood of findings (out-of-turn on every action, wrong-deal, hand-incomplete).  A missing
``*** RIVER ***`` cannot be read so when no line deals the river to a player the log shows."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

BASE = (FIXTURES / "pokerstars_s42" / "base_stud.txt").read_text()


@pytest.mark.parametrize("marker", ["*** 3rd STREET ***", "*** 4th STREET ***", "*** 5th STREET ***",
                                    "*** 6th STREET ***"])
def test_a_missing_street_marker_is_read_from_the_deal_lines(tmp_path, marker):
    assert marker in BASE
    path = tmp_path / "h.txt"
    path.write_text(BASE.replace(marker + "\n", ""))
    assert [f.code for c in validate([str(path)]) for f in c.findings] == []
