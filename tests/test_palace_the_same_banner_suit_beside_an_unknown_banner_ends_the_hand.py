"""Palace Poker (PALACE.md 4, same banner suit: when every player still in the hand has the same
banner suit, the hand ends at once and the pot is split evenly): a player left under an unknown
banner (``??``, or its line lost) has the suit its group leaves it.  When that is one suit, the
same as the others', the hand ends there as with known banners; when it may be several, one of
them the others', whether the hand ended cannot be told, and a log that goes on to the payout is
``unverifiable-award`` (a warning), not ``hand-incomplete``.  Before, both were
``hand-incomplete``, an error (the diff review of session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "same-banner-suit-left-beside-an-unknown-banner.jsonl"


def _found():
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_the_one_suit_the_group_leaves_the_unknown_banner_ends_the_hand():
    found = _found()
    # mallory's banner (grace Td, bob Ac, olivia Ts in her group: hearts is left) beside sybil's 8h,
    # the last two after sybil's capture at 29: the hand ends, the pot split (53 and 52)
    assert found["same-suit-banner-line-lost"] == [("wrong-deal", 9, "mallory")]
    assert found["same-suit-banner-unknown"] == [("wrong-deal", 8, "mallory")]
    assert found["same-suit-banner-unknown-after-a-rejection"] == [("wrong-deal", 9, "mallory")]
    # the pot paid to sybil alone is wrong: it is split
    assert found["same-suit-banner-unknown-paid-to-one"] == [("wrong-deal", 8, "mallory"),
                                                             ("wrong-amount", 30, "sybil")]


def test_an_unknown_banner_of_several_suits_leaves_the_end_unverifiable():
    # olivia's banner ?? too: mallory's may be spades or hearts
    assert _found()["same-suit-banner-unknown-of-two-suits"] == [
        ("wrong-deal", 7, "olivia"), ("wrong-deal", 8, "mallory"), ("unverifiable-award", None, "mallory")]


def test_the_legal_twin_is_clean():
    assert _found()["same-suit-legal"] == []
