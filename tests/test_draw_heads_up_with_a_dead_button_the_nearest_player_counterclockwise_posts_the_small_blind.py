"""Draw, heads-up, the button on the seat of a player listed without chips (a dead button, README
"Sessions"): for play the button is on the nearest seat counterclockwise with chips, whose player
posts the small blind (POKER.md 4.1: heads-up, the button posts it), as when the busted player is
not listed at all.  Before, the player left of the dead button was due the small blind: three false
findings (two ``wrong-forced-bet`` and an ``out-of-turn``) on a legal hand, clean once the busted
player's seat was left out (review of session 59)."""

from __future__ import annotations

import json

from audit.readers.native import decode_hand
from audit.replay import replay
from audit.runner import validate

from .conftest import FIXTURES

LOG = FIXTURES / "poker_s59" / "heads_up_dead_button.jsonl"


def _hands() -> list[dict]:
    return [json.loads(line) for line in LOG.read_text().splitlines()]


def _hand(d: dict):
    return decode_hand(json.dumps(d).encode())


def test_the_session_with_the_busted_player_still_listed_is_clean():
    assert [f for c in validate([LOG]) for f in c.findings] == []


def test_the_hand_is_judged_the_same_with_the_busted_player_left_out():
    hand = _hands()[1]
    listed = replay(_hand(hand)).findings
    hand["seats"] = [s for s in hand["seats"] if s["player"] != "B"]
    assert listed == replay(_hand(hand)).findings == []


def test_the_player_left_of_the_dead_button_posting_the_small_blind_is_found():
    hand = _hands()[1]
    ev = hand["events"]
    ev[0], ev[1] = {**ev[0], "player": "C"}, {**ev[1], "player": "A"}
    found = {(f.code, f.seq) for f in replay(_hand(hand)).findings}
    assert ("wrong-forced-bet", 0) in found
