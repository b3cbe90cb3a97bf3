"""The pieces of a Palace Poker table: players, their cards, and card matching.

A player holds a *banner* (one card, face up), three *palace* cards (face
down) and up to five *soldiers*.  Cards are ints (:mod:`audit.cards`);
``UNKNOWN`` (-1) stands for a card the log does not reveal (``??``).

Where each known card is lives in a plain list indexed by card (``where``,
see :func:`new_where`): the place is a player's name or ``"deck"``,
``"bdeck"`` (the banner deck after a reshuffle), ``"deck1"``.. (the discard
pile reshuffled as the draw deck), ``"rejected"``, ``"discards"``, ``"out"``; or, for a
card a player kept unseen after discarding ``??`` face down (one of their soldiers then, which
they may hold still or which went to the pile), ``(name, deck_gen)``: see
``TurnMixin._face_down_discard`` in :mod:`audit.games.palace_turns`.
"""

from __future__ import annotations

from ..cards import JOKER, SUIT_NAMES, UNKNOWN, card_str, cards_str, suit_of

SOLDIER_LIMIT = 5
DECK_SIZE = 52
#: Positions counted from the dealer's left fall in these banner groups.
GROUP_BOUNDS = ((1, 4), (5, 8), (9, 10))
#: A joker has no place in a Palace deck: wherever it is given, it is a duplicate from here.
NO_JOKER = "nowhere (no jokers in this deck)"

#: the event types that close a buyer's or capturer's discards (every Palace type but show,
#: collect and rake; see Replay.apply)
TURN_TYPES = frozenset(("ante", "banner", "deal", "buy", "discard", "wait", "fold", "attack", "call",
                        "raise", "battle", "capture"))

# battle states (palace_battle.Battle.state)
BETTING, JUDGE, CAPTURE, DONE = range(4)

# how a player left the hand
FOLDED = "folded"            # folded on their own turn
LOST = "lost a battle"       # lost a battle (or gave it up)
TIED_OUT = "tied a battle"   # tied a battle and both left


def group_of(position: int) -> int:
    """The banner group (0, 1, 2) of a position counted from the dealer's left (1-based)."""
    return 0 if position <= 4 else 1 if position <= 8 else 2


def suit_name(card: int) -> str:
    return SUIT_NAMES[suit_of(card)]


def new_where() -> list[str | None]:
    """Card -> place (``None``: not seen yet).  Slot 52 (the joker, and ``UNKNOWN`` = -1 as an
    index) is never ``None``, so ``where[c] is None`` means a standard card not seen yet;
    :func:`put_card` answers :data:`NO_JOKER` for a joker whatever the slot holds."""
    return [None] * 52 + [NO_JOKER]


def put_card(where: list[str | None], card: int, place: str) -> str | None:
    """Record ``card`` in ``place``; the place it already was (a duplicate) or ``None``."""
    if card < 0:
        return None
    if card == JOKER:
        return NO_JOKER
    before = where[card]
    where[card] = place
    return before


class Player:
    """One seat's state during a Palace hand."""

    __slots__ = ("name", "seat", "pos", "group", "start", "stack", "paid",
                 "in_hand", "out_how", "banner", "palace", "soldiers", "anted", "dealt",
                 "bannered", "exit_cards", "quiet", "turn_round", "buys", "attacks", "battles_won",
                 "battles_lost", "captures")

    def __init__(self, name: str, seat: int, stack: int) -> None:
        self.name = name
        self.seat = seat
        self.pos = 0                # position counted from the dealer's left (0: not dealt in)
        self.group = 0
        self.start = stack
        self.stack = stack
        self.paid = 0               # chips put into the pot
        self.in_hand = False
        self.out_how = ""
        self.banner: int | None = None
        self.palace: list[int] = []
        self.soldiers: list[int] = []
        self.anted = False
        self.dealt = False
        self.bannered = False       # kept a banner
        self.exit_cards: list[int] = []  # all the player's cards when they left the hand
        self.quiet = 0              # the quiet streak (Replay.quiet_gen) this player last kept quiet in
        self.turn_round = -1        # the turn-round (Replay.round_no) this player last took a turn in
        self.buys = self.attacks = self.battles_won = self.battles_lost = self.captures = 0

    def cards(self) -> list[int]:
        """Banner, palace cards and soldiers."""
        b = self.banner
        if b is None:
            return self.palace + self.soldiers
        return [b, *self.palace, *self.soldiers]

    def banner_suit(self) -> int | None:
        b = self.banner
        return None if b is None or b < 0 else b & 3

    def same_suit(self, other) -> bool:
        """Both banners known and of one suit: the two may not battle (PALACE.md 4)."""
        s = self.banner_suit()
        return s is not None and s == other.banner_suit()

    def army(self) -> str:
        """The banner and soldiers, in words: "banner Ad, soldiers Kd 7c"."""
        b = card_str(self.banner) if self.banner is not None else "none"
        s = cards_str(self.soldiers) if self.soldiers else "none"
        return f"banner {b}, soldiers {s}"


def match_cards(claimed: list[int], held: list[int], hidden: bool = False):
    """Match the cards a log claims against the cards held (which may hold ``UNKNOWN``).

    Returns ``(taken, reveals, extra, left)``: the indices of ``held`` matched,
    ``(index, card)`` pairs where a claimed known card fills an unknown held
    card, the claimed cards matching nothing, and the held cards left over.
    A claimed ``??`` matches an unknown held card only, unless ``hidden`` (a capture): then a
    ``??`` no unknown card takes stands for a known card left over (FORMAT.md: ``??`` is a card
    the log does not reveal, which hides a card known, not another card; review of session 65).
    """
    if claimed == held:                     # the usual case: exactly the cards held, in order
        return list(range(len(held))), [], [], []
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
    if hidden and free and UNKNOWN in extra:
        rest: list[int] = []
        for c in extra:
            if c == UNKNOWN and free:
                taken.append(free.pop(0))     # a known card held, not revealed by the line
            else:
                rest.append(c)
        extra = rest
    left = [held[j] for j in free]
    return taken, reveals, extra, left
