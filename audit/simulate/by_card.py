"""A simulated hand's deal logged a card at a time (one ``deal`` line per card, round by round, as
the cards are dealt), which draw, Palace and Tonk logs may do (README; stud's simulator deals its
third street so itself): the same hand, only its deal's lines split."""

from __future__ import annotations

import random

#: the share of hands whose deal is logged a card at a time
SHARE = 0.05
#: the list of cards a deal line of each game holds
_FIELD = {"draw": "down", "palace": "down", "tonk": "cards"}


def by_card(game: str, hand: dict) -> dict:
    """``hand`` with its first run of deal lines logged a card at a time, in a few hands in a
    hundred (chosen by the hand's id, so that a seed's other hands stay as they were); a deal
    that carries the injected fault stays as it is, and the injected ``seq`` after it moves with
    the lines added."""
    field = _FIELD.get(game)
    if field is None or random.Random(f"by card {hand['hand_id']}").random() >= SHARE:
        return hand
    events = hand["events"]
    i = next((k for k, e in enumerate(events) if e.get("type") == "deal"), None)
    if i is None:
        return hand
    j = i
    while j < len(events) and events[j].get("type") == "deal":
        j += 1
    if j == len(events):
        return hand         # the log ends in the deal (hand-incomplete): its passes are not all there
    run = events[i:j]
    if (len({e.get("player") for e in run}) != len(run)
            or any(set(e) != {"type", "player", field} for e in run)
            or len({len(e[field]) for e in run}) != 1 or len(run[0][field]) < 2):
        return hand
    injected = hand.get("injected")
    seq = injected.get("seq") if injected else None
    if seq is not None and i <= seq < j:
        return hand
    lines = [{"type": "deal", "player": e["player"], field: [e[field][k]]}
             for k in range(len(run[0][field])) for e in run]
    hand["events"] = events[:i] + lines + events[j:]
    if seq is not None and seq >= j:
        injected["seq"] = seq + len(lines) - len(run)
    return hand
