"""POKER.md 5.6: "When even that is not enough for 7th street, a single community card is dealt face
up in the middle and every player uses it as their seventh card."  Eight players reach 7th street
with one card in the deck and three burned: four cards for eight players.  The log deals p1 the
deck's last card (the fault) and then the community card (owed).  The community card was refused
as "only dealt at the start of 7th street" and dropped, so every other player's show was a false
shown-cards-mismatch and p3's win unverifiable, with nothing at the deal that broke the rule (a
review, session 53).  Now the deal to p1 is the one wrong-deal and the community card counts."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "stud_s53" / "own_card_then_community.jsonl")["own-card-then-community"]


def test_the_players_own_seventh_card_is_the_wrong_deal_and_the_community_card_counts():
    result = replay(HAND)
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("wrong-deal", 75, "p1")]
    assert result.findings[0].message == (
        "p1 was dealt Ad down on 7th street, but only 4 cards were left (deck and burned) for the 8 "
        "players still in: 7th street is a single community card, every player's seventh")


def test_explain_counts_the_cards_left_at_the_start_of_7th_street():
    text = render_text(explain_data(HAND))
    assert ("the community card 4h was dealt for 7th street: 4 cards were left (deck and burned) for 8 players"
            in text)
    # p1 plays the seven cards of their own; every other player their six and the community card
    assert "2. p1: two pair, aces and tens (Ac Ad Th Ts Jc) from 4c Jc Ac Th 7d Ts Ad\n" in text
    assert "1. p3: three nines (9s 9c 9h Kh 8d) from 9s 9c 9h 8d Kh 6s 4h\n" in text


def test_a_second_players_own_seventh_card_is_a_wrong_deal_too():
    hand = hands_by_id(FIXTURES / "stud_s53" / "two_own_cards_then_community.jsonl")["two-own-cards"]
    assert [(f.code, f.seq, f.player) for f in replay(hand).findings] == [
        ("wrong-deal", 75, "p1"), ("wrong-deal", 76, "p2")]


def test_an_own_seventh_card_dealt_before_the_6th_street_betting_was_over_owes_the_community_card_too():
    """The same deal logged before the last check of 6th street: one wrong-deal, which says both."""
    hands = hands_by_id(FIXTURES / "stud_s53" / "own_card_ahead_then_community.jsonl")
    for hand_id, seq, to_act in (("ahead-own-card", 74, "p8"), ("ahead-own-card-2", 73, "p7")):
        (f,) = replay(hands[hand_id]).findings
        assert (f.code, f.seq) == ("wrong-deal", seq)
        assert f.message == (f"7th street was dealt before the betting of 6th street was over ({to_act} was to "
                             f"act); and only 4 cards were left (deck and burned) for the 8 players still in: "
                             f"7th street is a single community card, every player's seventh")
