"""The hand ids seen so far in each session (or file), with their digests: exact, in bounded memory.

The ``duplicate-hand`` check (:mod:`audit.session`) needs every hand id seen before in
a session, with a digest of its hand, however long the input.  Up to :data:`LIMIT` ids
(about 150 MB) are held in dictionaries, one per session.  Beyond that they are moved to
a SQLite file in the temporary directory (:mod:`audit.spill`, removed by :meth:`SeenIds.close`), and
before each chunk of hands is checked, the chunk's ids are looked up there, one query
per session (:meth:`SeenIds.recall`).  The answers are exactly those of holding every id in memory:
ids move to the file only between chunks, and a chunk's own ids stay in memory until
its end.  An input under the limit never touches the disk.
"""

from __future__ import annotations

from collections.abc import Iterable

from .spill import SpillFile

LIMIT = 1 << 20         # ids held in memory (~150 bytes each) before they move to disk


class SeenIds:
    """Group (session, or ``"\\0"`` + file) -> hand id -> digest."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = LIMIT if limit is None else limit
        self.mem: dict[str, dict[str, int]] = {}
        self.n = 0                                      # ids in ``mem``
        self.recalled: dict[tuple[str, str], int] = {}  # the current chunk's ids found on disk
        self.disk = SpillFile("handaudit-ids-", "ids")

    def get(self, group: str, hand_id: str) -> int | None:
        """The digest of the hand seen under this id in this group, or ``None``."""
        ids = self.mem.get(group)
        if ids is not None:
            digest = ids.get(hand_id)
            if digest is not None:
                return digest
        if self.disk.opened:
            return self.recalled.get((group, hand_id))
        return None

    def add(self, group: str, hand_id: str, digest: int) -> None:
        """A new id (one :meth:`get` did not know)."""
        ids = self.mem.get(group)
        if ids is None:
            ids = self.mem[group] = {}
        ids[hand_id] = digest
        self.n += 1

    def spill_if_full(self) -> bool:
        """Between chunks: move the ids to disk if there are too many; true when some ids
        are on disk (the next chunk's must then be :meth:`recall`-ed)."""
        if self.n > self.limit:
            self._spill()
        return self.disk.opened

    def recall(self, keys: Iterable[tuple[str, str]]) -> None:
        """Before a chunk: look up its ``keys`` (group, hand id) on disk."""
        self.recalled = {}
        by_group: dict[str, dict[str, None]] = {}
        for grp, hand_id in keys:
            by_group.setdefault(grp, {})[hand_id] = None
        for grp, ids in by_group.items():
            for hand_id, digest in self.disk.lookup(grp, list(ids)):
                self.recalled[(grp, hand_id)] = digest

    def _spill(self) -> None:
        self.disk.write((grp, hand_id, digest) for grp, ids in self.mem.items() for hand_id, digest in ids.items())
        self.mem = {}
        self.n = 0

    def close(self) -> None:
        """Remove the file on disk, if any."""
        self.disk.close()
