"""Structural checks that make a decoded hand replayable (else: ``malformed``).

The JSON decoder already checks, per event type, the fields every game
requires of it, the types, that amounts are non-negative integers and that
cards are cards (:data:`audit.model.EVENT_CLASSES`).  This module checks what
the decoder cannot: the format tag, the game, the seats, that each event type
belongs to the hand's game and has the fields that game requires
(:data:`EVENT_FIELDS`), and that every named player sits at the table.

Hands built in code (importers) hold :class:`audit.model.Event` instances the
decoder never saw: they are round-tripped through JSON once so that the same
checks apply.
"""

from __future__ import annotations

import msgspec

from ..event_fields import EVENT_FIELDS, NO_PLAYER  # noqa: F401  (EVENT_FIELDS re-exported: the declaration)
from ..model import EVENT_CLASSES, GAMES, LINE_EVENT_CLASSES, Event, Hand
from ..untrusted import quoted

_FIELD_NAMES = {"source": "from"}
_ALLOWED = {game: frozenset(fields) for game, fields in EVENT_FIELDS.items()}
_COMMON: dict[str, frozenset[str]] = {}
for _per_game in EVENT_FIELDS.values():
    for _tag, _fields in _per_game.items():
        _COMMON[_tag] = _COMMON.get(_tag, frozenset(_fields)) & frozenset(_fields)
#: Per game: event type -> the fields this game requires beyond the decoder's.
_EXTRA = {game: {tag: tuple(f for f in fields if f not in _COMMON[tag])
                 for tag, fields in per_game.items() if set(fields) - _COMMON[tag]}
          for game, per_game in EVENT_FIELDS.items()}
_DRAW_SOURCES = {"tonk": ("stock", "discard")}
_DRAW_SOURCES["draw"] = (None,) + _DRAW_SOURCES["tonk"]  # five-card draw names no source; if given, a valid one
_DEAL_FACES = {"draw": ("down", "up"), "stud": ("down", "up"), "palace": ("down", "up")}
#: The checks :func:`_sound` and :func:`_scan` make of an event beyond its fields, by its decoded
#: class (wide, :data:`EVENT_CLASSES`, or narrow, :data:`LINE_EVENT_CLASSES`: the same for both).
_OF_DEAL, _OF_DRAW, _OF_RAISE, _OF_ATTACK, _OF_BATTLE, _OF_CAPTURE, _OF_PAY = 1, 2, 3, 4, 5, 6, 7
_KINDS = {"deal": _OF_DEAL, "draw": _OF_DRAW, "raise": _OF_RAISE, "attack": _OF_ATTACK, "battle": _OF_BATTLE,
          "capture": _OF_CAPTURE, "pay": _OF_PAY}
_KIND = {cls: _KINDS.get(tag, 0) for classes in (EVENT_CLASSES, LINE_EVENT_CLASSES) for tag, cls in classes.items()}


#: More players than any game can deal a card to (52 cards and two jokers): such a hand is not a
#: record of a game, and replaying it would cost time and memory that grow with the square of
#: its seats (five-card draw keeps each seat's order of the others).
MAX_SEATS = 54


class MalformedHand(ValueError):
    """Raised by :func:`check_hand` with a message naming the field at fault."""


def _roundtrip(hand: Hand) -> Hand:
    from .native import decode_hand

    try:
        data = msgspec.json.encode(hand)
    except ValueError:      # an integer of more than 4,300 digits: no amount
        raise MalformedHand("invalid hand: a number too large for an amount (at most 2^53 - 1)") from None
    try:
        return decode_hand(data)
    except msgspec.ValidationError as e:
        raise MalformedHand(f"invalid hand: {e}") from None


def check_hand(hand: Hand) -> Hand:
    """Raise :class:`MalformedHand` if the hand cannot be replayed; return the hand
    (as decoded, when it was built in code)."""
    if hand.format != "handaudit/1":
        raise MalformedHand(f"format is {quoted(hand.format)}, expected 'handaudit/1'")
    game = hand.game
    if game not in GAMES:
        raise MalformedHand(f"unknown game {quoted(game)} (one of {', '.join(GAMES)})")
    if _sound(hand, game):      # the usual case: one pass, nothing to report
        return hand
    return _first_fault(hand, game)


