"""A card dealt to a player out of the hand (folded, or seated without chips) once a street's
deal is complete is skipped (FORMAT.md: "an event that cannot be applied at all (... a player
out of the hand) is skipped"; POKER.md 5: "Cards of folded hands are never dealt again").
It began the next street: every street after was off by one, the legal shows were mismatches
and the correct payout a wrong-winner (12 findings from one fault)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "stud_s15"


@pytest.mark.parametrize("name,hand_id,seq,why", [
    ("deal-to-a-folded-last-seat.jsonl", "folded_last_dealt", 11, "c was dealt 4s up but has folded"),
    ("deal-to-a-folded-last-seat.jsonl", "folded_last_dealt_winner", 11, "c was dealt 4s up but has folded"),
    ("deal-to-a-folded-last-seat.jsonl", "folded_mid_dealt", 10, "b was dealt 6d up but has folded"),
    ("deal-to-a-seat-without-chips.jsonl", "zero_last_dealt", 4,
     "c was dealt 4h Td down and 3c up but has no chips and is not in the hand"),
])
def test_a_deal_to_a_player_out_of_the_hand_is_one_wrong_deal(name, hand_id, seq, why):
    found = replay(hands_by_id(HERE / name)[hand_id]).findings
    assert [(f.code, f.seq, f.message) for f in found] == [("wrong-deal", seq, why)]
