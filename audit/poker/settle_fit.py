"""Collects that name no pot, in a hand where some pot's winner is unknown (the cards that decide
it are not in the log): whether any result of those cards makes the recorded totals a settlement
(:func:`no_result_fits`).

Each unknown pot may go to any of the players who may win it, or be shared by any of them tied;
each pot goes whole to its winner or is shared equally by tied winners, at most an odd chip
apart, and the rake may come off any player's share.  A player's total outside what every such
result gives them is ``wrong-amount`` whoever wins (README, Settlement: as for collects that name
their pots).  The test is loose on purpose (a tie among known hands that must win together, the
odd chip's owner and the rake's division are not held to): it says wrong only when no result
could be right.
"""

from __future__ import annotations

from itertools import combinations, product

from ..model import Finding
from .settle_words import pot_name

#: Past this many results tried, nothing is said (a table of many unknown hands).
MAX_RESULTS = 4096


def _winner_sets(pot, rec: dict[str, int], raked: int) -> list[tuple[str, ...]]:
    """The winners an unknown pot may have: one player or several tied, of those who may win it and
    collected something (a player who collected nothing can win only a pot the rake may take whole)."""
    may = [p for p in (pot.could or pot.eligible) if rec.get(p) or pot.amount <= raked]
    return [w for n in range(1, len(may) + 1) for w in combinations(may, n)]


def _bounds(pots, pick) -> tuple[dict[str, int], dict[str, int]]:
    """What each player is owed under the winners ``pick`` (one tuple per pot), before the rake:
    the least and the most (an odd chip of a split may be theirs or not)."""
    lo: dict[str, int] = {}
    hi: dict[str, int] = {}
    for pot, winners in zip(pots, pick):
        n = len(winners)
        if not n:
            continue
        base, odd = divmod(pot.amount, n)
        for w in winners:
            lo[w] = lo.get(w, 0) + base
            hi[w] = hi.get(w, 0) + base + (1 if odd else 0)
    return lo, hi


def _off(rec: dict[str, int], lo: dict[str, int], hi: dict[str, int], raked: int) -> dict[str, int]:
    """The players whose total no division of the rake and of the odd chips makes right, and by how
    much it is off."""
    off = {}
    for p in set(rec) | set(lo):
        got = rec.get(p, 0)
        least = lo.get(p, 0) - raked
        most = hi.get(p, 0)
        if got < least:
            off[p] = least - got
        elif got > most:
            off[p] = got - most
    return off


def no_result_fits(st, pots, rec: dict[str, int], first: dict[str, int]) -> bool:
    """When no result of the unknown cards makes the recorded totals ``rec`` a settlement of
    ``pots``: one ``wrong-amount`` (at the first collect of a player the nearest result finds off,
    naming that result) and True; else False (also when too many results would have to be tried)."""
    raked = st.raked
    choices = []
    count = 1
    for pot in pots:
        if pot.winners:
            choices.append([tuple(pot.winners)])
            continue
        sets = _winner_sets(pot, rec, raked)
        if not sets:
            return False
        choices.append(sets)
        count *= len(sets)
        if count > MAX_RESULTS:
            return False
    best = None
    for pick in product(*choices):
        lo, hi = _bounds(pots, pick)
        off = _off(rec, lo, hi, raked)
        if not off:
            return False
        far = sum(off.values())
        if best is None or far < best[0]:
            best = (far, pick, off, lo, hi)
    _, pick, off, lo, hi = best
    p = min(off, key=lambda x: (first.get(x, 1 << 60), x))
    got = f"collected {rec[p]}" if rec.get(p) else "collected nothing"
    owed = f"{lo.get(p, 0)}" if lo.get(p, 0) == hi.get(p, 0) else f"{lo.get(p, 0)} or {hi.get(p, 0)}"
    if raked:
        owed += f" less a part of the rake ({raked})"
    result = "; ".join(f"{' and '.join(w)} {'win' if len(w) > 1 else 'wins'} the {pot_name(k)}"
                       for k, (pot, w) in enumerate(zip(pots, pick)) if not pot.winners)
    st.findings.append(Finding(
        "wrong-amount", first.get(p), p,
        f"{p} {got}: the collects are no settlement whoever wins the pots the cards not in the log "
        f"decide (a pot goes whole to its winner or is shared equally by tied winners, at most an odd "
        f"chip apart); the nearest result ({result}) owes {p} {owed}"))
    return True
