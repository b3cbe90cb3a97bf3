"""Hand strength of standard cards (no wild cards): the tables and the hot path.

A strength is one ``int``; a higher int is a better hand and equal ints tie::

    strength = category << 24 | r1 << 20 | r2 << 16 | r3 << 12 | r4 << 8 | r5 << 4 | low

* ``category``: :data:`HIGH_CARD` (0) ... :data:`FIVE_KIND` (10).
* ``r1 .. r5``: the deciding ranks and then the kickers from the highest down,
  each stored as ``rank + 1`` (1 = deuce ... 13 = ace) so that 0 means "no
  card": a short hand that runs out of kickers loses to one that still has one.
  A straight stores only its top card (five for the wheel); a full house the
  rank of the three and of the two; quads the four and the kicker.
* ``low`` (4 bits): ``15 - wild cards`` when fewer wild cards win
  (:mod:`audit.poker.evaluate_wild`), else 15.  A hand without wild cards has 15,
  so plain and wild strengths compare with each other.

The hot path sums one precomputed value per card: the low 52 bits count the
cards of each rank (one nibble per rank), the bytes above bit 56 count the cards
of each suit.  A flush test is one addition and one mask; everything that is
not a flush depends only on the rank counts, so its strength is memoised per
rank-count key (at most a few tens of thousands of keys).
"""

from __future__ import annotations

from collections.abc import Sequence

HIGH_CARD = 0
PAIR = 1
TWO_PAIR = 2
TRIPS = 3
STRAIGHT = 4
FLUSH = 5
DOUBLE_ACE_FLUSH = 6
FULL_HOUSE = 7
QUADS = 8
STRAIGHT_FLUSH = 9
FIVE_KIND = 10

CATEGORY_NAMES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush",
                  "double-ace flush", "full house", "four of a kind", "straight flush",
                  "five of a kind")

CAT_SHIFT = 24
LOW_MASK = 15
ACE = 12
WHEEL_TOP = 3          # the five of 5-4-3-2-A
NIBBLE_SHIFTS = (20, 16, 12, 8, 4)    # r1 .. r5

_SUIT_SHIFT = 56
#: Card -> its summand (rank nibble + suit byte).  Index 52 (a joker) and -1
#: (an unknown card, via negative indexing) add nothing: they are dead cards.
_VAL: list[int] = [(1 << (4 * (c >> 2))) | (1 << (_SUIT_SHIFT + 8 * (c & 3)))
                   for c in range(52)] + [0]
_RANK_KEYS = (1 << 52) - 1
_FLUSH_ADD = 0x7B7B7B7B << _SUIT_SHIFT      # a suit byte >= 5 carries into its top bit
_FLUSH_TEST = 0x80808080 << _SUIT_SHIFT
#: Rank -> its nibble in a rank-count key.
RANK_NIBBLE: tuple[int, ...] = tuple(1 << (4 * r) for r in range(13))


def pack(cat: int, ranks: Sequence[int], low: int = LOW_MASK) -> int:
    """The strength of category ``cat`` with deciding ranks/kickers ``ranks`` (<= 5, high first)."""
    v = cat << CAT_SHIFT | low
    for shift, r in zip(NIBBLE_SHIFTS, ranks):
        v |= (r + 1) << shift
    return v


def category(strength: int) -> int:
    """The hand category of a strength (:data:`HIGH_CARD` ... :data:`FIVE_KIND`)."""
    return strength >> CAT_SHIFT


def strength_ranks(strength: int) -> list[int]:
    """The ranks (0..12) stored in a strength: deciding ranks, then kickers."""
    out = []
    for shift in NIBBLE_SHIFTS:
        v = (strength >> shift) & 15
        if not v:
            break
        out.append(v - 1)
    return out


def straight_top(mask: int) -> int:
    """The top rank of the best straight in a 13-bit rank mask, or -1."""
    x = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & (mask >> 4)
    if x:
        return x.bit_length() + 3
    if mask & 0x100F == 0x100F:
        return WHEEL_TOP
    return -1


_STRAIGHT_TOP: list[int] = [straight_top(m) for m in range(8192)]


def straight_ranks(top: int) -> list[int]:
    """The five ranks of the straight with this top card, high first (the wheel ends with the ace)."""
    if top == WHEEL_TOP:
        return [3, 2, 1, 0, ACE]
    return list(range(top, top - 5, -1))


