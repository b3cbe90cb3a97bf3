"""A private SQLite file in the temporary directory, for what the session checks keep beyond a limit.

The session checks (:mod:`audit.session`) remember, across the hands of an input, every
hand id seen (:mod:`audit.seen_ids`) and the state of every table (:mod:`audit.table_states`).
Each holds up to a limit in memory and moves the rest here between chunks; the file is
written without a journal or syncing (nothing in it outlives the run) and is removed,
with its folder, by :meth:`SpillFile.close`.  Its SQL is in schemas/spill.sql: for a kind
``K`` of rows, ``K_table`` creates the table, ``K_insert`` adds a row, ``K_select`` looks
rows up by a group and a list of keys and ``K_keys`` (where there is one) lists a group's keys.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from typing import Any

from .errors import UserError
from .resources import queries

LOOKUP = 500        # keys per look-up statement (SQLite allows 32,766 parameters)


class SpillFile:
    """One SQLite file, made on first use (:meth:`db`), holding the table of rows of ``kind``."""

    def __init__(self, prefix: str, kind: str) -> None:
        sql = queries("spill.sql")
        self.prefix = prefix
        self.ddl = sql[f"{kind}_table"]
        self.insert = sql[f"{kind}_insert"]
        self.select = sql[f"{kind}_select"]
        self.keys = sql.get(f"{kind}_keys")
        self.conn: sqlite3.Connection | None = None
        self._dir: tempfile.TemporaryDirectory | None = None

    @property
    def opened(self) -> bool:
        return self.conn is not None

    @property
    def path(self) -> str | None:
        """The folder of the file, while it exists."""
        return self._dir.name if self._dir is not None else None

    def db(self) -> sqlite3.Connection:
        if self.conn is None:
            self._dir = tempfile.TemporaryDirectory(prefix=self.prefix)
            self.conn = sqlite3.connect(os.path.join(self._dir.name, "spill.sqlite"), isolation_level=None)
            self.conn.execute("PRAGMA journal_mode = OFF")
            self.conn.execute("PRAGMA synchronous = OFF")
            self.conn.execute(self.ddl)
        return self.conn

    def write(self, rows: Iterable[tuple]) -> None:
        """Add (or replace) ``rows``, in one transaction.  A temporary directory without room
        is the user's to fix (:class:`UserError`: it says where, and how to choose another)."""
        try:
            db = self.db()
            db.execute("BEGIN")
            db.executemany(self.insert, rows)
            db.execute("COMMIT")
        except (sqlite3.OperationalError, OSError) as e:
            where = self.path or tempfile.gettempdir()
            raise UserError(f"{where}: could not write the session checks' temporary file ({e}); "
                            f"set TMPDIR to a folder with more room") from None

    def lookup(self, group: Any, keys: list) -> Iterator[tuple]:
        """The rows of ``group`` with one of ``keys``, a statement per :data:`LOOKUP` keys;
        nothing when the file does not exist yet."""
        if self.conn is None:
            return
        for i in range(0, len(keys), LOOKUP):
            part = keys[i:i + LOOKUP]
            yield from self.conn.execute(self.select.format(",".join("?" * len(part))), [group, *part])

    def keys_of(self, group: Any) -> list:
        """Every key of ``group`` on disk (nothing when the file does not exist yet)."""
        if self.conn is None:
            return []
        return [key for (key,) in self.conn.execute(self.keys, [group])]

    def recall(self, pairs: Iterable[tuple[Any, Any]]) -> Iterator[tuple[Any, Any, Any]]:
        """``(group, key, value)`` for each of ``pairs`` (group, key) that is on disk: one
        look-up per group (the keys of a group are looked up in the primary key)."""
        by_group: dict[Any, dict[Any, None]] = {}
        for group, key in pairs:
            by_group.setdefault(group, {})[key] = None
        for group, keys in by_group.items():
            for key, value in self.lookup(group, list(keys)):
                yield group, key, value

    def close(self) -> None:
        """Remove the file and its folder, if any."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        if self._dir is not None:
            self._dir.cleanup()
            self._dir = None


class Spilling:
    """What a session check remembers, in memory (``mem``, ``n`` entries) up to ``limit``
    entries, then in a :class:`SpillFile`; a subclass gives the rows of what is in memory."""

    def __init__(self, limit: int, prefix: str, kind: str) -> None:
        self.limit = limit
        self.mem: dict = {}
        self.n = 0
        self.disk = SpillFile(prefix, kind)

    def rows(self) -> Iterator[tuple]:
        """The rows of ``mem`` for the file."""
        raise NotImplementedError

    def spill_if_full(self) -> bool:
        """Between chunks: move what is in memory to disk if it holds too much; true when
        something is on disk (the next chunk's keys must then be recalled)."""
        if self.n > self.limit:
            self.disk.write(self.rows())
            self.mem = {}
            self.n = 0
        return self.disk.opened

    def close(self) -> None:
        """Remove the file on disk, if any."""
        self.disk.close()
