"""Which rows of a hand's settlement differ from the correct one: one rule for ``explain``, the
report's hand page and the store (``awards.differs``, ``hands.disputed``), so that the overview,
the Pot disputes page and a hand's page never disagree about a pot (review of session 64: a pot
paid wrongly beside unknown cards was marked on its hand page and counted nowhere else)."""

from __future__ import annotations

from .model import Hand

_PAYOUT_CODES = frozenset(("wrong-winner", "wrong-amount", "odd-chip"))


def awards_differ(hand: Hand, awards, claims: bool, findings, pots=()) -> list[bool]:
    """Which rows of the settlement (``awards``, correct beside recorded) differ: a pot paid other
    than its correct award (one the log leaves out counts only where it records a settlement,
    ``claims``).  When some collect names no pot, the collects are judged by each player's total
    (README) and a recorded row is only where the total was placed: a player whose recorded total
    is their correct total, and whom no payout finding names (``findings``: a collect naming a pot
    they do not win is still wrong), has no row that differs.  In a pot whose winner the unknown
    cards decide (none of ``pots``' winners), the correct column is the recorded award taken as
    it is: a row of a player a payout finding names differs (review of session 60: tied known
    hands paid unequally beside unknown cards were ``wrong-amount``, and no row said so)."""
    out = [a.recorded != a.correct if a.recorded is not None else bool(claims and a.correct != 0) for a in awards]
    untold = {p.index for p in pots if not p.winners} if findings else None
    if untold:
        # (the pot a finding's collect names, when it names one; else every untold pot: review of
        # session 60, a player named at one pot was marked in all)
        named: dict[str, set[int] | None] = {}
        rows = {(a.pot, a.player) for a in awards}
        events = hand.events
        for f in findings:
            if f.code not in _PAYOUT_CODES or f.player is None:
                continue
            ev = events[f.seq] if f.seq is not None and 0 <= f.seq < len(events) else None
            if ev is not None and ev.type == "collect" and ev.pot in untold and ev.player != f.player \
                    and (ev.pot, f.player) not in rows:
                # the player named has no row in the pot the finding's collect names (a side pot
                # paid whole to the player they tied the main pot with): that collect's row is the
                # one paid wrongly (review of session 64: no row said so)
                named.setdefault(ev.player, set())
                if named[ev.player] is not None:
                    named[ev.player].add(ev.pot)
                continue
            where = named.setdefault(f.player, set())
            if ev is not None and ev.type == "collect" and ev.pot is not None and where is not None:
                where.add(ev.pot)
            else:
                named[f.player] = None
        out = [d or (a.pot in untold and a.player in named and (named[a.player] is None or a.pot in named[a.player]))
               for a, d in zip(awards, out)]
    if True in out and any(e.type == "collect" and e.pot is None for e in hand.events):
        totals: dict[str, list[int]] = {}
        for a in awards:
            t = totals.setdefault(a.player, [0, 0])
            t[0] += a.correct
            t[1] += a.recorded or 0
        named = {f.player for f in findings if f.code in _PAYOUT_CODES}
        out = [d and (totals[a.player][0] != totals[a.player][1] or a.player in named) for a, d in zip(awards, out)]
    return out
