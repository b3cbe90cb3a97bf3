"""The French seed's sample deal (POKER.md 5): clean, and explained as the seed tells it."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay, replay_steps


def _sample(examples_dir) -> Hand:
    line = (examples_dir / "stud-sample-deal.jsonl").read_bytes().splitlines()[0]
    return msgspec.json.decode(line, type=Hand)


def test_sample_deal_validates_with_no_finding(examples_dir):
    result = replay(_sample(examples_dir))
    assert result.findings == []
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == [("carol", 4800, 4800)]
    assert result.rounds[8] == 0 and result.rounds[17] == 1 and result.rounds[33] == 4


def test_explain_names_david_as_bring_in_because_of_suits(examples_dir):
    _, result = replay_steps(_sample(examples_dir))
    lines = [line for s in result.sections if s.title == "Who acts first" for line in s.lines]
    assert lines[0] == "david brings in: 4d is the lowest upcard (4s of bob is higher by suit)"


def test_explain_carol_first_on_4th_street_alice_from_5th_street(examples_dir):
    hand = _sample(examples_dir)
    steps, result = replay_steps(hand)
    lines = [line for s in result.sections if s.title == "Who acts first" for line in s.lines]
    assert lines[1].startswith("carol acts first on 4th street: Kd Jc")
    for street, line in zip(("5th", "6th", "7th"), lines[2:]):
        assert line.startswith(f"alice acts first on {street} street: 9c Kh Kc")
    # the steps agree: whose turn it was at the first action of each street
    first = {}
    for seq, view, found in steps:
        assert found == []
        ev = hand.events[seq]
        if ev.type in ("check", "bet", "call", "raise", "fold", "bring_in") and view.phase not in first:
            first[view.phase] = view.turn_before
    assert first["3rd street"] == "david"
    assert first["4th street"] == "carol"
    assert first["5th street"] == first["6th street"] == "alice"
    # after the bring-in it is alice's turn and she owes the bring-in, so she cannot check
    assert steps[8][1].to_act == "alice" and steps[8][1].to_call == 100
