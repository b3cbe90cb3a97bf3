"""Palace Poker: a payout logged before the battle's result or capture lines (which follow it) is
one finding, the first of those lines coming after the payout (``out-of-turn``, as any action after
the log paid out); the battle is judged by its lines where they stand, and the payout is right.
Before (review 56), a collect between the call and the battle line was three findings: a missing
capture at the collect, and the battle and capture lines each ``palace-hand-not-over``."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES


def _replays():
    lines = (FIXTURES / "palace_s56" / "payout-before-the-battle-lines.jsonl").read_bytes().splitlines()
    return {h.hand_id: replay(h) for h in (msgspec.json.decode(line, type=Hand) for line in lines)}


def test_a_collect_before_the_battle_line_is_one_out_of_turn_at_it():
    r = _replays()["early2"]
    assert [(f.code, f.seq) for f in r.findings] == [("out-of-turn", 9)]
    assert "after the log had paid out the pot (event 8)" in r.findings[0].message
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("b", 30, 30)]


def test_a_collect_before_the_capture_line_is_one_out_of_turn_at_it():
    r = _replays()["early3"]
    assert [(f.code, f.seq) for f in r.findings] == [("out-of-turn", 10)]
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("b", 30, 30)]
