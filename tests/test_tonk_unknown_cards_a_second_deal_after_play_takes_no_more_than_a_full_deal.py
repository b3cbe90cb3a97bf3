"""Tonk: a second deal for a player already dealt, logged after play started, is one wrong-deal
and takes from the stock no more than it holds beyond a full deal.  When another player was never
dealt (their cards unknown, taken from the stock at the first play), these cards were theirs: the
stock does not give them twice, so it runs out where the log puts it (README, Tonk)."""

from __future__ import annotations

import json

import msgspec

from audit.cards import card_str
from audit.games.tonk import Replay
from audit.model import Hand

from .conftest import FIXTURES
from .test_tonk_support import BASE, run, tonk_hand

HANDS = [json.loads(x) for x in (FIXTURES / "tonk_unknown_cards" / "late_deal.jsonl")
         .read_text(encoding="utf-8").splitlines()]
ORIG, F1, F2, PAIR = HANDS         # f1: ann's deal logged as bob's; f2: bob's deal moved after the first draw

ANN_NEVER = ("bob was dealt before ann; the deal goes one at a time clockwise from the dealer's left "
             "(ann, bob, cat); ann is never dealt (taken as 7 unknown cards)")
F1_REST = [("tonk-reveal-mismatch", 64, "ann revealed 8c 4c Qd Jd Th 2s 2d but holds ?? ?? ?? ?? ?? ?? ?? "
                                        "(8c 4c Qd Jd Th 2s 2d are known to be elsewhere)"),
           ("tonk-reveal-mismatch", 65, "bob revealed Tc Ad Kd 9d Ac 2c 9s but holds "
                                        "Ac Ad 2c 2d 2s 4c 8c 9d 9s Tc Th Jd Qd Kd"),
           ("unverifiable-award", None, "the stock ran out; the counts are not all known: the cards of ann "
                                        "are not all known, so the count and the settlement cannot be checked")]


def _findings(hand):
    return [(f.code, f.seq, f.message) for f in run(hand).findings]


def test_the_late_second_deal_is_the_deal_finding_and_the_stock_runs_out_where_logged():
    assert _findings(PAIR) == [("wrong-deal", 0, ANN_NEVER),
                               ("wrong-deal", 4, "bob was dealt cards after the deal was over"),
                               *F1_REST]           # no out-of-turn: the stock lasts the 30 logged draws


def test_each_fault_alone_is_as_before():
    assert _findings(ORIG) == []
    assert _findings(F1) == [("wrong-deal", 0, ANN_NEVER), ("wrong-deal", 1, "bob was dealt twice"), *F1_REST]
    assert _findings(F2) == [      # (bob's deal, logged after play started, is no second finding)
        ("wrong-deal", 1, "cat was dealt before bob; the deal goes one at a time clockwise from the "
                          "dealer's left (ann, bob, cat)")]
    assert run(F2).stats["stakes"] == {"ann": -1, "bob": 2, "cat": -1}


def _stock_after(hand):
    r = Replay(msgspec.convert(hand, Hand), hand["rules"])
    for seq, ev in enumerate(r.hand.events):
        r.apply(seq, ev)
    return r.stock, r.hands[r.pos["bob"]]


def test_after_a_full_deal_a_second_deal_takes_no_stock_card():
    play = ["alice draw stock 9h", "alice discard 9h"]
    stock, _ = _stock_after(tonk_hand(BASE, play))
    late, bob = _stock_after(tonk_hand(BASE, [play[0], "deal bob 4c 5c 6c", play[1]]))
    assert late == stock == 52 - 15 - 1 - 1
    assert {"4c", "5c", "6c"} <= set(map(card_str, bob))      # (the cards are still bob's)
