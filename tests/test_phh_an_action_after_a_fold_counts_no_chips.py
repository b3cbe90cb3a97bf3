"""FORMAT.md: an event that cannot be applied (an action of a player out of the hand) is skipped,
after its ``out-of-turn``.  The PHH reader turns ``finishing_stacks`` into the hand's collects and
returns from what each player put in; an action of a player who had folded (``p4 cc`` after
``p4 f``) no longer counts as chips put in there either.  Before, those chips were paid back to
the folded player by the collects read from the finishing stacks, and the hand got a false
``wrong-winner``, ``books-unbalanced`` and ``uncalled-bet-not-returned`` beside the
``out-of-turn``."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

H7 = REAL / "phh" / "wsop-2023-43-day5-hand7.phh"


@pytest.mark.parametrize("act, seq", [("p4 cc", 14), ("p4 cbr 400000", 14), ("p5 cc", 14)])
def test_an_action_after_folding_is_out_of_turn_and_counts_no_chips(tmp_path, act, seq):
    text = H7.read_text()
    old = "'p1 cbr 200000', "
    assert text.count(old) == 1
    path = tmp_path / "h7.phh"
    path.write_text(text.replace(old, old + f"'{act}', "))
    (checked,) = validate([str(path)])
    assert [(f.code, f.seq) for f in checked.findings] == [("out-of-turn", seq)]
