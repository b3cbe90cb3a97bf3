"""Tonk's card values, spreads and hits (TONK.md sections 1 and 2).

Cards are the integers of :mod:`audit.cards` (``rank * 4 + suit``, rank 0..12
for 2..A).  A *spread* is a set (three or four cards of one rank) or a run
(three or more consecutive cards of one suit; the ace low or high but never
round the corner, or low only with ``ace: low``).  The simulator uses the
same functions to find the spreads and hits a player can make.
"""

from __future__ import annotations

from itertools import combinations

from ..cards import UNKNOWN

SET = "set"
RUN = "run"

#: Tonk value of each card: ace 1, 2-10 their number, jack/queen/king 10.
VALUES: tuple[int, ...] = tuple(
    1 if (c >> 2) == 12 else min((c >> 2) + 2, 10) for c in range(52))

ACE = 12
_RANK_OF = tuple(c >> 2 for c in range(53)).__getitem__      # (a joker: rank 13, clubs)
_SUIT_OF = tuple(c & 3 for c in range(53)).__getitem__


def count(cards) -> int | None:
    """The count of a hand; ``None`` when a card is unknown."""
    total = 0
    for c in cards:
        if c < 0:
            return None
        total += VALUES[c]
    return total


def spread_kind(cards, ace_high: bool = True) -> str | None:
    """``"set"``, ``"run"`` or ``None`` when ``cards`` are no valid spread.

    ``ace_high``: the ace may also sit above the king (Q-K-A); it can always
    sit below the two (A-2-3).  A run never goes round the corner (K-A-2).
    """
    n = len(cards)
    if n < 3:
        return None
    distinct = set(cards)
    if len(distinct) != n or UNKNOWN in distinct:
        return None
    ranks = set(map(_RANK_OF, distinct))
    if len(ranks) == 1:
        return SET if n <= 4 else None
    if len(set(map(_SUIT_OF, distinct))) != 1:
        return None
    # n different cards of one suit: n different ranks, a run when they are consecutive
    if (ace_high or ACE not in ranks) and max(ranks) - min(ranks) == n - 1:
        return RUN
    if ACE in ranks:                        # the ace low, below the two: A-2-3 ...
        ranks.discard(ACE)
        if max(ranks) == n - 2:
            return RUN
    return None


#: Ranks in run order, the ace low (A 2 3 ... K) and the ace high (2 3 ... K A).
_ACE_LOW = (ACE,) + tuple(range(12))
_ACE_HIGH = tuple(range(13))


def find_spreads(hand, ace_high: bool = True) -> list[list[int]]:
    """Every valid spread that can be laid from ``hand`` (sets of 3-4, runs of 3+)."""
    known = sorted(c for c in hand if c >= 0)
    out: list[list[int]] = []
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[int, list[int]] = {}
    for c in known:
        by_rank.setdefault(c >> 2, []).append(c)
        by_suit.setdefault(c & 3, []).append(c)
    for cards in by_rank.values():
        if len(cards) >= 3:
            for k in range(3, len(cards) + 1):
                out.extend(list(x) for x in combinations(cards, k))
    for cards in by_suit.values():
        if len(cards) < 3:                      # no run in this suit
            continue
        ranks = {c >> 2: c for c in cards}
        seen: set[tuple[int, ...]] = set()
        for order in ((_ACE_LOW, _ACE_HIGH) if ace_high else (_ACE_LOW,)):
            cards_in = list(map(ranks.get, order))
            i = 0
            while i < 13:
                if cards_in[i] is None:
                    i += 1
                    continue
                j = i
                while j < 13 and cards_in[j] is not None:
                    j += 1
                seq = cards_in[i:j]
                for a in range(len(seq) - 2):
                    for b in range(a + 3, len(seq) + 1):
                        key = tuple(sorted(seq[a:b]))
                        if key not in seen:
                            seen.add(key)
                            out.append(seq[a:b])
                i = j
    return out


