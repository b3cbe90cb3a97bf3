"""A three-way split of 29 chips has two odd chips (POKER.md 3: "No player gets more than one odd
chip from a pot"): bob 10, carol 10, alice 9 under left_of_button.  A log paying bob 11, carol 9,
alice 9 has every even share right and the odd chips with the wrong players: ``odd-chip``
(CODES.md), not ``wrong-amount``, with or without pot numbers on the collects."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "odd_chip_s17" / "two-odd-chips-to-one-player.jsonl")


@pytest.mark.parametrize("hand_id", ["two-odd-chips-one-player", "two-odd-chips-one-player-no-pot-numbers"])
def test_both_odd_chips_to_one_player_is_odd_chip(hand_id):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("odd-chip", 18, "bob", "the 2 odd chips of the main pot belong to bob, carol, but bob got 2 (no player "
                                "gets more than one odd chip of a pot) (odd_chip=left_of_button: clockwise from "
                                "the button's left: bob, then carol, then alice)")]
    assert {a.player: (a.correct, a.recorded) for a in result.awards} == \
        {"bob": (10, 11), "carol": (10, 9), "alice": (9, 9)}
