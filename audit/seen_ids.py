"""The hand ids seen so far in each session (or file), with their digests: exact, in bounded memory.

The ``duplicate-hand`` check (:mod:`audit.session`) needs every hand id seen before in
a session, with a digest of its hand, however long the input.  Up to :data:`LIMIT` ids
(about 150 MB) are held in dictionaries, one per session.  Beyond that they are moved to
a SQLite file in the temporary directory (removed by :meth:`SeenIds.close`), and
before each chunk of hands is checked, the chunk's ids are looked up there, one query
per session (:meth:`SeenIds.prefetch`).  The answers are exactly those of holding every id in memory:
ids move to the file only between chunks, and a chunk's own ids stay in memory until
its end.  An input under the limit never touches the disk.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Iterable

LIMIT = 1 << 20         # ids held in memory (~150 bytes each) before they move to disk
_LOOKUP = 500           # ids per lookup statement


class SeenIds:
    """Group (session, or ``"\\0"`` + file) -> hand id -> digest."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = LIMIT if limit is None else limit
        self.mem: dict[str, dict[str, int]] = {}
        self.n = 0                                      # ids in ``mem``
        self.recalled: dict[tuple[str, str], int] = {}  # the current chunk's ids found on disk
        self.db: sqlite3.Connection | None = None
        self._dir: tempfile.TemporaryDirectory | None = None

    def get(self, group: str, hand_id: str) -> int | None:
        """The digest of the hand seen under this id in this group, or ``None``."""
        ids = self.mem.get(group)
        if ids is not None:
            digest = ids.get(hand_id)
            if digest is not None:
                return digest
        if self.db is not None:
            return self.recalled.get((group, hand_id))
        return None

    def add(self, group: str, hand_id: str, digest: int) -> None:
        """A new id (one :meth:`get` did not know)."""
        ids = self.mem.get(group)
        if ids is None:
            ids = self.mem[group] = {}
        ids[hand_id] = digest
        self.n += 1

    def prefetch(self, keys: Iterable[tuple[str, str]]) -> None:
        """Before a chunk: move the ids to disk if there are too many, then recall the
        chunk's ``keys`` (group, hand id) that are on disk (``keys`` is not read when none is)."""
        if self.n > self.limit:
            self._spill()
        if self.db is None:
            return
        self.recalled = {}
        by_group: dict[str, dict[str, None]] = {}
        for grp, hand_id in keys:
            by_group.setdefault(grp, {})[hand_id] = None
        for grp, ids in by_group.items():
            wanted = list(ids)
            for i in range(0, len(wanted), _LOOKUP):
                part = wanted[i:i + _LOOKUP]
                # one group, its ids in a list: SQLite looks each one up in the primary key
                sql = f"SELECT hand_id, digest FROM ids WHERE grp = ? AND hand_id IN ({','.join('?' * len(part))})"
                for hand_id, digest in self.db.execute(sql, [grp, *part]):
                    self.recalled[(grp, hand_id)] = digest

    def _spill(self) -> None:
        if self.db is None:
            self._dir = tempfile.TemporaryDirectory(prefix="handaudit-ids-")
            self.db = sqlite3.connect(os.path.join(self._dir.name, "ids.sqlite"), isolation_level=None)
            self.db.execute("PRAGMA journal_mode = OFF")
            self.db.execute("PRAGMA synchronous = OFF")
            self.db.execute("CREATE TABLE ids (grp TEXT NOT NULL, hand_id TEXT NOT NULL, digest INTEGER NOT NULL, "
                            "PRIMARY KEY (grp, hand_id)) WITHOUT ROWID")
        self.db.execute("BEGIN")
        self.db.executemany("INSERT INTO ids VALUES (?, ?, ?)",
                            ((grp, hand_id, digest) for grp, ids in self.mem.items() for hand_id, digest in ids.items()))
        self.db.execute("COMMIT")
        self.mem = {}
        self.n = 0

    def close(self) -> None:
        """Remove the file on disk, if any."""
        if self.db is not None:
            self.db.close()
            self.db = None
        if self._dir is not None:
            self._dir.cleanup()
            self._dir = None
