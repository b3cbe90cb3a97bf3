"""A look-ahead the games' replays share: who has a line of some type later in the hand (an ante,
a deal), for the readings of a line logged under the wrong player's name (README)."""

from __future__ import annotations


def players_later(events, seq: int, kind: str) -> set[str]:
    """The players with a ``kind`` line (``ante``, ``deal``, ...) after event ``seq``."""
    return {e.player for e in events[seq + 1:] if e.type == kind}
