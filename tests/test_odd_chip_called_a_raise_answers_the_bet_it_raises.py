"""odd_chip: called (POKER.md 3): the odd chip goes to the player whose bet or raise was called last.
A raise answers the bet it raises: alice's all-in bet, raised by bob (carol folds, bob's excess is
returned), is the bet that was called, so the odd chip of their tie is alice's.  (A mutation that
forgot the raise answering the bet gave the chip to bob and found this correct log wrong.)"""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay


def ev(t, p, **k):
    return {"type": t, "player": p, **k}


def _hand(alice_gets: int, bob_gets: int) -> Hand:
    return msgspec.convert({
        "format": "handaudit/1", "hand_id": "rc", "game": "draw",
        "rules": {"betting": "no_limit", "ante": 1, "blinds": [5, 10], "odd_chip": "called"}, "button": 1,
        "seats": [{"seat": 1, "player": "alice", "stack": 36}, {"seat": 2, "player": "bob", "stack": 500},
                  {"seat": 3, "player": "carol", "stack": 500}],
        "events": [ev("ante", "bob", amount=1), ev("ante", "carol", amount=1), ev("ante", "alice", amount=1),
                   ev("blind", "bob", amount=5, kind="small"), ev("blind", "carol", amount=10, kind="big"),
                   ev("deal", "bob", down=["As", "Kc", "Qd", "Jh", "9c"]),
                   ev("deal", "carol", down=["2c", "3d", "7h", "8c", "4s"]),
                   ev("deal", "alice", down=["Ah", "Kd", "Qc", "Js", "9h"]),
                   ev("call", "alice", amount=10), ev("call", "bob", amount=5), ev("check", "carol"),
                   ev("draw", "bob", discard=[], receive=[]), ev("draw", "carol", discard=[], receive=[]),
                   ev("draw", "alice", discard=[], receive=[]),
                   ev("check", "bob"), ev("check", "carol"), ev("bet", "alice", to=25), ev("raise", "bob", to=50),
                   ev("fold", "carol"),
                   ev("show", "alice", cards=["Ah", "Kd", "Qc", "Js", "9h"]),
                   ev("show", "bob", cards=["As", "Kc", "Qd", "Jh", "9c"]),
                   ev("return", "bob", amount=25), ev("collect", "alice", amount=alice_gets),
                   ev("collect", "bob", amount=bob_gets)]}, Hand)


def test_the_bet_a_raise_answers_takes_the_odd_chip():
    r = replay(_hand(42, 41))
    assert r.findings == []
    assert [(a.player, a.correct, a.odd_chips) for a in r.awards] == [("alice", 42, 1), ("bob", 41, 0)]


def test_the_odd_chip_paid_to_the_raiser_is_wrong():
    assert [(f.code, f.seq, f.player) for f in replay(_hand(41, 42)).findings] == [("odd-chip", 22, "alice")]
