"""Tonk: a turn that ended without its discard (its line left out: one ``tonk-turn-order``) may have
had it, one of the known cards the player held then gone to the pile unlogged, as the player's
reveal, an out or tonk, or the next draw from the pile shows (README).  That stays so when a later
turn, anyone's, also ends without its discard and that discard comes late (logged after the next
player's draw or drop: the later turn's one ``tonk-turn-order``): the late discard is the later
turn's own, and the earlier turn's lost card is still one the log may show gone.  Review of session
66: the late discard cleared the one record kept, the earlier turn's, so alice's tonk (her lost Kd
left as a last card) became a turn ended without a discard and a wrong payment, and alice's reveal
short of her lost Ks a ``tonk-reveal-mismatch`` and two wrong payments."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "lost-discards.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twins_are_clean():
    assert _found(run(HANDS["latedisc-legal"])) == []
    assert _found(run(HANDS["afterdrop-legal"])) == []


def test_each_fault_alone_is_one_finding():
    assert _found(run(HANDS["latedisc-lost-only"])) == [("tonk-turn-order", 4, "alice")]
    assert _found(run(HANDS["latedisc-late-only"])) == [("tonk-turn-order", 9, "alice")]
    assert _found(run(HANDS["afterdrop-alice-discard-lost"])) == [("tonk-turn-order", 4, "alice")]
    assert _found(run(HANDS["afterdrop-bob-discard-after-drop"])) == [("tonk-turn-order", 11, "bob")]


def test_a_lost_discard_then_a_later_turns_late_discard_of_the_same_player_is_two_findings():
    # alice's turn-1 discard Kd lost; her turn-2 discard 9h logged after bob's draw; she then spreads
    # all her other cards: her Kd went to the pile in turn 1, so she tonked, and bob pays 2
    res = run(HANDS["latedisc-both"])
    assert _found(res) == [("tonk-turn-order", 4, "alice"), ("tonk-turn-order", 8, "alice")]
    assert res.stats["ending"] == "tonk" and res.stats["winners"] == ["alice"]
    assert nets(res) == {"alice": 2, "bob": -2}


def test_a_lost_discard_then_another_players_discard_after_the_drop_is_two_findings():
    # alice's turn-1 discard Ks lost; bob's last discard Qh logged after alice's drop; alice reveals
    # her hand without Ks (it went to the pile): her drop (30) beats bob (33), bob pays 1
    res = run(HANDS["afterdrop-both"])
    assert _found(res) == [("tonk-turn-order", 4, "alice"), ("tonk-turn-order", 10, "bob")]
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["alice"]
    assert nets(res) == {"alice": 1, "bob": -1}
