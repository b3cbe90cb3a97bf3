"""``odd-chip`` points at the first recorded event that is wrong (CODES.md), the first collect
of a tied winner that is off by its odd chip, whether that winner went without the chip or took
one not owed: it pointed at the collect that took the chip even when a collect before it was
already short.  A stud pot of 500 tied three ways (high_card: a's As and b's Ad get the two odd
chips): a 167, b 166, c 167: b's collect is the first wrong one."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES


def test_three_way_tie_points_at_the_first_collect_short_of_its_chip() -> None:
    hand = msgspec.json.decode((FIXTURES / "stud_s14" / "odd-chips-three-way.jsonl").read_text(), type=Hand)
    findings = replay(hand).findings
    assert [(f.code, f.seq, f.player) for f in findings] == [("odd-chip", 46, "b")]
    assert findings[0].message.startswith("the 2 odd chips of the main pot belong to a, b, but c got one (")
    collects = [(i, e.player, e.amount) for i, e in enumerate(hand.events) if e.type == "collect"]
    assert collects == [(45, "a", 167), (46, "b", 166), (47, "c", 167)]
