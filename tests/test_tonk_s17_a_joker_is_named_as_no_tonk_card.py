"""TONK.md: one 52-card deck, no jokers.  A joker in a Tonk hand is one duplicate-card whose
message reads properly ("a was dealt JK, but Tonk is played with one 52-card deck and no
jokers"); the joker is no card of the hand, and the player's reveal that shows it is no
second finding (one fault, one finding)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import BASE, run, tonk_hand

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s17" / "one-fault.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def test_a_dealt_joker_is_one_finding_that_reads_properly():
    res = run(HANDS["joker-dealt"])          # a is dealt JK and reveals it after the drop
    assert _findings(res) == [
        ("duplicate-card", 0, "a was dealt JK, but Tonk is played with one 52-card deck and no jokers"),
    ]
    assert res.stats["counts"] == {"a": 14, "b": 47} and res.stats["stakes"] == {"a": 1, "b": -1}


def test_a_joker_drawn_or_turned_up_reads_properly():
    res = run(tonk_hand(BASE, ["bob draw stock JK", "bob discard 9d", "carol drop"]))
    assert _findings(res) == [
        ("duplicate-card", 4, "bob drew JK from the stock, but Tonk is played with one 52-card deck and no jokers"),
    ]
    res = run(tonk_hand(BASE, ["bob drop"], upcard="JK"))
    assert _findings(res) == [
        ("duplicate-card", 3, "the upcard is JK, but Tonk is played with one 52-card deck and no jokers"),
    ]


def test_a_joker_shown_by_a_player_never_given_one_is_still_a_mismatch():
    res = run(tonk_hand(BASE, ["bob drop", "carol reveal 7s 7c 2d Qs Jh JK"]))
    assert [(f.code, f.seq) for f in res.findings] == [("tonk-reveal-mismatch", 5)]
