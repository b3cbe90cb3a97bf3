"""A stud deal line logged twice, or dealt after the betting of its street began, is one
``wrong-deal`` (FORMAT.md: an event with a finding is applied as logged wherever it can be, an
event that cannot be applied at all is skipped; POKER.md 5; CODES.md ``wrong-deal``).

A line repeating a player's last deal line of the street is left out, also when its hole cards
are unknown (``??``, as in every PokerStars log), when the deal goes one card a line, and on 7th
street (it was a card after 7th street plus a garbled ``duplicate-card`` "dealt to muck").  An
action before the street's deal is over is reported there; the cards still owed then belong to
that street (it used to begin the next one, shifting every later street by one: 15 to 21
findings from one fault, ending in a payout judged wrong), and who opens is taken as logged."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s16b" / "one-fault-deals.jsonl")


@pytest.mark.parametrize("hand_id,seq,player,message", [
    ("unknown_hole_line_logged_twice", 4, "bob",
     "bob was dealt ?? ?? down and 9h up again: bob already holds them (a deal logged twice)"),
    ("one_card_line_logged_twice", 3, "alice", "alice was dealt Ah down again: alice already holds it (a deal logged twice)"),
    ("one_card_line_logged_again_a_pass_later", 4, "alice",
     "alice was dealt Ah down again: alice already holds it (a deal logged twice)"),
    ("seventh_street_line_logged_twice", 24, "bob", "bob was dealt 8c down again: bob already holds it (a deal logged twice)"),
    ("check_before_the_last_card", 13, "alice",
     "alice acted before the deal of 5th street was complete (bob still to be dealt)"),
    ("last_card_after_the_betting", 13, "alice",
     "alice acted before the deal of 5th street was complete (bob still to be dealt)"),
    ("bring_in_before_the_last_card", 9, "Brian Rast",
     "Brian Rast acted before the deal of 3rd street was complete (Kristopher Tong still to be dealt)"),
])
def test_one_misplaced_deal_line_is_one_wrong_deal(hand_id, seq, player, message):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [("wrong-deal", seq, player, message)]


def test_a_card_dealt_late_stays_on_its_street():
    rounds = replay(HANDS["check_before_the_last_card"]).rounds
    assert rounds[12:16] == [2, 2, 2, 2]     # 5th street: alice's card, her check, bob's card, his check
    assert rounds[16] == 3                   # the burn for 6th street


def test_a_late_third_street_card_keeps_the_streets_and_the_pot():
    result = replay(HANDS["bring_in_before_the_last_card"])
    assert result.rounds[9:17] == [0] * 8    # the bring-in, the late card, 3rd street's betting
    assert result.rounds[17] == 1            # 4th street's first card
    assert result.pot_total == 3900000


def test_a_card_of_an_earlier_street_dealt_again_is_no_repeated_line():
    findings = replay(HANDS["earlier_card_dealt_again"]).findings
    assert (findings[0].code, findings[0].seq, findings[0].message) == \
        ("duplicate-card", 8, "9h dealt to bob is already held by bob")
    assert not [f for f in findings if "a deal logged twice" in f.message]


def test_a_stray_card_names_the_player_it_was_dealt_to():
    findings = replay(HANDS["card_after_seventh_street"]).findings
    assert [(f.code, f.seq, f.message) for f in findings] == [
        ("wrong-deal", 24, "bob was dealt a card after 7th street: seven-card stud deals seven cards"),
        ("duplicate-card", 24, "8d dealt to bob is already held by alice"),
    ]
