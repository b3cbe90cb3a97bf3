"""Palace: a banner line the same as the one before it is the line repeated only when the player may
keep that card.  When the card's suit is another player's of the group, the first line is a
rejection the rules force, and the next line, the same card, is the next banner dealt as logged
(``duplicate-card``, ``palace-banner-suit`` there), not a repeat that would make the rejected card
the kept banner (a false ``palace-banner-suit`` on the right rejection, and the card dealt later a
``duplicate-card``)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s47" / "banner-rejection-repeated.jsonl")


def test_the_legal_hand_is_clean():
    assert replay(HANDS["palace-forced-rejection-legal"]).findings == []


def test_the_forced_rejection_is_no_finding_and_the_same_card_next_is_no_repeat():
    found = [(f.code, f.seq) for f in replay(HANDS["palace-forced-rejection-then-the-same-card"]).findings]
    assert ("palace-banner-suit", 10) not in found and ("wrong-deal", 11) not in found
    assert found[:2] == [("duplicate-card", 11), ("palace-banner-suit", 11)]
