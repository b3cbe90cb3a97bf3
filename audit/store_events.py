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
  (``amount`` on a ``check``) is stored nowhere but in ``hands.native``;
* ``discarded``: how many cards a ``draw`` discarded (statistics: stand pat, cards drawn).
  (Lists cost DuckDB several times what numbers do: the cards discarded are in ``event_details``.)

Speed: the columns are taken from each hand's events by list comprehensions, and only
the events that need one of the rules above are visited again (deals, draws, bets,
raises, completions, pays, events of one card); Arrow then builds the arrays in C.
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
_AMOUNT = {"draw": _POKER_AMOUNT | {"blind"}, "stud": _POKER_AMOUNT | {"bring_in"},
           "palace": frozenset(("ante", "buy", "attack", "call", "raise", "collect", "rake")),
           "tonk": frozenset(("pay",))}
_TO = {"draw": frozenset(("bet", "raise")), "stud": _TO_AMOUNT, "palace": frozenset(), "tonk": frozenset()}
_CARDS = {"draw": frozenset(("burn", "show")), "stud": frozenset(("burn", "community", "show")),
          "palace": frozenset(("discard", "capture", "show")),
          "tonk": frozenset(("deal", "spread", "hit", "reveal"))}
_ONE_CARD = {"draw": frozenset(), "stud": frozenset(), "palace": frozenset(("banner", "buy")),
             "tonk": frozenset(("upcard", "draw", "discard"))}
_DOWN_UP = {"draw": frozenset(("deal",)), "stud": frozenset(("deal",)), "palace": frozenset(("deal",)),
            "tonk": frozenset()}
#: per game, the types whose row needs more than ``amount`` and ``cards`` as they are
_FIX = {g: _TO[g] | _ONE_CARD[g] | _DOWN_UP[g] | ({"draw"} if g == "draw" else set()) | ({"pay"} if g == "tonk"
                                                                                          else set())
        for g in _AMOUNT}


class EventColumns:
    """The event rows of a chunk of hands (see the module's doc): one list per hand and column,
    flattened by Arrow."""

    __slots__ = ("type", "player", "amount", "cards", "discarded", "round")

    def __init__(self) -> None:
        self.type: list[list[str]] = []
        self.player: list[list[str | None]] = []
        self.amount: list[list[int | None]] = []
        self.cards: list[list[Any]] = []
        self.discarded: list[list[int | None]] = []
        self.round: list[list[int | None]] = []

    def __len__(self) -> int:
        return len(self.type)

    def add(self, events: list, rounds: list[int], game: str) -> None:
        """The rows of the chunk's next hand: its ``events`` and ``rounds`` (Result.rounds, one
        per event, or anything else when the replay could not give them) in ``game``.  Every hand
        of the chunk is added, in order (its rows name it by its index: ``_h``)."""
        n = len(events)
        types = [ev.type for ev in events]
        players = [ev.player for ev in events]
        has_amount = _AMOUNT[game]
        has_cards = _CARDS[game]
        amounts = [ev.amount if t in has_amount else None for ev, t in zip(events, types)]
        cards = [ev.cards if t in has_cards else None for ev, t in zip(events, types)]
        discarded: list[int | None] = [None] * n
        fix = _FIX[game]
        one_card = _ONE_CARD[game]
        for i, t in enumerate(types):
            if t in fix:
                ev = events[i]
                if t in one_card:
                    if ev.card is not None:
                        cards[i] = [ev.card]
                elif t == "deal":
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
        self.discarded.append(discarded)
        self.round.append(rounds if len(rounds) == n else [None] * n)

    def table(self) -> pa.Table:
        types = pa.array(self.type, _TYPES)
        hand = pc.list_parent_indices(types).cast(pa.int32())
        # seq: the row's index in the chunk (0, 1, ...: a running sum of ones) minus its hand's first row
        index = pc.cumulative_sum(pa.nulls(len(hand), pa.int32()).fill_null(1))
        seq = pc.subtract(pc.subtract(index, 1), types.offsets.take(hand))
        return pa.Table.from_arrays([
            hand, seq,
            # dictionary-encoded (a few distinct values): DuckDB casts each one to the ENUM once
            types.flatten().dictionary_encode(),
            pa.array(self.player, _PLAYERS).flatten(), pa.array(self.amount, _AMOUNTS).flatten(),
            pa.array(self.cards, _HAND_CARDS).flatten(), pa.array(self.discarded, _SMALL).flatten(),
            pa.array(self.round, _SMALL).flatten()], schema=SCHEMA)