def melds_with(hand, card: int, ace_high: bool = True) -> bool:
    """Whether ``card`` added to ``hand`` is part of some spread: ``any(card in s for s in
    find_spreads(list(hand) + [card], ace_high))`` without listing the spreads."""
    if card < 0:
        return False
    cards = [c for c in hand if c >= 0]
    cards.append(card)
    rank = card >> 2
    if sum(1 for c in cards if c >> 2 == rank) >= 3:
        return True
    if rank > ACE:                              # a joker is in no run
        return False
    suit = card & 3
    ranks = {c >> 2 for c in cards if c & 3 == suit}
    for order in ((_ACE_LOW, _ACE_HIGH) if ace_high else (_ACE_LOW,)):
        at = order.index(rank)
        lo = at
        while lo > 0 and order[lo - 1] in ranks:
            lo -= 1
        hi = at
        while hi < 12 and order[hi + 1] in ranks:
            hi += 1
        if hi - lo >= 2:
            return True
    return False


def find_hits(hand, spreads: list[list[int]], ace_high: bool = True,
              runs_only: bool = False) -> list[tuple[int, int]]:
    """Every single-card hit ``(spread index, card)`` that leaves a valid spread."""
    out = []
    for i, sp in enumerate(spreads):
        kind = spread_kind(sp, ace_high)
        if kind is None or (runs_only and kind == SET):
            continue
        if kind == SET:                         # a fourth card of the rank
            if len(sp) < 4:
                rank = sp[0] >> 2
                out.extend((i, c) for c in hand if c >= 0 and c >> 2 == rank and c not in sp)
            continue
        suit = sp[0] & 3                        # a run: only a new card of its suit can extend it
        for c in hand:
            if c >= 0 and c & 3 == suit and c not in sp and spread_kind([*sp, c], ace_high) == RUN:
                out.append((i, c))
    return out


def can_meld_all(cards, spreads: list[list[int]], ace_high: bool = True, runs_only: bool = False) -> bool:
    """Whether every one of ``cards`` can be laid by spreads of them and hits on ``spreads`` (the
    table's, each a valid spread) and on those new spreads, in some order: a player holding them
    could have tonked with them.  An unknown card may be any card: with one, it may be so (True).
    A search, for the few cards a hand holds (review of session 65: a lost last meld)."""
    if not cards:
        return True
    if UNKNOWN in cards:
        return True
    for i, c in find_hits(cards, spreads, ace_high, runs_only):
        rest = [x for x in cards if x != c]
        table = [sp if k != i else [*sp, c] for k, sp in enumerate(spreads)]
        if can_meld_all(rest, table, ace_high, runs_only):
            return True
    for new in find_spreads(cards, ace_high):
        rest = [x for x in cards if x not in new]
        if can_meld_all(rest, [*spreads, new], ace_high, runs_only):
            return True
    return False


class Spread:
    """A spread on the table: its number (1, 2, 3... in the order laid), owner, cards and hits."""

    __slots__ = ("number", "owner", "cards", "kind", "hits")

    def __init__(self, number: int, owner: str, cards: list[int], kind: str | None) -> None:
        self.number = number
        self.owner = owner
        self.cards = cards
        self.kind = kind
        self.hits: list[tuple[str, list[int]]] = []


def why_invalid(cards: list[int], ace_high: bool) -> str:
    """Why ``cards`` are no spread, in words (for a finding's message)."""
    if len(cards) < 3:
        return "a spread has at least three cards"
    ranks = {c >> 2 for c in cards}
    suits = {c & 3 for c in cards}
    if len(ranks) == 1:
        return "a set has at most four cards"
    if len(suits) == 1:
        if (12 in ranks and 0 in ranks and 11 in ranks):
            return "a run never goes round the corner (K-A-2)"
        if 12 in ranks and not ace_high and spread_kind(cards, True) == RUN:
            # (a run with the ace high, Q-K-A: the option is why it is none)
            return "not consecutive with the ace low (ace: low, so Q-K-A is no run)"
        return "the cards are not consecutive"
    return "neither a set of one rank nor a run in one suit"
