"""Wild cards (POKER.md section 1, "Wild cards"; five-card draw only).

A wild card takes whatever value makes the best hand; five of a kind ranks
above a straight flush.  The joker in ``bug`` mode counts only as an ace or as
any card that completes a straight or a flush.  With ``wild_represents:
not_held`` a wild card may not stand for any card the player holds (the
player's wild cards included), and two wild cards never stand for the same card; it may
always be itself.
A flush never holds the same card twice, except that with ``double_ace_flush``
a wild card may stand for the second ace of its suit (the seed: a wild card
may make five of a kind, and a double-ace flush only where the players agreed
to it): such a flush ranks above every other flush and below a full house.
A joker that ``rules.wild`` does not list is a dead card.  With
``fewer_wilds_win`` the strength's lowest bits hold ``15 - number of wild
cards``, so between hands of identical rank the one with fewer wild cards wins
and equal counts tie.

Five-card hands are solved directly: five of a kind, straight flushes and
flushes in closed form, the rest by trying every multiset of ranks for the wild
cards against the memoised rank-count table (at most 455 lookups for three
wild cards).  A hand of more than five cards takes its best five-card subset.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from ..cards import CARD_INDEX, CARD_NAMES, JOKER, RANKS
from ..options import opt_bool, opt_choice
from ..protocol import RulesError
from .evaluate_core import (
    ACE,
    DOUBLE_ACE_FLUSH,
    FIVE_KIND,
    CAT_SHIFT,
    FLUSH,
    LOW_MASK,
    NONFLUSH,
    RANK_NIBBLE,
    STRAIGHT,
    STRAIGHT_FLUSH,
    pack,
    rank_hand,
    rank_key,
    straight_ranks,
)
from .evaluate_words import best_five, describe, played_ranks
from ..untrusted import quoted

_RANK_OF = {**{r: i for i, r in enumerate(RANKS)}, "10": RANKS.index("T")}
_JOKER_MODES = ("wild", "bug")
_REPRESENTS = ("any", "not_held")
_GUARDS = sum(8 << 4 * r for r in range(13))
_FULL_ROOM = _GUARDS + sum(4 << 4 * r for r in range(13))      # four cards of every rank
_STRAIGHT_WINDOWS = [(top, frozenset(straight_ranks(top))) for top in range(12, 2, -1)]


def _wild_entry(entry: object) -> tuple[int, ...]:
    if isinstance(entry, str):
        text = entry.strip()
        if text.upper() == "JK":
            return (JOKER,)
        rank = _RANK_OF.get(text.upper())
        if rank is not None:
            return tuple(range(rank * 4, rank * 4 + 4))
        card = CARD_INDEX.get(text)
        if card is not None and 0 <= card < 52:
            return (card,)
    raise RulesError(f"rules.wild: {quoted(entry)} is not a card ('2s'), a rank ('2': all deuces) or 'JK'")


@dataclass(frozen=True, slots=True)
class WildRules:
    """What is wild in a hand and how wild cards rank (parsed from the hand's ``rules``)."""

    cards: frozenset[int]              # the wild cards as ints (JOKER when "JK" is listed)
    jokers: int = 0                    # jokers in the deck (0, 1 or 2)
    joker: str = "wild"                # "wild" or "bug"
    wild_represents: str = "any"       # "any" or "not_held"
    double_ace_flush: bool = False
    fewer_wilds_win: bool = True

    @property
    def bug(self) -> bool:
        """True when a joker in the hand is the bug."""
        return self.joker == "bug" and JOKER in self.cards

    def is_wild(self, card: int) -> bool:
        return card in self.cards

    @staticmethod
    def from_rules(rules: dict) -> WildRules | None:
        """The wild-card rules of a hand, or ``None`` when nothing is wild.

        Every option is checked even when nothing is wild; a bad value raises
        :class:`~audit.protocol.RulesError`.
        """
        jokers = rules.get("jokers")
        if jokers is None:
            jokers = 0
        elif type(jokers) is not int or not 0 <= jokers <= 2:      # (a bool is no count)
            raise RulesError(f"rules.jokers must be 0, 1 or 2, got {quoted(jokers)}")
        joker = opt_choice(rules, "joker", _JOKER_MODES, "wild")
        represents = opt_choice(rules, "wild_represents", _REPRESENTS, "any")
        double_ace = opt_bool(rules, "double_ace_flush", False)
        fewer = opt_bool(rules, "fewer_wilds_win", True)
        wild = rules.get("wild")
        if wild is None:
            entries: list = []
        elif isinstance(wild, str):
            entries = [wild] if wild.strip() else []
        elif isinstance(wild, list):
            entries = wild
        else:
            raise RulesError(f"rules.wild must be a list such as [\"JK\", \"2\", \"Th\"], got {quoted(wild)}")
        cards = frozenset(c for e in entries for c in _wild_entry(e))
        if not cards:
            return None
        return WildRules(cards, jokers, joker, represents, double_ace, fewer)


@lru_cache(maxsize=8)
def _wild_keys(w: int) -> tuple[int, ...]:
    """Rank-count keys of every multiset of ``w`` ranks (the values ``w`` wild cards can take)."""
    return tuple({sum(RANK_NIBBLE[r] for r in combo)
                  for combo in combinations_with_replacement(range(13), w)})


def _suited_best(nat: list[int], k: int, wild: WildRules, held: set[int] | None) -> int:
    """The best straight flush / flush / double-ace flush of five cards, ``k`` of them wild, or -1."""
    suits = {c & 3 for c in nat}
    if len(suits) > 1:
        return -1
    ranks = [c >> 2 for c in nat]
    present = set(ranks)
    best = -1
    for s in suits or (0, 1, 2, 3):
        cand = -1
        for top, window in _STRAIGHT_WINDOWS:
            if present <= window and (held is None or all(
                    r * 4 + s not in held for r in window - present)):
                cand = pack(STRAIGHT_FLUSH, (top,))
                break
        else:
            free = [r for r in range(12, -1, -1)
                    if r not in present and (held is None or r * 4 + s not in held)]
            if len(free) < k:
                continue
            cand = pack(FLUSH, sorted(ranks + free[:k], reverse=True))
            if wild.double_ace_flush and held is None:
                # the one duplicate a flush may hold: a wild card as the second ace
                aces = 2 - (ACE in present)
                if k >= aces:
                    fill = [ACE] * aces + [r for r in free if r != ACE][:k - aces]
                    cand = pack(DOUBLE_ACE_FLUSH, sorted(ranks + fill, reverse=True))
        if cand > best:
            best = cand
    return best


def _strength(nat: list[int], wilds: list[int], wild: WildRules, held: set[int] | None) -> int:
    """Strength of at most five cards: naturals ``nat`` and wild cards ``wilds``."""
    k = len(wilds)
    bugs = sum(1 for c in wilds if c == JOKER) if wild.joker == "bug" else 0
    w = k - bugs
    low = LOW_MASK - k if wild.fewer_wilds_win else LOW_MASK
    ranks = [c >> 2 for c in nat]
    best = -1
    if len(nat) + k == 5:
        if held is None and len(set(ranks)) <= 1:
            r = ranks[0] if ranks else ACE
            if len(ranks) + w + (bugs if r == ACE else 0) >= 5:
                return pack(FIVE_KIND, (r,), low)
        best = _suited_best(nat, k, wild, held)
        if best >> 24 == STRAIGHT_FLUSH:       # five of a kind was ruled out above
            return best & ~LOW_MASK | low
        present = set(ranks)
        if len(present) == len(ranks):
            for top, window in _STRAIGHT_WINDOWS:
                if present <= window and (held is None or all(
                        any(r * 4 + s not in held for s in range(4)) for r in window - present)):
                    best = max(best, pack(STRAIGHT, (top,)))
                    break
    base = rank_key(ranks)
    if held is None:
        base += bugs * RANK_NIBBLE[ACE]
        for add in _wild_keys(w):
            s = NONFLUSH[base + add]
            if s > best:
                best = s
    else:
        # cards left per rank, one nibble each, plus a guard bit per nibble: a
        # multiset of wild ranks fits when no subtraction borrows a guard bit
        room = _FULL_ROOM - rank_key([c >> 2 for c in held])
        ace_room = (room >> 4 * ACE) & 7
        for add in _wild_keys(w):
            if (room - add) & _GUARDS == _GUARDS:
                aces = min(bugs, ace_room - ((add >> 4 * ACE) & 15))
                s = NONFLUSH[base + add + aces * RANK_NIBBLE[ACE]]
                if s > best:
                    best = s
    return best & ~LOW_MASK | low


def _split(cards: Sequence[int], wild: WildRules) -> tuple[list[int], list[int]]:
    nat, wl = [], []
    for c in cards:
        if c in wild.cards:
            wl.append(c)
        elif 0 <= c < 52:
            nat.append(c)
    return nat, wl


#: The most cards a hand dealt right holds (stud's seven): the wild evaluation searches every
#: five of at most these, and the unknown-card ceiling (audit.poker.table_settle) tries no
#: longer hand (a draw hand holds five unless its deal or draw was broken, which is reported).
MOST_CARDS = 7


def _best_subset(cards: Sequence[int], wild: WildRules) -> tuple[list[int], list[int], int, set[int] | None]:
    if len(cards) > MOST_CARDS:
        cards = cards[:MOST_CARDS]      # a broken hand: the first seven it was given (bounded time)
    nat, wl = _split(cards, wild)
    held = None if wild.wild_represents == "any" else {c for c in nat + wl if c != JOKER}
    if len(nat) + len(wl) <= 5:
        return (*_as_held(nat, wl, wild, held), held)
    best = (nat, wl, -1)
    for combo in combinations(nat + wl, 5):
        n2, w2 = _split(combo, wild)
        n2, w2, s = _as_held(n2, w2, wild, held)
        if s > best[2]:
            best = (n2, w2, s)
    return best[0], best[1], best[2], held


def _as_held(nat: list[int], wl: list[int], wild: WildRules, held: set[int] | None) -> tuple[list[int], list[int], int]:
    """The strength of five cards, with ``not_held`` (``held``: every card of the hand) the best of each
    wild card standing for a card not held or for itself (a card may always be what it is: making it
    wild never makes the hand worse; review of session 59: red tens wild made three tens three
    eights); the cards that play as themselves come back among the naturals (for the stand-ins),
    the wild count of the tie-break (``fewer_wilds_win``) stays every wild card's."""
    best = (nat, wl, _strength(nat, wl, wild, held))
    if held is None or not wl:
        return best
    low = LOW_MASK - len(wl) if wild.fewer_wilds_win else LOW_MASK
    faced = [c for c in wl if c != JOKER]           # (a joker has no face of its own)
    for k in range(1, len(faced) + 1):
        for own in combinations(faced, k):
            n2 = nat + list(own)
            w2 = [c for c in wl if c not in own]
            s = _strength(n2, w2, wild, held) & ~LOW_MASK | low
            if s > best[2]:
                best = (n2, w2, s)
    return best


#: the strongest hand without five of a kind: a royal flush
_ROYAL = rank_hand([CARD_INDEX[c] for c in ("As", "Ks", "Qs", "Js", "Ts")])


class WildStrength:
    """:func:`rank_hand_wild` under one hand's wild rules, as a function of the cards (a game's
    ``strength``), which keeps the rules for the unknown-card search's bound
    (:func:`wild_ceiling`; audit.poker.table_settle)."""

    __slots__ = ("wild",)

    def __init__(self, wild: WildRules) -> None:
        self.wild = wild

    def __call__(self, cards: Sequence[int]) -> int:
        return rank_hand_wild(cards, self.wild)


def wild_ceiling(known: list[int], n: int, wild: WildRules) -> int:
    """A strength no hand of the cards ``known`` and ``n`` more, whatever they are, can pass: each
    card added a wild card that may stand for any card, the known wild cards (a bug too) so (a
    wild card standing for any card is at least the card it stands for, so the hand ranks at
    least as high); with ``not_held``, no five of a kind (a rank has four cards), at most a royal
    flush; and the tie-break for fewer wild cards at most what the known wild cards of a hand of
    five leave it (each counts, whatever it stands for)."""
    loose = WildRules(cards=wild.cards | {JOKER}, jokers=2, joker="wild", wild_represents="any",
                      double_ace_flush=wild.double_ace_flush, fewer_wilds_win=False)
    top = rank_hand_wild(list(known) + [JOKER] * n, loose)
    if wild.wild_represents != "any" and top >> CAT_SHIFT == FIVE_KIND:
        top = _ROYAL
    low = LOW_MASK
    if wild.fewer_wilds_win and len(known) + n <= 5:
        for c in known:
            if c in wild.cards:
                low -= 1
    return top & ~LOW_MASK | max(low, 0)


def rank_hand_wild(cards: Sequence[int], wild: WildRules) -> int:
    """The strength of the best five of ``cards`` with wild cards (comparable with :func:`rank_hand`)."""
    for c in cards:
        if c in wild.cards:
            break
    else:
        return rank_hand(cards)
    return _best_subset(cards, wild)[2]


def _assign(nat: list[int], wl: list[int], strength: int, wild: WildRules,
            held: set[int] | None) -> list[tuple[int, int | None]]:
    """The cards that play, most important first, each with the card it stands for."""
    cat = strength >> 24
    target = played_ranks(strength)
    suited = cat in (FLUSH, DOUBLE_ACE_FLUSH, STRAIGHT_FLUSH)
    slots: list[tuple[int, int | None] | None] = [None] * len(target)
    extra: list[tuple[int, int | None]] = []
    for c in nat:
        for i, r in enumerate(target):
            if slots[i] is None and r == c >> 2:
                slots[i] = (c, c)
                break
        else:
            extra.append((c, c))
    nat_suits = {c & 3 for c in nat}
    if suited:
        suit = next(iter(nat_suits)) if nat_suits else next(
            s for s in (3, 2, 1, 0)
            if held is None or all(r * 4 + s not in held for r in target))
    taken = {c for c in nat + wl if c != JOKER}     # prefer cards not held and not yet stood for
    order = sorted(wl, key=lambda c: c != JOKER or not wild.bug)       # bugs choose first
    for c in order:
        is_bug = c == JOKER and wild.bug
        free = [i for i, sl in enumerate(slots) if sl is None]
        if is_bug and cat not in (STRAIGHT, STRAIGHT_FLUSH, FLUSH, DOUBLE_ACE_FLUSH):
            free = [i for i in free if target[i] == ACE]
        if not free:
            extra.append((c, None))
            continue
        i = free[0]
        r = target[i]
        if suited:
            rep = r * 4 + suit
        else:
            options = [r * 4 + s for s in (3, 2, 1, 0) if r * 4 + s not in taken]
            plain = [o for o in options if len(nat_suits) != 1 or o & 3 not in nat_suits]
            rep = (plain or options or [r * 4 + 3])[0]
        taken.add(rep)
        slots[i] = (c, rep)
    return [sl for sl in slots if sl is not None] + extra


def best_five_wild(cards: Sequence[int], wild: WildRules) -> tuple[list[int], int]:
    """The cards that play (at most five, most important first) and :func:`rank_hand_wild`."""
    nat, wl = _split(cards, wild)
    if not wl:
        return best_five(cards)
    nat, wl, strength, held = _best_subset(cards, wild)
    return [c for c, _ in _assign(nat, wl, strength, wild, held)][:5], strength


def stand_ins(cards: Sequence[int], wild: WildRules) -> list[tuple[int, int | None]]:
    """Each wild card that plays with the card it stands for (``None``: a bug that counts as nothing)."""
    nat, wl = _split(cards, wild)
    if not wl:
        return []
    nat, wl, strength, held = _best_subset(cards, wild)
    return [(c, rep) for c, rep in _assign(nat, wl, strength, wild, held) if c in wild.cards]


def describe_wild(cards: Sequence[int], wild: WildRules, kickers: bool = False) -> str:
    """The hand in words with what its wild cards stood for: ``"five aces (JK as Ad, 2c as As)"``."""
    strength = rank_hand_wild(cards, wild)
    text = describe(strength, kickers)
    subs = [f"{CARD_NAMES[c]} as {CARD_NAMES[rep] if rep is not None else 'nothing'}"
            for c, rep in stand_ins(cards, wild)]
    return f"{text} ({', '.join(subs)})" if subs else text
