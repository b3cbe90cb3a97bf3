"""Palace Poker: a player whose palace-card deal line is missing is reported once (wrong-deal when
play begins), and their three palace cards are then unknown (as ``??``), not none: a battle over
them is left to the log's result.  Before, the next player's deal was reported out of order too, and
both battles the log recorded right were palace-wrong-battle-result (judged over no palace cards)."""

from __future__ import annotations

import msgspec

from audit.games.palace import Replay
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES
from .test_palace_hands import collect, found, make, run, start, wait

DIR = FIXTURES / "palace_s16"


def test_a_missing_deal_line_is_one_wrong_deal():
    r = replay(msgspec.json.decode((DIR / "palace-missing-deal.jsonl").read_text(), type=Hand))
    # (carol's battle over those unknown cards decides the pot: unverifiable, a warning; session 34)
    assert [(f.code, f.seq, f.message) for f in r.findings] == [
        ("wrong-deal", 11, "carol was dealt no palace cards before play began"),
        ("unverifiable-award", 20, "the main pot of 85 went to carol 85, but the cards that decide it are not in "
                                   "the log (the battle of carol against alice was decided at event 14 over "
                                   "unknown cards)")]
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("carol", 85, 85)]


THREE = [("alice", "Kh", "Ks 7c 4d"), ("bob", "9s", "9c 9d Jh"), ("carol", "Ad", "As 4c 5h")]


def test_palace_cards_dealt_out_of_order_are_still_reported():
    evs = start(THREE)
    evs[7], evs[8] = evs[8], evs[7]         # carol's deal before bob's
    evs += [wait("alice"), wait("bob"), wait("carol"),
            {"type": "fold", "player": "alice"}, {"type": "fold", "player": "bob"}, collect("carol", 15)]
    assert ("wrong-deal", 7) in found(run(evs))


def test_the_undealt_players_palace_cards_are_unknown():
    evs = start(THREE)
    del evs[7]                              # bob's deal line is missing
    rp = Replay(make(evs + [wait("alice")]), {"small_bet": 10})
    for seq, ev in enumerate(rp.events):
        rp.apply(seq, ev)
    assert rp.players["bob"].palace == [-1, -1, -1]
    assert rp.deck_left == 52 - 3 - 9
