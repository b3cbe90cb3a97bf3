"""Tonk: every turn that ended without its discard (its line left out: one ``tonk-turn-order``
each) may have had it, one of the known cards the player held then gone to the pile unlogged, as
the player's reveal shows (README): two such turns, of two players or of one, are two lost cards,
each shown by its player's reveal without it, and the hand is counted and paid so.  Review of
session 66: the second turn's record replaced the first's, so alice's reveal without her lost Ks
was a ``tonk-reveal-mismatch``, her hand counted with it, and the right payments (bob pays alice 1)
two ``tonk-wrong-payment``."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "lost-discards.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twin_is_clean_and_each_lost_discard_alone_is_one_finding():
    assert _found(run(HANDS["two-legal"])) == []
    assert _found(run(HANDS["two-alice-lost"])) == [("tonk-turn-order", 4, "alice")]
    assert _found(run(HANDS["two-bob-lost"])) == [("tonk-turn-order", 6, "bob")]


def test_two_players_lost_discards_are_two_findings_and_the_drop_is_settled_from_the_reveals():
    # alice's Ks and bob's Kh lost in round 1; alice drops, and each reveals without the lost card
    res = run(HANDS["two-both"])
    assert _found(res) == [("tonk-turn-order", 4, "alice"), ("tonk-turn-order", 5, "bob")]
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["alice"]
    assert nets(res) == {"alice": 1, "bob": -1}


def test_two_lost_discards_of_one_player_are_two_findings_and_the_reveal_without_both_fits():
    # alice's Ks (round 1) and Qs (round 3) lost; she reveals her hand without either
    res = run(HANDS["two-alice-lost-twice"])
    assert _found(res) == [("tonk-turn-order", 4, "alice"), ("tonk-turn-order", 11, "alice")]
    assert nets(res) == {"alice": 1, "bob": -1}
