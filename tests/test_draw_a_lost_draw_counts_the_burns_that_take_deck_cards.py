"""Draw: whether a passed-over player's lost draw line was made, and of how many cards, is read
from the deck's count, and a burn after it takes deck cards as a draw does (README: burns are
taken as logged and take deck cards).  Before (review of session 66) the burns were left out: a
burn that ran the deck out made a later draw of discards read as the lost draw's, a stand-pat
taken as a draw of unknown cards, a draw of one card as two."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s66" / "draw-a-lost-draw-and-the-burns.jsonl")


def _found(hand_id: str) -> list[tuple]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_a_burn_that_runs_the_deck_out_is_no_lost_draw() -> None:
    # bob's stand-pat line lost; the burn of two runs the deck out, and dan draws discards
    res = replay(HANDS["lost_pat_burn"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 25, "cat", "cat drew but it was bob's turn to draw")]
    assert _found("lost_pat_burn_legal") == []


def test_a_lost_draw_is_as_many_cards_as_the_count_with_the_burns_needs() -> None:
    # bob's one-card draw lost (his discard never drawn again): with the burn of two, one card
    res = replay(HANDS["lost_draw_burn"])
    assert [(f.code, f.seq, f.player, f.message) for f in res.findings] == [
        ("out-of-turn", 25, "cat", "cat drew but it was bob's turn to draw (bob draws nowhere else in the log, "
         "but the later lines say bob drew: taken as discarding 1 unknown card for 1 card unseen, the line lost)")]
    assert _found("lost_draw_burn_legal") == []
