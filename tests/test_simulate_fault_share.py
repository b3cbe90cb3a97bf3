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


def test_the_same_seed_writes_the_same_bytes_gzipped_too(tmp_path, monkeypatch):
    """simulate's seed gives the same file byte for byte, gzip included (no time in its header),
    written an hour apart."""
    import time

    from audit.simulate import write_simulation
    first, second = tmp_path / "a" / "sim.jsonl.gz", tmp_path / "b" / "sim.jsonl.gz"
    for path, now in ((first, 1_700_000_000.0), (second, 1_700_003_600.0)):
        monkeypatch.setattr(time, "time", lambda now=now: now)
        path.parent.mkdir()
        write_simulation("tonk", 20, path, seed=3)
    assert first.read_bytes() == second.read_bytes()
