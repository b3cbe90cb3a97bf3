"""Draw: a known card kept beside a ``??`` discard stays the player's in the ledger (that ``??``
may have been any card of the hand), but a new deck made of the discards that held that ``??``
may hold it (POKER.md 4.4: once the deck runs out, the earlier players' discards are shuffled
into a new deck).  Another player may then draw it from that deck (named, or unseen and shown),
as many of those cards as the player discarded ``??``, and it is theirs: a show of it by the
player who discarded the ``??`` is ``shown-cards-mismatch``.  From a deck made before that
``??`` was discarded it is still ``duplicate-card``.  Before, every such draw was a false
``duplicate-card`` (3,213 of 15,090 legal simulated hands with one player's discards masked).

The fixture is the simulated hand draw-35-121 (seven players, the deck runs out during
mallory's draw) with grace's four discards logged ``??``: she was dealt 9c Kd Th 3d 2h, and the
new deck gives 9c and 3d to mallory and Kd to erin."""

from __future__ import annotations

import json

import msgspec

from audit.codes import severity
from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s35" / "kept-or-discarded-cards-in-a-new-deck.jsonl")


def _errors(hand_id: str) -> list[tuple[str, int, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings if severity(f.code) == "error"]


def test_another_player_may_draw_it_from_the_new_deck_made_of_that_discard():
    assert _errors("reshuffled-kept-or-discarded-drawn-by-others") == []


def test_once_drawn_by_another_the_discarder_showing_it_is_shown_cards_mismatch():
    # grace shows Kd for her unknown card, but erin drew Kd from the new deck
    assert _errors("drawn-by-another-then-shown-by-the-discarder") == [("shown-cards-mismatch", 40, "grace")]


def test_no_more_of_them_than_the_unknown_cards_discarded():
    # four ?? discarded: 9c 3d (mallory), 2h Kd Th (erin) are five of grace's cards
    assert _errors("more-drawn-than-the-discarder-discarded") == [("duplicate-card", 32, "erin")]


def test_a_deck_made_before_the_discard_does_not_hold_it():
    # mallory discards ?? from her known hand after the deck ran out in her draw: her discards
    # are not in the new deck erin draws from, so 3c (mallory's) is still a duplicate
    assert _errors("discarded-after-the-new-deck-was-made") == [("duplicate-card", 32, "erin")]


def test_drawn_unseen_from_that_deck_it_may_be_shown():
    # erin receives ?? ?? ?? ?? from the new deck and shows Kd, one of grace's cards
    assert _errors("drawn-unseen-by-another-and-shown") == []


def test_drawn_unseen_and_shown_after_the_discarder_showed_it_is_shown_cards_mismatch():
    found = _errors("drawn-unseen-by-another-and-shown-after-the-discarder-showed-it")
    assert found[0] == ("shown-cards-mismatch", 44, "erin")


def test_legal_hands_with_a_players_discards_masked_get_no_error():
    checked = 0
    for h in simulate("draw", 180, players=8, seed=36):
        drawers = [e["player"] for e in h["events"] if e["type"] == "draw" and e["discard"]]
        for p in drawers:
            v = json.loads(json.dumps(h))
            for e in v["events"]:
                if e["type"] == "draw" and e["player"] == p:
                    e["discard"] = ["??"] * len(e["discard"])
            res = replay(msgspec.convert(v, Hand))
            assert [f.code for f in res.findings if severity(f.code) == "error"] == [], (h["hand_id"], p)
            checked += 1
    assert checked > 500
