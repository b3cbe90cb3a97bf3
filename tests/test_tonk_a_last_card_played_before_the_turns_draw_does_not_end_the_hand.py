"""Tonk: a hit, spread or discard logged before the turn's draw (TONK.md 2: draw, then spread
and hit, then discard) that plays the last card, with the player's draw the next event, is the
lines swapped: one `tonk-turn-order`, and the turn goes on.  The hand had ended there (a
tonk on the hit), so the draw was a second finding and the right 1-stake payments of the out
that follows were called wrong.  A discard logged before the draw is the turn's last act: a
hit after the draw that plays the last card is then an out, not a tonk."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "tonk_s43" / "turn-lines.jsonl")


def _result(hand_id):
    res = replay(HANDS[hand_id])
    return [(f.code, f.seq) for f in res.findings], res.stats["ending"], res.stats["stakes"]


def test_a_hit_of_the_last_card_before_the_draw_is_one_finding_and_the_out_after_it_stands():
    # bob hits 7h, then draws Ks and discards it: an out (1 stake each), paid as logged
    assert _result("HB1") == ([("tonk-turn-order", 11)], "out", {"alice": -1, "bob": 2, "carol": -1})


def test_the_same_turn_in_order_is_clean():
    assert _result("HB0")[0] == []


def test_a_discard_of_the_last_card_before_the_draw_then_a_hit_is_an_out():
    # bob discards 9d, draws 7h and hits with it: the discard came last, an out
    assert _result("V9") == ([("tonk-turn-order", 13)], "out", {"alice": -1, "bob": 2, "carol": -1})
