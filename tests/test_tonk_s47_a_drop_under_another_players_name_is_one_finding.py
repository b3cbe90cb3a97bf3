"""README (Readings of the rules, Tonk): a drop logged under another player's name while the
player to act may drop, followed only by reveals and pays whose payments net to the settlement of
that player's drop and not to the named player's, is that player's drop: one out-of-turn (session
47: also tonk-wrong-payment on the right payments, the drop taken as the named player's).  Payments
that settle neither leave it the named player's drop, judged as before."""

from __future__ import annotations

import copy
import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s47b" / "hands.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq) for f in res.findings]


def test_a_drop_under_another_players_name_settled_as_the_player_to_acts():
    res = run(HANDS["drop-under-another-name"])       # peggy to act; the line names frank
    assert _found(res) == [("out-of-turn", 16)]
    assert "taken as peggy's drop" in res.findings[0].message
    assert res.stats["dropper"] == "peggy"
    assert _found(run(HANDS["drop-under-another-name-base"])) == []
    # payments that settle neither drop leave it frank's drop, judged as before
    h = copy.deepcopy(HANDS["drop-under-another-name"])
    h["events"][17]["amount"] = 30                       # peggy pays walter 30: no drop's settlement
    res = run(h)
    assert _found(res)[0] == ("out-of-turn", 16) and "tonk-wrong-payment" in {c for c, _ in _found(res)}
    assert res.stats["dropper"] == "frank"


def test_the_same_with_on_empty_draw_and_the_stock_empty():
    assert _found(run(HANDS["drop-under-another-name-facing-the-empty-stock-base"])) == []
    res = run(HANDS["drop-under-another-name-facing-the-empty-stock"])    # zoe faces the empty stock
    assert _found(res) == [("out-of-turn", 78)]
    assert res.stats["dropper"] == "zoe"
