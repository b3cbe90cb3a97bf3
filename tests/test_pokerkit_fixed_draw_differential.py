"""Differential test: PokerKit's fixed-limit five-card draw against the validator.

PokerKit's state machine plays random legal fixed-limit draw hands (tests/pokerkit_draw.py:
blinds, antes or both, heads-up to six players, stacks from less than a blind to deep, the
same bet before and after the draw).  Every hand, written as a native log with PokerKit's
settlement as the recorded collects, must validate with no finding (the bet sizes, the raise
cap, short all-ins, the big blind's option) and settle to PokerKit's final stacks, and to the
same stacks by the validator's own settlement when the collects are taken away.

The raise cap is the one reading where the two differ: the rules count the big blind as the
round's opening bet (a bet and three raises), PokerKit counts four raises after the blinds;
the harness gives PokerKit the rules' cap for that round (README "Readings of the rules").
"""

from __future__ import annotations

import random

import msgspec

from audit.model import Hand
from audit.replay import replay

from . import pokerkit_draw

HANDS = 500


def _replay(raw: dict):
    return replay(msgspec.convert(raw, Hand))


def test_fixed_limit_draw_bet_sizes_raise_cap_and_side_pots_agree_with_pokerkit():
    rng = random.Random("fixed-draw-20261203")
    capped = side_pots = 0
    for k in range(HANDS):
        raw, final = pokerkit_draw.play_hand(rng, 2 + k % 5, "fixed", f"fixed-draw-{k}")
        raw["rules"]["odd_chip"] = "left_of_button"      # PokerKit's odd chip: left of the dealer
        hand_id = raw["hand_id"]
        result = _replay(raw)
        assert result.findings == [], f"{hand_id}: {result.findings}"
        assert [p.end for p in result.players] == final, hand_id
        raw["events"] = [e for e in raw["events"] if e["type"] != "collect"]
        alone = _replay(raw)
        assert not alone.claims and [p.end for p in alone.players] == final, hand_id
        side_pots += any(pot.index > 0 and len(pot.eligible) > 1 for pot in result.pots)
        capped += _reaches_the_cap(raw)
    assert side_pots >= HANDS // 10, side_pots
    assert capped >= HANDS // 50, capped


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
