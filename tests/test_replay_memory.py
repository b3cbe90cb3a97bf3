"""A replayed hand is freed as soon as it is dropped: settling takes the state's reference
cycles apart (audit/protocol.py), so the workers' collector has almost nothing to do."""

from __future__ import annotations

import gc

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate


@pytest.mark.parametrize("game", ["draw", "stud", "palace", "tonk"])
def test_replayed_hands_leave_no_reference_cycles(game):
    hands = [msgspec.convert(h, Hand) for h in simulate(game, 300, seed=3, faults=0.3)]
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        for h in hands:
            replay(h)
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()
