"""Cards as small integers, and a ledger that knows where every card is.

A card is an ``int``: ``rank * 4 + suit`` with rank 0..12 for 2..A and suit
0..3 for c, d, h, s.  A joker is :data:`JOKER` (52); an unknown face-down card
(``??`` in a log) is :data:`UNKNOWN` (-1).  Engines work on these integers;
strings only appear at the edges (reading a log, writing a message).
"""

from __future__ import annotations

from .untrusted import quoted

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = ("two", "three", "four", "five", "six", "seven", "eight", "nine",
              "ten", "jack", "queen", "king", "ace")
RANK_PLURALS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights",
                "nines", "tens", "jacks", "queens", "kings", "aces")
JOKER = 52
UNKNOWN = -1

#: Every spelling a log may use, mapped to its integer.  ``10h`` is accepted
#: for ``Th``; ranks and suits are case-insensitive on input.
CARD_INDEX: dict[str, int] = {"JK": JOKER, "??": UNKNOWN, "jk": JOKER, "Jk": JOKER, "jK": JOKER}
for _r, _rc in enumerate(RANKS):
    for _s, _sc in enumerate(SUITS):
        _c = _r * 4 + _s
        for _rr in {_rc, _rc.lower()} | ({"10"} if _rc == "T" else set()):
            for _ss in {_sc, _sc.upper()}:
                CARD_INDEX[_rr + _ss] = _c

#: Canonical two-character names, indexed by card (JOKER at 52).
CARD_NAMES: tuple[str, ...] = tuple(
    RANKS[c >> 2] + SUITS[c & 3] for c in range(52)) + ("JK",)

def spelled(text: str) -> str:
    """A card in FORMAT.md's spelling (``ah``, ``AH`` and ``10h`` are ``Ah`` and ``Th``); anything
    that is no card stays as it is."""
    c = CARD_INDEX.get(text)
    return text if c is None else "??" if c == UNKNOWN else CARD_NAMES[c]


#: The 52 cards of a standard deck.
STANDARD_DECK: tuple[int, ...] = tuple(range(52))


def parse_card(text: str) -> int:
    """The integer of one card name; ``ValueError`` for a name that is no card."""
    try:
        return CARD_INDEX[text]
    except (KeyError, TypeError):
        raise ValueError(f"unknown card {quoted(text)}") from None


def parse_cards(texts) -> list[int]:
    return [parse_card(t) for t in texts]


def card_str(card: int) -> str:
    return "??" if card == UNKNOWN else CARD_NAMES[card]


#: The most cards a message lists of one list: a deck holds 54; a longer list is a crafted hand's
#: (thousands of soldiers bought), whose every message would otherwise grow with it.
LISTED = 60


def cards_str(cards) -> str:
    if not isinstance(cards, (list, tuple)):
        cards = list(cards)
    if len(cards) > LISTED:
        return " ".join(card_str(c) for c in cards[:LISTED]) + f" ... ({len(cards)} cards)"
    return " ".join(card_str(c) for c in cards)


def rank_of(card: int) -> int:
    return card >> 2


def suit_of(card: int) -> int:
    return card & 3


def is_known(card: int) -> bool:
    return card >= 0


#: What :meth:`CardLedger.put` answers for a joker in a deck without jokers.
NO_JOKERS = "not in this deck"


class CardLedger:
    """Where each known card is.

    Every known card is in at most one place at a time (a player's name, or a
    place such as ``"burn"``, ``"discards"``, ``"community"``, ``"muck"``).
    Unknown cards are never tracked.  Jokers are counted: a deck holds
    ``jokers`` of them.

    :meth:`put` records a card in a place and returns the place where the card
    already was (a duplicate) or ``None``.  The caller decides whether that
    earlier place makes the move legal (a card coming back from a reshuffled
    discard pile) or is a ``duplicate-card``.
    """

    __slots__ = ("where", "jokers", "joker_places")

    def __init__(self, jokers: int = 0) -> None:
        self.where: dict[int, str] = {}
        self.jokers = jokers
        self.joker_places: list[str] = []

    def put(self, card: int, place: str) -> str | None:
        if card < 0:
            return None
        if card == JOKER:
            if len(self.joker_places) >= self.jokers:
                self.joker_places.append(place)
                return self.joker_places[0] if self.jokers else NO_JOKERS
            self.joker_places.append(place)
            return None
        before = self.where.get(card)
        self.where[card] = place
        return before

    def place_of(self, card: int) -> str | None:
        if card == JOKER:
            return self.joker_places[0] if self.joker_places else None
        return self.where.get(card)

    def move(self, card: int, place: str) -> None:
        """Move a card that is known to be somewhere to a new place."""
        if card < 0:
            return
        if card == JOKER:
            if self.joker_places:
                self.joker_places[0] = place
            return
        self.where[card] = place

    def count_in(self, place: str) -> int:
        n = sum(1 for p in self.where.values() if p == place)
        return n + sum(1 for p in self.joker_places if p == place)
