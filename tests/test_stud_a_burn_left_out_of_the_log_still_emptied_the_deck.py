"""Stud burn lines are optional (README): a log may give the burns of 4th to 6th street but not
7th street's.  That burn still took a card, so a burned card dealt once the deck holds no more
cards than the burns left out is dealt from the burns, as POKER.md 5.6 allows, not a
``duplicate-card`` (review of session 63).  A burned card dealt while the deck still held cards is
one, whether the burns are all logged or not."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "stud_s64"


def _found(name: str) -> list[tuple]:
    return [(f.code, f.seq, f.player) for c in validate([str(DIR / name)]) for f in c.findings]


def test_seven_players_7th_street_burn_not_logged_is_clean():
    # 42 cards to 6th street and three burns logged: 7 left; 7th street's burn (2c) not logged
    # leaves 6, so the last player's card is a burned one (Jc)
    assert _found("seven-players-7th-burn-not-logged.jsonl") == []


def test_seven_players_every_burn_logged_is_clean():
    assert _found("seven-players-every-burn-logged.jsonl") == []


def test_eight_players_community_card_from_the_burns_is_clean():
    # the unlogged 7th-street burn took the deck's last card: the community card is a burned one
    assert _found("eight-players-community-7th-burn-not-logged.jsonl") == []


def test_a_burned_card_dealt_first_on_7th_street_is_a_duplicate_card():
    # six cards were still in the deck, even counting the burn left out
    assert _found("seven-players-burned-card-dealt-while-the-deck-held-cards.jsonl") == [
        ("duplicate-card", 115, "ann")]


def test_a_burned_card_dealt_first_with_every_burn_logged_is_a_duplicate_card():
    assert _found("seven-players-every-burn-logged-burned-card-dealt-first.jsonl") == [
        ("duplicate-card", 116, "ann")]


def test_an_unknown_card_dealt_from_the_burns_may_be_shown_as_a_burned_card():
    # gus's 7th-street card logged as ??: the deck was empty, so it came from the burns, and his
    # show of Jc (burned on 4th street) is no mismatch (review of session 64)
    assert _found("seven-players-7th-burn-not-logged-unknown-card-shown.jsonl") == []
