"""Palace Poker, ``quiet_round: turn_round``: the hand ends in a quiet round only when every player
still in the hand took a turn in that turn-round, one after the other, and it was quiet (PALACE.md
4).  A player passed over in a turn-round who acts late, out of turn, acts in it: going back past
them begins no new turn-round (only a player who already acted in it, or the player in turn, going
back past the dealer's left does).  Before, two turns swapped (a wait and a buy) began a turn-round
at the later player's seat, the player before it had no turn in it, and the next wait in turn ended
the hand: a dozen false ``palace-hand-not-over`` and a correct payout ``wrong-amount`` (review of
session 65).  Two turns swapped where the quiet round is whole (the late turn is in it) still end the
hand there."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s65" / "quiet-turn-round-with-a-player-passed-over.jsonl"


def _by_hand() -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_a_turn_round_with_a_player_passed_over_does_not_end_the_hand():
    found = _by_hand()
    assert found["quiet-turn_round-legal"] == found["quiet-in_a_row-legal"] == []
    # carol's wait and dave's buy swapped: only the out-of-turn lines, play goes on (bob had no turn
    # in the turn-round carol's late wait would have begun)
    swapped = [("out-of-turn", 16, "dave"), ("out-of-turn", 17, "carol"), ("out-of-turn", 18, "erin")]
    assert found["quiet-turn_round-swapped"] == swapped
    assert found["quiet-in_a_row-swapped"] == swapped


def test_a_turn_logged_late_stays_in_its_turn_round():
    found = _by_hand()
    assert found["turn-logged-late-legal"] == []
    # trent's wait and carol's fold swapped: carol's fold, late, is in the turn-round that the next
    # waits complete; the hand ends there as in the legal hand
    assert found["turn-logged-late-swapped"] == [("out-of-turn", 50, "trent"), ("out-of-turn", 51, "carol"),
                                                 ("out-of-turn", 52, "sybil")]
