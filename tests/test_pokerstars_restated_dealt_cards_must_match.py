"""A PokerStars ``Dealt to`` line after the first restates the cards seen before its new ones
(stud: the upcards, or every card of the player whose lines show the down cards; draw: the cards
kept after the draw).  A restated card that differs from the card dealt there makes the log
contradict itself about the player's hand: the hand is ``malformed``, naming the line and both
cards, and the other hands of the file are read as before.  Before, the restated cards were
ignored and the hand replayed with the first ones, silently."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.readers.pokerstars import read

from .conftest import REAL

PS = REAL / "pokerstars"


def _read(tmp_path: Path, name: str, old: str, new: str):
    text = (PS / name).read_text()
    assert text.count(old) == 1
    path = tmp_path / name
    path.write_text(text.replace(old, new))
    return list(read(path, path.read_text()))


@pytest.mark.parametrize("name, old, new, error", [
    ("pokerstars_7stud_allin_sidepot_2011.txt", "Dealt to roditopgrdk [9h] [3d]", "Dealt to roditopgrdk [9c] [3d]",
     "line 37: the cards dealt to roditopgrdk are restated with 9c where 9h was dealt"),
    ("pokerstars_7stud_limit_multi_hands_2009.txt", "Dealt to Hero [3d Th As] [Qc]", "Dealt to Hero [3d Th Ac] [Qc]",
     "line 25: the cards dealt to Hero are restated with Ac where As was dealt"),
    ("pokerstars_5carddraw_limit_multi_hands_2009.txt", "Dealt to Hero [Td Th 6h 4h] [Ks]", "Dealt to Hero [Td Th 6h 4d] [Ks]",
     "line 18: Hero keeps 4d in the draw, but was dealt Td Th 6h 4h 2s and discarded 2s"),
    ("pokerstars_5carddraw_limit_multi_hands_2009.txt", "Dealt to Hero [Td Th 6h 4h] [Ks]", "Dealt to Hero [Td Th 6h 2s] [Ks]",
     "line 18: Hero keeps 2s in the draw, but was dealt Td Th 6h 4h 2s and discarded 2s"),
])
def test_a_restated_card_that_differs_makes_the_hand_malformed(tmp_path, name, old, new, error):
    records = _read(tmp_path, name, old, new)
    bad = [r for r in records if r.hand is None]
    assert [r.error for r in bad] == [error]
    assert len(records) == len(list(read(PS / name, (PS / name).read_text())))


@pytest.mark.parametrize("name", sorted(p.name for p in PS.glob("*.txt")))
def test_the_real_logs_restate_their_cards_unchanged(name):
    assert all(r.hand is not None for r in read(PS / name, (PS / name).read_text()))
