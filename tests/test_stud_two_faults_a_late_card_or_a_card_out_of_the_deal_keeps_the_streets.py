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
# the same burn line right after itself: logged twice, one finding (review of session 65)
LOGGED_TWICE = (17, "wrong-deal", None, "2c was burned again, right after the same line: the line logged twice, "
                "left out")


@pytest.mark.parametrize("hand_id,expected", [
    ("late5th", [LATE]),
    ("burn_twice", [LOGGED_TWICE]),
    ("late5th_burn_twice", [LATE, LOGGED_TWICE]),
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
    (35, "shown-cards-mismatch", "b", "b showed 4d 5d Kd 9d Td 2d Jd but holds 4d 5d Kd 9d Td 3d Jd: a shown hand is "
     "the cards the player was dealt and kept"),
    (36, "shown-cards-mismatch", "c", "c showed 6h 7h Qh 9h Th 3d Jh but holds 6h 7h Qh 9h Th 2d Jh: a shown hand is "
     "the cards the player was dealt and kept"),
]


def test_a_card_out_of_the_deal_alone():
    # b's card logged as c's, c dealt again right after: b's card under the wrong name (README)
    assert _found("card_of_next_seat") == [
        (22, "wrong-deal", "c", "c was dealt 2d up before b and is dealt again later, and b, the next to be dealt, "
         "has no deal of the street in the log: taken as b's, logged under c's name")]
    assert _found("late6th") == [(23, "wrong-deal", "a", "a acted before the deal of 6th street was complete "
                                  "(c still to be dealt)")]


def test_a_card_out_of_the_deal_with_a_bet_right_after_lets_the_betting_go_on():
    # the betting between c's two cards: the first is c's, out of order; the second, c already
    # holding the street's card, is taken as b's (b shows the other): the shows are the mismatches
    assert _found("card_of_next_seat_then_another") == [
        (22, "wrong-deal", "c", "c was dealt before b: cards are dealt clockwise starting left of the dealer"),
        (24, "wrong-deal", "c", "c was dealt 3d up but already had the cards of 6th street, and b, the next to be "
         "dealt, has no deal of the street in the log: taken as b's, logged under c's name"),
        *SHOWS]


def test_six_players_a_card_out_of_the_deal_then_the_betting_judges_the_payout_right():
    assert _found("six_players_card_of_next_seat_then_another") == [
        (51, "wrong-deal", "dave", "dave was dealt before rupert: cards are dealt clockwise starting left of the "
         "dealer"),
        (53, "wrong-deal", "dave", "dave was dealt 4d up but already had the cards of 6th street, and rupert, the "
         "next to be dealt, has no deal of the street in the log: taken as rupert's, logged under dave's name"),
        (66, "shown-cards-mismatch", "rupert", "rupert showed 9d 9c Kh Qc 8d 4s 3s but holds 9d 9c Kh Qc 8d 4d 3s: "
         "a shown hand is the cards the player was dealt and kept"),
        (67, "shown-cards-mismatch", "dave", "dave showed Ad 8c 6d 6c 5c 4d Ah but holds Ad 8c 6d 6c 5c 4s Ah: "
         "a shown hand is the cards the player was dealt and kept"),
    ]
