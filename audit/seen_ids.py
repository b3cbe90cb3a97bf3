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

from collections.abc import Iterable, Iterator

from .spill import Spilling

LIMIT = 1 << 20         # ids held in memory (~150 bytes each) before they move to disk


class SeenIds(Spilling):
    """Group (:func:`audit.session.group_key`: the session, or NUL + the file) -> hand id -> digest."""

    def __init__(self, limit: int | None = None) -> None:
        super().__init__(LIMIT if limit is None else limit, "handaudit-ids-", "ids")
        self.mem: dict[str, dict[str, int]] = {}        # ``n``: ids in it
        self.recalled: dict[tuple[str, str], int] = {}  # the current chunk's ids found on disk

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

    def recall(self, keys: Iterable[tuple[str, str]]) -> None:
        """Before a chunk: look up its ``keys`` (group, hand id) on disk."""
        self.recalled = {(grp, hand_id): digest for grp, hand_id, digest in self.disk.recall(keys)}

    def rows(self) -> Iterator[tuple[str, str, int]]:
        return ((grp, hand_id, digest) for grp, ids in self.mem.items() for hand_id, digest in ids.items())
