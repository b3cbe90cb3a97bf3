"""Palace Poker (PALACE.md 1.2: within a group every banner has a different suit): a keep beside an
unknown banner (its line ``??`` or lost) of the suit an earlier rejection was right only for is
one ``palace-banner-suit`` ("one of the two is wrong"), provisional.  Once the log names the
banner (a capture of it) and the group's banner deal is judged again, that finding is replaced by
the one the named banner makes: at the keep when the named banner has the kept suit, or dropped
when the named banner makes the keep legal and the rejection wrong (then the rejection alone).
Before, the provisional finding stayed beside the new one: two findings for one fault, one of them
on a legal keep (the diff review of session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "unknown-banner-named-after-a-one-of-the-two-finding.jsonl"


def _found():
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_the_named_banner_makes_the_rejection_wrong_and_the_keep_legal():
    found = _found()
    # ben's banner line lost (wrong-deal at the first palace card, 8); the capture at 14 names it
    # 9s: cat's rejection of 4d at 5 was wrong, the keep of 7d at 6 legal
    assert found["lost-named-spades"] == [("palace-banner-suit", 5, "cat"), ("wrong-deal", 8, "ben")]
    # the same with ben's banner logged ?? (at 5)
    assert found["qq-named-spades"] == [("wrong-deal", 5, "ben"), ("palace-banner-suit", 6, "cat")]


def test_the_named_banner_makes_the_keep_wrong():
    found = _found()
    # the capture names ben's banner Td: the rejection of 4d was right, the keep of 7d wrong
    assert found["lost-named-diamonds"] == [("palace-banner-suit", 6, "cat"), ("wrong-deal", 8, "ben")]
    assert found["qq-named-diamonds"] == [("wrong-deal", 5, "ben"), ("palace-banner-suit", 7, "cat")]


def test_the_legal_twins_have_the_unknown_banner_alone():
    found = _found()
    # ben's banner 9d, cat rejects 4d and keeps 7s
    assert found["lost-legal"] == [("wrong-deal", 8, "ben")]
    assert found["qq-legal"] == [("wrong-deal", 5, "ben")]
