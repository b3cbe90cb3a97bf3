"""Tonk: a discard logged after the next player's draw, by the player whose turn ended without one,
is that turn's discard (one tonk-turn-order) also when the card is one of the player's unknown
(``??``) cards, e.g. their stock draw logged as ``??`` (README, Tonk)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = [json.loads(x) for x in (FIXTURES / "tonk_unknown_cards" / "late_discard_unknown.jsonl")
         .read_text(encoding="utf-8").splitlines()]
ORIG, F1, F2, PAIR = HANDS    # f1: bob's draw of Kd logged as ??; f2: bob's discard Kd after ann's draw

LATE = ("tonk-turn-order", 11, "bob discarded Kd after ann's draw; a turn ends with its discard, "
                               "before the next player draws")
STAKES = {"ann": 2, "bob": -2}


def _findings(hand):
    return [(f.code, f.seq, f.message) for f in run(hand).findings]


def test_a_late_discard_of_a_card_drawn_as_unknown_is_one_finding():
    assert _findings(PAIR) == [LATE]
    res = run(PAIR)
    assert res.stats["ending"] == "drop_caught" and res.stats["stakes"] == STAKES


def test_each_fault_alone_is_as_before():
    assert _findings(ORIG) == [] and _findings(F1) == []
    assert _findings(F2) == [LATE]
    assert run(F1).stats["stakes"] == run(F2).stats["stakes"] == STAKES