def _first_fault(hand: Hand, game: str) -> Hand:
    """The checks of :func:`check_hand` after the format's and the game's, one at a time: raise
    :class:`MalformedHand` with the first fault found; return the hand when there is none (as
    decoded, when it was built in code)."""
    events = hand.events
    classes, players, bad_deal, bad_draw, bad_raise = _scan(events, game)
    if Event in classes:
        hand = _roundtrip(hand)
        if _sound(hand, game):
            return hand
        events = hand.events
        classes, players, bad_deal, bad_draw, bad_raise = _scan(events, game)
    if not hand.hand_id:
        # (the id is what a report, explain and duplicate-hand name a hand by: FORMAT.md requires it)
        raise MalformedHand("hand_id: empty")
    seats = hand.seats
    if not seats:
        raise MalformedHand("seats: no players")
    if len(seats) > MAX_SEATS:
        raise MalformedHand(f"seats: {len(seats)} players; no game deals cards to more than {MAX_SEATS} "
                            f"(the deck's 52 cards and two jokers)")
    names = {s.player for s in seats}
    numbers = {s.seat for s in seats}
    if len(names) != len(seats) or len(numbers) != len(seats) or min(numbers) < 1 or "" in names or \
            any(s.stack < 0 or s.added < 0 for s in seats):
        _seat_problem(hand)
    if hand.button is None:
        if game != "stud":
            raise MalformedHand("button: missing (required except in stud)")
    elif hand.button < 1:
        # a button on a seat nobody sits in is a dead button (audit.seat_order.button_index)
        raise MalformedHand(f"button: {hand.button} is no seat number (seats are numbered from 1)")
    types = {c.type for c in classes}
    if not types <= _ALLOWED[game]:
        bad = sorted(types - _ALLOWED[game])[0]
        seq = next(i for i, ev in enumerate(events) if ev.type == bad)
        raise MalformedHand(f"events[{seq}]: unknown event type {quoted(bad)} for {game}")
    players.discard(None)
    if not players <= names:
        _unknown_player(events, names, "player", NO_PLAYER[game])
    if game == "palace" or game == "tonk":
        _check_named_players(events, names)
    extra = _EXTRA[game]
    if not types.isdisjoint(extra):
        for seq, ev in [(seq, ev) for seq, ev in enumerate(events) if ev.type in extra]:
            for f in extra[ev.type]:
                if getattr(ev, f) is None:
                    raise MalformedHand(f"events[{seq}] ({ev.type}): field {quoted(_FIELD_NAMES.get(f, f))} "
                                           f"is missing or null")
    if bad_raise:
        bad = [seq for seq, ev in enumerate(events)
               if ev.type == "raise" and ev.to is not None and ev.to.__class__ is not int]
        if bad:
            raise MalformedHand(f"events[{bad[0]}] (raise): 'to' must be an amount, got {quoted(events[bad[0]].to)}")
    if bad_deal and game in _DEAL_FACES:
        bad = [seq for seq, ev in enumerate(events) if ev.type == "deal" and ev.down is None and ev.up is None]
        if bad:
            raise MalformedHand(f"events[{bad[0]}] (deal): a deal needs 'down' or 'up' cards")
    if bad_draw:
        bad = [seq for seq, ev in enumerate(events) if ev.type == "draw" and ev.source not in _DRAW_SOURCES[game]]
        if bad:
            raise MalformedHand(f"events[{bad[0]}] (draw): 'from' must be 'stock' or 'discard', "
                                f"got {quoted(events[bad[0]].source)}")
    return hand


#: Per game: each decoded event class of the game -> the fields the game requires of it beyond
#: the decoder's (a class missing is no event type of the game).
#: Each class maps to ``(fields, kind)``: the kind of check of :data:`_KIND`.
_REQUIRED = {game: {classes[tag]: (_EXTRA[game].get(tag, ()), _KINDS.get(tag, 0))
                    for classes in (EVENT_CLASSES, LINE_EVENT_CLASSES) for tag in per_game}
             for game, per_game in EVENT_FIELDS.items()}


