"""Palace Poker: a buy, out of turn, of a card the buyer already holds (a repeated ``buy`` line)
cannot be applied (FORMAT.md: the card cannot come from the deck): one duplicate-card, and neither
the card nor its price counts twice.  Before, the card was added again (and the out-of-turn reported
too): the doubled card judged the battle, the attack was figured from one soldier too many, and the
payout was wrong.  In turn, the buy is still made as logged, the duplicate reported."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES
from .test_palace_hands import buy, collect, discard, fold, found, run, start

DIR = FIXTURES / "palace_s16"


def test_a_repeated_buy_line_is_one_finding_and_not_applied():
    r = replay(msgspec.json.decode((DIR / "palace-dup-buy.jsonl").read_text(), type=Hand))
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("duplicate-card", 13, "bob bought Kd, which bob already holds, out of turn; the deck holds each "
                               "card once (the buy is not applied)")]
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("carol", 85, 85)]
    assert {p.player: p.end for p in r.players} == {"alice": 985, "bob": 965, "carol": 1050}


THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]


def test_a_repeated_buy_line_between_the_buy_and_its_discard():
    # alice buys 2c, the line is repeated, then she discards 2c in the same turn: no
    # out-of-turn discard, and alice holds no soldier after it
    evs = start(THREE) + [buy("alice", "2c"), buy("alice", "2c"), discard("alice", "2c"), fold("bob"),
                          fold("carol"), collect("alice", 25)]
    r = run(evs)
    assert found(r) == {("duplicate-card", 10)}
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("alice", 25, 25)]


def test_in_turn_the_buy_of_a_held_card_is_made_as_logged():
    evs = start(THREE) + [buy("alice", "Ks"), fold("bob"), fold("carol"), collect("alice", 25)]
    r = run(evs)
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("duplicate-card", 9, "alice bought Ks, which was held by alice")]
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("alice", 25, 25)]
