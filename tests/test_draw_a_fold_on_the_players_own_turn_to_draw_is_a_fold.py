"""Five-card draw: a player may fold on their own turn to draw (``fold_in_draw: own_turn``, the
default: the German seed's "a player may fold at any time", FORMAT.md's ``fold`` "on the player's
own turn"); ``fold_in_draw: betting_only`` (POKER.md 2's choices of a betting round as the only
time to fold) makes it ``illegal-action``; a fold at another player's turn to draw is
``out-of-turn``.  Each way the fold is applied: the player is out and the draw goes on without
them.  Before (review 56), every fold during the draw was ``illegal-action``."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES


def _replays():
    lines = (FIXTURES / "draw_s56" / "fold-in-draw.jsonl").read_bytes().splitlines()
    return {h.hand_id: (h, replay(h)) for h in (msgspec.json.decode(line, type=Hand) for line in lines)}


def test_a_fold_on_the_players_own_turn_to_draw_is_legal_by_default():
    hand, r = _replays()["own-turn"]
    assert hand.events[22].type == "fold" and hand.events[21].player == "bob"
    assert r.findings == []
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("alice", 15, 15)]


def test_with_betting_only_the_same_fold_is_an_illegal_action():
    _, r = _replays()["betting-only"]
    assert [(f.code, f.seq, f.player) for f in r.findings] == [("illegal-action", 22, "carol")]
    assert "fold_in_draw: betting_only" in r.findings[0].message
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("alice", 15, 15)]


def test_a_fold_at_another_players_turn_to_draw_is_out_of_turn():
    replays = _replays()
    _, early = replays["early"]
    assert [(f.code, f.seq) for f in early.findings] == [("out-of-turn", 21)]
    assert "when it was bob's turn to draw" in early.findings[0].message
    _, late = replays["after-drawing"]
    assert [(f.code, f.seq) for f in late.findings] == [("out-of-turn", 23)]
    assert "after drawing" in late.findings[0].message
    for r in (early, late):     # applied: carol is out, the others drew and showed down
        assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("alice", 15, 15)]


def test_a_fold_on_the_own_turn_after_a_stray_bet_is_no_second_finding():
    # a bet during the draw (illegal-action), then the next to draw folds on their turn: a fold in
    # the draw, not the log going on to the second round (review 56: a second, false finding)
    lines = (FIXTURES / "draw_s56" / "stray-bet-then-a-fold-on-the-own-turn.jsonl").read_bytes().splitlines()
    for line in lines:
        r = replay(msgspec.json.decode(line, type=Hand))
        assert [f.code for f in r.findings] == ["illegal-action"], r.findings
        assert all(a.correct == a.recorded for a in r.awards)
