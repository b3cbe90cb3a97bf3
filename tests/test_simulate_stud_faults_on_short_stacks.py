"""The stud simulator on stacks shorter than the CLI ever plays (it tops them up to 100): a
fault is recorded only where the validator reports it with that code at that event, and a
table that cannot carry the fault gets a clean hand (before: a raise past the cap that nobody
left could call, labelled raise-cap-exceeded but reported as illegal-action; or a RuntimeError)."""

from __future__ import annotations

import random

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay
from audit.simulate import stud


@pytest.mark.parametrize("fault", ["raise-cap-exceeded", "bet-above-maximum"])
def test_a_fault_on_short_stacks_is_reported_with_its_code_or_the_hand_is_clean(fault):
    rng = random.Random(7)
    injected = 0
    for k in range(200):
        n = rng.randint(2, 3)
        seats = [{"seat": i + 1, "player": f"p{i}", "stack": rng.randint(1, 40)} for i in range(n)]
        hand = stud.generate(rng, f"h{k}", seats, 1, fault)
        found = [(f.code, f.seq) for f in replay(msgspec.convert(hand, Hand)).findings]
        if "injected" in hand:
            injected += 1
            assert found == [(hand["injected"]["code"], hand["injected"]["seq"])], hand
        else:
            assert found == [], hand
    assert injected > 0
