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


def count(cards) -> int | None:
    """The count of a hand; ``None`` when a card is unknown."""
    total = 0
    for c in cards:
        if c < 0:
            return None
        total += VALUES[c]
    return total


def _consecutive(ranks: list[int]) -> bool:
    ranks.sort()
    first = ranks[0]
    for i, r in enumerate(ranks):
        if r != first + i:
            return False
    return True


def spread_kind(cards, ace_high: bool = True) -> str | None:
    """``"set"``, ``"run"`` or ``None`` when ``cards`` are no valid spread.

    ``ace_high``: the ace may also sit above the king (Q-K-A); it can always
    sit below the two (A-2-3).  A run never goes round the corner (K-A-2).
    """
    n = len(cards)
    if n < 3 or UNKNOWN in cards or len(set(cards)) != n:
        return None
    rank0 = cards[0] >> 2
    if all((c >> 2) == rank0 for c in cards):
        return SET if n <= 4 else None
    suit0 = cards[0] & 3
    if not all((c & 3) == suit0 for c in cards):
        return None
    ranks = [c >> 2 for c in cards]
    if ACE not in ranks or ace_high:
        if _consecutive(list(ranks)):
            return RUN
    if ACE in ranks and _consecutive([-1 if r == ACE else r for r in ranks]):
        return RUN
    return None


def hit_kind(spread: list[int], cards, ace_high: bool = True) -> str | None:
    """The kind of the spread ``spread`` would become with ``cards`` added."""
    return spread_kind(list(spread) + list(cards), ace_high)


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
        for k in range(3, len(cards) + 1):
            out.extend(list(x) for x in combinations(cards, k))
    for cards in by_suit.values():
        ranks = {c >> 2: c for c in cards}
        orders = [list(range(-1, 12))]          # ace low: A 2 3 ... K
        if ace_high:
            orders.append(list(range(0, 13)))   # ace high: 2 3 ... K A
        seen: set[tuple[int, ...]] = set()
        for order in orders:
            cards_in = [ranks.get(ACE if r == -1 else r) for r in order]
            i = 0
            while i < len(cards_in):
                if cards_in[i] is None:
                    i += 1
                    continue
                j = i
                while j < len(cards_in) and cards_in[j] is not None:
                    j += 1
                seq = cards_in[i:j]
                for a in range(len(seq)):
                    for b in range(a + 3, len(seq) + 1):
                        key = tuple(sorted(seq[a:b]))
                        if key not in seen:
                            seen.add(key)
                            out.append(list(seq[a:b]))
                i = j
    return out


def find_hits(hand, spreads: list[list[int]], ace_high: bool = True,
              runs_only: bool = False) -> list[tuple[int, int]]:
    """Every single-card hit ``(spread index, card)`` that leaves a valid spread."""
    out = []
    for i, sp in enumerate(spreads):
        kind = spread_kind(sp, ace_high)
        if kind is None or (runs_only and kind == SET):
            continue
        for c in hand:
            if c >= 0 and hit_kind(sp, (c,), ace_high) == kind:
                out.append((i, c))
    return out


class Spread:
    """A spread on the table: its number (1, 2, 3... in the order laid), owner, cards and hits."""

    __slots__ = ("number", "owner", "cards", "kind", "hits")

    def __init__(self, number: int, owner: str, cards: list[int], kind: str | None) -> None:
        self.number = number
        self.owner = owner
        self.cards = cards
        self.kind = kind
        self.hits: list[tuple[str, list[int]]] = []

    @property
    def place(self) -> str:
        return f"spread {self.number}"


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
        if 12 in ranks and not ace_high:
            return "not consecutive with the ace low (ace: low, so Q-K-A is no run)"
        return "the cards are not consecutive"
    return "neither a set of one rank nor a run in one suit"
