"""The draw simulator shows a card its replay no longer knows (after an injected ``duplicate-card``,
the replay's hand holds an unknown card) as ``??``: it wrote ``JK`` (``CARD_NAMES[-1]``, a joker's
name), a card a deck without jokers does not have, so the hand had a second, false
``shown-cards-mismatch`` beside its one fault (review of session 62: hand 1770 of seed 22, 8 players)."""

from __future__ import annotations

import itertools

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.simulate import simulate


def test_the_injected_duplicate_is_the_hands_one_finding():
    hand = next(itertools.islice(simulate("draw", 1771, 8, seed=22, faults=0.6), 1769, None))
    assert hand["hand_id"] == "draw-22-1770" and hand["injected"] == {"code": "duplicate-card", "seq": 3}
    shows = [c for e in hand["events"] if e["type"] == "show" for c in e["cards"]]
    assert "JK" not in shows and "??" in shows
    result = replay(msgspec.convert(hand, Hand))
    assert [(f.code, f.seq) for f in result.findings] == [("duplicate-card", 3)]
