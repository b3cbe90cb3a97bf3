"""Palace: a card dealt twice is one ``duplicate-card`` where the second copy appears.  The ledger
keeps one place per card, so when both copies later went to the discard pile and were bought from
it (the deck reshuffled), the second buy was a second ``duplicate-card`` ("bought Th, which was held
by victor").  A card reported in two places has a second copy in play: its next conflict is that
copy's, with no second finding (review of session 62, the simulator's injected duplicates)."""

from __future__ import annotations

import json

import pytest

from audit.runner import validate

from .conftest import FIXTURES


@pytest.mark.parametrize("name, at", [("a-duplicated-card-bought-twice-off-the-pile", 37),
                                      ("a-duplicated-card-bought-twice-off-the-pile-2", 43)])
def test_the_second_copy_bought_is_no_second_finding(name, at):
    path = FIXTURES / "palace_s62" / f"{name}.jsonl"
    assert json.loads(path.read_text())["injected"] == {"code": "duplicate-card", "seq": at}
    [checked] = list(validate([str(path)]))
    assert [(f.code, f.seq) for f in checked.findings] == [("duplicate-card", at)]
