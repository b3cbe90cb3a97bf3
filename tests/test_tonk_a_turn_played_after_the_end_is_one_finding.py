"""Tonk: a turn played after the hand ended (the stock ran out) is one fault, one finding at its
draw (README: one fault stays one finding): with ``after_last_draw`` an ``out-of-turn``, with
``on_empty_draw`` a ``tonk-draw-source`` (a draw from the empty stock).  Before, the turn's
discard was a second ``out-of-turn``.  A later player playing on is a fault of their own."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "tonk_s42" / "a-turn-played-after-the-end.jsonl")


def _found(hand) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


def test_a_turn_after_the_last_stock_card_is_one_out_of_turn():
    assert _found(HANDS["so-after-played-on"]) == [("out-of-turn", 18, "carol")]


def test_a_turn_drawing_from_the_empty_stock_is_one_draw_source_finding():
    assert _found(HANDS["so-empty-draw-empty"]) == [("tonk-draw-source", 18, "carol")]


def test_another_player_playing_on_after_that_turn_is_a_second_fault():
    data = msgspec.json.decode(msgspec.json.encode(HANDS["so-after-played-on"]))
    events = data["events"]
    extra = [{"type": "draw", "player": "dave", "from": "discard", "card": events[19]["card"]},
             {"type": "discard", "player": "dave", "card": events[19]["card"]}]
    data["events"] = events[:20] + extra + events[20:]
    assert _found(msgspec.convert(data, Hand)) == [("out-of-turn", 18, "carol"), ("out-of-turn", 20, "dave")]
