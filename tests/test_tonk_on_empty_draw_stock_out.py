"""stock_out: on_empty_draw (TONK.md section 3): the hand ends when the player in turn would have
to draw from the empty stock.  That player may still drop or take the discard (README); a draw
from the empty stock is the one fault of its event (tonk-draw-source, not played), the reveals
that follow are the count's and the payments are checked against the stock-out settlement.
A card drawn "from the stock" that is already elsewhere is a duplicate-card, the stock empty or not.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from .test_tonk_settlement import _stock_out_hand
from .test_tonk_support import line_event, run

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "tonk_s14"
EMPTY_DRAW = ("b drew ?? from the stock, but the stock is empty; with stock_out: on_empty_draw "
              "that ends the hand (b may only drop or take the discard)")
# carol's count (25) is the lowest, dave's (26) next
LOW = ("Ac Ad 2c 2d 3c 3d 4c 4d 5c", "Ah As 2h 2s 3h 3s 4h 4s 6c")


def _hands(name: str) -> list[dict]:
    return [msgspec.json.decode(raw) for raw in (FIXTURES / name).read_bytes().splitlines() if raw.strip()]


def _findings(res) -> list[tuple]:
    return [(f.code, f.seq, f.player, f.message) for f in res.findings]


def test_tonk_on_empty_draw_a_stock_draw_at_the_empty_stock_ends_the_hand_and_the_pay_is_checked():
    (h,) = _hands("on-empty-draw-stock-draw-wrong-pay.jsonl")
    res = run(h)
    how = "the stock ran out (b would have had to draw from it); a has the lowest count (12): b pays a 1 x 1 = 1"
    assert _findings(res) == [
        ("tonk-draw-source", 85, "b", EMPTY_DRAW),
        ("tonk-wrong-payment", 88, "a", f"a's payments net -5; a is owed 1 ({how})"),
        ("tonk-wrong-payment", 88, "b", f"b's payments net +5; b owes 1 ({how})"),
    ]
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["a"]
    assert res.stats["counts"] == {"a": 12, "b": 36}
    assert res.stats["stakes"] == {"a": 1, "b": -1}


def test_tonk_on_empty_draw_the_right_pay_after_the_stock_draw_is_clean_and_after_last_draw_is_unchanged():
    on_empty, after_last = _hands("on-empty-draw-stock-draw.jsonl")
    res = run(on_empty)
    assert _findings(res) == [("tonk-draw-source", 85, "b", EMPTY_DRAW)]
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["a"]
    res = run(after_last)
    assert _findings(res) == [("out-of-turn", 85, "b", "b acted (draw) after the hand had ended: the stock ran out")]
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["a"]


def test_tonk_on_empty_draw_a_pile_card_drawn_from_the_empty_stock_is_not_played():
    (h,) = _hands("on-empty-draw-pile-card.jsonl")
    res = run(h)
    # its discard is the same turn played after the end: no second finding (one fault, one finding)
    assert _findings(res) == [("tonk-draw-source", 85, "b", EMPTY_DRAW.replace("??", "6d"))]
    assert res.stats["counts"] == {"a": 12, "b": 36}       # 6d stays in the pile
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["a"]


def test_tonk_on_empty_draw_a_stock_draw_after_a_turn_without_discard():
    # carol takes the discard at the empty stock and does not discard; dave then draws from the stock
    last = stock_top(LOW)
    _, deal, _ = _stock_out_hand(*LOW, {}, [])
    held = {**deal, "carol": f"{deal['carol']} {last}"}
    tail = [f"carol draw discard {last}", "dave draw stock 9c"]
    tail += [f"{p} reveal {cards}" for p, cards in held.items()]
    tail += [f"pay {p} dave 1" for p in held if p != "dave"]
    h, _, _ = _stock_out_hand(*LOW, {"stock_out": "on_empty_draw"}, tail)
    res = run(h)
    assert _findings(res) == [
        ("tonk-turn-order", 19, "carol",
         "carol's turn ended without a discard while carol still held 10 cards; a turn ends with one discard"),
        ("tonk-draw-source", 19, "dave", "dave drew 9c from the stock, but the stock is empty; with stock_out: "
                                         "on_empty_draw that ends the hand (dave may only drop or take the discard)"),
    ]
    assert res.stats["ending"] == "stock_out" and res.stats["winners"] == ["dave"]
    assert res.stats["counts"] == {"bob": 54, "carol": 35, "dave": 26, "erin": 75, "alice": 90}   # 9c stays erin's


def stock_top(low: tuple[str, str]) -> str:
    """The last stock card of ``_stock_out_hand`` (bob takes it at seq 16 and discards it at 17)."""
    return _stock_out_hand(*low, {}, [])[2][-1]


def test_tonk_on_empty_draw_drop_or_discard_pile_draw_at_the_empty_stock_still_play():
    last = stock_top(LOW)
    h, _, _ = _stock_out_hand(*LOW, {"stock_out": "on_empty_draw"},
                              [f"carol draw discard {last}", f"carol discard {last}", "dave drop"])
    res = run(h)
    assert res.findings == [] and res.stats["ending"] == "drop_caught" and res.stats["dropper"] == "dave"


def test_tonk_a_second_draw_from_the_empty_stock_of_a_pile_card_is_a_duplicate_card():
    h, _, _ = _stock_out_hand(*LOW, {}, [])
    up = h["events"][5]["card"]                                    # the upcard, buried in the pile
    h["events"].insert(17, line_event(f"bob draw stock {up}"))     # bob took the last stock card at 16
    res = run(h)
    assert _findings(res) == [
        ("tonk-turn-order", 17, "bob", f"bob drew a second card ({up}); a turn has exactly one draw"),
        ("tonk-draw-source", 17, "bob", f"bob drew {up} from the stock, but the stock is empty"),
        ("duplicate-card", 17, "bob", f"bob drew {up} from the stock, but {up} is in the discard pile"),
    ]
    assert res.stats["ending"] == "stock_out"
