"""The state of every table the session checks have seen: exact, in bounded memory.

``stack-mismatch``, ``button-not-rotated`` and the entry blinds of draw (:mod:`audit.session`)
compare a hand with the previous hand of its table: its button, its seats and their players,
and each player's stack at its end; a draw hand after a redeal plays for the pot the redeal
carried (``carry``).
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

``ingest`` carries the states over from one run to the next: the store keeps each table's state
when an ingest ends (:mod:`audit.store_write`, the table ``session_tables``), and a later
ingest into it looks up, before each chunk, the stored states of the chunk's tables that are
neither in memory nor on disk (``stored``: :class:`StoredTables`).  Every table whose state
changed (:meth:`TableStates.touch`) is written back at the end.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Iterable, Iterator
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
    logged: bool = False                # the previous hand logged its button (else: stud, its last seat);
                                        # of a group's players' state (audit.session.ROAMING): the ends
                                        # before some point are unknown (a stopped ingest's)
    players: tuple[str, ...] = ()       # the previous hand's players, one for each of ``seats`` (entry blinds)
    # stored by an ingest that stopped before its end: the store holds hands (or records set aside)
    # of this table that this state does not follow yet (audit.session: SessionChecker.observe)
    stale: bool = False
    replayed: bool = False              # a stale state went through such a stored record in this run
    big_blind: int | None = None        # the previous hand's big blind seat (a draw hand with blinds)
    carry: int = 0                      # the pot the previous hand (a draw redeal) carried to the next one
    # the previous hand's one wrong line, if it had one, as the next hand may show it: each player
    # whose start stack did not follow -> (their ends had they started right: one, or two for a
    # player back from another table, that hand's id); and
    # the seat its button should have been on, when it was not (audit.session: one mistake is
    # one finding, the next hand following either the hand as logged or the hand as it should be)
    mended: dict[str, tuple[tuple[int, ...], str]] | None = None
    button_due: int | None = None
    # the id of the redeal whose pot ``carry`` is (None: none); another than ``prev_hand`` when a
    # record of the table was set aside since, which may have played for it (audit.session)
    carry_from: str | None = None


#: ``stored(keys)``: of the (group, table) ``keys``, the states a store keeps (those it has).
StoredTables = Callable[[list[tuple[str, str]]], dict[tuple[str, str], TableState]]
#: ``names(group)``: the tables of ``group`` whose states a store keeps.
StoredNames = Callable[[str], list[str]]


class TableStates(Spilling):
    """(session, table) -> :class:`TableState`."""

    def __init__(self, limit: int | None = None, track: bool = False) -> None:
        super().__init__(LIMIT if limit is None else limit, "handaudit-tables-", "tables")
        self.track = track      # remember which tables change (for a store: ``check`` does not)
        # ``n``: tables and player stacks in it (kept up to date by :meth:`grew`)
        self.mem: dict[tuple[str, str], TableState] = {}
        self.changed: set[tuple[str, str]] = set()      # every table whose state this run changed
        self.touched: set[tuple[str, str]] = set()      # those changed since :meth:`take_touched`

    def get(self, key: tuple[str, str]) -> TableState:
        """The state of table ``key`` (a new, empty one for a table not seen before)."""
        state = self.mem.get(key)
        if state is None:
            state = self.mem[key] = TableState()
            self.n += 1
        return state

    def touch(self, key: tuple[str, str]) -> None:
        """Table ``key``'s state is about to change (it is written back to a store at the end)."""
        if not self.track:
            return
        self.changed.add(key)
        self.touched.add(key)

    def take_touched(self) -> set[tuple[str, str]]:
        """The tables changed since the last call."""
        touched, self.touched = self.touched, set()
        return touched

    def grew(self, players: int) -> None:
        """A table's state now holds ``players`` more stacks."""
        self.n += players

    def recall(self, keys: Iterable[tuple[str, str]], stored: StoredTables | None = None) -> None:
        """Before a chunk: bring back into memory those of its tables ``keys`` that are on disk;
        with ``stored``, look the others up in the store (a table it does not hold starts empty,
        in memory, so that it is looked up once)."""
        mem = self.mem
        missing = [key for key in dict.fromkeys(keys) if key not in mem]
        if missing and self.disk.opened:
            for session, table, blob in self.disk.recall(missing):
                state = mem[(session, table)] = TableState(*pickle.loads(blob))
                self.n += 1 + len(state.stacks)
            missing = [key for key in missing if key not in mem]
        if missing and stored is not None:
            found = stored(missing)
            for key in missing:
                state = mem[key] = found.get(key) or TableState()
                self.n += 1 + len(state.stacks)

    def group_keys(self, group: str, names: StoredNames | None = None,
                   stored: StoredTables | None = None) -> list[tuple[str, str]]:
        """Every table of ``group`` known (in memory, on disk, and, with ``names``, in a store), its
        state brought into memory (:meth:`recall`).  For a record set aside whose table could not be
        read (rare: it goes through every table in memory)."""
        found = {table for g, table in self.mem if g == group}
        if self.disk.opened:
            found.update(self.disk.keys_of(group))
        if names is not None:
            found.update(names(group))
        keys = [(group, table) for table in sorted(found)]
        self.recall(keys, stored)
        return keys

    def changed_states(self) -> Iterator[tuple[tuple[str, str], TableState]]:
        """Every table whose state this run changed, with that state (from memory or disk)."""
        mem = self.mem
        on_disk = []
        for key in sorted(self.changed):
            state = mem.get(key)
            if state is None:
                on_disk.append(key)
            else:
                yield key, state
        for session, table, blob in self.disk.recall(on_disk):
            yield (session, table), TableState(*pickle.loads(blob))

    def rows(self) -> Iterator[tuple[str, str, bytes]]:
        return ((session, table, pickle.dumps((s.button, s.prev_hand, s.stacks, s.seats, s.logged, s.players,
                                               s.stale, s.replayed, s.big_blind, s.carry, s.mended, s.button_due,
                                               s.carry_from),
                                              pickle.HIGHEST_PROTOCOL))
                for (session, table), s in self.mem.items())
