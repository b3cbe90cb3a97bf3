"""The checker's reading of a converted PHH stud hand, for the PHH reader (:mod:`.phh_actions`).

A PHH ``cc`` says "check or call what is owed" (no amount), a ``cbr`` "complete, bet or raise
to" (no kind), a ``d dh`` line on a later street not whether its card is up or down, and
``finishing_stacks`` the result, not the return and the collects.  The reader resolves them by
its own replay of the actions as logged, which agrees with the checker's while the log holds no
mistake.  After the checker's first finding it may not: the checker reads a mistake by its
documented readings (a misnamed action "taken as" the right player's, a missing call "taken as
calling"), and a resolution made for the other replay would be judged again as a mistake of
its own.  :func:`checker_states` replays the converted hand with the checker's stud replay and
keeps its state before each event; from the first event a finding points at, the reader
resolves those lines by that state (:class:`Snap`).
"""

from __future__ import annotations

from ..games.stud import Replay
from ..games.stud_betting import BETTING, DEALING
from ..model import Hand


class Snap:
    """The checker's state before one event: a betting round open to the event (``betting``),
    its bet to match (``current``), whether it was opened by a full bet (``opened``), holds a
    bring-in (``brought_in``) and had a bet or raise (``aggressor``), who is to act, what each
    player owes, the chips each put in this hand, who folded, and the street a card dealt next is
    of (``deal_street``: 1 for 4th street .. 4 for 7th; 0 before 4th street): the street being
    dealt, else the one after the street whose betting it is in."""

    __slots__ = ("deal_street", "betting", "current", "opened", "brought_in", "aggressor", "to_act", "owed", "total",
                 "folded")

    def __init__(self, state: Replay) -> None:
        t = state.t
        br = t.br
        self.betting = br is not None and state.phase == BETTING and not state.gate
        self.current = br.current if br is not None else 0
        self.opened = br.opened if br is not None else False
        self.brought_in = br.brought_in if br is not None else False
        self.aggressor = br.last_aggressor is not None if br is not None else False
        self.to_act = br.to_act if br is not None else None
        self.owed = [br.owed(i) if br is not None else 0 for i in range(t.n)]
        self.total = list(t.total)
        self.folded = list(t.folded)
        phase = state.phase
        self.deal_street = state.street if phase == DEALING else state.street + 1 if phase == BETTING else 0

    def legal(self, kind: str) -> bool:
        """The checker takes a ``kind`` to the round's state as that kind (no illegal-bet or
        illegal-action for the verb)."""
        if kind == "bet":
            return self.current == 0
        if kind == "raise":
            return self.current > 0
        return self.brought_in and self.current > 0 and not (self.opened and self.aggressor)


class Guide:
    """The checker's states (``snaps[k]``: before event ``k``; the last, after every event) and
    ``start``: the first event a finding of the replay points at."""

    __slots__ = ("snaps", "start")

    def __init__(self, snaps: list[Snap], start: int) -> None:
        self.snaps = snaps
        self.start = start

    def at(self, k: int) -> Snap | None:
        """The state before event ``k`` when the reader is to follow it (``k`` at or after
        ``start``), else None."""
        if k < self.start or k >= len(self.snaps):
            return None
        return self.snaps[k]


def checker_states(hand: Hand, earlier: Guide | None = None) -> Guide | None:
    """The checker's states over ``hand``'s events, or None when its replay finds nothing
    before the result (the reader's resolutions stand) or cannot replay the hand (the checker
    reports it).  ``earlier``: the guide of the pass before, whose start is kept when earlier."""
    try:
        state = Replay(hand, hand.rules)
        snaps = []
        for seq, ev in enumerate(hand.events):
            snaps.append(Snap(state))
            state.apply(seq, ev)
        snaps.append(Snap(state))
    except Exception:       # (a hand the checker refuses: reported there, as malformed)
        return None
    seqs = [f.seq for f in state.findings if f.seq is not None]
    start = min(seqs) if seqs else None
    if earlier is not None and (start is None or earlier.start < start):
        start = earlier.start
    if start is None:
        return None
    return Guide(snaps, start)
