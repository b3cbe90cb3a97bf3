"""Palace Poker (PALACE.md 1.2: banners are dealt one player at a time from the dealer's left): a
banner line that went to a player after the next one to deal to, when the player passed over has
no banner line later in the log, is no dealing out of order: the passed-over player's line was
lost.  The dealing goes on past them, their banner taken as unknown (``??``): one ``wrong-deal``
when the palace cards begin (a banner never dealt, README), the group's rejections judged beside
the unknown banner (a card rejected for a suit it may have is right), and a card named later
(the capture of it) judges the group's banner deal again, as for a banner logged ``??`` (a banner
line repeated right after itself is no rejection there).  Before,
a ``wrong-deal`` at every later banner line ("but bob was next") and a right rejection called
``palace-banner-suit`` (the second damaged-log review of Palace, session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "banner-line-lost.jsonl"


def _found():
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_a_lost_banner_line_is_one_wrong_deal_and_the_rejections_fit_the_unknown_banner():
    found = _found()
    assert found["two-battles-legal"] == []
    assert found["seven-legal"] == []
    # the spec's example, bob's banner line (Kh) lost: carol's 3h and alice's 2h rejections fit
    # bob's unknown banner, which carol's capture names Kh; the first palace-card deal is at 8
    assert found["two-battles-banner-lost"] == [("wrong-deal", 8, "bob")]
    # as with bob's banner logged ??: one wrong-deal, at the line
    assert found["two-battles-banner-unknown"] == [("wrong-deal", 3, "bob")]
    # 7 players, walter's banner line (5s) lost: ivan, sybil and victor dealt after him
    assert found["seven-banner-lost"] == [("wrong-deal", 21, "walter")]
    # 4 players, dave's banner line lost and walter's, after it, repeated: the repeat (7) is no
    # rejection of walter's 6d when dave's banner is named (2h, at his capture) and the group's
    # banner deal judged again
    assert found["four-legal"] == []
    assert found["four-banner-lost-and-the-next-line-repeated"] == [
        ("wrong-deal", 7, "walter"),
        ("wrong-deal", 8, "dave")]


def test_a_wrong_rejection_beside_a_lost_banner_is_still_found():
    found = _found()
    # carol's 3h rejection makes bob's unknown banner hearts: alice's Ad rejected is wrong
    assert found["two-battles-banner-lost-and-a-wrong-rejection"] == [
        ("palace-banner-suit", 7, "alice"),
        ("wrong-deal", 9, "bob")]
    # carol's 3c rejection fits bob's unknown banner until the capture (18) names it Kh
    assert found["two-battles-banner-lost-and-a-rejection-the-named-banner-makes-wrong"] == [
        ("palace-banner-suit", 3, "carol"),
        ("wrong-deal", 7, "bob")]
