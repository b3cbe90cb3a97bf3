"""PokerStars' "collected $X from pot" names no pot: with side pots it is judged by each
player's total (FORMAT.md), not as a collect of the main pot.  Read as the main pot, the right
payouts of a hand with a side pot, written "from pot", were wrong-winner and "nobody collected
the side pot 1"."""

from __future__ import annotations

import pytest

from audit.checkout import Summary
from audit.runner import validate

from .conftest import REAL

SIDE_POT = REAL / "pokerstars" / "pokerstars_7stud_allin_sidepot_2011.txt"


def _codes(path) -> list[str]:
    summary = Summary()
    for chunk in validate([str(path)], None, 1):
        summary.add(chunk)
    return [row["code"] for row in summary.rows]


def test_right_payouts_written_from_pot_in_a_hand_with_a_side_pot_are_clean(tmp_path):
    if not SIDE_POT.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    text = SIDE_POT.read_text(encoding="utf-8")
    assert " from side pot" in text and " from main pot" in text
    changed = tmp_path / "from-pot.txt"
    changed.write_text(text.replace(" from side pot", " from pot").replace(" from main pot", " from pot"),
                       encoding="utf-8")
    assert _codes(SIDE_POT) == []
    assert _codes(changed) == []
