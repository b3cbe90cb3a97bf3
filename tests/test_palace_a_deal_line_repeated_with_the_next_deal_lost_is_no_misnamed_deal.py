"""Palace Poker: palace cards dealt to a player already dealt, while the next player to deal to is
dealt nowhere, are that player's deal under the wrong name (README), but not when they are the
very cards the named player already holds: that is the named player's deal line logged twice (one
``wrong-deal``), and the next player's deal is lost (one ``wrong-deal`` when play begins, their
palace cards unknown).  Before, the repeated cards were given to the next player: three
``duplicate-card``, two false ``palace-wrong-battle-result`` and the right payout called
``wrong-winner`` (review of session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "deal-lost-and-the-one-before-repeated.jsonl"


def test_a_deal_line_repeated_is_the_line_logged_twice_and_the_lost_deal_is_unknown_cards():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}
    assert found["deal-legal"] == []
    # bob's deal (9) logged again (10) where carol's was lost; play begins at bob's buy (12); carol
    # wins both battles over her unknown palace cards and collects
    assert found["deal-lost-and-repeated"] == [
        ("wrong-deal", 10, "bob"),
        ("wrong-deal", 12, "carol"),
        ("unverifiable-award", 21, "carol")]
