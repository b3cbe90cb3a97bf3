"""Tonk: a spread or hit logged under the name of a player who cannot hold its cards, while the
player in turn, who has drawn, holds them all, names the wrong player: one ``card-not-held``, and
the meld is the player in turn's (README, as for a misnamed discard).  The hand then plays on as
logged: the turn's discard is that player's, the cards laid are gone from their hand, and the
settlement is judged as the log records it.  Before (review of session 65) it cascaded: a turn
"ended without a discard", a late discard, a reveal "mismatch" and two wrong payments on correct
pay lines."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s65" / "misnamed-melds.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_a_spread_under_the_next_players_name_is_one_card_not_held_and_the_turns_players_spread():
    assert _found(run(HANDS["caught-spread-legal"])) == []
    res = run(HANDS["caught-spread-misnamed"])      # carol's 7s 7c 7d, logged as alice's
    assert _found(res) == [("card-not-held", 8, "alice")]
    assert "taken as carol's spread" in res.findings[0].message
    # alice's drop is caught by carol (3 each): the payments as logged are right
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["carol"]


def test_a_hit_under_the_next_players_name_is_one_card_not_held_and_the_turns_players_hit():
    assert _found(run(HANDS["caught-hit-legal"])) == []
    res = run(HANDS["caught-hit-misnamed"])         # carol hits bob's run with 2h, logged as alice's
    assert _found(res) == [("card-not-held", 16, "alice")]
    assert "taken as carol's hit" in res.findings[0].message
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["carol"]
