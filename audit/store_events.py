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

Speed: each event is visited once, by one loop that looks its row's rule up by its type
(:data:`_RULES`: worked out once per game and type) and appends to flat lists, one per column
(the cards of every row to one list, with the offsets where each row's cards end); Arrow
then builds the arrays from those lists in C, with no nested list and no compute kernel.
(Session 38, compiled, the million's hands: 21-22 us a hand for ``add`` and ``table``, against
27-29 us for per-hand lists flattened by Arrow and the fields a type does not have dropped by
compute kernels.)  ``discarded``, null but on a ``draw`` (one row in ~56), is kept as its few
(row, count) pairs: Arrow's conversion of a Python list tests every value, ~1.2 us a hand
(session 55, 1,000 hands of the million: ``table`` 5.0 against 7.0 ms, ``add`` 5.3 against
6.0 ms).  The int32 columns (``type``, the cards' offsets, ``round``) are Python lists made
into C arrays once a chunk by ``struct.pack`` (:func:`_int32_bytes`): ``array("i", ...)`` parses
each value with ``PyArg_Parse`` (~220 instructions a value, ~200 values a hand: session 70,
callgrind, 3% of a worker's instructions), ``struct`` reads it with ``PyLong_AsLong``.
"""

from __future__ import annotations

import struct

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .event_fields import EVENT_FIELDS, NO_PLAYER

#: Every event type, in the order of the ``event_type`` ENUM of schemas/store.sql.
EVENT_TYPES: tuple[str, ...] = tuple(sorted({t for per_game in EVENT_FIELDS.values() for t in per_game}))
_CARDS = pa.list_(pa.string())
_BOOL = pa.bool_()
SCHEMA = pa.schema([
    ("_h", pa.int32()), ("seq", pa.int32()), ("type", pa.dictionary(pa.int32(), pa.string())),
    ("player", pa.string()), ("amount", pa.int64()), ("cards", _CARDS), ("discarded", pa.int16()),
    ("round", pa.int32())])
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
_TYPE_VALUES = pa.array(EVENT_TYPES)

# How a row takes its ``player``, ``amount`` and ``cards`` from its event (see :func:`_rule`).
_NO = 0                                         # none, in each of the three
_PLAYER, _FROM = 1, 2                           # player: the event's; its ``from`` (``source``)
_AMOUNT, _TO_OR_AMOUNT = 1, 2                   # amount: ``amount``; ``to`` (when an int)
_CARDS_FIELD, _DOWN_UP_FIELDS, _RECEIVE, _ONE = 1, 2, 3, 4   # cards: ``cards``; ``down`` + ``up``;
                                                             # ``receive``; the one ``card``


def _rule(game: str, typ: str) -> tuple[int, int, int, int]:
    """``(type code, player rule, amount rule, cards rule)`` of a row of type ``typ`` in ``game``: the
    FORMAT.md fields of the type in the game, and no other (see the module's doc)."""
    player = _FROM if game == "tonk" and typ == "pay" else _NO if typ in NO_PLAYER[game] else _PLAYER
    amount = _TO_OR_AMOUNT if typ in _TO[game] else _AMOUNT if typ in _AMOUNT_OF[game] else _NO
    if typ in _ONE_CARD[game]:
        cards = _ONE
    elif typ in _DOWN_UP[game]:
        cards = _DOWN_UP_FIELDS
    elif game == "draw" and typ == "draw":
        cards = _RECEIVE
    else:
        cards = _CARDS_FIELD if typ in _CARDS_OF[game] else _NO
    return EVENT_TYPES.index(typ), player, amount, cards


#: per game, each event type's rule (:func:`_rule`), worked out once
_RULES = {g: {t: _rule(g, t) for t in EVENT_TYPES} for g in _AMOUNT_OF}


class EventColumns:
    """The event rows of a chunk of hands (see the module's doc), one flat list per column, each
    event visited once."""

    __slots__ = ("starts", "type", "player", "amount", "cards", "offsets", "listed", "discarded_rows",
                 "discarded", "round", "no_round", "n_hands")

    def __init__(self) -> None:
        self.starts: list[int] = [0]        # where each hand's rows start (and the last one ends)
        self.type: list[int] = []           # the index in EVENT_TYPES
        self.player: list[str | None] = []
        self.amount: list[int | None] = []
        self.cards: list[str] = []          # every row's cards, one after the other
        self.offsets: list[int] = [0]       # where each row's cards end in ``cards``
        self.listed: list[bool] = []        # the row has a list of cards (else: null)
        self.discarded_rows: list[int] = []     # the rows with a ``discarded`` count (the others: null)
        self.discarded: list[int] = []          # ... and their counts
        self.round: list[int] = []          # every row's round (0 in a row of ``no_round``)
        self.no_round: list[tuple[int, int]] = []   # (first, end) rows of hands with no rounds: null
        self.n_hands = 0

    def __len__(self) -> int:
        return self.n_hands

    def add(self, events: list, rounds: list[int], game: str) -> None:
        """The rows of the chunk's next hand: its ``events`` and ``rounds`` (Result.rounds, one
        per event, or anything else when the replay could not give them) in ``game``.  Every hand
        of the chunk is added, in order (its rows name it by its index: ``_h``)."""
        n = len(events)
        rules = _RULES[game]
        self.n_hands += 1
        codes, players, amounts = self.type, self.player, self.amount
        row = len(codes)
        if len(rounds) == n:
            self.round.extend(rounds)
        else:
            self.round.extend([0] * n)
            self.no_round.append((row, row + n))
        flat, offsets, listed = self.cards, self.offsets, self.listed
        end = offsets[-1]
        # (the rules are compared with the numbers they stand for, which the compiled build
        # compares in C: _NO 0, _PLAYER 1, _AMOUNT 1, _CARDS_FIELD 1, _ONE 4, _DOWN_UP_FIELDS 2)
        for ev in events:
            typ = ev.type
            rule = rules.get(typ)
            if rule is None:
                rule = _rule(game, typ)     # not a type of the game's (raises for one of no game)
            code, player, amount, cards = rule
            codes.append(code)
            if player == 1:
                players.append(ev.player)
            elif player == 0:
                players.append(None)
            else:
                players.append(ev.source)
            if amount == 0:
                amounts.append(None)
            elif amount == 1:
                amounts.append(ev.amount)
            else:
                to = ev.to
                amounts.append(to if to.__class__ is int else ev.amount)
            if cards == 0:
                listed.append(False)
                offsets.append(end)
                row += 1
                continue
            if cards == 1:
                got = ev.cards
            elif cards == 4:
                card = ev.card
                got = [card] if card is not None else None
            elif cards == 2:
                down, up = ev.down, ev.up
                got = (down + up if up is not None else down) if down is not None else (up or [])
            else:       # _RECEIVE
                got = ev.receive
                gone = ev.discard
                if gone is not None:
                    self.discarded_rows.append(row)
                    self.discarded.append(len(gone))
            if got is None:
                listed.append(False)
            else:
                listed.append(True)
                flat.extend(got)
                end += len(got)
            offsets.append(end)
            row += 1
        self.starts.append(row)

    def table(self) -> pa.Table:
        # _h and seq in C: each row's hand, and its index in the chunk less its hand's first row
        starts = _int32s(self.starts)
        hand = pc.list_parent_indices(pa.ListArray.from_arrays(starts, pa.nulls(len(self.type), pa.int8())))
        hand = hand.cast(pa.int32())
        index = pc.cumulative_sum(pa.nulls(len(hand), pa.int32()).fill_null(1))
        seq = pc.subtract(pc.subtract(index, 1), starts.take(hand))
        listed = pa.array(self.listed, _BOOL)
        cards = pa.ListArray.from_arrays(_int32s(self.offsets), pa.array(self.cards, pa.string()),
                                         type=_CARDS, mask=pc.invert(listed))
        return pa.Table.from_arrays([
            hand, seq,
            # dictionary-encoded: DuckDB casts each type to the ENUM once
            pa.DictionaryArray.from_arrays(_int32s(self.type), _TYPE_VALUES),
            pa.array(self.player, pa.string()), pa.array(self.amount, pa.int64()), cards,
            self._discarded(len(hand)), self._round()], schema=SCHEMA)

    def _discarded(self, n: int) -> pa.Array:
        """The ``discarded`` column of ``n`` rows: the counts at their rows, null elsewhere."""
        if not self.discarded_rows:
            return pa.nulls(n, pa.int16())
        values = np.zeros(n, np.int16)
        has = np.zeros(n, np.bool_)
        rows = np.array(self.discarded_rows, np.intp)
        values[rows] = self.discarded
        has[rows] = True
        return pa.array(values, pa.int16(), mask=~has)

    def _round(self) -> pa.Array:
        """The ``round`` column: null in the rows of the hands the replay gave no rounds."""
        n = len(self.round)
        values = pa.py_buffer(_int32_bytes(self.round))
        if not self.no_round:
            return pa.Array.from_buffers(pa.int32(), n, [None, values])
        has = np.ones(n, np.bool_)
        for first, end in self.no_round:
            has[first:end] = False
        return pa.Array.from_buffers(pa.int32(), n, [pa.py_buffer(np.packbits(has, bitorder="little")), values])


def _int32s(values: list[int]) -> pa.Array:
    """An int32 array of ``values`` (none of them None), through a C array: without Arrow's checks
    of each value of a Python list."""
    return pa.Array.from_buffers(_INT32, len(values), [None, pa.py_buffer(_int32_bytes(values))])


def _int32_bytes(values: list[int]) -> bytes:
    """``values`` as a C array of int32 in the machine's order (what ``array("i", values)`` holds,
    at a quarter of its cost: see the module's doc)."""
    return struct.pack(f"={len(values)}i", *values)


_INT32, _INT64 = pa.int32(), pa.int64()
_CODES = {_INT32: "i", _INT64: "q"}


def int_array(values: list, typ: pa.DataType) -> pa.Array:
    """``pa.array(values, typ)``, the same array, for a column of the store's rows; a column of
    int32 or int64 that holds only integers (Python ints) is packed by ``struct`` (a quarter of
    Arrow's cost a value, see the module's doc).  Anything else (None, a float, an integer out
    of range) is left to Arrow, which takes or refuses it as it always did."""
    code = _CODES.get(typ)
    if code is not None:
        try:
            data = struct.pack(f"={len(values)}{code}", *values)
        except struct.error:
            pass
        else:
            return pa.Array.from_buffers(typ, len(values), [None, pa.py_buffer(data)])
    return pa.array(values, typ)