def _top_ranks(mask: int, n: int) -> list[int]:
    out = []
    r = 12
    while r >= 0 and len(out) < n:
        if mask >> r & 1:
            out.append(r)
        r -= 1
    return out


def nonflush_strength(key: int) -> int:
    """The strength of the rank multiset in a rank-count key, flushes aside.

    Counts of five or more of a rank (only possible when wild cards duplicate a
    card) make five of a kind.
    """
    groups = []             # (count, rank), ranks high to low
    mask = n = 0
    for r in range(12, -1, -1):
        c = (key >> (4 * r)) & 15
        if c:
            groups.append((c, r))
            mask |= 1 << r
            n += c
    if not groups:
        return pack(HIGH_CARD, ())
    groups.sort(key=lambda g: -g[0])      # stable: higher rank first within a count
    c0, r0 = groups[0]
    rest = [r for _, r in groups[1:]]      # other ranks, high to low
    if c0 >= 5:
        return pack(FIVE_KIND, (r0,))
    if c0 == 4:
        return pack(QUADS, [r0] + sorted(rest, reverse=True)[:1])
    if c0 == 3:
        pairs = [r for c, r in groups[1:] if c >= 2]
        if pairs:
            return pack(FULL_HOUSE, (r0, max(pairs)))
    if n >= 5:
        top = _STRAIGHT_TOP[mask]
        if top >= 0:
            return pack(STRAIGHT, (top,))
    if c0 == 3:
        return pack(TRIPS, [r0] + sorted(rest, reverse=True)[:2])
    if c0 == 2:
        c1, r1 = groups[1] if len(groups) > 1 else (0, -1)
        if c1 == 2:
            others = sorted((r for _, r in groups[2:]), reverse=True)
            return pack(TWO_PAIR, [r0, r1] + others[:1])
        return pack(PAIR, [r0] + sorted(rest, reverse=True)[:3])
    return pack(HIGH_CARD, _top_ranks(mask, 5))


def suited_strength(mask: int) -> int:
    """The best straight flush or flush of one suit's 13-bit rank mask (>= 5 cards)."""
    top = _STRAIGHT_TOP[mask]
    if top >= 0:
        return pack(STRAIGHT_FLUSH, (top,))
    return pack(FLUSH, _top_ranks(mask, 5))


class _Memo(dict):
    __slots__ = ("fn",)

    def __init__(self, fn) -> None:
        super().__init__()
        self.fn = fn

    def __missing__(self, key: int) -> int:
        v = self[key] = self.fn(key)
        return v


#: Rank-count key -> strength without flushes; filled on first use.
NONFLUSH: dict[int, int] = _Memo(nonflush_strength)
_SUITED: dict[int, int] = _Memo(suited_strength)
_NONFLUSH_get = NONFLUSH.get
_VAL_get = _VAL.__getitem__


def _flush_strength(cards: Sequence[int], total: int) -> int:
    """Some suit holds five cards or more: the best of its (each such suit's, with ten cards or
    more) straight flush or flush, of five distinct cards (a card listed twice is one), and of
    the hand without flushes (quads or a full house beside a flush: 8+ cards)."""
    counts = total >> _SUIT_SHIFT
    best = NONFLUSH[total & _RANK_KEYS]
    for suit in range(4):
        if (counts >> (8 * suit)) & 0xFF < 5:
            continue
        mask = 0
        for c in cards:
            if 0 <= c < 52 and c & 3 == suit:
                mask |= 1 << (c >> 2)
        if mask.bit_count() >= 5:
            flush = _SUITED[mask]
            if flush > best:
                best = flush
    return best


def rank_hand(cards: Sequence[int]) -> int:
    """The strength of the best five of any number of standard cards (higher is better).

    Fewer than five cards rank only by quads, trips, two pair, pair and high
    cards.  Jokers and unknown cards are dead (they count as no card).
    """
    total = sum(map(_VAL_get, cards))
    if (total + _FLUSH_ADD) & _FLUSH_TEST:
        return _flush_strength(cards, total)
    s = _NONFLUSH_get(total & _RANK_KEYS)
    if s is None:
        return NONFLUSH[total & _RANK_KEYS]
    return s


def rank_key(ranks: Sequence[int]) -> int:
    """The rank-count key of a multiset of ranks (for :data:`NONFLUSH`)."""
    key = 0
    for r in ranks:
        key += RANK_NIBBLE[r]
    return key
