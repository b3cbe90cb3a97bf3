"""TONK.md 1 and 3: "the rest is the stock" may be nothing (2 players dealt 26 each without an
upcard, or 3 dealt 17 with one).  With ``stock_out: after_last_draw`` the hand ends when the turn
that took the last stock card is over; the deal took it, so no turn is played: the hand is a stock
out as soon as play would start (a dealt tonk is still declared first).  ``on_empty_draw`` already
lets the first player drop or take the discard before the stock out."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id
from .test_tonk_support import found, run, tonk_hand

HANDS = hands_by_id(FIXTURES / "tonk_s15" / "stock-empty-at-deal.jsonl")

R = "A23456789TJQK"
CLUBS, DIAMONDS, HEARTS, SPADES = ([r + s for r in R] for s in "cdhs")


def test_a_deal_that_leaves_no_stock_is_a_stock_out_at_once():
    res = replay(HANDS["stock0-after_last_draw"])
    assert res.findings == []
    # 85 + 85 each: the tie is void (stock_out_tie: void)
    assert res.stats["ending"] == "stock_out_void" and res.stats["counts"] == {"a": 170, "b": 170}


def test_on_empty_draw_a_deal_that_leaves_no_stock_is_a_stock_out_too():
    res = replay(HANDS["stock0-on_empty_draw"])
    assert res.findings == [] and res.stats["ending"] == "stock_out_void"


def test_with_an_upcard_and_no_stock_the_hand_is_counted_and_paid():
    # 3 players x 17 + the upcard: the first player (bob) may not take the upcard, nor drop
    bob = " ".join(CLUBS + SPADES[:4])            # 85 + 10 = 95
    carol = " ".join(DIAMONDS + SPADES[4:8])      # 85 + 5+6+7+8 = 111
    alice = " ".join(HEARTS + SPADES[8:12])       # 85 + 9+10+10+10 = 124
    deal = {"bob": bob, "carol": carol, "alice": alice}
    counted = [f"bob reveal {bob}", f"carol reveal {carol}", f"alice reveal {alice}",
               "pay carol bob 1", "pay alice bob 1"]
    res = run(tonk_hand(deal, counted, {"hand_size": 17}, upcard="Ks"))
    assert res.findings == []
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["bob"]
    assert res.stats["stakes"] == {"alice": -1, "bob": 2, "carol": -1}
    res = run(tonk_hand(deal, ["bob draw discard Ks"] + counted, {"hand_size": 17}, upcard="Ks"))
    assert found(res) == {("out-of-turn", 4)}
    assert res.findings[0].message == ("bob acted (draw) after the hand had ended: "
                                       "the stock ran out (the deal left no stock)")
