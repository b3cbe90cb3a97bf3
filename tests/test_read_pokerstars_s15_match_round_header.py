"""A PokerStars tournament header whose stakes follow a match round and a level
(``7 Card Stud Limit - Match Round I, Level I (4/8) - ...``) is read like the ``- Level I (4/8)``
form.  Before, the hand was ``malformed`` ("no stakes in the game description")."""

from __future__ import annotations

import re

import pytest

from audit.readers import read_paths
from audit.runner import validate

from .conftest import REAL

STUD = REAL / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt"
CASH = "PokerStars Game #60974484959:  7 Card Stud Limit ($0.04/$0.08 USD) - 2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]"
TOUR = "PokerStars Hand #60974484959: Tournament #123456789, $10+$0.50 USD 7 Card Stud Limit - {level} - 2011/04/17 20:21:35 ET"


def _tournament(tmp_path, level: str):
    """The real cash hand as a tournament hand: its cents become chips."""
    header, rest = STUD.read_text().split("\n", 1)
    assert header == CASH
    rest = re.sub(r"\$(\d+)\.(\d\d)", lambda m: str(int(m.group(1)) * 100 + int(m.group(2))), rest)
    path = tmp_path / "tour.txt"
    path.write_text(TOUR.format(level=level) + "\n" + rest)
    return path


@pytest.mark.parametrize("level", ["Match Round I, Level I (4/8)", "Match Round XII, Level IV (4/8)",
                                   "Level I (4/8)"])
def test_a_match_round_header_gives_the_level_stakes(tmp_path, level):
    path = _tournament(tmp_path, level)
    (rec,) = read_paths([path])
    assert rec.error is None and rec.hand_id == "60974484959"
    assert rec.hand.rules == {"betting": "fixed", "ante": 1, "bring_in": 2, "small_bet": 4, "big_bet": 8,
                              "odd_chip": "high_card", "cap_heads_up": "round_start"}
    assert (rec.hand.currency, rec.hand.unit, rec.hand.time) == (None, None, "2011-04-17T20:21:35-04:00")
    (checked,) = validate([str(path)], jobs=1)
    assert checked.findings == []
