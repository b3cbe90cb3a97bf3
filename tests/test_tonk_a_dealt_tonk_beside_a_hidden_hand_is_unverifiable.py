"""Tonk (TONK.md 1: when more than one player holds a dealt tonk the hand is void): a declared dealt
tonk while another player's hand is unknown (``??``) and may count a dealt tonk too (each unknown
card 1 to 10) is ``unverifiable-award``: that hand may make it void, as bob's known 50 does in
``k4``.  Before, the declarer's win was settled as verified (review of session 34, D6)."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "tonk_s34" / "declare-beside-hidden-hand.jsonl")


def _found(hand: Hand):
    return [(f.code, f.seq, f.player) for f in replay(hand).findings]


def _bob(cards: list[str], reveal: list[str] | None = None) -> Hand:
    raw = msgspec.to_builtins(HANDS["k2"])
    raw["events"][1]["cards"] = cards
    if reveal is not None:
        raw["events"].append({"type": "reveal", "player": "bob", "cards": reveal})
    return msgspec.convert(raw, Hand)


def test_a_hidden_hand_that_may_be_a_dealt_tonk_leaves_the_declared_win_unverifiable():
    assert _found(HANDS["k2"]) == [("unverifiable-award", None, None)]       # bob: ?? ?? ?? ?? ??
    assert _found(_bob(["Qc", "Qd", "??", "??", "??"])) == [("unverifiable-award", None, None)]


def test_a_hidden_hand_that_cannot_be_one_changes_nothing():
    assert _found(_bob(["2c", "3c", "4c", "??", "??"])) == []                # 11 to 29


def test_a_reveal_of_the_hidden_hand_decides_it():
    assert _found(_bob(["??"] * 5, ["2c", "3c", "4c", "5c", "6c"])) == []
    assert [f.code for f in replay(_bob(["??"] * 5, ["Qc", "Qd", "Qh", "Qs", "Tc"])).findings] == \
        ["tonk-wrong-payment"] * 2          # two dealt tonks: the hand is void, as k4 (the payers)
