"""CODES.md ``wrong-amount``: "a player collects more or less than their correct share of a pot";
the operator needs every wrong payout found.  Each player whose collects come to other than their
share is named, at the collect that took them past it (or their first, paid too little), with or
without pot numbers; before, only the first was, and the player paid too little went unnamed
(bob 10 over in the main pot and dave 10 short in side pot 1 without pot numbers; carol 47 and bob
26 of a split pot of 73).  A player who collected nothing is told by the payout that took their
share (and by explain), not by a finding of their own."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "settle_s41" / "every_wrong_payee.jsonl")


def _found(hand_id):
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def test_without_pot_numbers_both_players_paid_wrong_are_named():
    assert _found("u-np-2off") == [
        ("wrong-amount", 23, "bob", "bob collected 254 in all; their share of the pots is 244"),
        ("wrong-amount", 24, "dave", "dave collected 190 in all; their share of the pots is 200"),
    ]


def test_a_split_pot_paid_47_and_26_names_both():
    assert [f[:3] for f in _found("min-np")] == [("wrong-amount", 20, "carol"), ("wrong-amount", 21, "bob")]
    assert _found("min-np")[1][3] == ("bob collected 26 from the main pot; their share is 36 "
                                            "(the pot of 73 split 2 ways)")


def test_a_pot_nobody_was_paid_names_each_of_its_winners():
    # the side pot of 200, bob and carol's tie, was paid to nobody (collects name no pot): no payout
    # took their shares, so each is named
    hands = hands_by_id(FIXTURES / "settle_s41" / "side_pot_unpaid.jsonl")
    found = [(f.code, f.player) for f in replay(hands["side-unpaid-np"]).findings]
    assert found == [("wrong-amount", "bob"), ("wrong-amount", "carol"), ("books-unbalanced", None)]


def test_a_one_chip_overpayment_does_not_hide_the_unpaid_winners():
    # a three-way tie of 30 paid as alice 11: alice's chip over could not have taken bob's and
    # carol's 10 each: all three are named (a review found only alice named)
    hands = hands_by_id(FIXTURES / "settle_s41" / "one_chip_over_two_unpaid.jsonl")
    found = sorted((f.code, f.player) for f in replay(hands["over1-two-unpaid"]).findings)
    assert found == [("books-unbalanced", None), ("wrong-amount", "alice"), ("wrong-amount", "bob"),
                     ("wrong-amount", "carol")]
