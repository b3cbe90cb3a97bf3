"""Look-aheads the games' replays share: who has a line of some type later in the hand (an ante,
a deal), and whether a player has one in the run of such lines that follows (the street's deal
lines, the showdown's shows), for the readings of a line logged under the wrong player's name
(README)."""

from __future__ import annotations


def players_later(events, seq: int, kind: str) -> set[str]:
    """The players with a ``kind`` line (``ante``, ``deal``, ...) after event ``seq``."""
    return {e.player for e in events[seq + 1:] if e.type == kind}


def in_run(events, start: int, kind: str, name: str) -> bool:
    """Whether ``name`` has a ``kind`` line in the run of ``kind`` lines from event ``start`` on."""
    for k in range(start, len(events)):
        e = events[k]
        if e.type != kind:
            return False
        if e.player == name:
            return True
    return False
