"""Stud: a street dealt a card at a time, one card logged under another player's name, the next
player to be dealt being dealt the rest of the street later: the card is theirs when it makes
their cards of the street exactly the street's and the named player's other lines make theirs so
too (README): one ``wrong-deal``.  Before, the next player's later lines made it the named
player's card: three ``wrong-deal`` (dealt before their turn, too many cards, an upcard after the
street's cards)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "poker_s47" / "review.jsonl")


def test_the_legal_hand_is_clean():
    assert replay(HANDS["stud-card-at-a-time-legal"]).findings == []


def test_a_card_of_a_street_dealt_a_card_at_a_time_under_another_name_is_one_finding():
    # erin's second down card (4s) logged as zoe's, between zoe's first and second
    result = replay(HANDS["stud-card-at-a-time-misnamed"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [(
        "wrong-deal", 3, "zoe", "zoe was dealt 4s down before erin and is dealt again later, and erin, the next to "
        "be dealt, is dealt the rest of the street after it: taken as erin's, logged under zoe's name")]
