"""CODES.md ``tonk-turn-order``: "a turn that ends without a discard while cards remain".  The turn
that took the last stock card and ends without its discard is that violation where the hand is
next counted (the first ``reveal`` or ``pay``); the stock out then ends the hand as usual (TONK.md 3)
and its settlement is checked."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import found, run

_LINES = (FIXTURES / "tonk_s15" / "last-stock-turn-no-discard.jsonl").read_text(encoding="utf-8").splitlines()
HANDS = {h["hand_id"]: h for h in map(json.loads, _LINES)}
NO_DISCARD = HANDS["last-stock-no-discard"]     # a draws Kd (the last stock card), spreads, no discard


def _variant(rules: dict, events: list | None = None) -> dict:
    h = json.loads(json.dumps(NO_DISCARD))
    h["rules"] = {**h["rules"], **rules}
    if events is not None:
        h["events"] = events
    return h


def test_the_last_stock_turn_without_a_discard_is_a_turn_order_fault_then_a_stock_out():
    res = run(NO_DISCARD)
    assert found(res) == {("tonk-turn-order", 5), ("tonk-wrong-payment", 7)}
    f = next(f for f in res.findings if f.code == "tonk-turn-order")
    assert f.player == "a" and f.message == ("a's turn ended without a discard while a still held 13 cards; "
                                             "a turn ends with one discard")
    # a keeps Kd (85) against b's 160: the stock out pays a 1, not the 5 recorded
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["a"]
    assert res.stats["counts"] == {"a": 85, "b": 160} and res.stats["stakes"] == {"a": 1, "b": -1}


def test_with_the_discard_logged_only_the_payment_is_wrong():
    res = run(HANDS["last-stock-with-discard"])
    assert found(res) == {("tonk-wrong-payment", 8)}


def test_a_payment_right_after_the_open_last_stock_turn_ends_it_too():
    events = NO_DISCARD["events"][:5] + [{"type": "pay", "from": "b", "to": "a", "amount": 1}]
    res = run(_variant({}, events))
    assert found(res) == {("tonk-turn-order", 5)}
    assert res.stats["ending"] == "stock_out" and res.stats["stakes"] == {"a": 1, "b": -1}


def test_on_empty_draw_the_open_turn_ends_and_the_next_player_faces_the_empty_stock():
    res = run(_variant({"stock_out": "on_empty_draw"}))
    assert found(res) == {("tonk-turn-order", 5), ("tonk-wrong-payment", 7)}
    assert res.stats["ending"] == "stock_out" and res.stats["stakes"] == {"a": 1, "b": -1}
