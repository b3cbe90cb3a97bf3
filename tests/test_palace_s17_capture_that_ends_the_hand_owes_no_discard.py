"""Palace Poker (PALACE.md 2: "never more than five soldiers at the end of their action"; 3: the
winner "discards down to five"; README "Readings of the rules"): the battle that ends the hand ends
the play, so the winner's capture is the last action and nothing is played with those soldiers.
The discard down to five is not owed there: a winner left with six soldiers or more and no discard
is clean, and a discard logged there (down to five) is applied like any capturer's discard and is
clean too.  A capture in the middle of the hand still owes it (``palace-soldier-limit``)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, changed_hand

DIR = FIXTURES / "palace_s17"


def _found(hand):
    return [(f.code, f.seq, f.player, f.message) for f in replay(hand).findings]


def _discard(at, player, cards):
    def change(events):
        events.insert(at, {"type": "discard", "player": player, "cards": cards.split()})
    return change


def test_six_soldiers_after_the_capture_that_ends_the_hand_is_clean() -> None:
    # carol captures alice's 7h 6d at 23 and holds Td Ac Qd 7s 7h 6d: the hand is over
    hand = changed_hand(DIR / "capture-ends-the-hand.jsonl")
    assert _found(hand) == []
    r = replay(hand)
    assert r.stats["survived"] == ["carol"]
    # bob keeps 2c 3c 5c 6c 9s Ad after capturing carol's army (a fold ends the hand)
    assert _found(changed_hand(DIR / "capture-ends-the-hand-two.jsonl")) == []


def test_a_discard_down_to_five_logged_there_is_clean() -> None:
    assert _found(changed_hand(DIR / "capture-ends-the-hand.jsonl", _discard(24, "carol", "6d"))) == []
    assert _found(changed_hand(DIR / "capture-ends-the-hand-two.jsonl", _discard(29, "bob", "Ad"))) == []


def test_that_discard_is_still_judged_as_a_discard() -> None:
    # only soldiers may be discarded: carol's banner 5c is not one
    assert _found(changed_hand(DIR / "capture-ends-the-hand.jsonl", _discard(24, "carol", "5c"))) == [
        ("palace-discard-not-soldier", 24, "carol", "carol discarded 5c (the banner); only "
                                                    "soldiers may be discarded (soldiers: Td Ac Qd 7s 7h 6d)")]


def test_a_capture_in_the_middle_of_the_hand_owes_the_discard() -> None:
    assert _found(changed_hand(DIR / "capture-mid-hand.jsonl")) == [
        ("palace-soldier-limit", 30, "alice", "alice ends the action with 6 soldiers (5h 6h 7h 8h Ks 5s); the "
                                              "limit is 5, the rest must be discarded")]
