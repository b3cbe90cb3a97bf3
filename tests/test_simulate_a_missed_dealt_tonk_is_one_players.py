"""The simulator injects a dealt tonk left undeclared (``tonk-dealt-tonk``) only where one player holds
one: where two do, both missed are two findings, one each, where the fault claims one violation
(review of session 59: seed 11, hand 872, two players dealt a count of 49)."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate


def test_each_injected_missed_dealt_tonk_is_one_finding():
    seen = 0
    for hand in simulate("tonk", 900, seed=11, faults=1.0):
        if hand.get("injected", {}).get("code") != "tonk-dealt-tonk":
            continue
        seen += 1
        hand = {k: v for k, v in hand.items() if k != "injected"}
        found = [f for f in replay(msgspec.convert(hand, Hand)).findings if f.code == "tonk-dealt-tonk"]
        assert len(found) == 1, (hand["hand_id"], [f.message for f in found])
    assert seen > 20
