"""simulate --faults RATE: that share of hands carries one injected violation; with 1.0, every
hand (a fault a hand cannot carry is swapped for another, not dropped), and each is caught."""

from __future__ import annotations

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate


@pytest.mark.parametrize("game", ["draw", "stud", "palace", "tonk"])
def test_faults_one_puts_a_fault_in_every_hand_and_each_is_found(game):
    hands = list(simulate(game, 150, seed=7, faults=1.0))
    assert all(h.get("injected") for h in hands)
    for h in hands:
        found = {(f.code, f.seq) for f in replay(msgspec.convert(h, Hand)).findings}
        assert (h["injected"]["code"], h["injected"]["seq"]) in found, h["hand_id"]
