"""A Palace hand whose play stops before the hand is over, while the log goes on to the showdown
and the payout, is ``hand-incomplete`` saying so: "the log ends with judy to act" was wrong, as a
show and a collect follow (here an out-of-turn wait, which cannot end a quiet round under
``quiet_round: turn_round``, was the last play)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "palace_s16" / "play-stops-before-the-payout.jsonl")["palace-23-42"]


def test_the_play_stops_before_the_payout():
    found = [(f.code, f.seq, f.message) for f in replay(HAND).findings]
    assert found == [
        ("out-of-turn", 6, "carol played (wait) but it was judy's turn"),
        ("hand-incomplete", None, "the play stops with judy, carol still in the hand with judy to act, and the "
                                  "log goes on to the payout: no quiet round, fold or battle ended the hand")]
