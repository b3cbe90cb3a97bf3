"""FORMAT.md: "an action out of turn is taken as that player's action".  A drop logged under
frank's name while peggy is to act is frank's drop, out of turn, and the payments are judged
against frank's drop.  Session 47 took such a drop as peggy's when the payments that follow net to
peggy's drop: the payments, the very records being audited, decided whose drop it was, so a log
that paid as if another player dropped passed (a review, session 53)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s47b" / "hands.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_a_drop_under_another_players_name_is_that_players_drop_and_the_payments_are_judged_by_it():
    assert _found(run(HANDS["drop-under-another-name-base"])) == []      # peggy's drop, logged as hers
    res = run(HANDS["drop-under-another-name"])       # peggy to act; the line names frank
    assert _found(res) == [("out-of-turn", 16, "frank"), ("tonk-wrong-payment", 17, "peggy")]
    assert res.stats["dropper"] == "frank"


def test_the_same_with_on_empty_draw_and_the_stock_empty():
    assert _found(run(HANDS["drop-under-another-name-facing-the-empty-stock-base"])) == []
    res = run(HANDS["drop-under-another-name-facing-the-empty-stock"])    # zoe faces the empty stock
    assert _found(res) == [("out-of-turn", 78, "grace"), ("tonk-wrong-payment", 83, "zoe")]
