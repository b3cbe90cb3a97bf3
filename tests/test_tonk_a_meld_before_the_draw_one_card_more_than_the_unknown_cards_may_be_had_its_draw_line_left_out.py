"""Tonk: a spread or hit logged before the turn's draw, with no draw of the player's coming in the
turn, that needs one card seen nowhere more than the player's unknown (``??``) cards may be, had
its draw line left out: that draw brought one of those cards from the stock (one
``tonk-turn-order``, as from a hand with no unknown card), and the others are unknown cards of the
player's.  Unknown cards that are all among the known cards kept at a face-down discard from a
wholly known hand may be none of the cards seen nowhere (README).  Review of session 66: a player
holding any unknown card got no inference: carol, holding a drawn ``??`` (6d), spreading 4d 5d 6d
with her draw of 5d lost, was ``card-not-held``, her hit ``tonk-invalid-hit``, her reveal a
mismatch and the right payment two ``tonk-wrong-payment`` (eight findings); erin, after a ``??``
discard, had her 8h taken for one of her unknown cards, then her discard a second
``tonk-turn-order`` and a later one ``card-not-held``."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "meld-lost-draw-with-unknown-cards.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_unknown_cards_alone_are_clean_and_the_lost_draw_alone_is_one_finding():
    assert _found(run(HANDS["drawn-unknown"])) == []
    assert _found(run(HANDS["face-down-discard"])) == []
    assert _found(run(HANDS["lost-draw"])) == [("tonk-turn-order", 29, "carol")]
    assert _found(run(HANDS["face-down-lost-draw"])) == [("tonk-turn-order", 25, "erin")]


def test_holding_a_drawn_unknown_card_the_lost_draw_is_one_finding_and_the_payments_are_checked():
    res = run(HANDS["drawn-unknown-lost-draw"])
    assert _found(res) == [("tonk-turn-order", 29, "carol")]
    assert nets(res) == nets(run(HANDS["lost-draw"]))


def test_after_a_face_down_discard_the_lost_draw_is_one_finding():
    res = run(HANDS["face-down-discard-lost-draw"])
    assert _found(res) == [("tonk-turn-order", 25, "erin")]
