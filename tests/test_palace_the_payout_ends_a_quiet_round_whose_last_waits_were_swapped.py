"""Palace Poker: an action out of turn cannot end a quiet round (README), so when the last two quiet
waits of the hand are swapped nothing after them did, and the log's showdown or payout came with
the play still open: ``hand-incomplete``, and a wrong payout went unreported.  When every player
still in has kept quiet since the last buy or attack (under ``quiet_round: turn_round``, each with
a turn in the quiet turn-round), the showdown or payout ends the quiet round, at the last turn
action: the two waits out of turn are the findings, and the pot is judged (review of session 66;
session 65 fixed the same in the middle of the log)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "last-quiet-waits-swapped.jsonl"
SWAPPED = [("out-of-turn", 89, "peggy"), ("out-of-turn", 90, "alice")]


def test_the_payout_ends_the_quiet_round_the_swapped_waits_left_open():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}
    assert found["waits-in-order"] == []
    assert found["waits-in-order-with-a-showdown"] == []
    # judy (88) in turn, then alice's and peggy's waits (89, 90) swapped; alice collects (91)
    assert found["waits-swapped"] == SWAPPED
    assert found["waits-swapped-with-a-showdown"] == SWAPPED
    # the pot paid to judy: alice's straight wins it
    assert found["waits-swapped-wrong-collect"] == SWAPPED + [("wrong-winner", 91, "judy")]
    # under turn_round the quiet turn-round begun by alice (89) has no turn of judy's: the hand is
    # not over, swapped or not
    assert found["waits-swapped-turn-round"] == SWAPPED + [("hand-incomplete", None, "peggy")]
