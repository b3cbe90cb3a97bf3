"""Tonk: a named card a player does not hold may be one of their unknown (``??``) cards, unless the
log shows it coming in later in the turn (a draw of it by the same player): a discard before the
turn's draw of the same card waits for that draw (one tonk-turn-order), and so does a hit before it,
as for a player with no unknown card (README, Tonk)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import BASE, run, tonk_hand

HANDS = [json.loads(x) for x in (FIXTURES / "tonk_unknown_cards" / "discard_before_draw_unknown.jsonl")
         .read_text(encoding="utf-8").splitlines()]
ORIG, F1, F2, PAIR = HANDS    # f1: bob's draw of Ac logged as ??; f2: bob's discard Js before its draw

EARLY = ("tonk-turn-order", 9, "bob discarded before drawing; a turn starts with the draw")
STAKES = {"ann": -1, "bob": 1}


def _findings(hand):
    return [(f.code, f.seq, f.message) for f in run(hand).findings]


def test_a_discard_before_its_draw_waits_for_it_with_an_unknown_card_held():
    assert _findings(PAIR) == [EARLY]        # no duplicate-card, reveal mismatch or wrong payment
    res = run(PAIR)
    assert res.stats["ending"] == "drop_won" and res.stats["stakes"] == STAKES


def test_each_fault_alone_is_as_before():
    assert _findings(ORIG) == [] and _findings(F1) == []
    assert _findings(F2) == [EARLY]
    assert run(F1).stats["stakes"] == run(F2).stats["stakes"] == STAKES


def test_a_hit_before_the_draw_of_its_card_waits_for_it_with_or_without_unknown_cards():
    play = ["bob draw stock 2h", "bob discard 2h", "carol draw stock Th", "carol discard Th",
            "alice draw stock 2s", "alice spread 8h 8s 8c", "alice discard 2s",
            "bob hit 1 8d", "bob draw stock 8d", "bob discard 9d", "carol drop"]   # the hit: event 11
    seen = []
    for bob in ("3h 4h 5h Kc 9d", "3h 4h 5h ?? 9d"):
        deal = {**BASE, "bob": bob, "alice": "Ac 2c 8h 8s 8c"}
        res = run(tonk_hand(deal, play, rules={"hits_on_runs_only": False}))
        seen.append([(f.code, f.seq) for f in res.findings])
    # (session 44: the hit waits for that draw, as a discard does: one finding, then the hand as in order)
    assert seen[0] == [("tonk-turn-order", 11)]
    assert seen[1] == seen[0]    # (no duplicate-card at the draw; no pay: no claim left unchecked)
