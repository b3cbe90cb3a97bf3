"""The pieces of a Palace Poker table: players, their cards, and card matching.

A player holds a *banner* (one card, face up), three *palace* cards (face
down) and up to five *soldiers*.  Cards are ints (:mod:`audit.cards`);
``UNKNOWN`` (-1) stands for a card the log does not reveal (``??``).
"""

from __future__ import annotations

from ..cards import SUIT_NAMES, UNKNOWN, card_str, cards_str, suit_of

SOLDIER_LIMIT = 5
DECK_SIZE = 52
#: Positions counted from the dealer's left fall in these banner groups.
GROUP_BOUNDS = ((1, 4), (5, 8), (9, 10))

# how a player left the hand
FOLDED = "folded"            # folded on their own turn
LOST = "lost a battle"       # lost a battle (or gave it up)
TIED_OUT = "tied a battle"   # tied a battle and both left


def group_of(position: int) -> int:
    """The banner group (0, 1, 2) of a position counted from the dealer's left (1-based)."""
    return 0 if position <= 4 else 1 if position <= 8 else 2


def suit_name(card: int) -> str:
    return SUIT_NAMES[suit_of(card)]


class Player:
    """One seat's state during a Palace hand."""

    __slots__ = ("name", "seat", "index", "pos", "group", "start", "stack", "paid", "won",
                 "in_hand", "out_how", "banner", "palace", "soldiers", "anted", "dealt",
                 "bannered", "exit_cards")

    def __init__(self, name: str, seat: int, index: int, stack: int) -> None:
        self.name = name
        self.seat = seat
        self.index = index          # index in hand.seats
        self.pos = 0                # position counted from the dealer's left (0: not dealt in)
        self.group = 0
        self.start = stack
        self.stack = stack
        self.paid = 0               # chips put into the pot
        self.won = 0                # chips collected (as the log records)
        self.in_hand = False
        self.out_how = ""
        self.banner: int | None = None
        self.palace: list[int] = []
        self.soldiers: list[int] = []
        self.anted = False
        self.dealt = False
        self.bannered = False       # kept a banner
        self.exit_cards: list[int] = []  # all the player's cards when they left the hand

    def cards(self) -> list[int]:
        """Banner, palace cards and soldiers."""
        own = [self.banner] if self.banner is not None else []
        return own + self.palace + self.soldiers

    def banner_suit(self) -> int | None:
        b = self.banner
        return None if b is None or b < 0 else suit_of(b)

    def army(self) -> str:
        """The banner and soldiers, in words: "banner Ad, soldiers Kd 7c"."""
        b = card_str(self.banner) if self.banner is not None else "none"
        s = cards_str(self.soldiers) if self.soldiers else "none"
        return f"banner {b}, soldiers {s}"


def match_cards(claimed: list[int], held: list[int]):
    """Match the cards a log claims against the cards held (which may hold ``UNKNOWN``).

    Returns ``(taken, reveals, extra, left)``: the indices of ``held`` matched,
    ``(index, card)`` pairs where a claimed known card fills an unknown held
    card, the claimed cards matching nothing, and the held cards left over.
    A claimed ``??`` matches an unknown held card only.
    """
    free = list(range(len(held)))
    taken: list[int] = []
    reveals: list[tuple[int, int]] = []
    pending: list[int] = []
    for c in claimed:
        if c == UNKNOWN:
            pending.append(c)
            continue
        for j in free:
            if held[j] == c:
                free.remove(j)
                taken.append(j)
                break
        else:
            pending.append(c)
    extra: list[int] = []
    for c in pending:
        for j in free:
            if held[j] == UNKNOWN:
                free.remove(j)
                taken.append(j)
                if c != UNKNOWN:
                    reveals.append((j, c))
                break
        else:
            extra.append(c)
    left = [held[j] for j in free]
    return taken, reveals, extra, left
