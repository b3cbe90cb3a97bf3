"""TONK.md 2: a hit adds cards to a spread "so that it stays a valid set or run", and hitting
another player's spread puts that player under a hit penalty.  An invalid hit (``tonk-invalid-hit``:
a spread that would not stay valid, or a set hit under ``hits_on_runs_only``) is no hit: the
spread's owner may still drop on their next turn."""

from __future__ import annotations

from .conftest import FIXTURES, hands_by_id
from .test_tonk_support import BASE, found, run, tonk_hand

from audit.replay import replay

HANDS = hands_by_id(FIXTURES / "tonk_s15" / "invalid-hit-penalizes.jsonl")


def test_a_hit_on_a_set_under_hits_on_runs_only_puts_no_penalty_on_the_owner():
    res = replay(HANDS["runsonly-set-hit"])
    assert found(res) == {("tonk-invalid-hit", 7)}
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["a"]


def test_a_hit_that_breaks_the_set_puts_no_penalty_on_the_owner():
    res = replay(HANDS["wrong-rank-hit"])
    assert found(res) == {("tonk-invalid-hit", 7)}
    assert res.stats["ending"] == "drop_won" and res.stats["winners"] == ["a"]


def test_a_valid_hit_still_puts_the_owner_under_the_penalty():
    # carol hits bob's run 3h-6h with 7h (valid); bob's drop on his next turn is not allowed
    play = ["bob draw stock 6h", "bob spread 3h 4h 5h 6h", "bob discard Kc",
            "carol draw stock 7h", "carol hit 1 7h", "carol discard Qs",
            "alice draw stock 9h", "alice discard 9h", "bob drop"]
    assert found(run(tonk_hand(BASE, play))) == {("tonk-drop-not-allowed", 12)}
    # the same turns with an invalid hit (7s on the hearts run): only the hit is wrong
    play[4] = "carol hit 1 7s"
    assert found(run(tonk_hand(BASE, play))) == {("tonk-invalid-hit", 8)}
