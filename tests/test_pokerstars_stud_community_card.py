"""POKER.md 5.6 from PokerStars text: "*** RIVER *** [6h]" deals one community card, the native
``community`` event, in place of every player's 7th-street card."""

from __future__ import annotations

from pathlib import Path

from audit.readers.pokerstars import read
from audit.runner import validate

from .conftest import FIXTURES

# a real hand: eight players reach 7th street, the deck cannot give each a card
REAL = FIXTURES / "pokerstars" / "stud_community_card_real.txt"


def hand():
    (rec,) = list(read(REAL, REAL.read_text()))
    assert rec.hand is not None, rec.error
    return rec.hand


def test_the_card_after_the_river_marker_is_the_community_card():
    events = hand().events
    community = [e for e in events if e.type == "community"]
    assert [e.cards for e in community] == [["6h"]]
    k = events.index(community[0])
    # no 7th-street card for any player: the 6th-street deals, their betting, then the community card
    assert [e.type for e in events[k - 8:k]] == ["check"] * 8
    assert events[k + 1].type == "check" and all(e.type != "deal" for e in events[k:])


def test_the_legal_hand_validates_clean():
    (c,) = validate([str(REAL)])
    assert c.error is None and c.findings == []


def test_a_river_marker_without_a_card_still_deals_each_player_a_card():
    text = REAL.read_text().replace("*** RIVER *** [6h]", "*** RIVER ***")
    (rec,) = list(read(Path("x.txt"), text))
    events = rec.hand.events
    assert not any(e.type == "community" for e in events)
    k = next(i for i, e in enumerate(events) if e.type == "bet")
    assert [e.type for e in events[k - 10:k]] == ["deal"] * 8 + ["check"] * 2
