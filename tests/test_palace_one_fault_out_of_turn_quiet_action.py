"""Palace Poker (PALACE.md 4, README "Palace Poker"): an action out of turn is reported and applied
(FORMAT.md), but it cannot end the hand as a quiet round (under either ``quiet_round``), and, with
``quiet_round: turn_round``, the same
player acting again does not begin a new turn-round.  Before, a repeated ``wait`` line counted as a
turn-round of its own and ended the hand there: every later event was palace-hand-not-over and the
payout wrong."""

from __future__ import annotations

import msgspec

from audit.games.palace import Replay
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES
from .test_palace_hands import found, make, start, wait

DIR = FIXTURES / "palace_s16"


def _replay(name: str):
    return replay(msgspec.json.decode((DIR / name).read_text(), type=Hand))


def test_a_repeated_wait_line_is_one_out_of_turn():
    r = _replay("dup-wait-quiet-round-turn-round.jsonl")
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("out-of-turn", 13, "victor played (wait) but it was zoe's turn")]
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("victor", 95, 95)]
    assert {p.player: p.end for p in r.players} == {"rupert": 920, "victor": 1180, "zoe": 895}


def test_a_wait_out_of_turn_does_not_close_the_round():
    # victor waits when rupert is to act: reported; rupert's attack after it is out of turn
    # too (the turn moved on from victor, FORMAT.md), and the hand goes on to its payout
    r = _replay("skip-wait-turn-round.jsonl")
    assert found(r) == {("out-of-turn", 14), ("out-of-turn", 15)}
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("victor", 95, 95)]


THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]


def test_a_whole_quiet_round_still_ends_the_hand_after_a_repeated_line():
    # alice waits twice (the second out of turn), then bob and carol: one whole quiet round
    evs = start(THREE) + [wait("alice"), wait("alice"), wait("bob"), wait("carol")]
    rp = Replay(make(evs), {"small_bet": 10, "quiet_round": "turn_round"})
    for seq, ev in enumerate(rp.events):
        rp.apply(seq, ev)
    assert [(f.code, f.seq) for f in rp.findings] == [("out-of-turn", 10)]
    assert (rp.end_kind, rp.end_seq) == ("quiet", 12)
    assert rp.round_starts == []        # the repeated line began no turn-round


def test_in_a_row_a_quiet_action_out_of_turn_does_not_end_the_hand():
    # quiet_round: in_a_row (the default): after alice's buy, bob and carol wait, then bob again
    # (out of turn: alice's) and alice (out of turn: carol's), which would make everyone quiet;
    # the hand ends only at bob's wait in his turn (the turn moved on from alice), so nothing
    # after it is palace-hand-not-over
    evs = start(THREE) + [{"type": "buy", "player": "alice", "card": "2c", "amount": 10},
                          wait("bob"), wait("carol"), wait("bob"), wait("alice"), wait("bob")]
    rp = Replay(make(evs), {"small_bet": 10})
    for seq, ev in enumerate(rp.events):
        rp.apply(seq, ev)
    assert [(f.code, f.seq) for f in rp.findings] == [("out-of-turn", 12), ("out-of-turn", 13)]
    assert (rp.end_kind, rp.end_seq) == ("quiet", 14)
