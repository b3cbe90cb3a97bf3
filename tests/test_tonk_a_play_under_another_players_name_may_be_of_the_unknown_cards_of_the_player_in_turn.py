"""Tonk: a discard, spread or hit naming a player who cannot hold its cards, while the player in
turn, who has drawn, holds them, is one ``card-not-held`` and is that player's play (README); so
too when the player in turn may hold them as unknown (``??``) cards (dealt face down, or never
dealt and taken as unknown cards).  Review of session 66: only the known cards of the player in
turn counted, so the discard was not played and the turn ended without a discard (a
``tonk-turn-order`` and an ``unverifiable-award`` more; with a hit, out-of-turn and turn-order
findings at two lines)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "misnamed-play-of-an-unknown-card.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twins_are_clean_and_a_misnamed_play_of_known_cards_is_one_finding():
    assert _found(run(HANDS["discard-legal"])) == []
    assert _found(run(HANDS["discard-unknown-card"])) == []          # alice's Ks dealt as ??
    assert _found(run(HANDS["discard-misnamed"])) == [("card-not-held", 4, "bob")]
    assert _found(run(HANDS["hit-misnamed"])) == [("card-not-held", 15, "erin")]


def test_a_misnamed_discard_of_an_unknown_card_of_the_player_in_turn_is_one_finding():
    res = run(HANDS["discard-both"])
    assert _found(res) == [("card-not-held", 4, "bob")]
    assert "who may hold it (unknown cards): taken as alice's discard" in res.findings[0].message
    assert nets(res) == {"alice": 1, "bob": -1}


def test_a_misnamed_hit_by_a_player_never_dealt_is_one_finding_beside_the_wrong_deal():
    assert _found(run(HANDS["hit-never-dealt"])) == [("wrong-deal", 0, "sybil")]
    assert _found(run(HANDS["hit-never-dealt-misnamed"])) == [("wrong-deal", 0, "sybil"), ("card-not-held", 14, "erin")]
