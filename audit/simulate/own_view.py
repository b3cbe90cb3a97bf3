"""A simulated legal hand as one player's own log (FORMAT.md: an unknown card, a face-down card
the log does not reveal, is ``??``): the other players' face-down cards are ``??`` (their deals'
down cards; in draw what they discard and receive; in Tonk what they draw from the stock), and
what they show, spread, discard face up or buy stays as dealt.

Only hands without an injected fault are so logged, so that every injected fault is still judged
from known cards; such a hand records ``"view"`` (whose log it is) and ``"expected"``, the codes
the unknown cards may give on a legal hand: ``unverifiable-award``, the warning that a winner's
cards are unknown (POKER.md 3)."""

from __future__ import annotations

import random

#: the share of legal hands logged from one player's view that ``simulate(..., views=True)`` gives
#: (off by default: the tests, the benchmark's store checks and the build's training take a legal
#: simulated hand to give no finding at all, and these may give the warning)
SHARE = 0.04
EXPECTED = ["unverifiable-award"]


def _unknown(cards: list) -> list:
    return ["??"] * len(cards)


def own_view(game: str, hand: dict, share: float = SHARE) -> dict:
    """``hand`` as one of its players' own log, in a few legal hands in a hundred (chosen by the
    hand's id, so that a seed's other hands stay as they were)."""
    if "injected" in hand:
        return hand
    pick = random.Random(f"own view {hand['hand_id']}")
    if pick.random() >= share:
        return hand
    viewer = pick.choice(hand["seats"])["player"]
    events = []
    for e in hand["events"]:
        t = e.get("type")
        if e.get("player") == viewer or t not in ("deal", "draw"):
            events.append(e)
            continue
        e = dict(e)
        if t == "deal":
            for field in ("down", "cards"):
                if field in e:
                    e[field] = _unknown(e[field])
        elif game == "draw":
            e["discard"], e["receive"] = _unknown(e["discard"]), _unknown(e["receive"])
        elif game == "tonk" and e.get("from") == "stock":
            e["card"] = "??"
        events.append(e)
    hand["events"] = events
    hand["view"] = viewer
    hand["expected"] = list(EXPECTED)
    return hand
