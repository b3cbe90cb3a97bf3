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


def test_a_heros_line_after_a_missing_first_line_is_not_taken_for_a_later_street(tmp_path):
    # the hero's 3rd-street line left out: their 4th-street line restates three cards, as an
    # opponent's 6th-street line does; the 4th street marker is there, and nothing is missing
    from .conftest import REAL
    lines = (REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt").read_text().splitlines()[:65]
    assert "Dealt to Hero [3d Th As]" in lines
    path = tmp_path / "h.txt"
    path.write_text("\n".join(x for x in lines if x != "Dealt to Hero [3d Th As]") + "\n")
    assert [f.code for c in validate([str(path)]) for f in c.findings] == []
