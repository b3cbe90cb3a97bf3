"""README (draw): a card drawn unseen from a new deck of known discards is one of them, and the
hand shown must hold as many of them as were drawn so.  A card shown as ``??`` (FORMAT.md: a card
the log does not reveal) may be one of them: a show of ``??`` contradicts nothing.  Before, a show
keeping such cards as ``??`` was a false ``shown-cards-mismatch`` ("holds none of them")."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s44" / "unknown_cards_shown.jsonl")


def test_a_show_with_unknown_cards_for_those_drawn_unseen_is_clean():
    for hand_id in ("stub-and-one-unseen", "two-unseen-one-named", "two-unseen-all-hidden"):
        assert replay(HANDS[hand_id]).findings == [], hand_id


def test_too_few_unknown_cards_shown_is_still_a_mismatch():
    # two drawn unseen from a deck of 2c 3c: a show naming neither, with one ??, cannot hold both
    [f] = replay(HANDS["two-unseen-one-hidden-none-named"]).findings
    assert (f.code, f.seq, f.player) == ("shown-cards-mismatch", 50, "p2")
    assert f.message.endswith("and the hand shown holds too few of them")
