"""simulate never fails: a heads-up stud pot split by a tie has no player who does not win it,
so a `wrong-winner` fault goes on another collect or is not injected in that hand.  Before,
`simulate --game stud --players 2 --faults 1.0 --seed 20525` stopped with an IndexError."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate


def test_heads_up_stud_with_every_fault_simulates_and_every_fault_is_found():
    n = 0
    for h in simulate("stud", 200, seed=20525, faults=1.0, players=2):
        n += 1
        inj = h.get("injected")
        if inj:
            found = {(f.code, f.seq) for f in replay(msgspec.convert(h, Hand)).findings}
            assert (inj["code"], inj["seq"]) in found, (h["hand_id"], inj)
    assert n == 200
