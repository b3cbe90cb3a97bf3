"""Tonk: the last line of a winning turn left out of the log, with only ``pay`` lines after it and
stock left (nobody reveals: no drop nor stock out, so the hand ended in an out or a tonk), is one
finding, and the hand is settled as that turn's out or tonk, so the payments are checked
(README; review of session 65: such a hand was ``hand-incomplete`` and its payments went
unchecked):

- the out's last discard left out: the turn ended without a discard while a card remained, one
  ``tonk-turn-order`` (CODES.md), and the hand is the player's out;
- the spread or hit before the out's discard left out (the cards left can be laid on the table):
  one ``illegal-action`` at the first payment (a payment during play, as for a lost drop line),
  naming the player whose line is missing, and the hand is that player's out;
- a tonk's last spread left out: ``tonk-turn-order`` and the player's tonk (one lost line, where
  an out would need its melds and its discard lost).

The spec example examples/tonk-out.jsonl is the out's legal twin."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s65" / "out-lost-last-lines.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twins_are_clean():
    assert _found(run(HANDS["out-legal"])) == []
    assert _found(run(HANDS["tonk-legal"])) == []


def test_an_outs_last_discard_left_out_is_one_tonk_turn_order_and_the_hand_is_the_out():
    res = run(HANDS["out-lost-discard"])             # bob's discard of 9d, his last card, left out
    assert _found(res) == [("tonk-turn-order", 15, "bob")]
    assert "taken as bob's out" in res.findings[0].message
    assert res.stats["ending"] == "out" and res.stats["winners"] == ["bob"]
    assert nets(res) == {"alice": -10, "bob": 20, "carol": -10}


def test_then_a_wrong_payment_is_found():
    res = run(HANDS["out-lost-discard-badpay"])      # carol pays 30 for an out
    assert _found(res) == [("tonk-turn-order", 15, "bob"), ("tonk-wrong-payment", 16, "carol")]


def test_the_hit_before_an_outs_discard_left_out_is_one_illegal_action_and_the_hand_is_the_out():
    res = run(HANDS["out-lost-hit"])                 # bob's hit of 7h left out; his discard of 9d logged
    assert _found(res) == [("illegal-action", 15, "bob")]
    assert "taken as bob's out" in res.findings[0].message
    assert res.stats["ending"] == "out" and res.stats["winners"] == ["bob"]
    res = run(HANDS["out-lost-hit-badpay"])
    assert _found(res) == [("illegal-action", 15, "bob"), ("tonk-wrong-payment", 16, "carol")]


def test_a_tonks_last_spread_left_out_is_one_tonk_turn_order_and_the_hand_is_the_tonk():
    res = run(HANDS["tonk-lost-spread"])             # bob's spread of 2h 3h 4h, his last cards, left out
    assert _found(res) == [("tonk-turn-order", 9, "bob")]
    assert res.stats["ending"] == "tonk" and res.stats["winners"] == ["bob"]
    res = run(HANDS["tonk-lost-spread-badpay"])      # alice pays 1 for a tonk
    assert _found(res) == [("tonk-turn-order", 9, "bob"), ("tonk-wrong-payment", 9, "alice")]


def test_a_last_card_that_may_have_been_a_hit_or_the_discard_leaves_the_multiple_unverifiable():
    # bob's last card, 8h, may hit his run 3h-7h (a tonk, paid 2) or have been discarded (an out)
    hand = json.loads(json.dumps(HANDS["out-lost-discard"]))
    ev = hand["events"]
    ev[0]["cards"] = ["3h", "4h", "5h", "Kc", "8h"]
    ev[2]["cards"] = ["Ac", "2c", "9d", "8s", "Td"]
    ev[10]["card"] = "8d"
    ev[11] = {"type": "discard", "player": "alice", "card": "9d"}
    del ev[12]
    res = run(hand)
    assert _found(res) == [("tonk-turn-order", 14, "bob"), ("unverifiable-award", None, None)]
