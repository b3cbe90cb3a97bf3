"""A muck at the showdown under the name of a player who has shown, while exactly one other player
still in the hand shows, mucks and collects nowhere, is that player's muck under the wrong name
(one ``out-of-turn``), as for a player who shows later or had folded (README).  Before (review of
session 65) it killed the shown winning hand: its right collect was ``wrong-winner``."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s65" / "muck-under-the-name-of-a-player-who-showed.jsonl")])}


def test_the_shown_hand_stays_live():
    assert _found()["f2"] == [("out-of-turn", 14)]


def test_a_shown_hand_the_log_does_not_pay_is_mucked_by_its_player():
    # the log pays another: the shown hand's muck is its own (the diff review of session 65: a
    # silent loser took it, and the log's payout was called wrong)
    found = _found()
    assert found["A-silent-ann"] == [] and found["B-ann-mucks"] == []
