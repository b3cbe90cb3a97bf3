"""How many players each game is for, and the finding when a hand deals in another number.

The spec gives stud two to eight players (POKER.md), Palace two to ten (PALACE.md) and Tonk two
to five (TONK.md); five-card draw names no maximum, so only its minimum is checked (a game needs
two players).  The players counted are the ones the game deals in: in draw and stud a seat
without chips is not (README, readings of the rules), in Palace a seat that cannot pay the ante
is not, in Tonk every seat is.  The simulator seats players within the same bounds (draw: at
most ``SIMULATED_DRAW_MAX``).
"""

from __future__ import annotations

from .model import Finding

#: game -> (fewest, most) players; None: the spec names no maximum
PLAYERS: dict[str, tuple[int, int | None]] = {
    "draw": (2, None),
    "stud": (2, 8),
    "palace": (2, 10),
    "tonk": (2, 5),
}
#: the most players the simulator seats at a draw table (a deck of 52 cards deals and
#: draws for eight without reshuffling more than the rules allow)
SIMULATED_DRAW_MAX = 8


def bounds_text(game: str) -> str:
    low, high = PLAYERS[game]
    return f"{low} to {high} players" if high is not None else f"at least {low} players"


def player_count_finding(game: str, dealt_in: int) -> Finding | None:
    """The ``wrong-player-count`` finding for a hand of ``game`` that deals in ``dealt_in``
    players, or None when the number is one the game is played by."""
    low, high = PLAYERS[game]
    if dealt_in >= low and (high is None or dealt_in <= high):
        return None
    return Finding("wrong-player-count", None, None,
                   f"{dealt_in} player{'' if dealt_in == 1 else 's'} dealt in; {game} is played by "
                   f"{bounds_text(game)}")
