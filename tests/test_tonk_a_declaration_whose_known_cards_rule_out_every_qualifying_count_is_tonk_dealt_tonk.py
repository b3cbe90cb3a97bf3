"""Tonk: a dealt tonk declared from a hand holding unknown (``??``) cards may count its known cards
plus 1 to 10 for each unknown one (README).  When none of those counts qualifies, the declaration
is one of a count not listed (TONK.md 1: "so is a declaration of a count not listed"): one
``tonk-dealt-tonk``, refused as a known count's would be, also after play started while the
declarer still holds the hand dealt.  When only one multiple can be won (the counts that qualify
are all a low tonk, say), the declared tonk is paid that and checked.  Review of session 66: any
hand with a ``??`` counted as maybe qualifying, so mallory's Kd 5d 8c 3c ?? (27 to 36) declared
and paid 2 by everyone was clean, and her declaration beside sybil's undeclared 49 made the hand
void (two wrong payments)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "hidden-declaration.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_a_hidden_hand_that_may_count_a_dealt_tonk_is_accepted():
    assert _found(run(HANDS["declare-all-unknown"])) == []        # ?? x5: 5 to 50
    res = run(HANDS["declare-may-be-49"])                         # Kd Qd Jd 9h ??: 40 to 49
    assert _found(res) == []
    assert nets(res) == {"sybil": -2, "mallory": 4, "carol": -2}


def test_a_hidden_hand_its_known_cards_rule_out_is_refused_as_a_known_count_is():
    known = _found(run(HANDS["declare-max42-known"]))             # Kd 5d 8c 3c 6h: 32
    assert known == [("tonk-dealt-tonk", 4, "mallory"), ("hand-incomplete", None, None)]
    res = run(HANDS["declare-max42"])                             # Kd 5d 8c 3c ??: 27 to 36
    assert _found(res) == known
    assert "a count of 27 to 36" in res.findings[0].message
    assert _found(run(HANDS["declare-max24"])) == known           # 2d 3d 4d 5d ??: 15 to 24


def test_beside_another_players_undeclared_dealt_tonk_it_is_the_one_finding():
    known = _found(run(HANDS["misnamed-misnamed-declare"]))
    assert known == [("tonk-dealt-tonk", 4, "mallory")]
    res = run(HANDS["misnamed-both"])
    assert _found(res) == known
    assert "the declaration names mallory, not sybil" in res.findings[0].message
    assert _found(run(HANDS["misnamed-unknown-deal"])) == []


def test_a_late_declaration_from_the_untouched_hidden_hand_is_tonk_dealt_tonk():
    assert _found(run(HANDS["late-declare-max24"])) == [("tonk-dealt-tonk", 6, "mallory")]


def test_when_only_a_low_tonk_can_qualify_the_declared_tonk_is_paid_as_one():
    # low_tonk 13 paid 3; alice's 2c 2d 3c 3d ?? counts 11 to 20: a low tonk if any
    res = run(HANDS["declare-low-only-possible"])
    assert _found(res) == []
    assert nets(res) == {"alice": 3, "bob": -3}
