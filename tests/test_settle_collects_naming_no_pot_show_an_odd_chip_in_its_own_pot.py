"""Collects that name no pot are judged by each player's total, and the dispute view spreads each
total over the player's pots (README).  What a player was paid beyond their shares goes on their
rows in pots still short of what their winners are owed, so an odd chip paid to the wrong winner
shows in its own pot, as does the shortfall of the winner it belonged to (review 54: A's extra chip
went on side pot 2, "recorded 101" from a pot of 100, a pot paid right shown as disputed)."""

from __future__ import annotations

import pytest

from audit.readers.native import read
from audit.replay import replay

from .conftest import FIXTURES

PATH = FIXTURES / "settle_s54" / "collects_naming_no_pot.jsonl"


def _replayed():
    return {rec.hand.hand_id: replay(rec.hand) for rec in read(PATH)}


@pytest.mark.parametrize("hand_id,rows", [
    # A got B's odd chip of the main pot (B 74, A 280)
    ("np-wrong", [(0, "B", 75, 74), (0, "C", 75, 75), (0, "A", 74, 75)]),
    # B got C's odd chip of the main pot (B 76, C 179): C's shortfall is in the main pot, not in
    # side pot 1, which B cannot win (review 54: main pot recorded 225 of 224, side pot 1 209 of 210)
    ("np-76", [(0, "B", 75, 76), (0, "C", 75, 74), (0, "A", 74, 74)]),
])
def test_the_odd_chip_paid_to_the_wrong_winner_is_recorded_in_the_main_pot(hand_id, rows):
    res = _replayed()[hand_id]
    assert [(f.code, f.seq) for f in res.findings] == [("odd-chip", 26)]
    assert [(a.pot, a.player, a.correct, a.recorded) for a in res.awards] == rows + [
        (1, "C", 105, 105), (1, "A", 105, 105), (2, "A", 100, 100)]


def test_every_pots_recorded_column_is_what_the_pot_holds():
    for hand_id, res in _replayed().items():
        for k in range(len(res.pots)):
            rows = [a for a in res.awards if a.pot == k]
            assert sum(a.recorded for a in rows) == sum(a.correct for a in rows), (hand_id, k)
