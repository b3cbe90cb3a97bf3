"""POKER.md 5.6: the community card when the deck cannot serve 7th street, and only then."""

from __future__ import annotations

import random

from audit.cards import CARD_NAMES

from .test_stud_hands import check, found, play_checked_down

RULES = {"betting": "fixed", "ante": 1, "small_bet": 10}


def _deck(seed: int) -> list[str]:
    deck = list(CARD_NAMES[:52])
    random.Random(seed).shuffle(deck)
    return deck


def test_eight_players_to_7th_street_get_a_community_card_and_validate_clean():
    for seed in range(5):
        h = play_checked_down(8, RULES, _deck(seed))
        assert any(e["type"] == "community" for e in h["events"])
        result = check(h)
        assert result.findings == [], result.findings
        # everybody plays the community card as their seventh card
        assert all(len(s.cards) == 7 for s in result.showdown)


def test_six_players_with_a_community_card_get_community_not_needed():
    h = play_checked_down(6, RULES, _deck(1), community=True)
    seq = next(k for k, e in enumerate(h["events"]) if e["type"] == "community")
    assert ("community-not-needed", seq) in found(h)


def test_the_community_card_message_counts_the_cards_left():
    h = play_checked_down(6, RULES, _deck(2), community=True)
    f = next(f for f in check(h).findings if f.code == "community-not-needed")
    # 52 - 6 x 6 cards dealt = 16 left (deck and burns) for 6 players
    assert "6 players left" in f.message and "16 cards" in f.message
