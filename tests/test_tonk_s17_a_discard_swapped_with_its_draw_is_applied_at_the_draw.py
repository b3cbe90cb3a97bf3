"""README (Tonk): "A discard before the turn's draw is tonk-turn-order; the turn stays open for that
draw (the two lines swapped)".  When the discard is of the card that draw brings, the discard is
held back until the draw and applied then: one finding, and the hand plays on as it was played
(the pile, the next player's draw from it, the reveals and a correct payment are all right).
When the draw does not bring the card, the discard is card-not-held, as before; when no draw comes
and the turn ends, a card seen nowhere came with the draw, its line left out (review of session 65)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import BASE, run, tonk_hand

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s17" / "one-fault.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def test_a_discard_logged_before_the_draw_of_its_card_is_one_finding():
    res = run(HANDS["discard-before-draw-min"])      # bob: discard Qc, then draw Qc; alice takes Qc
    assert _findings(res) == [("tonk-turn-order", 3, "bob discarded before drawing; a turn starts with the draw")]
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["bob"]
    assert res.stats["counts"] == {"bob": 20, "alice": 32}
    assert res.stats["stakes"] == {"alice": -1, "bob": 1}


def test_a_correct_payment_after_the_swapped_lines_is_not_called_wrong():
    res = run(HANDS["discard-before-draw"])          # carol's swapped lines at events 7 and 8
    assert _findings(res) == [("tonk-turn-order", 7, "carol discarded before drawing; a turn starts with the draw")]
    assert res.stats["counts"] == {"carol": 25, "judy": 28}
    assert res.stats["stakes"] == {"judy": -1, "carol": 1}


def test_a_discard_the_draw_does_not_bring_is_card_not_held_and_the_turn_stays():
    res = run(tonk_hand(BASE, ["bob discard Qc", "bob draw stock 6h", "bob discard Kc", "carol drop"]))
    assert _findings(res) == [
        ("tonk-turn-order", 4, "bob discarded before drawing; a turn starts with the draw"),
        ("card-not-held", 4, "bob discarded Qc but holds 3h 4h 5h 6h 9d Kc"),
    ]
    assert res.stats["counts"] == {"bob": 27, "carol": 36, "alice": 29}      # Kc discarded, 6h kept


def test_a_discard_before_a_drop_is_card_not_held():
    res = run(tonk_hand(BASE, ["bob discard Qc", "bob drop"]))
    assert _findings(res) == [
        ("tonk-turn-order", 4, "bob discarded before drawing; a turn starts with the draw"),
        ("card-not-held", 4, "bob discarded Qc but holds 3h 4h 5h 9d Kc"),
    ]
    assert res.stats["counts"]["bob"] == 31


def test_a_discard_of_a_card_seen_nowhere_then_another_players_draw_is_one_finding_and_the_turn_passes():
    # Qc is seen nowhere: bob's draw line was left out, and it brought Qc from the stock (review of
    # session 65; it was card-not-held beside the tonk-turn-order, the stock one card long)
    res = run(tonk_hand(BASE, ["bob discard Qc", "carol draw stock 6h", "carol discard 6h", "alice drop"]))
    assert _findings(res) == [
        ("tonk-turn-order", 4, "bob discarded before drawing; a turn starts with the draw"),
    ]


def test_a_discard_of_a_card_seen_elsewhere_then_another_players_draw_is_card_not_held():
    res = run(tonk_hand(BASE, ["bob discard 7s", "carol draw stock 6h", "carol discard 6h", "alice drop"]))
    assert _findings(res) == [
        ("tonk-turn-order", 4, "bob discarded before drawing; a turn starts with the draw"),
        ("card-not-held", 4, "bob discarded 7s but holds 3h 4h 5h 9d Kc"),
    ]
