"""A muck at the showdown under the name of a player who has shown, while exactly one other player
still in the hand shows, mucks and collects nowhere, is that player's muck under the wrong name
(one ``out-of-turn``), as for a player who shows later or had folded (README).  Before (review of
session 65) it killed the shown winning hand: its right collect was ``wrong-winner``."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_the_shown_hand_stays_live():
    found = [(f.code, f.seq) for c in validate(
        [str(FIXTURES / "draw_s65" / "muck-under-the-name-of-a-player-who-showed.jsonl")]) for f in c.findings]
    assert found == [("out-of-turn", 14)]
