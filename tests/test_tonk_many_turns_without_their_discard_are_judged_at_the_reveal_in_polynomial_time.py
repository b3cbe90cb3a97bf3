"""Tonk: a reveal after many turns that ended without their discard (each its line left out, one
``tonk-turn-order``) is judged by a matching of those turns to the known cards each may have lost,
one card each, all different (README: every such turn keeps its own lost card), not by trying every
choice of turns and every product of their cards.  Review of session 66: a player who drew for N
turns, none of her discards logged, and revealed a card she never held took time growing by a
factor of about N+2 a turn (13 s for 10 turns, minutes for 11): every choice was built before its
cards were seen to differ, and a reveal that fits no choice walked them all.  The hands here have
18 such turns: the reveal without 18 of the drawn cards fits (the 18 turn-order findings only, the
drop settled from the reveal), and the reveal of a card never held is one ``tonk-reveal-mismatch``.
The choice made is the first the exhaustive search would make (checked on small cases)."""

from __future__ import annotations

import json
import random
from itertools import combinations, product

from audit.games.tonk_unlogged import _first_choice

from .conftest import FIXTURES
from .test_tonk_support import nets, run

HANDS = {h["hand_id"]: h for h in map(json.loads, (FIXTURES / "tonk_s66" / "many-lost-discards-one-reveal.jsonl")
                                      .read_text(encoding="utf-8").splitlines())}

# alice draws at events 4, 7, ... (her discard lines left out: the turn ends at bob's draw)
LOST = [("tonk-turn-order", 4 + 3 * t, "alice") for t in range(18)]


def _found(res):
    return [(f.code, f.seq, f.player) for f in res.findings]


def test_the_legal_twin_is_clean():
    res = run(HANDS["long-legal"])
    assert _found(res) == []
    assert nets(res) == {"alice": -2, "bob": 2}


def test_a_reveal_without_one_card_of_each_turn_fits_and_the_drop_is_settled():
    res = run(HANDS["long-lost-reveal-fits"])
    assert _found(res) == LOST
    assert res.stats["ending"] == "drop_caught"
    assert nets(res) == {"alice": -2, "bob": 2}


def test_a_reveal_of_a_card_never_held_fits_no_choice_and_is_one_mismatch():
    res = run(HANDS["long-lost-reveal-fits-no-choice"])
    assert _found(res) == LOST + [("tonk-reveal-mismatch", 58, "alice")]
    assert nets(res) == {"alice": -2, "bob": 2}


def _exhaustive(options, k):
    for chosen in combinations(range(len(options)), k):
        for picks in product(*[options[t] for t in chosen]):
            if len(set(picks)) == k:
                return list(chosen), list(picks)
    return None


def test_the_choice_is_the_first_of_the_exhaustive_search():
    rnd = random.Random(66)
    for _ in range(2000):
        n, m = rnd.randint(1, 5), rnd.randint(1, 5)
        options = [sorted(rnd.sample(range(m), rnd.randint(0, m))) for _ in range(n)]
        k = rnd.randint(1, n)
        assert _first_choice(options, k) == _exhaustive(options, k), (options, k)
