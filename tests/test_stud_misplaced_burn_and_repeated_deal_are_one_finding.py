"""A burn logged before the betting of a street is over, and a deal line logged twice, are one
``wrong-deal`` each (POKER.md 5: one card is burned before each of 4th to 7th street; CODES.md
``wrong-deal``).  The burn began the next street at once, so the rest of the betting was out of
turn, every later street off by one, the legal shows mismatches and the correct payout a
``wrong-winner`` (19 findings from one fault); a repeated deal line put the card in the hand
twice (a ``duplicate-card`` and a mismatch at the showdown).  Now an early burn begins the next
street only when that street's cards come right after it (the betting events in between were
not logged); otherwise the betting goes on and the street's own burn comes later.  A deal line
that gives a player only known cards it already holds is reported and left out."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s16" / "misplaced-burn-and-repeated-deal.jsonl")


@pytest.mark.parametrize("hand_id,seq,message", [
    ("burn_during_betting", 10,
     "a card was burned for 4th street before the betting of 3rd street was over (bob was to act)"),
    ("burn_with_a_check_missing", 18,
     "a card was burned for 5th street before the betting of 4th street was over (alice had not acted, "
     "with nothing to call: taken as a check)"),
    ("deal_logged_twice_mid_street", 16, "carol was dealt Jc up again: carol already holds it (a deal logged twice)"),
    ("deal_logged_twice_ending_street", 17,
     "alice was dealt Kh up again: alice already holds it (a deal logged twice)"),
    ("third_street_deal_logged_twice", 5,
     "bob was dealt 8c 7h down and 4s up again: bob already holds them (a deal logged twice)"),
])
def test_one_misplaced_deal_event_is_one_wrong_deal(hand_id, seq, message):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [("wrong-deal", seq, message)]


def test_an_early_burn_followed_by_the_betting_stays_on_its_street():
    rounds = replay(HANDS["burn_during_betting"]).rounds
    assert rounds[10] == 0 and rounds[11:15] == [0, 0, 0, 0]   # the burn, then 3rd street's betting
    assert rounds[15] == 1                                       # 4th street's own burn


def test_an_early_burn_followed_by_the_cards_begins_the_street():
    rounds = replay(HANDS["burn_with_a_check_missing"]).rounds
    assert rounds[17] == 1 and rounds[18] == 2 and rounds[19] == 2
