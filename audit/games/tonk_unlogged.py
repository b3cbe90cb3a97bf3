"""Tonk: the reveal of a hand after turns that ended without their discard applied (README: one of
the known cards the player held then may have gone to the pile unlogged), for
:meth:`audit.games.tonk.Replay._unlogged_reveal`.  Plain functions of the replay (no class of
their own: nothing to declare for the compiled build)."""

from __future__ import annotations

from itertools import combinations, product


def reveal_without(rp, i: int, cards: list[int]):
    """Seat ``i`` of the replay ``rp`` reveals ``cards``, ``k`` fewer than it holds, after ``k`` or
    more of its turns ended without their discard applied (``rp.unlogged``): a choice of ``k`` of
    those turns and, for each, one known card it held then, still held and not shown, such that
    the hand without them fits the reveal (``rp._reveal_fits``): ``(turns, cards)``, in the order
    of the turns; else None.  One card for each such turn at most (review of session 66: each of
    two turns ended so is a card of its own on the pile)."""
    recs = [r for r in rp.unlogged if r[0] == i]
    hand = rp.hands[i]
    unknown = rp.unknown[i]
    k = len(hand) + unknown - len(cards)
    if not 1 <= k <= len(recs):
        return None
    shown = set(cards)
    for chosen in combinations(recs, k):
        options = [sorted([c for c in r[1] if c in hand and c not in shown]) for r in chosen]
        for picks in product(*options):
            out = set(picks)
            if len(out) == k and rp._reveal_fits(i, cards, hand - out, unknown):
                return list(chosen), list(picks)
    return None
