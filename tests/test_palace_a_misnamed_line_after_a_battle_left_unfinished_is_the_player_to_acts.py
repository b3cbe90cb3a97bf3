"""Palace: a battle whose result or capture the log leaves out is over at the next action; a turn
action logged there under the name of a player out of the hand is the player to act's (README: one
``out-of-turn``), judged once the battle is settled.  Before, it was judged while the battle still
waited (nobody to act), taken as a stray: the missing capture was not taken as made there, or too
late, and the hand got false findings (a call sized by the capture called wrong, a shown card
mismatched, a wrong payout, hand-incomplete) and lost its palace-capture (review of session 59)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "poker_s59" / "palace_misnamed_after_a_battle.jsonl")


@pytest.mark.parametrize("hand_id,seq,named,actor", [
    ("misnamed-after-battle-A", 12, "b", "c's attack"),     # result logged, capture left out
    ("misnamed-after-battle-B", 15, "a", "d's wait"),       # result and capture left out
    ("misnamed-after-battle-C", 15, "a", "d's buy"),
])
def test_the_capture_is_taken_as_made_and_the_line_is_the_player_to_acts(hand_id, seq, named, actor):
    found = replay(HANDS[hand_id]).findings
    assert [(f.code, f.seq) for f in found] == [("palace-capture", seq), ("out-of-turn", seq)]
    assert f"taken as {actor}" in found[1].message and found[1].player == named
