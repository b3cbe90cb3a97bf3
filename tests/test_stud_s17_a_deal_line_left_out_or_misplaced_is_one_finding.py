"""A stud deal line left out, logged late or logged early is one ``wrong-deal`` (README, Readings
of the rules, Stud: one fault stays one finding; FORMAT.md: an event with a finding is applied as
logged wherever it can be).

A card never dealt is unknown (``??``) for that player, as the README reads a skipped deal in
Palace and Tonk: the street ends (the next one begins, or the showdown) with the card taken from
the deck unseen, so the show that reveals it is judged against the deck and the pot on the shown
cards (it used to rank a hand of six cards, or slide later cards onto earlier streets: a second
wrong-deal, shown-cards-mismatch and wrong-winner on a correct collect).  A card still owed that
comes once the street's betting is over is the next street's when it fits it and the player is
not dealt again in that street's deal.  The next street's burn logged before a late card keeps
that card on its street; a card of the next street dealt before the betting is over lets the
betting go on (as an early burn does) and counts when that street begins.  A stud ante logged
after the deal is one ``wrong-forced-bet`` at that line, not also a missing ante (as in draw)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "deal_s17" / "stud-one-fault-deals.jsonl")


@pytest.mark.parametrize("hand_id,seq,player,message", [
    ("miss7", 18, "bob", "bob was dealt before alice: cards are dealt clockwise starting left of the dealer; "
     "alice is never dealt 7th street's card (taken as unknown)"),
    ("miss5", 10, "bob", "bob was dealt before alice: cards are dealt clockwise starting left of the dealer; "
     "alice is never dealt 5th street's card (taken as unknown)"),
    ("miss5b", 12, "bob", "bob was dealt before alice: cards are dealt clockwise starting left of the dealer; "
     "alice is never dealt 5th street's card (taken as unknown)"),
    ("miss3", 3, "bob", "bob acted before the deal of 3rd street was complete (bob still to be dealt); "
     "bob is never dealt 3rd street's cards (taken as unknown)"),
])
def test_a_deal_line_left_out_is_one_wrong_deal_and_the_card_is_unknown(hand_id, seq, player, message):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [("wrong-deal", seq, player, message)]


def test_the_show_of_a_card_never_dealt_is_accepted_and_the_pot_judged_on_it():
    result = replay(HANDS["miss7"])
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == [("alice", 10, 10)]
    assert result.pots[0].winners == ["alice"]          # aces (the Ac she was never dealt) beat kings


def test_a_card_of_a_later_street_keeps_its_street():
    # alice's 5th-street line is missing: her next up card (5d) is 6th street's, 5th is unknown
    result = replay(HANDS["miss5"])
    assert result.rounds[13:15] == [3, 3]               # 5d and bob's 6h: 6th street


@pytest.mark.parametrize("hand_id,seq,player,message", [
    ("late3rd_burn", 3, "bob", "bob acted before the deal of 3rd street was complete (bob still to be dealt)"),
    ("early4th_b_ww", 4, "alice", "4th street was dealt before the betting of 3rd street was over (bob was to act)"),
    ("early4th", 4, "alice", "4th street was dealt before the betting of 3rd street was over (bob was to act)"),
])
def test_a_deal_line_logged_late_or_early_is_one_wrong_deal(hand_id, seq, player, message):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [("wrong-deal", seq, player, message)]


def test_a_late_third_street_deal_after_the_next_burn_stays_on_third_street():
    result = replay(HANDS["late3rd_burn"])
    assert result.rounds[3:8] == [0, 0, 0, 0, 1]        # check, check, 4th street's burn, bob's late deal; 9c


def test_an_early_deal_lets_the_betting_go_on():
    result = replay(HANDS["early4th"])
    assert result.rounds[4:11] == [0, 0, 0, 1, 1, 1, 2]  # the early card, 3rd street's checks, then 4th street


def test_a_stud_ante_logged_after_the_deal_is_one_finding():
    result = replay(HANDS["late_ante"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("wrong-forced-bet", 2, "bob", "bob posted an ante after the deal began: every player antes before "
         "the cards are dealt")]
