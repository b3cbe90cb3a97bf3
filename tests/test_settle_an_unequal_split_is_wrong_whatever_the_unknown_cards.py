"""POKER.md 3: a pot goes to the best hand; tied best hands share it equally.  A pot whose cards are
unknown (an opponent's ``??``) paid to two players or more more than a chip apart is wrong whatever
those cards are: ``wrong-amount`` naming the one paid least, not only an ``unverifiable-award``
warning (before: 15/5 heads-up, 12/9/9 three ways, 70/10 in a side pot passed as unverifiable).
The other pot of the hand stays unverifiable."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "settle_s41" / "unequal_split_unknown_cards.jsonl")


def _found(hand_id):
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_heads_up_15_and_5():
    assert _found("hu-15-5") == [("wrong-amount", 28, "bob")]
    assert _found("d-15-5") == [("wrong-amount", 12, "bob")]


def test_three_ways_12_9_9():
    [f] = replay(HANDS["d-8-6-6"]).findings
    assert (f.code, f.player) == ("wrong-amount", "bob")
    assert f.message.startswith("bob collected 9 of the main pot of 30 and alice 12: whoever of alice, bob, carol "
                                "wins it, a pot goes whole to its winner or is shared equally")


def test_one_pot_wrong_the_other_unverifiable():
    assert _found("uneq-side") == [("unverifiable-award", 34, "bob"), ("wrong-amount", 36, "carol")]
    assert _found("uneq-main") == [("wrong-amount", 35, "carol"), ("unverifiable-award", 36, "alice")]
