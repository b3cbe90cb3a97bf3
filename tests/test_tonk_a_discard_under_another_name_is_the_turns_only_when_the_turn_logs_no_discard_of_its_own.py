"""Tonk: a discard during play under the name of a player who cannot hold the card, while the
player in turn, who has drawn, holds it or may hold it as an unknown (``??``) card, is that
player's discard (the line names the wrong player: one ``card-not-held``) only when the player
in turn logs no discard of their own in the turn (next, after only their spreads and hits).
When they do, the line is a stray: one ``card-not-held``, not played, and the turn's own discard
is the turn's (README).  Review of session 66: a stray "bob discards 9s" (9s seen nowhere, alice
dealt an unknown card, or holding 9s) followed by alice's own discard was taken as alice's, and
her real discard was out of turn and before a draw, her reveal of 9s a mismatch and the right
payments two ``tonk-wrong-payment``: six findings for one stray line."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "stray-discard-then-own-discard.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}

# bob drops with 15, the lowest: alice (23) and carol (24) pay him 1 each
PAID = {"alice": -1, "bob": 2, "carol": -1}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twins_are_clean():
    for hid in ("legal-unknown", "legal-known"):
        res = run(HANDS[hid])
        assert _found(res) == [], hid
        assert nets(res) == PAID


def test_a_stray_discard_then_the_turns_own_discard_is_one_finding_not_played():
    for hid in ("stray-then-own-discard-unknown", "stray-then-own-discard-known"):
        res = run(HANDS[hid])
        assert _found(res) == [("card-not-held", 5, "bob")], hid
        assert "the discard is not played" in res.findings[0].message
        assert res.stats["winners"] == ["bob"] and nets(res) == PAID


def test_the_turns_discard_logged_twice_under_two_names_is_one_finding():
    # "bob discards 7s" then "alice discards 7s": alice's line is her discard
    res = run(HANDS["same-card-then-own-discard"])
    assert _found(res) == [("card-not-held", 5, "bob")]
    assert nets(res) == PAID


def test_with_no_discard_of_the_turns_own_the_line_is_still_the_turns_discard():
    res = run(HANDS["misnamed-discard-no-own"])
    assert _found(res) == [("card-not-held", 5, "bob")]
    assert "taken as alice's discard" in res.findings[0].message
    assert nets(res) == PAID
