"""Palace Poker, ``quiet_round: turn_round``: the player in turn begins a new turn-round when the
turn passed the dealer to reach them, going on from the seat of the last turn action, not from the
furthest seat acted from in the round (PALACE.md 4: the quiet round is every player still in keeping
quiet one after the other).  A wait out of turn ahead of the turn, then a late wait of a player it
passed over, puts the turn back on the next seat: the in-turn action that follows stays in the
turn-round, which the others' waits already count in, and the quiet round ends there.  Before, that
in-turn wait began a turn-round the others had no turn in, so the quiet round never ended: a
``hand-incomplete`` in place of the hand's end, its wrong payout unjudged (second review of session
65).  A partial turn-round still ends no hand (tests/test_palace_a_quiet_turn_round_needs_every_player_still_in.py)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s65" / "quiet-turn-round-after-a-late-turn.jsonl"


def _by_hand() -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_a_wait_in_turn_after_a_late_wait_stays_in_the_turn_round():
    found = _by_hand()
    assert found["quiet-waits-legal"] == []
    # alice's and walter's waits swapped (walter to act after the buys): walter's wait ahead, then
    # victor's late wait, then walter's in turn, which ends the quiet round (alice, walter, victor
    # all waited in it)
    swapped = [("out-of-turn", 42, "alice"), ("out-of-turn", 43, "walter"), ("out-of-turn", 44, "victor")]
    assert found["quiet-waits-swapped"] == swapped
    # so the payout is judged: the pot collected by the wrong player
    assert found["quiet-waits-swapped-wrong-collect"] == swapped + [("wrong-winner", 49, "victor")]


def test_a_turn_in_turn_after_a_late_turn_stays_in_the_turn_round():
    found = _by_hand()
    assert found["late-wait-legal"] == []
    # carol's and niaj's waits swapped: niaj's ahead, grace's late, then olivia and niaj in turn end
    # the quiet round
    assert found["late-wait-swapped"] == [("out-of-turn", 17, "carol"), ("out-of-turn", 18, "niaj"),
                                          ("out-of-turn", 19, "grace")]
