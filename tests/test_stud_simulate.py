"""simulate --game stud: legal hands are clean, and every injected fault is found at its event."""

from __future__ import annotations

from collections import Counter

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate
from audit.simulate.stud import FAULTS


def test_simulated_stud_faults_are_found_at_their_seq_and_legal_hands_are_clean():
    injected = Counter()
    legal = 0
    for raw in simulate("stud", 500, seed=3, faults=0.4):
        result = replay(msgspec.convert(raw, Hand))
        got = {(f.code, f.seq) for f in result.findings}
        fault = raw.get("injected")
        if fault is None:
            legal += 1
            assert not got, f"{raw['hand_id']}: legal hand with findings {sorted(got, key=str)}"
        else:
            injected[fault["code"]] += 1
            assert (fault["code"], fault["seq"]) in got, f"{raw['hand_id']}: {fault} not found in {sorted(got, key=str)}"
    assert legal > 200
    assert set(injected) == set(FAULTS), f"faults never injected: {set(FAULTS) - set(injected)}"


def test_simulated_stud_covers_the_rules_variety():
    seen = Counter()
    # a table's size is drawn once per 60 hands: 400 hands see only 7 draws, so the two
    # extremes (heads-up, eight players) are also simulated on purpose
    extremes = [raw for n in (2, 8) for raw in simulate("stud", 20, players=n, seed=5)]
    for raw in [*simulate("stud", 400, seed=5), *extremes]:
        rules = raw["rules"]
        seen[rules["betting"]] += 1
        seen["bring_in" if "bring_in" in rules else "no bring-in"] += 1
        seen[rules.get("odd_chip", "high_card")] += 1
        seen[len(raw["seats"])] += 1
        result = replay(msgspec.convert(raw, Hand))
        seen["side pot"] += len(result.pots) > 1
        seen["odd chip"] += any(a.odd_chips for a in result.awards)
    for key in ("fixed", "spread", "pot", "no_limit", "bring_in", "no bring-in", "high_card",
                "left_of_button", "called", "side pot", "odd chip", 2, 8):
        assert seen[key], f"no simulated hand with {key!r}"
