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

def _findings(hand):
    return [(f.code, f.seq, f.message) for f in run(hand).findings]


ANN_UNDER_BOB = ("bob was dealt before ann and is dealt again later, and ann, the next to be dealt, has no deal "
                 "in the log: taken as ann's cards, logged under bob's name")


def test_the_late_second_deal_is_the_deal_finding_and_the_stock_runs_out_where_logged():
    # ann's deal logged as bob's is ann's (README: a deal under the wrong name), so bob's deal,
    # logged after play started, is his own, late: two findings, and no out-of-turn (the stock
    # lasts the 30 logged draws).  It was ann "never dealt", bob "dealt cards after the deal was
    # over", and the reveals of both mismatched
    assert _findings(PAIR) == [("wrong-deal", 0, ANN_UNDER_BOB),
                               ("wrong-deal", 1, "cat was dealt before bob; the deal goes one at a time clockwise "
                                                 "from the dealer's left (ann, bob, cat)")]


def test_each_fault_alone_is_as_before():
    assert _findings(ORIG) == []
    # (ann's deal under bob's name: one finding; it was ann never dealt, bob dealt twice, both
    # reveals mismatched and the counts unknown)
    assert _findings(F1) == [("wrong-deal", 0, ANN_UNDER_BOB)]
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
