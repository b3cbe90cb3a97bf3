"""Stud with everyone all-in (no betting round marks a street's end): a burn while cards of the
street are still owed, followed by a deal to a player who has them, is the next street's burn,
as after a betting round (README): one ``wrong-deal`` naming the player never dealt (their card
unknown, the show telling it), and the street begins.  Before, the burn was "in the middle of
the deal" and every later deal a street behind: six findings, a false ``shown-cards-mismatch`` and
``hand-incomplete``.  A burn followed by the owed cards is still a burn out of place (one finding)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s45" / "deals.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None]]:
    return [(f.code, f.seq) for f in replay(HANDS[hand_id]).findings]


def test_the_base_hand_is_clean():
    assert _found("stud-del4th") == []


def test_a_missing_upcard_with_everyone_all_in_is_one_wrong_deal():
    result = replay(HANDS["stud-del4th-mut"])
    assert [(f.code, f.seq) for f in result.findings] == [("wrong-deal", 12)]
    assert result.findings[0].message == (
        "a card was burned for 5th street before the deal of 4th street was complete (b still to be dealt); "
        "b is never dealt 4th street's card (taken as unknown)")


def test_a_burn_logged_after_the_first_card_of_the_street_is_still_one_burn_out_of_place():
    assert _found("burn-after-a-deal-all-in") == [("wrong-deal", 18)]


def test_a_player_passed_over_in_a_deal_a_card_at_a_time_is_named_once():
    # walter's first downcard missing: named when frank is dealt before him, not again on each
    # later pass of the deal (it was once per pass, three findings)
    result = replay(HANDS["third-street-downcard-missing"])
    assert [(f.code, f.seq) for f in result.findings] == [("wrong-deal", 4)]


def test_with_a_player_dealt_too_many_cards_the_burn_is_no_next_streets():
    # bob's 6th-street card logged to alice: not a card never dealt, so no street begins on the
    # burn, and alice's eighth card wins no pot (it was wrong-winner on a right collect)
    assert _found("deal-misnamed-legal") == []
    assert "wrong-winner" not in {code for code, _ in _found("deal-misnamed")}


def test_after_an_earlier_wrong_deal_the_burn_is_no_next_streets():
    # eight players, a community card: a 5th-street line under the wrong name put the deal a
    # street off already; a later burn with cards owed begins no street (an eighth card won)
    assert _found("s8") == []
    assert "wrong-winner" not in {code for code, _ in _found("s8-mut")}
