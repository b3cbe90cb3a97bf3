"""Tonk: a line that took a stock card left out of the log still took it, so the stock runs out
where the log shows (review of session 65: the stock was one card long, and a hand that ended by
stock out was ``hand-incomplete``, an ``illegal-action`` on every reveal, its payments unchecked):

- the upcard line left out: one ``wrong-deal`` ("play started without an upcard"), the upcard an
  unknown card turned up from the stock; the first player may take it from the pile by name (no
  ``tonk-draw-source``);
- the turn's draw line left out, its discard logged (``tonk-turn-order``: a discard before the
  draw), when the hand is counted next with one stock card left: that draw took it, unseen, and
  the stock out follows (the player's reveal shows the card);
- a discard before the turn's draw of a card seen nowhere, the draw never logged: the draw line
  was left out and brought that card from the stock (one ``tonk-turn-order``, not also
  ``card-not-held``)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s65" / "lost-upcard-or-draw.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twins_are_clean():
    for hid in ("stockout-legal", "pile-legal", "caught-legal"):
        assert _found(run(HANDS[hid])) == [], hid


def test_a_lost_upcard_is_one_wrong_deal_and_the_stock_runs_out_where_the_log_shows():
    res = run(HANDS["stockout-lost-upcard"])
    assert _found(res) == [("wrong-deal", 2, None)]
    assert "taken as an unknown card" in res.findings[0].message
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["alice"]


def test_the_first_player_takes_the_unknown_upcard_from_the_pile_by_name():
    assert _found(run(HANDS["pile-lost-upcard"])) == [("wrong-deal", 2, None)]


def test_a_lost_draw_of_the_last_stock_card_is_one_tonk_turn_order_and_the_stock_out_is_settled():
    res = run(HANDS["stockout-lost-draw"])
    assert _found(res) == [("tonk-turn-order", 3, "bob")]
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["alice"]
    res = run(HANDS["stockout-lost-draw-badpay"])      # bob pays 7 for a stock out's 1
    assert _found(res) == [("tonk-turn-order", 3, "bob"), ("tonk-wrong-payment", 6, "bob")]


def test_a_lost_draw_of_the_card_then_discarded_is_one_tonk_turn_order():
    res = run(HANDS["caught-lost-draw-of-the-discard"])     # bob's draw of Ks left out; he discards Ks
    assert _found(res) == [("tonk-turn-order", 13, "bob")]
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["carol"]
