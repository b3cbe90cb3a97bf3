"""The ``event_rows`` of a chunk of hands, built column by column in the worker that replayed them.

One row per event: its hand (``_h``, the hand's row in the chunk; the parent turns it
into ``hands.ord``), ``seq``, ``type``, ``player``, ``amount``, ``cards``, ``discarded``
and ``round`` (``Result.rounds``).  The ``events`` view of schemas/store.sql adds the hand's
key; ``event_details`` unpacks every per-type field from ``hands.native`` on demand.

What the columns hold (CLI.md's ``events``):

* ``player``: the acting player; a Tonk ``pay``: the payer (``from``);
* ``amount``: the event's amount; ``bet`` / ``raise`` / ``complete``: the ``to`` amount;
* ``cards``: the event's cards, or its one ``card`` (Palace ``banner`` and ``buy``, Tonk
  ``upcard``, ``draw`` and ``discard``); a poker ``deal``: ``down`` then ``up``; a poker
  ``draw`` with ``receive``: the cards received;
* only the fields FORMAT.md gives the event's type in its game: a field a producer added
  (``amount`` on a ``check``, ``player`` on a ``burn``) is stored nowhere but in ``hands.native``;
* ``discarded``: how many cards a ``draw`` discarded (statistics: stand pat, cards drawn).
  (Lists cost DuckDB several times what numbers do: the cards discarded are in ``event_details``.)

Speed: the columns are taken from each hand's events by list comprehensions, and only
the events that need one of the rules above are visited again (deals, draws, bets,
raises, completions, pays); Arrow then builds the arrays in C, and in C too drops the fields
a type does not have (by a key of game and type per row) and makes each one ``card`` a list.
(This costs ~5 us a hand of a worker's ~170 over the session-33 rows, which lost those cards.)
"""

from __future__ import annotations

from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from .event_fields import EVENT_FIELDS

#: Every event type, in the order of the ``event_type`` ENUM of schemas/store.sql.
EVENT_TYPES: tuple[str, ...] = tuple(sorted({t for per_game in EVENT_FIELDS.values() for t in per_game}))
_CARDS = pa.list_(pa.string())
SCHEMA = pa.schema([
    ("_h", pa.int32()), ("seq", pa.int32()), ("type", pa.dictionary(pa.int32(), pa.string())),
    ("player", pa.string()), ("amount", pa.int64()), ("cards", _CARDS), ("discarded", pa.int16()),
    ("round", pa.int16())])
# one list per hand
_TYPES = pa.list_(pa.string())
_PLAYERS = pa.list_(pa.string())
_AMOUNTS = pa.list_(pa.int64())
_HAND_CARDS = pa.list_(_CARDS)
_SMALL = pa.list_(pa.int16())

_TO_AMOUNT = frozenset(("bet", "raise", "complete"))
# Per game, the event types whose FORMAT.md fields fill ``amount`` (``amount``; ``to``) and
# ``cards`` (``cards``; ``card``; a poker ``deal``'s ``down`` and ``up``; a poker ``draw``'s
# ``receive``): a field the format does not give that type is the producer's own and stored
# nowhere (FORMAT.md: fields it does not name are ignored).
_POKER_AMOUNT = frozenset(("ante", "call", "return", "rake", "collect"))
_AMOUNT_OF = {"draw": _POKER_AMOUNT | {"blind"}, "stud": _POKER_AMOUNT | {"bring_in"},
           "palace": frozenset(("ante", "buy", "attack", "call", "raise", "collect", "rake")),
           "tonk": frozenset(("pay",))}
_TO = {"draw": frozenset(("bet", "raise")), "stud": _TO_AMOUNT, "palace": frozenset(), "tonk": frozenset()}
_CARDS_OF = {"draw": frozenset(("burn", "show")), "stud": frozenset(("burn", "community", "show")),
          "palace": frozenset(("discard", "capture", "show")),
          "tonk": frozenset(("deal", "spread", "hit", "reveal"))}
_ONE_CARD = {"draw": frozenset(), "stud": frozenset(), "palace": frozenset(("banner", "buy")),
             "tonk": frozenset(("upcard", "draw", "discard"))}
_DOWN_UP = {"draw": frozenset(("deal",)), "stud": frozenset(("deal",)), "palace": frozenset(("deal",)),
            "tonk": frozenset()}
#: per game, the types whose row needs more than ``amount`` and ``cards`` as they are
_FIX = {g: _TO[g] | _DOWN_UP[g] | ({"draw"} if g == "draw" else set()) | ({"pay"} if g == "tonk"
                                                                                          else set())
        for g in _AMOUNT_OF}
#: per game, the types with no ``player`` (a Tonk ``pay``'s is its ``from``)
_NO_PLAYER = {"draw": frozenset(("burn", "rake")), "stud": frozenset(("burn", "rake", "community")),
              "palace": frozenset(("rake", "battle")), "tonk": frozenset(("upcard",))}
_GAMES = tuple(_AMOUNT_OF)
_GAME_CODE = {g: k for k, g in enumerate(_GAMES)}
_TYPE_VALUES = pa.array(EVENT_TYPES)


def _keys(per_game: dict[str, frozenset]) -> pa.Array:
    """``game code * 64 + type index`` of each (game, type) in ``per_game``: the rows whose column
    may keep what the event holds, picked out in C (:meth:`EventColumns.table`)."""
    return pa.array(sorted(_GAME_CODE[g] * 64 + EVENT_TYPES.index(t) for g, ts in per_game.items() for t in ts),
                    pa.int32())


