"""Tonk: a discard logged ``??`` from a wholly known hand is one of its cards, whichever, and the
known cards stay the player's (README): the player's unknown cards are among them, so a card seen
nowhere is none of them.  Discarded before the turn's draw with no draw coming, such a card came
with the turn's draw, its line left out (one ``tonk-turn-order``, the stock a card shorter), as
from a hand with no unknown card.  Review of session 66: the card was taken for one of the
player's unknown cards, so no stock card was taken: alice's reveal was a ``tonk-reveal-mismatch``
and her drop ``unverifiable-award``, and frank's simulated hand (x3432) ran the stock out a turn
late (reveals during play and ``hand-incomplete``)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "face-down-discard-lost-draw.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twins_and_the_face_down_discard_alone_are_clean():
    assert _found(run(HANDS["hiddisc-legal"])) == []
    assert _found(run(HANDS["hiddisc-hidden-discard"])) == []     # alice's Ks discarded as ??
    assert _found(run(HANDS["sim-face-down-discard"])) == []      # frank's Qc discarded as ??


def test_a_lost_draw_alone_is_one_finding():
    assert _found(run(HANDS["hiddisc-lost-draw"])) == [("tonk-turn-order", 7, "alice")]
    assert _found(run(HANDS["sim-lost-draw"])) == [("tonk-turn-order", 48, "frank")]


def test_after_a_face_down_discard_the_lost_draw_is_one_finding_and_the_hand_is_settled():
    res = run(HANDS["hiddisc-both"])     # alice's 6c, drawn unlogged, discarded before the draw
    assert _found(res) == [("tonk-turn-order", 7, "alice")]
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["alice"]
    assert nets(res) == {"alice": 1, "bob": -1}
    res = run(HANDS["sim-both"])         # frank's Kh, drawn unlogged, discarded before the draw
    assert _found(res) == [("tonk-turn-order", 48, "frank")]
    assert res.stats["ending"] == "stock_out"
