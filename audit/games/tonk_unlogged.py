"""Tonk: the reveal of a hand after turns that ended without their discard applied (README: one of
the known cards the player held then may have gone to the pile unlogged), for
:meth:`audit.games.tonk.Replay._unlogged_reveal`.  Plain functions of the replay (no class of
their own: nothing to declare for the compiled build)."""

from __future__ import annotations


def reveal_without(rp, i: int, cards: list[int]):
    """Seat ``i`` of the replay ``rp`` reveals ``cards``, ``k`` fewer than it holds, after ``k`` or
    more of its turns ended without their discard applied (``rp.unlogged``): a choice of ``k`` of
    those turns and, for each, one known card it held then, still held and not shown, such that
    the hand without them fits the reveal (``rp._reveal_fits``): ``(turns, cards)``, in the order
    of the turns; else None.  One card for each such turn at most (review of session 66: each of
    two turns ended so is a card of its own on the pile).

    The choice is a matching of turns to cards, each turn one card, each card one turn: the
    first in the order of the turns and then of the cards (:func:`_first_choice`), found in
    polynomial time (review of session 66: every combination of turns times every product of
    their cards was tried, exponential in the turns, minutes for a hand of a dozen such turns
    whose reveal fits no choice).  Whether the hand without the chosen cards fits does not depend
    on which they are: none of them is shown, so the cards shown beyond the hand are the same,
    and the hand's cards not shown are ``k`` fewer whichever they are; one choice is checked."""
    recs = [r for r in rp.unlogged if r[0] == i]
    hand = rp.hands[i]
    unknown = rp.unknown[i]
    k = len(hand) + unknown - len(cards)
    if not 1 <= k <= len(recs):
        return None
    shown = set(cards)
    options = [sorted([c for c in r[1] if c in hand and c not in shown]) for r in recs]
    found = _first_choice(options, k)
    if found is None:
        return None
    turns, picks = found
    if not rp._reveal_fits(i, cards, hand - set(picks), unknown):
        return None
    return [recs[t] for t in turns], picks


def _first_choice(options: list[list[int]], k: int):
    """The first choice, in the order of :func:`itertools.combinations` of the turns and then of
    :func:`itertools.product` of their cards, of ``k`` turns (indexes into ``options``, each
    turn's cards sorted) and one card for each, all different: ``(turns, cards)``; else None.
    Each turn and each card is fixed in turn to the first that leaves a matching of the rest
    (:func:`_matching`): the turns one after another, each with enough later turns to finish."""
    n = len(options)
    if _matching(options, [], list(range(n)), set()) < k:
        return None
    turns: list[int] = []
    start = 0
    for j in range(k):
        for t in range(start, n):
            later = list(range(t + 1, n))
            if _matching(options, turns + [t], later, set()) >= k - j - 1:
                turns.append(t)
                start = t + 1
                break
        else:
            return None
    picks: list[int] = []
    used: set[int] = set()
    for j, t in enumerate(turns):
        for c in options[t]:
            if c in used:
                continue
            used.add(c)
            if _matching(options, turns[j + 1:], [], used) == 0:
                picks.append(c)
                break
            used.discard(c)
        else:
            return None
    return turns, picks


def _matching(options: list[list[int]], fixed: list[int], free: list[int], used: set[int]) -> int:
    """How many of the turns ``free`` a matching of turns to their cards (``options``), none of
    ``used``, takes at most beside every turn of ``fixed``; -1 when the turns of ``fixed`` cannot
    all have a card.  (Augmenting paths: a turn once matched stays matched, so the ``fixed``
    turns, matched first, stay so while the ``free`` ones are added.)"""
    owner: dict[int, int] = {}          # card -> the turn it is matched to
    for t in fixed:
        if not _augment(options, t, owner, used, set()):
            return -1
    count = 0
    for t in free:
        if _augment(options, t, owner, used, set()):
            count += 1
    return count


def _augment(options: list[list[int]], t: int, owner: dict[int, int], used: set[int], seen: set[int]) -> bool:
    """Find turn ``t`` a card, moving earlier turns to other cards along an augmenting path."""
    for c in options[t]:
        if c in used or c in seen:
            continue
        seen.add(c)
        if c not in owner or _augment(options, owner[c], owner, used, seen):
            owner[c] = t
            return True
    return False
