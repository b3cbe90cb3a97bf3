"""One module per game, each behind the replay protocol (:mod:`audit.protocol`)."""

from __future__ import annotations

import importlib

_MODULES = {"draw": "audit.games.draw", "stud": "audit.games.stud",
            "palace": "audit.games.palace", "tonk": "audit.games.tonk"}
_CACHE: dict[str, type] = {}


def replay_class(game: str):
    """The replay class of a game (each module exports ``Replay``)."""
    cls = _CACHE.get(game)
    if cls is None:
        cls = importlib.import_module(_MODULES[game]).Replay
        _CACHE[game] = cls
    return cls
