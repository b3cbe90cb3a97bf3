"""Tonk: a draw logged `from: stock` of the discard pile's top card is `tonk-draw-source`
(CODES.md: "a draw of a card that is not the top of the stock or the discard pile": the card
is the pile's top, the source is wrong), and the card leaves the pile; it was `duplicate-card`
("Kc is in the discard pile"), though the card was never in two places."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_the_piles_top_card_drawn_from_the_stock_is_one_tonk_draw_source():
    hand = hands_by_id(FIXTURES / "tonk_s43" / "turn-lines.jsonl")["DS1"]
    res = replay(hand)
    assert [(f.code, f.seq, f.message) for f in res.findings] == [
        ("tonk-draw-source", 7, "carol drew Kc from the stock, but Kc is the discard pile's top card: a draw from "
                                "the discard pile")]
    assert res.stats["ending"] == "out"
