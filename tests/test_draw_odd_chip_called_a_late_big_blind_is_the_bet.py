"""odd_chip: called with a draw big blind logged late, while nobody had acted yet: it is in place
as a live blind (one wrong-forced-bet for its place), and it counts as the bet that was called
(POKER.md 4: the big blind is the opening bet), as a blind posted in time does.  Bob and carol
(the big blind) tie: the odd chip is carol's, not bob's, who is first clockwise from the button."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay


def ev(t, p, **k):
    return {"type": t, "player": p, **k}


A_HIGH = ["Ah", "Kd", "Qc", "Js", "9h"]
A_HIGH_TOO = ["As", "Kc", "Qd", "Jh", "9c"]
LOW = ["2c", "3d", "7h", "8c", "4s"]


def _hand(carol_gets: int, bob_gets: int) -> Hand:
    return msgspec.convert({
        "format": "handaudit/1", "hand_id": "lb", "game": "draw",
        "rules": {"betting": "fixed", "ante": 1, "blinds": [5, 10], "small_bet": 10, "big_bet": 20, "odd_chip": "called"},
        "button": 1, "seats": [{"seat": 1, "player": "alice", "stack": 500}, {"seat": 2, "player": "bob", "stack": 500},
                               {"seat": 3, "player": "carol", "stack": 500}],
        "events": [ev("ante", "bob", amount=1), ev("ante", "carol", amount=1), ev("ante", "alice", amount=1),
                   ev("blind", "bob", amount=5, kind="small"),
                   ev("deal", "bob", down=A_HIGH), ev("deal", "carol", down=A_HIGH_TOO), ev("deal", "alice", down=LOW),
                   ev("blind", "carol", amount=10, kind="big"),
                   ev("call", "alice", amount=10), ev("call", "bob", amount=5), ev("check", "carol"),
                   ev("draw", "bob", discard=[], receive=[]), ev("draw", "carol", discard=[], receive=[]),
                   ev("draw", "alice", discard=[], receive=[]),
                   ev("check", "bob"), ev("check", "carol"), ev("check", "alice"),
                   ev("show", "bob", cards=A_HIGH), ev("show", "carol", cards=A_HIGH_TOO), ev("show", "alice", cards=LOW),
                   ev("collect", "carol", amount=carol_gets), ev("collect", "bob", amount=bob_gets)]}, Hand)


def test_a_late_big_blind_is_the_bet_that_was_called():
    r = replay(_hand(17, 16))
    assert [(f.code, f.seq) for f in r.findings] == [("wrong-forced-bet", 7)]
    assert [(a.player, a.correct, a.odd_chips) for a in r.awards] == [("carol", 17, 1), ("bob", 16, 0)]


def test_the_odd_chip_paid_clockwise_instead_is_wrong():
    assert [(f.code, f.seq, f.player) for f in replay(_hand(16, 17)).findings] == [
        ("wrong-forced-bet", 7, "carol"), ("odd-chip", 20, "carol")]