# the rows whose amount / cards field is the format's (the fields fixed in ``add`` included)
_AMOUNT_KEYS = _keys({g: _AMOUNT_OF[g] | _TO[g] for g in _GAMES})
_NO_PLAYER_KEYS = _keys(_NO_PLAYER)
_CARDS_KEYS = _keys({g: _CARDS_OF[g] | _DOWN_UP[g] | ({"draw"} if g == "draw" else set()) for g in _GAMES})


class EventColumns:
    """The event rows of a chunk of hands (see the module's doc): one list per hand and column,
    flattened by Arrow."""

    __slots__ = ("type", "player", "amount", "cards", "card", "discarded", "round", "game")

    def __init__(self) -> None:
        self.type: list[list[str]] = []
        self.player: list[list[str | None]] = []
        self.amount: list[list[int | None]] = []
        self.cards: list[list[Any]] = []
        self.card: list[list[str | None]] = []     # an event's one ``card`` (made a list by Arrow)
        self.discarded: list[list[int | None]] = []
        self.round: list[list[int | None]] = []
        self.game: list[int] = []          # per hand, its game's code

    def __len__(self) -> int:
        return len(self.type)

    def add(self, events: list, rounds: list[int], game: str) -> None:
        """The rows of the chunk's next hand: its ``events`` and ``rounds`` (Result.rounds, one
        per event, or anything else when the replay could not give them) in ``game``.  Every hand
        of the chunk is added, in order (its rows name it by its index: ``_h``)."""
        n = len(events)
        types = [ev.type for ev in events]
        players = [ev.player for ev in events]
        amounts = [ev.amount for ev in events]
        cards = [ev.cards for ev in events]
        one_card = _ONE_CARD[game]
        one = [ev.card if t in one_card else None for ev, t in zip(events, types)] if one_card else [None] * n
        discarded: list[int | None] = [None] * n
        fix = _FIX[game]
        for i, t in enumerate(types):
            if t in fix:
                ev = events[i]
                if t == "deal":
                    down, up = ev.down, ev.up
                    cards[i] = (down + up if up is not None else down) if down is not None else (up or [])
                elif t == "draw":
                    if ev.receive is not None:
                        cards[i] = ev.receive
                    if ev.discard is not None:
                        discarded[i] = len(ev.discard)
                elif t == "pay":
                    players[i] = ev.source
                else:
                    to = ev.to
                    if to.__class__ is int:
                        amounts[i] = to
        self.type.append(types)
        self.player.append(players)
        self.amount.append(amounts)
        self.cards.append(cards)
        self.card.append(one)
        self.discarded.append(discarded)
        self.round.append(rounds if len(rounds) == n else [None] * n)
        self.game.append(_GAME_CODE[game])

    def table(self) -> pa.Table:
        types = pa.array(self.type, _TYPES)
        hand = pc.list_parent_indices(types).cast(pa.int32())
        # seq: the row's index in the chunk (0, 1, ...: a running sum of ones) minus its hand's first row
        index = pc.cumulative_sum(pa.nulls(len(hand), pa.int32()).fill_null(1))
        seq = pc.subtract(pc.subtract(index, 1), types.offsets.take(hand))
        coded = types.flatten().dictionary_encode()
        # a field the format does not give the event's type (per game) is the producer's: no value
        # (the key of each row: its game, and its type's index found once per distinct type)
        key = pc.add(pc.multiply(pa.array(self.game, pa.int32()).take(hand), 64),
                     pc.index_in(coded.dictionary, value_set=_TYPE_VALUES).cast(pa.int32()).take(coded.indices))
        amount = pa.array(self.amount, _AMOUNTS).flatten()
        amount = pc.if_else(pc.is_in(key, value_set=_AMOUNT_KEYS), amount, pa.nulls(len(amount), pa.int64()))
        cards = pa.array(self.cards, _HAND_CARDS).flatten()
        cards = pc.if_else(pc.is_in(key, value_set=_CARDS_KEYS), cards, pa.nulls(len(cards), _CARDS))
        return pa.Table.from_arrays([
            hand, seq,
            # dictionary-encoded (a few distinct values): DuckDB casts each one to the ENUM once
            coded,
            _without(pa.array(self.player, _PLAYERS).flatten(), pc.is_in(key, value_set=_NO_PLAYER_KEYS)), amount,
            _with_one_card(cards, pa.array(self.card, _PLAYERS).flatten()),
            pa.array(self.discarded, _SMALL).flatten(),
            pa.array(self.round, _SMALL).flatten()], schema=SCHEMA)


def _with_one_card(cards: pa.Array, card: pa.Array) -> pa.Array:
    """The ``cards`` column with each event's one ``card`` (where it has one) made a list of it, in
    C: no Python list per event."""
    if card.null_count == len(card):
        return cards
    offsets = pc.cumulative_sum(pa.nulls(len(card) + 1, pa.int32()).fill_null(1))
    offsets = pc.subtract(offsets, 1)
    one = pa.ListArray.from_arrays(offsets, card.fill_null(""), mask=card.is_null())
    return pc.if_else(card.is_valid(), one, cards)


def _without(values: pa.Array, drop: pa.Array) -> pa.Array:
    """``values`` with null where ``drop`` is true (a field the event's type does not have)."""
    if not pc.any(drop).as_py():
        return values
    return pc.if_else(drop, pa.nulls(len(values), values.type), values)
