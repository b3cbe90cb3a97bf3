"""Tonk: a spread or hit logged before the turn's draw, with one card the player does not hold and
that is seen nowhere, when no draw of the player's comes in the turn: the draw line was left out,
and it brought that card from the stock (one ``tonk-turn-order``; the meld is applied), as a discard
of such a card is read (TurnPhase._release_held_back).  Before, the meld was ``card-not-held``, the
turn's discard a second ``tonk-turn-order``, and with the last stock card the lost draw was an
unknown card, the count a ``tonk-reveal-mismatch`` "holds ... ??" (second review of session 65).  A
meld card seen elsewhere (here on the discard pile) is no such draw: ``card-not-held`` stands."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "tonk_s65" / "lost-draw-before-a-meld.jsonl"


def _by_hand() -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_the_last_stock_draw_lost_before_a_hit_brought_its_card():
    found = _by_hand()
    assert found["last-draw-hit-legal"] == []
    # sybil's draw of the last stock card (3s) left out: she hits with 3s, then discards 6c; the
    # stock runs out there, the count and payments as in the legal hand
    assert found["last-draw-lost-hit-first"] == [("tonk-turn-order", 64, "sybil")]


def test_a_draw_lost_mid_hand_before_a_spread_brought_its_card():
    found = _by_hand()
    assert found["draw-spread-legal"] == []
    assert found["draw-lost-spread-first"] == [("tonk-turn-order", 13, "sybil")]


def test_a_meld_card_seen_elsewhere_is_not_the_lost_draw():
    found = _by_hand()
    assert found["last-draw-lost-hit-of-a-card-seen"] == [
        ("tonk-turn-order", 64, "sybil"), ("card-not-held", 64, "sybil"), ("tonk-turn-order", 65, "sybil"),
        ("tonk-reveal-mismatch", 67, "sybil")]
