"""README (PHH): chips a finishing stack says a player lost beyond what they kept left the table;
with the pot paid out exactly, they are a rake (``books-unbalanced`` quoting the note).  When the
pot is paid out wrong as well (the replay's ``wrong-amount``), they are now named in a
``books-unbalanced`` of their own; before, the folded player's loss was reported nowhere (and the
next hand, starting from the finishing stacks as recorded, found no mismatch either)."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

H6 = REAL / "phh" / "wsop-2023-43-day5-hand6.phh"
FINISHING = "finishing_stacks = [2150000, 9750000, 4675000, 8225000, 4900000]"


@pytest.mark.parametrize("talal, paid", [(9760000, "more"), (9740000, "less")])
def test_a_folded_players_loss_beside_a_wrong_payout_is_named(tmp_path, talal, paid):
    text = H6.read_text()
    assert text.count(FINISHING) == 1
    path = tmp_path / H6.name
    # Brian Rast folded on 3rd street; his finishing stack is 10000 below what he kept
    path.write_text(text.replace(FINISHING, f"finishing_stacks = [2150000, {talal}, 4665000, 8225000, 4900000]"))
    (checked,) = validate([str(path)])
    found = [(f.code, f.seq, f.player, f.message) for f in checked.findings]
    assert ("books-unbalanced", None, None,
            f"finishing_stacks: Brian Rast ends 10000 below what they kept (chips that left the table, beside a "
            f"pot paid out {paid} than it held)") in found
    assert ("wrong-amount", 39, "Talal Shakerchi") in [f[:3] for f in found]
