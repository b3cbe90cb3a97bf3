"""Tonk: a spread or hit under the name of a player who cannot hold its cards, while the player in
turn, who has drawn, holds them, is that player's meld (README) only when their own lines right
after it (their spreads and hits, up to their discard) do not play one of its cards.  When they do,
the line is a stray: one ``card-not-held``, not played (as a discard under another name is when
the turn's own discard follows).  Review of session 67: a stray hit of carol's 2h on bob's run,
logged as alice's (or bob's), followed by carol's own discard of 2h, was taken as carol's hit: her
discard was a second ``card-not-held``, and bob, under a hit penalty he never got, was called
``tonk-drop-not-allowed`` at his drop; a spread logged twice, first under another name, was two
``card-not-held``."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (
    FIXTURES / "tonk_s67" / "misnamed-meld-then-the-turns-own-play-of-its-cards.jsonl")
    .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player, f.message) for f in res.findings]


def test_the_legal_twin_is_clean():
    res = run(HANDS["bob-drop-legal"])
    assert _found(res) == []
    # bob drops with 9, caught by alice's 3: bob pays her 2, carol 1 (x 10)
    assert nets(res) == {"alice": 30, "bob": -20, "carol": -10}


def test_a_stray_hit_then_the_turns_own_discard_of_its_card_is_one_finding_not_played():
    for hid, who, held in (("stray-hit-then-discarded-bob-drops", "alice", "Ac 2c"),
                           ("stray-hit-as-bob-then-discarded-bob-drops", "bob", "9d")):
        res = run(HANDS[hid])
        assert _found(res) == [
            ("card-not-held", 16, who,
             f"{who} hit spread 1 with 2h but holds {held}, and it was carol's turn, whose own lines "
             f"after it play it: the line is not played")], hid
        assert nets(res) == {"alice": 30, "bob": -20, "carol": -10}


def test_a_spread_logged_twice_first_under_another_name_is_one_finding():
    res = run(HANDS["spread-logged-twice-first-under-another-name"])
    assert [f[:3] for f in _found(res)] == [("card-not-held", 8, "alice")]
