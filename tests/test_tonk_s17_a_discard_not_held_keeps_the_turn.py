"""FORMAT.md: an event that cannot be applied at all (a card the player does not hold) is skipped.
A Tonk discard of a card the player does not hold is one card-not-held and the turn stays with
the player: a corrected discard line that follows is their legal discard (before, it was also
out-of-turn and tonk-turn-order, and the next player lost a turn).  When the next player acts
instead, the turn passes with no other finding (the skipped line was the turn's discard)."""

from __future__ import annotations

import json

from .conftest import FIXTURES
from .test_tonk_support import BASE, run, tonk_hand

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s17" / "one-fault.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}


def _findings(res):
    return [(f.code, f.seq, f.message) for f in res.findings]


def test_a_discard_not_held_then_the_real_discard_is_one_finding():
    res = run(HANDS["discard-not-held-then-real-discard"])     # a: discard Kd (not held), discard Kc
    assert _findings(res) == [("card-not-held", 4, "a discarded Kd but holds 3h 4h 5h 6h 9d Kc")]
    assert res.stats["ending"] == "drop_caught" and res.stats["winners"] == ["a"]
    assert res.stats["counts"] == {"a": 27, "b": 36}      # Kc discarded: b dropped on its own turn


def test_a_discard_not_held_then_the_next_players_turn_is_one_finding():
    res = run(HANDS["discard-not-held-then-next-player"])
    assert _findings(res) == [("card-not-held", 4, "a discarded Kd but holds 2s 3h 4h 5h 6h 7d 9d Kc")]
    assert res.stats["stakes"] == {"a": -2, "b": 2}


def test_two_discards_not_held_then_the_real_discard():
    res = run(tonk_hand(BASE, ["bob draw stock 6h", "bob discard Qc", "bob discard Qd", "bob discard Kc",
                               "carol drop"]))
    assert _findings(res) == [
        ("card-not-held", 5, "bob discarded Qc but holds 3h 4h 5h 6h 9d Kc"),
        ("card-not-held", 6, "bob discarded Qd but holds 3h 4h 5h 6h 9d Kc"),
    ]
    assert res.stats["counts"]["bob"] == 27
