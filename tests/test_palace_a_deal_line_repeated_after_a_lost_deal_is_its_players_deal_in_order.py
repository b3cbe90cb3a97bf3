"""Palace Poker: palace cards dealt to a player not dealt yet, whose next deal line later in the
log is these very cards, are that player's own deal (their later line its repeat: one
``wrong-deal``, "a second time"), not the cards of the player before them whose deal line was
lost; that player is one ``wrong-deal`` when play begins, their palace cards unknown (README).
Before, the cards were given to the player whose deal was lost: three ``duplicate-card`` at the
repeat and the payout judged on them, a right payout called ``wrong-winner`` (the second damaged-log
review of Palace, session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "deal-lost-and-the-one-after-repeated.jsonl"


def test_a_deal_line_repeated_after_a_lost_deal_is_its_players_deal_and_the_lost_deal_unknown():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}
    assert found["deal-legal"] == []
    assert found["two-battles-legal"] == []
    # zoe's deal lost; rupert's (10) logged again (11); play begins at zoe's wait (12); zoe,
    # her palace cards unknown, is paid the pot of the quiet round's showdown
    assert found["deal-lost-and-the-next-line-repeated"] == [
        ("wrong-deal", 11, "rupert"),
        ("wrong-deal", 12, "zoe"),
        ("unverifiable-award", 15, "zoe")]
    # the spec's example: bob's deal lost, alice's (10) logged again (11); bob's buy begins play
    assert found["two-battles-deal-lost-and-the-next-line-repeated"] == [
        ("wrong-deal", 11, "alice"),
        ("wrong-deal", 12, "bob"),
        ("unverifiable-award", 21, "carol")]
