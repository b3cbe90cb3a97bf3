"""The settlement's events (a Tonk ``pay``, a poker ``collect``, ``return`` or ``rake``) are nobody's
turn in ``explain``'s timeline and the report's hand page: after an ``on_empty_draw`` stock out the
player who was still to act is "next", but a payment by another player was shown as "[c's turn]".
Tonk has no pot: its timeline names none ("pot 0" after every event before)."""

from __future__ import annotations

from audit.explain import NO_TURN_EVENTS, explain_data, render_text
from audit.readers.native import read
from audit.report_hand import replay_timeline

from .conftest import FIXTURES

LOG = FIXTURES / "tonk_s40" / "stock-out-on-an-empty-draw-then-payments.jsonl"


def test_a_payment_after_the_stock_ran_out_is_nobodys_turn():
    (rec,) = read(LOG)
    data = explain_data(rec.hand)
    assert not data["findings"]
    pays = [s for s in data["steps"] if s["type"] == "pay"]
    assert len(pays) == 4 and all(s["turn"] is None for s in pays)
    assert data["steps"][17]["turn"] == "b" and data["steps"][17]["next"] == "c"
    text = render_text(data).splitlines()
    assert "   18. a pays b 1" in text
    steps, _ = replay_timeline(rec.hand, None, [s.player for s in rec.hand.seats])
    assert [step[6] for step in steps[18:]] == ["", "", "", ""] and steps[17][6] == "b"


def test_a_tonk_timeline_names_no_pot():
    (rec,) = read(LOG)
    text = render_text(explain_data(rec.hand))
    assert "; pot " not in text and "stock 0, discard pile 7; stacks a=99 b=101" in text


def test_the_settlement_events_are_nobodys_turn():
    assert {"pay", "collect", "return", "rake", "deal", "upcard"} <= NO_TURN_EVENTS
    assert not {"draw", "discard", "bet", "call", "attack", "drop"} & NO_TURN_EVENTS
