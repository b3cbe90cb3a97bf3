"""A settlement finding points at the first recorded event that is wrong (CODES.md).  When some
collects name no pot, each player is judged by their total, and the finding went to the collect
that took the total past the player's share, which can be a right one: here carol's collect of 50
naming the main pot, which holds 45, comes first and is wrong whatever the division (a pot paid
more than it holds); her unnamed collect of 30 after it is side pot 1 exactly."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "settle_s40" / "a-named-collect-past-its-pot-beside-an-unnamed-one.jsonl")


def _found(hand_id: str):
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_the_named_collect_past_its_pot_is_the_wrong_one():
    assert _found("m1")[0] == ("wrong-amount", 17, "carol")


def test_a_named_collect_past_its_pot_before_another_players_unnamed_one():
    assert _found("m4")[0] == ("wrong-amount", 24, "carol")


def test_an_unnamed_collect_too_large_beside_right_named_ones_is_the_wrong_one():
    # simulated faults: the collect naming no pot took a chip or two too many; the player's later
    # collects naming their pots take exactly their shares. The totals passed the share at a named
    # collect, a right one; the wrong event is the unnamed collect (the fault injected there)
    hands = hands_by_id(FIXTURES / "settle_s40" / "an-unnamed-collect-too-large-beside-named-ones.jsonl")
    for hid, hand in hands.items():
        raw_seq = {"draw-7-2071": 20, "draw-7-2771": 46}[hid]
        assert ("wrong-amount", raw_seq) in [(f.code, f.seq) for f in replay(hand).findings], hid


def test_two_named_collects_of_one_pot_past_the_share_are_the_wrong_ones():
    # niaj's share of the main pot (1458) is paid in two collects naming it, 1000 and 1000: the second
    # is wrong, not his unnamed collect of 91 after them (his share of side pot 1, exactly)
    (hand,) = hands_by_id(FIXTURES / "settle_s40" / "a-share-in-two-named-collects-past-it.jsonl").values()
    assert [(f.code, f.seq, f.player) for f in replay(hand).findings][0] == ("wrong-amount", 21, "niaj")