def _sound(hand: Hand, game: str) -> bool:
    """Whether :func:`_first_fault` finds nothing wrong with a decoded hand of a known game: all
    its checks in one pass over the events and no sets but the seats' (about half the time of
    its passes, on the usual hand that has no fault).  False is no verdict: the checks then run
    one by one, find the first fault and word it (an event built in code, not decoded, is never
    sound here).  Both must pass the same hands: tests/test_native_check_hand_one_pass_agrees.py."""
    seats = hand.seats
    if not seats or len(seats) > MAX_SEATS or not hand.hand_id:
        return False
    names = set()
    numbers = set()
    for s in seats:
        if s.seat < 1 or s.stack < 0 or s.added < 0 or not s.player:
            return False
        names.add(s.player)
        numbers.add(s.seat)
    if len(names) != len(seats) or len(numbers) != len(seats):
        return False
    button = hand.button
    if button is None:
        if game != "stud":
            return False
    elif button < 1:
        return False
    required = _REQUIRED[game]
    faces = game in _DEAL_FACES
    sources = _DRAW_SOURCES.get(game, ())
    naming = game == "palace" or game == "tonk"
    for ev in hand.events:
        try:
            fields, kind = required[type(ev)]
        except KeyError:        # no event type of this game's, or an event built in code
            return False
        player = ev.player
        if player is not None and player not in names and ev.type not in NO_PLAYER[game]:
            return False
        if fields:
            for f in fields:
                if getattr(ev, f) is None:
                    return False
        if not kind:
            continue
        if kind == 1:       # _OF_DEAL (the numbers, which the compiled build compares in C)
            if faces and ev.down is None and ev.up is None:
                return False
        elif kind == 3:     # _OF_RAISE
            to = ev.to
            if to is not None and to.__class__ is not int:
                return False
        elif kind == 2:     # _OF_DRAW
            if ev.source not in sources:
                return False
        elif naming:
            if kind == 4:   # _OF_ATTACK
                if ev.target not in names:
                    return False
            elif kind == 5:     # _OF_BATTLE
                winner = ev.winner
                if isinstance(winner, str) and winner not in names:
                    return False
            elif kind == 6 or kind == 7:    # _OF_CAPTURE, _OF_PAY
                if ev.source not in names or (kind == 7 and ev.to not in names):
                    return False
    return True


def _scan(events: list, game: str) -> tuple[set, set, bool, bool, bool]:
    """One pass over the events for the checks of :func:`check_hand`: the event classes, the
    players named, and whether a deal without cards, a draw from an unknown source or a raise
    ``to`` something other than an amount occurs (found again, with its index, only then)."""
    classes = set()
    players = set()
    no_player = NO_PLAYER[game]
    sources = _DRAW_SOURCES.get(game, ())
    bad_deal = bad_draw = bad_raise = False
    for ev in events:
        cls = ev.__class__
        classes.add(cls)
        if ev.type not in no_player:
            players.add(ev.player)
        kind = _KIND.get(cls, 0)
        if kind == _OF_DEAL:
            if ev.down is None and ev.up is None:
                bad_deal = True
        elif kind == _OF_DRAW:
            if ev.source not in sources:
                bad_draw = True
        elif kind == _OF_RAISE:
            to = ev.to
            if to is not None and to.__class__ is not int:
                bad_raise = True
    return classes, players, bad_deal, bad_draw, bad_raise


def _seat_problem(hand: Hand) -> None:
    names: set[str] = set()
    numbers: set[int] = set()
    for i, s in enumerate(hand.seats):
        if s.seat < 1:
            raise MalformedHand(f"seats[{i}]: seat must be >= 1, got {s.seat}")
        if s.stack < 0 or s.added < 0:
            raise MalformedHand(f"seats[{i}]: stack and added must be >= 0")
        if not s.player:
            # a player nobody could name: nothing that shows it (the terminal, the report's links
            # and tables) could show it, nor tell it from no player
            raise MalformedHand(f"seats[{i}]: the player's name is empty")
        if s.player in names:
            raise MalformedHand(f"seats[{i}]: player {quoted(s.player)} sits twice")
        if s.seat in numbers:
            raise MalformedHand(f"seats[{i}]: seat {s.seat} is taken twice")
        names.add(s.player)
        numbers.add(s.seat)


def _unknown_player(events, names: set[str], field: str, skip: frozenset[str] = frozenset()) -> None:
    """:class:`MalformedHand` for the first event whose ``field`` names nobody seated (``skip``:
    the types that have no such field)."""
    for seq, ev in enumerate(events):
        if ev.type in skip:
            continue
        v = getattr(ev, field)
        if isinstance(v, str) and v not in names:
            shown = _FIELD_NAMES.get(field, field)
            where = "" if field == "player" else f" in {quoted(shown)}"
            raise MalformedHand(f"events[{seq}] ({ev.type}): unknown player {quoted(v)}{where}")


_NAMING = frozenset(("attack", "battle", "pay", "capture"))


def _check_named_players(events, names: set[str]) -> None:
    """Palace and Tonk events name players beyond ``player``: target, winner, from, to."""
    for seq, ev in [(seq, ev) for seq, ev in enumerate(events) if ev.type in _NAMING]:
        t = ev.type
        if t == "attack":
            if ev.target not in names:
                _unknown_player(events, names, "target")
        elif t == "battle":
            if isinstance(ev.winner, str) and ev.winner not in names:
                _unknown_player(events, names, "winner")
        elif t == "pay" or t == "capture":
            if ev.source not in names:
                raise MalformedHand(f"events[{seq}] ({t}): unknown player {quoted(ev.source)} in 'from'")
            if t == "pay" and ev.to not in names:
                raise MalformedHand(f"events[{seq}] (pay): unknown player {quoted(ev.to)} in 'to'")
