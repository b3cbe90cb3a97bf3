"""TONK.md: a dealt tonk is declared before play starts; "so is a declaration of a count not listed"
a violation, and CODES.md's `tonk-dealt-tonk` is "a declaration for a count that does not qualify".
bob, dealt a count of 42, declares after alice's first turn: the count decides the code, as it
does before play (only illegal-action was reported, a review, session 53).  A late declaration
whose dealt count is no longer known (the player has played since the deal) stays illegal-action."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run

HAND = json.loads((FIXTURES / "tonk_s53" / "late_declaration.jsonl").read_text(encoding="utf-8"))


def _found(hand):
    res = run(hand)
    return [(f.code, f.seq, f.player) for f in res.findings if f.code != "hand-incomplete"], res


def test_a_late_declaration_of_a_dealt_count_that_does_not_qualify_is_tonk_dealt_tonk():
    found, res = _found(HAND)
    assert found == [("tonk-dealt-tonk", 6, "bob")]
    assert "after play had started" in res.findings[0].message
    assert "bob's dealt count of 42 does not qualify" in res.findings[0].message


def test_a_late_declaration_after_the_player_has_played_is_illegal_action():
    hand = json.loads(json.dumps(HAND))
    events = hand["events"]
    # bob plays his turn first, then declares at the start of his next one
    hand["events"] = events[:6] + events[7:9] + [
        {"type": "draw", "player": "carol", "from": "stock", "card": "8c"},
        {"type": "discard", "player": "carol", "card": "8c"},
        {"type": "draw", "player": "alice", "from": "stock", "card": "9c"},
        {"type": "discard", "player": "alice", "card": "9c"},
        {"type": "declare", "player": "bob"}]
    found, _ = _found(hand)
    assert found == [("illegal-action", 12, "bob")]
