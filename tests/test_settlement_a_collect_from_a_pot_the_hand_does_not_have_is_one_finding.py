"""A collect naming a pot the hand does not have is ``wrong-winner`` (nobody is eligible for it;
README), and when it is a winner of the hand's pot taking their share under the wrong label, the
pot is not also "collected by nobody", nor the winner "collected nothing": one fault, one finding
(those chips make up their share, each chip for one pot).  A winner's share left unpaid is still
named."""

from __future__ import annotations

import json

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import EXAMPLES


def _found(example: str, pots: list[int | None], amounts: list[int] | None = None):
    hand = json.loads((EXAMPLES / example).read_text().splitlines()[0])
    collects = [e for e in hand["events"] if e["type"] == "collect"]
    for e, k in zip(collects, pots):
        if k is None:
            e.pop("pot", None)
        else:
            e["pot"] = k
    for e, a in zip(collects, amounts or []):
        e["amount"] = a
    h = msgspec.json.decode(json.dumps(hand), type=Hand)
    return [(f.code, f.seq, f.player) for f in replay(h).findings]


def test_every_collect_from_side_pot_1_of_a_one_pot_hand_is_one_finding_each():
    # draw: carol 37 and bob 36 of the main pot, both collects naming side pot 1
    assert _found("draw-split-pot.jsonl", [1, 1]) == [("wrong-winner", 20, "carol"), ("wrong-winner", 21, "bob")]
    # Palace: the winner's one collect
    assert _found("palace-two-battles.jsonl", [1]) == [("wrong-winner", 21, "carol")]


def test_a_share_collected_under_the_wrong_pot_is_not_also_a_share_unpaid():
    assert _found("draw-split-pot.jsonl", [1, 0]) == [("wrong-winner", 20, "carol")]


def test_a_share_left_unpaid_beside_a_wrong_label_is_still_named():
    # carol takes 30 under side pot 1 (7 short of her 37); bob his 36
    found = _found("draw-split-pot.jsonl", [1, 0], [30, 36])
    assert ("wrong-winner", 20, "carol") in found and ("wrong-amount", None, "carol") in found
