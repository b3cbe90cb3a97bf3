"""Stud: a deal line lost (a player never dealt the street's cards, the street's lines short of
its deal) took cards out of the deck: they are unknown and out of it, even when the deck cannot
give everybody a 7th-street card (the rest of a full deal no longer fits; a line under the wrong
player, its lines not short, still takes none: tests/test_stud_cards_never_dealt_take_no_card_a_full_deal_needs.py),
and so is the card of a player passed over who folds before the next street.  Before (review of
session 66), with eight players they stayed in the deck: at 7th street the community card was
called not needed ("the deck still held 8 cards"), or the burned cards dealt again duplicates."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_a_lost_deal_line_with_the_deck_short_is_one_finding():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s66" / "deal-line-lost-with-the-deck-short.jsonl")])}
    assert found == {
        "stud8-community-legal": [],
        "stud8-community-3rd-street-line-lost": [("wrong-deal", 8, "bob")],
        "stud8-burns-reused-legal": [],
        "stud8-burns-reused-3rd-street-line-lost": [("wrong-deal", 1, "fay")],
        "stud8-folded-player-legal": [],
        "stud8-lost-4th-street-line-of-a-player-who-folds": [("wrong-deal", 27, "ann")],
    }
