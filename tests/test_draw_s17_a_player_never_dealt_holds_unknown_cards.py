"""Five-card draw: a player whose deal line is left out is one ``wrong-deal`` (README, Readings of
the rules, Draw: one fault stays one finding) and holds five unknown (``??``) cards, as the README
reads a skipped deal in Palace and Tonk: the draw and the show are judged from unknown cards.  It
used to be five findings: the deal out of order, "dealt no cards" at the end of the deal,
card-not-held at the draw (holding nothing), shown-cards-mismatch and unverifiable-award though
the player showed.  A deal of theirs logged after the betting began replaces the unknown cards."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "deal_s17" / "draw-missing-deal.jsonl")


def _found(hand_id: str) -> list[tuple]:
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def test_a_deal_line_left_out_is_one_wrong_deal_and_five_unknown_cards():
    assert _found("draw_missing_deal") == [
        ("wrong-deal", 5, "carol", "carol was dealt before bob: the deal goes clockwise from the button's left; "
         "bob is never dealt (taken as 5 unknown cards)")]


def test_the_draw_and_the_show_of_unknown_cards_settle_the_pot():
    result = replay(HANDS["draw_missing_deal"])
    assert result.pots[0].winners == ["carol", "bob"]      # bob's shown hand ties carol's (it was unknown)
    assert sorted((a.player, a.correct, a.recorded) for a in result.awards) == [("bob", 36, 36), ("carol", 37, 37)]


def test_a_deal_logged_after_the_first_action_replaces_the_unknown_cards():
    assert _found("late_after_call") == [
        ("wrong-deal", 5, "carol", "carol was dealt before bob: the deal goes clockwise from the button's left")]


def test_a_player_dealt_later_in_the_deal_is_no_missing_deal():
    assert _found("deal_order_ok_bob_last") == [
        ("wrong-deal", 5, "carol", "carol was dealt before bob: the deal goes clockwise from the button's left")]
