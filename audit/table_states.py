"""The state of every table the session checks have seen: exact, in bounded memory.

``stack-mismatch``, ``button-not-rotated`` and the entry blinds of draw (:mod:`audit.session`)
compare a hand with the previous hand of its table: its button, its seats and their players,
and each player's stack at its end.
A table's state therefore lives as long as the input, and there are as many as the
input has tables (a log of a whole site has thousands).  Up to :data:`LIMIT` entries
(a table with its last hand's seats and players, and each player's last stack in it, about 150
bytes each) are held in memory.
Beyond that, between chunks, every table in memory moves to a SQLite file in the
temporary directory (:mod:`audit.spill`, removed by :meth:`TableStates.close`), and
before each chunk is checked the states of the chunk's tables that are on disk come
back into memory, one query per session (:meth:`TableStates.recall`).  The answers
are exactly those of holding every table in memory: tables move only between chunks,
and each of a chunk's tables is in memory while the chunk is checked.  An input under
the limit never touches the disk.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from .spill import Spilling

LIMIT = 1 << 19         # tables and player stacks held in memory before they move to disk


@dataclass(slots=True)
class TableState:
    """What the next hand of a table is checked against."""

    button: int | None = None           # the previous hand's (a stud hand without one: its last seat)
    prev_hand: str | None = None
    # player -> (end stack, hand id): None for the end of a hand the log left incomplete
    stacks: dict[str, tuple[int | None, str]] = field(default_factory=dict)
    seats: tuple[int, ...] = ()         # the previous hand's seats, clockwise (for a dead button)
    logged: bool = False                # the previous hand logged its button (else: stud, its last seat)
    players: tuple[str, ...] = ()       # the previous hand's players, one for each of ``seats`` (entry blinds)


class TableStates(Spilling):
    """(session, table) -> :class:`TableState`."""

    def __init__(self, limit: int | None = None) -> None:
        super().__init__(LIMIT if limit is None else limit, "handaudit-tables-", "tables")
        # ``n``: tables and player stacks in it (kept up to date by :meth:`grew`)
        self.mem: dict[tuple[str, str], TableState] = {}

    def get(self, key: tuple[str, str]) -> TableState:
        """The state of table ``key`` (a new, empty one for a table not seen before)."""
        state = self.mem.get(key)
        if state is None:
            state = self.mem[key] = TableState()
            self.n += 1
        return state

    def grew(self, players: int) -> None:
        """A table's state now holds ``players`` more stacks."""
        self.n += players

    def recall(self, keys: Iterable[tuple[str, str]]) -> None:
        """Before a chunk: bring back into memory those of its tables ``keys`` that are on disk."""
        mem = self.mem
        for session, table, blob in self.disk.recall(key for key in keys if key not in mem):
            state = mem[(session, table)] = TableState(*pickle.loads(blob))
            self.n += 1 + len(state.stacks)

    def rows(self) -> Iterator[tuple[str, str, bytes]]:
        return ((session, table, pickle.dumps((s.button, s.prev_hand, s.stacks, s.seats, s.logged, s.players),
                                                   pickle.HIGHEST_PROTOCOL))
                for (session, table), s in self.mem.items())
