"""Differential test: PokerKit's pot-limit and no-limit draw and stud, and fixed-limit draw,
against the validators (fixed-limit stud: tests/test_pokerkit_stud_differential.py).

PokerKit's state machine is driven with random legal actions of random sizes
(tests/pokerkit_draw.py, tests/pokerkit_stud.py): blinds and antes, heads-up to
six (draw) or seven (stud) players, stacks from less than a blind to deep, so that
there are short blinds, all-in raises short of a full raise and side pots.  Every
hand, written as a native log with PokerKit's own settlement as the recorded
collects, must validate with no finding (bet sizes, the pot-limit maximum, the
fixed-limit raise cap, reopening after short all-ins, the big blind's option) and
settle to PokerKit's
final stacks; with the collects taken away, the validator's own settlement must
give the same stacks.

Where the two readings differ (README "Readings of the rules") the harness keeps
to what both accept: stud completions are to exactly the small bet, raises after
a short all-in come only from players the rules reopen the betting to, a hand
with a big blind all-in for less than the blind is logged with
``short_big_blind: "posted"``, and a split pot's odd chip goes left of the button.
In fixed-limit draw the rules count the big blind as the opening bet (a bet and three
raises before the draw), PokerKit counts four raises after the blinds: the harness
gives PokerKit the rules' cap for that round (tests/pokerkit_draw.py).
"""

from __future__ import annotations

import random

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from . import pokerkit_draw, pokerkit_stud

HANDS = 400


def _replay(raw: dict):
    return replay(msgspec.convert(raw, Hand))


def _play(rng: random.Random, game: str, betting: str, k: int) -> tuple[dict, list[int]]:
    hand_id = f"{game}-{betting}-{k}"
    if game == "draw":
        return pokerkit_draw.play_hand(rng, 2 + k % 5, betting, hand_id)
    return pokerkit_stud.play_hand(rng, 2 + k % 6, hand_id, betting=betting)


def _all_in_raises(raw: dict) -> int:
    """How many bets, raises and completions put their player all-in."""
    left = {s["player"]: s["stack"] for s in raw["seats"]}
    put: dict[str, int] = {}
    count = 0
    for e in raw["events"]:
        kind = e["type"]
        if kind in ("burn", "draw"):
            put = {}          # a new betting round
        elif kind in ("ante", "blind", "bring_in", "call"):
            left[e["player"]] -= e["amount"]
            if kind != "ante":
                put[e["player"]] = put.get(e["player"], 0) + e["amount"]
        elif kind in ("bet", "raise", "complete"):
            p = e["player"]
            left[p] -= e["to"] - put.get(p, 0)
            put[p] = e["to"]
            count += left[p] == 0
    return count


@pytest.mark.parametrize("game,betting", [("draw", "pot"), ("draw", "no_limit"), ("stud", "pot"),
                                          ("stud", "no_limit"), ("draw", "fixed")])
def test_raise_sizes_caps_reopening_and_side_pots_agree_with_pokerkit(game, betting):
    rng = random.Random(f"pot-no-limit-{game}-{betting}-20261201")
    short_big_blinds = side_pots = all_in_raises = capped = 0
    for k in range(HANDS):
        raw, final = _play(rng, game, betting, k)
        # PokerKit gives a split pot's odd chip to the first tied winner from the dealer's left
        raw["rules"]["odd_chip"] = "left_of_button"
        hand_id = raw["hand_id"]
        result = _replay(raw)
        assert result.findings == [], f"{hand_id}: {result.findings}"
        assert [p.end for p in result.players] == final, hand_id
        # with PokerKit's collects taken away, the validator's own settlement gives its stacks
        raw["events"] = [e for e in raw["events"] if e["type"] != "collect"]
        alone = _replay(raw)
        assert not alone.claims and [p.end for p in alone.players] == final, hand_id
        short_big_blinds += "short_big_blind" in raw["rules"]
        side_pots += any(pot.index > 0 and len(pot.eligible) > 1 for pot in result.pots)
        all_in_raises += _all_in_raises(raw)
        capped += _reaches_the_cap(raw)
    # the hands reach what the test is about
    assert side_pots >= HANDS // (10 if betting == "fixed" else 5), side_pots
    assert all_in_raises >= HANDS // (20 if betting == "fixed" else 5), all_in_raises
    if betting == "fixed":
        assert capped >= HANDS // 50, capped
    if game == "draw":
        assert short_big_blinds >= HANDS // 20, short_big_blinds


def _reaches_the_cap(raw: dict) -> bool:
    """A betting round at the cap: three raises over its opening bet (a bet, or before the draw
    the big blind), that is three ``raise`` events in the round."""
    raises = 0
    for e in raw["events"]:
        if e["type"] in ("burn", "draw"):
            raises = 0
        elif e["type"] == "raise":
            raises += 1
            if raises == 3:
                return True
    return False
