"""Two stud faults in one hand stay their own findings (README, Readings of the rules, Stud).

* A card still owed logged once the street's betting is over is the next street's unless the
  player is dealt again in that street's deal: a burn logged twice (or two cards burned) before
  that deal does not hide the player's next deal (it used to make the late card 6th street's
  and shift every later street: a dozen findings on a correct hand).
* A card dealt during the betting to a player who already has the street's cards, that is no
  card of the next street (an upcard when 7th street deals one down), with a betting action
  right after it, does not begin the next street: the betting goes on (it used to make the hand
  "7th street" at once: calls owed nothing, a burn after 7th street, a wrong payout).
"""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "test_stud_two_faults_s18" / "stud.jsonl")


def _found(hand_id):
    return [(f.seq, f.code, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


LATE = (13, "wrong-deal", "rupert", "rupert acted before the deal of 5th street was complete (niaj still to be dealt)")
SECOND_BURN = (17, "wrong-deal", None, "a second card was burned before 6th street: one card is burned before each street")
DUPLICATE = (17, "duplicate-card", None, "2c burned is already in the burn")


@pytest.mark.parametrize("hand_id,expected", [
    ("late5th", [LATE]),
    ("burn_twice", [SECOND_BURN, DUPLICATE]),
    ("late5th_burn_twice", [LATE, SECOND_BURN, DUPLICATE]),
    ("late5th_two_burns", [LATE, SECOND_BURN]),
])
def test_a_late_card_then_the_burn_logged_twice_keeps_the_card_on_its_street(hand_id, expected):
    assert _found(hand_id) == expected


def test_the_late_card_counts_on_its_street_and_the_show_matches():
    result = replay(HANDS["late5th_burn_twice"])
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == [("niaj", 128, 128)]
    assert result.rounds[15] == 2 and result.rounds[16] == 3      # Qs: 5th street; the burn: 6th


NEXT_SEAT = (22, "wrong-deal", "c", "c was dealt before b: cards are dealt clockwise starting left of the dealer; "
             "b is never dealt 6th street's card (taken as unknown)")
SHOWS = [
    (35, "shown-cards-mismatch", "b", "b showed 4d 5d Kd 9d Td 2d Jd but holds 4d 5d Kd 9d Td ?? Jd: 2d is held by c"),
    (36, "shown-cards-mismatch", "c", "c showed 6h 7h Qh 9h Th 3d Jh but holds 6h 7h Qh 9h Th 2d 3d Jh: a hand is "
     "7 cards (the cards shown, all of them held, are taken as the hand)"),
    (37, "unverifiable-award", "a", "the main pot of 210 went to a 210, but the cards that decide it are not in the "
     "log (the cards of b are unknown)"),
]


def test_a_card_out_of_the_deal_alone():
    assert _found("card_of_next_seat") == [
        NEXT_SEAT, (23, "wrong-deal", "c", "c was dealt 3d up but already had the cards of 6th street (one card up)"),
        *SHOWS]
    assert _found("late6th") == [(23, "wrong-deal", "a", "a acted before the deal of 6th street was complete "
                                  "(c still to be dealt)")]


def test_a_card_out_of_the_deal_with_a_bet_right_after_lets_the_betting_go_on():
    assert _found("card_of_next_seat_then_another") == [
        NEXT_SEAT, (24, "wrong-deal", "c", "c was dealt 3d up but already had the cards of 6th street (one card up)"),
        *SHOWS]


def test_six_players_a_card_out_of_the_deal_then_the_betting_judges_the_payout_right():
    assert _found("six_players_card_of_next_seat_then_another") == [
        (51, "wrong-deal", "dave", "dave was dealt before rupert: cards are dealt clockwise starting left of the "
         "dealer; rupert is never dealt 6th street's card (taken as unknown)"),
        (53, "wrong-deal", "dave", "dave was dealt 4d up but already had the cards of 6th street (one card up)"),
        (66, "shown-cards-mismatch", "rupert", "rupert showed 9d 9c Kh Qc 8d 4s 3s but holds 9d 9c Kh Qc 8d ?? 3s: "
         "4s is held by dave"),
        (67, "shown-cards-mismatch", "dave", "dave showed Ad 8c 6d 6c 5c 4d Ah but holds Ad 8c 6d 6c 5c 4s 4d Ah: "
         "a hand is 7 cards (the cards shown, all of them held, are taken as the hand)"),
        (68, "unverifiable-award", "victor", "the main pot of 1084 went to victor 1084, but the cards that decide it "
         "are not in the log (the cards of rupert are unknown)"),
    ]

