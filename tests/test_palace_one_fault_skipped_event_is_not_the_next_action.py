"""Palace Poker: an event its handler skips (FORMAT.md: it cannot be applied at all) is not "the
next action" that a battle's capture must come before, nor one that closes a buyer's or capturer's
discards.  Before, a repeated ``call`` or ``fold`` line between a battle and its capture refused the
correct capture (palace-capture), and later calls were judged from a hand without the captured
soldiers; a repeated ``capture`` line closed the capturer's discards; palace cards dealt after play
began decided the pending battle over unknown cards."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES
from .test_palace_hands import attack, battle, call, capture, collect, discard, fold, raise_, run, start

DIR = FIXTURES / "palace_s16"


def _replay(name: str):
    return replay(msgspec.json.decode((DIR / name).read_text(), type=Hand))


def _payout(r):
    return [(a.player, a.correct, a.recorded) for a in r.awards]


def test_a_repeated_call_line_before_the_battle_result():
    r = _replay("dup-battle-call.jsonl")
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("palace-wrong-response", 15,
         "alice called but no battle was waiting for an answer; a call answers an attack or a raise")]
    assert _payout(r) == [("carol", 85, 85)]
    assert {p.player: p.end for p in r.players} == {"alice": 985, "bob": 965, "carol": 1050}


def test_a_repeated_fold_line_after_the_fold_that_ended_the_hand():
    r = _replay("dup-battle-fold-end.jsonl")
    assert [(f.code, f.seq) for f in r.findings] == [("palace-hand-not-over", 8)]
    assert _payout(r) == [("rupert", 40, 40)]


def test_palace_cards_dealt_after_play_began_leave_the_battle_pending():
    # alice's deal line stands after the call: reported twice (missing, then late), no more (the
    # battle over her unknown palace cards leaves the award unverifiable, a warning; session 34)
    r = _replay("palace-deal-after-play-began.jsonl")
    assert [(f.code, f.seq) for f in r.findings] == [("wrong-deal", 11), ("wrong-deal", 14),
                                                     ("unverifiable-award", 21)]
    assert _payout(r) == [("carol", 85, 85)]


THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]


def test_a_repeated_capture_line_keeps_the_capturers_discards_open():
    # bob folds to alice's attack; alice's capture of his banner is logged twice, then she discards
    # it: the discard is still the capture's, not a turn out of turn (carol is next)
    evs = start(THREE) + [attack("alice", "bob", 10), fold("bob"), capture("alice", "bob", "9s"),
                          capture("alice", "bob", "9s"), discard("alice", "9s"), fold("carol"),
                          collect("alice", 25)]
    r = run(evs)
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("palace-capture", 12, "alice captured cards but no battle had a winner to capture them")]
    assert _payout(r) == [("alice", 25, 25)]


def test_a_stray_raise_between_the_call_and_the_battle_result():
    # bob calls, then a raise line nothing waits for: skipped; the battle event and the capture
    # that follow stand, and bob's next attack is figured with the captured banner
    evs = start(THREE) + [attack("alice", "bob", 10), call("bob", 10), raise_("bob", 30), battle("bob"),
                          capture("bob", "alice", "Kh"), attack("bob", "carol", 20), fold("carol"),
                          capture("bob", "carol", "Ad"), collect("bob", 55)]
    r = run(evs)
    assert [(f.code, f.seq) for f in r.findings] == [("palace-wrong-response", 11)]
    assert _payout(r) == [("bob", 55, 55)]
