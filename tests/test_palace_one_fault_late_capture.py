"""Palace Poker: a capture logged late (after the next action, before any other battle result,
capture or payout) is one palace-capture at the capture, and is taken as made where it was owed:
the winner holds the captured banner and soldiers from the next action on.  Before, the capture was
refused (two palace-capture) and the winner's next call was judged from a hand without them."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES
from .test_palace_hands import attack, battle, call, capture, collect, fold, run, start

DIR = FIXTURES / "palace_s16"


def test_a_capture_after_the_next_attack():
    hand = msgspec.json.decode((DIR / "late-capture-swap.jsonl").read_text(), type=Hand)
    r = replay(hand)
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("palace-capture", 17, "carol captured alice's banner and soldiers late, after event 16; the winner "
                               "captures right after the battle, before the next action (taken as made there)")]
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("carol", 85, 85)]
    assert {p.player: p.end for p in r.players} == {"alice": 985, "bob": 965, "carol": 1050}
    assert "captured alice's banner and soldiers late" in render_text(explain_data(hand))


THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]


def test_a_capture_missing_until_the_next_battle_result_is_still_missing():
    # bob wins, attacks carol, carol folds, the log gives that battle's result: bob's capture of
    # alice's banner after it is not taken as late (the reading stops at a battle result)
    evs = start(THREE) + [attack("alice", "bob", 10), call("bob", 10), battle("bob"),
                          attack("bob", "carol", 10), fold("carol"), battle("bob"),
                          capture("bob", "alice", "Kh"), collect("bob", 45)]
    assert [(f.code, f.seq) for f in run(evs).findings] == [("palace-capture", 12), ("palace-capture", 15)]
