"""PALACE.md 4: a quiet round needs every player still in to keep quiet for a full round.  With
``quiet_round: turn_round`` and ``turn_after_battle: defender``, play after a battle goes on
left of the defender, a step back that does not pass the dealer: it begins no new turn-round
(before, one wait could end the hand).  The simulator plays the same rule."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.runner import validate
from audit.simulate import simulate

from .conftest import FIXTURES

DIR = FIXTURES / "palace_s32"


def test_a_turn_round_after_the_defender_rule_needs_every_player_quiet():
    for name in ("D1_turn_round_ends_after_one_wait.jsonl", "D1b_turn_round.jsonl"):
        [checked] = list(validate([str(DIR / name)]))
        assert checked.findings == [], (name, checked.findings)


def test_simulated_turn_round_hands_with_the_defender_rule_are_legal():
    hands = [h for h in simulate("palace", 3000, seed=21)
             if h["rules"].get("quiet_round") == "turn_round" and h["rules"].get("turn_after_battle") == "defender"]
    assert len(hands) > 20
    for h in hands:
        assert replay(msgspec.convert(h, Hand)).findings == [], h["hand_id"]
