"""Structural checks that make a decoded hand replayable (else: ``malformed``).

The JSON decoder already enforces the types of the fields it knows; this
module checks what a type cannot say: the format tag, the game, the seats,
that each event type belongs to the hand's game and has its required fields,
that every card is a card and every named player sits at the table.
"""

from __future__ import annotations

from ..cards import CARD_INDEX
from ..model import GAMES, Hand
from msgspec import UNSET

# Required fields per event type, per game.  "cards?" marks a list of cards
# that may be absent; every card-valued field present is checked anyway.
_POKER_COMMON = {
    "ante": ("player", "amount"),
    "deal": ("player",),
    "burn": (),
    "check": ("player",),
    "call": ("player",),
    "bet": ("player", "to"),
    "raise": ("player", "to"),
    "fold": ("player",),
    "show": ("player", "cards"),
    "muck": ("player",),
    "return": ("player", "amount"),
    "rake": ("amount",),
    "collect": ("player", "amount"),
}
EVENT_FIELDS: dict[str, dict[str, tuple[str, ...]]] = {
    "draw": {**_POKER_COMMON,
             "blind": ("player", "amount", "kind"),
             "draw": ("player", "discard", "receive")},
    "stud": {**_POKER_COMMON,
             "community": ("cards",),
             "bring_in": ("player", "amount"),
             "complete": ("player", "to")},
    "palace": {
        "ante": ("player", "amount"),
        "banner": ("player", "card"),
        "deal": ("player", "down"),
        "buy": ("player", "card", "amount"),
        "discard": ("player", "cards"),
        "wait": ("player",),
        "fold": ("player",),
        "attack": ("player", "target", "amount"),
        "call": ("player", "amount"),
        "raise": ("player", "amount"),
        "battle": ("winner",),
        "capture": ("player", "source", "cards"),
        "show": ("player", "cards"),
        "collect": ("player", "amount"),
        "rake": ("amount",),
    },
    "tonk": {
        "deal": ("player", "cards"),
        "upcard": ("card",),
        "declare": ("player",),
        "drop": ("player",),
        "draw": ("player", "source", "card"),
        "spread": ("player", "cards"),
        "hit": ("player", "spread", "cards"),
        "discard": ("player", "card"),
        "reveal": ("player", "cards"),
        "pay": ("source", "to", "amount"),
    },
}
_FIELD_NAMES = {"source": "from"}
_INT_TO = {"bet", "raise", "complete"}


class MalformedHand(ValueError):
    """Raised by :func:`check_hand` with a message naming the field at fault."""


def _card_list(value, where: str) -> None:
    for c in value:
        if c not in CARD_INDEX:
            raise MalformedHand(f"{where}: unknown card {c!r}")


def check_hand(hand: Hand) -> None:
    """Raise :class:`MalformedHand` if the hand cannot be replayed."""
    if hand.format != "handaudit/1":
        raise MalformedHand(f"format is {hand.format!r}, expected 'handaudit/1'")
    if hand.game not in GAMES:
        raise MalformedHand(f"unknown game {hand.game!r} (one of {', '.join(GAMES)})")
    if not hand.seats:
        raise MalformedHand("seats: no players")
    names = set()
    numbers = set()
    for i, s in enumerate(hand.seats):
        if s.seat < 1:
            raise MalformedHand(f"seats[{i}]: seat must be >= 1, got {s.seat}")
        if s.stack < 0 or s.added < 0:
            raise MalformedHand(f"seats[{i}]: stack and added must be >= 0")
        if s.player in names:
            raise MalformedHand(f"seats[{i}]: player {s.player!r} sits twice")
        if s.seat in numbers:
            raise MalformedHand(f"seats[{i}]: seat {s.seat} is taken twice")
        names.add(s.player)
        numbers.add(s.seat)
    if hand.button is None:
        if hand.game != "stud":
            raise MalformedHand("button: missing (required except in stud)")
    elif hand.button not in numbers:
        raise MalformedHand(f"button: seat {hand.button} has no player")
    fields = EVENT_FIELDS[hand.game]
    for seq, ev in enumerate(hand.events):
        t = ev.type
        req = fields.get(t)
        where = f"events[{seq}] ({t})"
        if req is None:
            raise MalformedHand(f"events[{seq}]: unknown event type {t!r} for {hand.game}")
        for f in req:
            v = getattr(ev, f)
            if v is None or v is UNSET:
                if f == "winner" and v is None:
                    continue
                raise MalformedHand(f"{where}: missing field {_FIELD_NAMES.get(f, f)!r}")
        p = ev.player
        if p is not None and p not in names:
            raise MalformedHand(f"{where}: unknown player {p!r}")
        if ev.amount is not None and ev.amount < 0:
            raise MalformedHand(f"{where}: amount must be >= 0, got {ev.amount}")
        to = ev.to
        if to is not None:
            if t in _INT_TO:
                if not isinstance(to, int):
                    raise MalformedHand(f"{where}: 'to' must be an amount, got {to!r}")
                if to < 0:
                    raise MalformedHand(f"{where}: 'to' must be >= 0, got {to}")
            elif t == "pay":
                if not isinstance(to, str) or to not in names:
                    raise MalformedHand(f"{where}: unknown player {to!r} in 'to'")
        if t == "pay" or t == "capture":
            if ev.source not in names:
                raise MalformedHand(f"{where}: unknown player {ev.source!r} in 'from'")
        elif t == "draw" and ev.source is not None and ev.source not in ("stock", "discard"):
            raise MalformedHand(f"{where}: 'from' must be 'stock' or 'discard', got {ev.source!r}")
        if ev.target is not None and ev.target not in names:
            raise MalformedHand(f"{where}: unknown player {ev.target!r} in 'target'")
        w = ev.winner
        if isinstance(w, str) and w not in names:
            raise MalformedHand(f"{where}: unknown player {w!r} in 'winner'")
        if t == "blind" and ev.kind not in ("small", "big"):
            raise MalformedHand(f"{where}: kind must be 'small' or 'big', got {ev.kind!r}")
        if ev.card is not None and ev.card not in CARD_INDEX:
            raise MalformedHand(f"{where}: unknown card {ev.card!r}")
        for name in ("cards", "down", "up", "discard", "receive"):
            v = getattr(ev, name)
            if v is not None:
                _card_list(v, where)
        if t == "deal" and ev.down is None and ev.up is None and hand.game in ("draw", "stud"):
            raise MalformedHand(f"{where}: a deal needs 'down' or 'up' cards")
