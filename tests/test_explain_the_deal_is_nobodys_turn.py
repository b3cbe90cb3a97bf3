"""The timeline of `explain` and of the report's hand pages names whose turn each event was; the
dealer's events (deals, burns, community cards, Tonk's upcard, Palace banners) are nobody's turn,
though a player may already be next to act (in draw, after the blinds, during the deal)."""

from __future__ import annotations

import msgspec
import pytest

from audit.explain import DEALER_EVENTS, NO_TURN_EVENTS, explain_data, render_text
from audit.model import Hand
from audit.report_hand import replay_timeline
from audit.simulate import simulate


@pytest.mark.parametrize("game", ["draw", "stud", "palace", "tonk"])
def test_no_dealer_event_is_a_players_turn(game):
    for raw in simulate(game, 6, seed=4):
        hand = msgspec.convert(raw, Hand)
        data = explain_data(hand)
        dealt = [s for s in data["steps"] if s["type"] in DEALER_EVENTS]
        assert dealt and all(s["turn"] is None for s in dealt)
        # (a Tonk hand of a declared dealt tonk has no turn: a declaration is nobody's)
        acts = [s for s in data["steps"] if s["type"] not in NO_TURN_EVENTS]
        assert any(s["turn"] for s in acts) or not acts
        text = render_text(data)
        assert not [line for line in text.splitlines() if "'s turn" in line and " is dealt " in line]
        steps, _ = replay_timeline(hand, None, [s.player for s in hand.seats])
        assert all(step[6] == "" for step, ev in zip(steps, hand.events) if ev.type in DEALER_EVENTS)
