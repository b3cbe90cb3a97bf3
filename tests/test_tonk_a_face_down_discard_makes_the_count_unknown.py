"""Tonk (TONK.md 2.4: discard one card face down; FORMAT.md: ``??`` is a card the log does not
reveal): a discard logged ``??`` is one of the player's cards, whichever it is.  Any of them may be
gone, so the hand left is unknown (one card fewer) until a reveal shows it: a settlement its count
decides is ``unverifiable-award``, not a wrong verdict.  Before, the discard was a false
``card-not-held``, the Kc it was stayed in alice's count, her right reveal was a
``tonk-reveal-mismatch`` and the right payments three ``tonk-wrong-payment`` (review of session 34,
D3)."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "tonk_s34" / "face-down-discard.jsonl")


def _found(hand: Hand):
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


def test_a_face_down_discard_the_reveal_shows_is_clean():
    # alice discards ?? (really Kc); bob drops and is caught by carol; alice reveals her five cards
    assert _found(HANDS["tq1"]) == []
    assert _found(HANDS["tq1-named"]) == []


def test_without_the_reveal_the_count_is_unknown():
    raw = msgspec.to_builtins(HANDS["tq1"])
    raw["events"] = [e for e in raw["events"] if not (e["type"] == "reveal" and e["player"] == "alice")]
    assert _found(msgspec.convert(raw, Hand)) == [("unverifiable-award", None, None)]


def test_the_face_down_discard_drawn_from_the_pile_may_be_named():
    # alice discards ?? (really Kc); bob draws Kc from the discard pile: the top card was face
    # down, so it may be any card nobody is known to hold (before: a false tonk-draw-source)
    hands = hands_by_id(FIXTURES / "tonk_s34" / "face-down-discard-drawn-from-the-pile.jsonl")
    assert {hid: _found(h) for hid, h in hands.items()} == {hid: [] for hid in hands}


def test_a_card_the_face_down_discard_cannot_be_is_still_a_wrong_draw_source():
    # alice held only known cards and discarded ?? (really Kc); bob "draws" Qh from the pile, a
    # card alice never held: tonk-draw-source (the second review: any unseen card was accepted)
    (hand,) = hands_by_id(FIXTURES / "tonk_s34" / "face-down-discard-a-stock-card-named.jsonl").values()
    assert ("tonk-draw-source", 6, "bob") in _found(hand)
