"""Palace Poker (CODES.md ``unverifiable-award``: a result the log does not let anyone verify): a pot
paid as the log's battle results give it, when one of them was given over cards the log never names
(not even later), is ``unverifiable-award`` at the first collect, as a showdown over unknown cards
is; the log's result still stands.  Before, it passed clean (review of session 34, D5)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id
from .test_palace_hands import attack, battle, call, capture, collect, run, start

(LP3,) = hands_by_id(FIXTURES / "palace_s34" / "unknown-battle.jsonl").values()


def test_a_pot_won_by_a_battle_over_unknown_cards_is_unverifiable():
    # alice's palace cards are ??; she attacks bob, he calls, the log says alice won; she collects 30
    r = replay(LP3)
    assert [(f.code, f.seq, f.player) for f in r.findings] == [("unverifiable-award", 10, "alice")]
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("alice", 30, 30)]


def _two(alice_palace: str, paid_to: str):
    evs = start([("alice", "Kh", alice_palace), ("bob", "Kd", "As 7s 4c")])
    return run(evs + [attack("alice", "bob", 10), call("bob", 10), battle("alice"),
                      capture("alice", "bob", "Kd"), collect(paid_to, 30)], n=2)


def test_the_same_battle_over_known_cards_is_checked():
    assert [(f.code, f.seq) for f in _two("Ah Ac 2d", "alice").findings] == []


def test_a_collect_the_log_s_result_rules_out_is_still_wrong():
    assert [(f.code, f.seq, f.player) for f in _two("?? ?? ??", "bob").findings] == [("wrong-winner", 10, "bob")]
