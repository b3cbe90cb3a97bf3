"""The hand ids seen so far in each session (or file), with their digests: exact, in bounded memory.

The ``duplicate-hand`` check (:mod:`audit.session`) needs every hand id seen before in
a session, with a digest of its hand, however long the input.  They are held in three
places, each answering exactly what holding every id in a dictionary would:

* the ids of the last chunks, in dictionaries (one per session), ~140 bytes an id;
* between chunks, once there are :data:`PACK` of those, they are packed (:class:`Packed`):
  ~48 bytes an id, in a few large arrays (a sorted hash of each id, its digest, its group and
  its bytes, to tell two ids with the same hash apart).  Small objects kept for the whole run
  also scatter through the interpreter's memory, which then cannot give it back when the run
  ends (a million ids as dictionaries left ~110 MB behind, in a process that goes on to write
  the report);
* beyond :data:`LIMIT` ids in memory, a SQLite file in the temporary directory
  (:mod:`audit.spill`, removed by :meth:`SeenIds.close`).

Before each chunk of hands is checked, the chunk's ids are looked up among the packed ones
(at once) and on disk (one query per session: :meth:`SeenIds.recall`).  Ids are packed and moved
to disk only between chunks, so a chunk's own ids stay in the dictionaries until its end.  An
input under :data:`PACK` ids never packs one, and one under :data:`LIMIT` never touches the disk.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from .spill import Spilling

LIMIT = 1 << 21         # ids held in memory (~48 bytes each, packed) before they move to disk
PACK = 1 << 16          # ids held in the dictionaries before they are packed


def _pair_hash(ids: np.ndarray, groups: np.ndarray) -> np.ndarray:
    """One 64-bit hash of each (group, id) from Python's hashes of the two strings (which the
    strings keep once made): the arrays never leave the process."""
    with np.errstate(over="ignore"):
        return ids * np.int64(0x5BD1E995) + groups


class Packed:
    """Ids moved out of the dictionaries.  In the order they came: each id's digest, group (an
    index into ``names``) and UTF-8 bytes (the end of each in ``blob``); sorted: the hash of each
    (group, id) (:func:`_pair_hash`) and the index of that id."""

    def __init__(self) -> None:
        self.hashes = np.empty(0, np.int64)
        self.order = np.empty(0, np.int64)
        self.digests = np.empty(0, np.int64)
        self.groups = np.empty(0, np.int32)
        self.ends = np.empty(0, np.int64)
        self.blob = bytearray()
        self.names: list[str] = []
        self.index: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self.digests)

    def add(self, mem: dict[str, dict[str, int]]) -> None:
        """Pack the ids of ``mem`` (group -> id -> digest)."""
        first = len(self.digests)
        hashes: list[int] = []
        sizes: list[int] = []
        digests: list[int] = []
        groups: list[int] = []
        mixes: list[int] = []
        for group, ids in mem.items():
            g = self.index.get(group)
            if g is None:
                g = self.index[group] = len(self.names)
                self.names.append(group)
            hashes += [hash(hand_id) for hand_id in ids]
            mixes += [hash(group)] * len(ids)
            raw = [hand_id.encode() for hand_id in ids]
            self.blob += b"".join(raw)
            sizes += map(len, raw)
            digests += ids.values()
            groups += [g] * len(ids)
        ends = np.cumsum(np.array(sizes, np.int64))
        if first:
            ends += self.ends[-1]
        self.ends = np.concatenate((self.ends, ends))
        self.digests = np.concatenate((self.digests, np.array(digests, np.int64)))
        self.groups = np.concatenate((self.groups, np.array(groups, np.int32)))
        new = _pair_hash(np.array(hashes, np.int64), np.array(mixes, np.int64))
        by_hash = np.argsort(new, kind="stable")
        new = new[by_hash]
        at = np.searchsorted(self.hashes, new, side="right")
        self.hashes = np.insert(self.hashes, at, new)
        self.order = np.insert(self.order, at, by_hash + first)

    def find(self, pairs: list[tuple[str, str]]) -> Iterator[tuple[str, str, int]]:
        """``(group, id, digest)`` for each of ``pairs`` (group, id) packed here."""
        n = len(self.hashes)
        if not n or not pairs:
            return
        wanted = _pair_hash(np.array([hash(p[1]) for p in pairs], np.int64),
                            np.array([hash(p[0]) for p in pairs], np.int64))
        at = np.searchsorted(self.hashes, wanted)
        hit = at < n
        hit[hit] = self.hashes[at[hit]] == wanted[hit]
        for i in np.flatnonzero(hit).tolist():
            group, hand_id = pairs[i]
            g = self.index.get(group)
            if g is None:
                continue
            raw = hand_id.encode()
            j = int(at[i])
            while j < n and self.hashes[j] == wanted[i]:
                k = int(self.order[j])
                if self.groups[k] == g and self.blob[int(self.ends[k - 1]) if k else 0:int(self.ends[k])] == raw:
                    yield group, hand_id, int(self.digests[k])
                    break
                j += 1

    def rows(self) -> Iterator[tuple[str, str, int]]:
        start = 0
        for g, end, digest in zip(self.groups.tolist(), self.ends.tolist(), self.digests.tolist()):
            yield self.names[g], self.blob[start:end].decode(), digest
            start = end


class SeenIds(Spilling):
    """Group (:func:`audit.session.group_key`: the session, or NUL + the file) -> hand id -> digest."""

    def __init__(self, limit: int | None = None) -> None:
        super().__init__(LIMIT if limit is None else limit, "handaudit-ids-", "ids")
        self.mem: dict[str, dict[str, int]] = {}        # the ids not packed (``n`` counts the packed too)
        self.packed = Packed()
        self.recalled: dict[tuple[str, str], int] = {}  # the current chunk's ids found packed or on disk

    def get(self, group: str, hand_id: str) -> int | None:
        """The digest of the hand seen under this id in this group, or ``None``."""
        ids = self.mem.get(group)
        if ids is not None:
            digest = ids.get(hand_id)
            if digest is not None:
                return digest
        if self.recalled:
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
        """Between chunks: move every id to disk beyond the limit, else pack the ids of the
        dictionaries once there are :data:`PACK` of them; true when some id is packed or on disk
        (the next chunk's ids must then be recalled)."""
        if self.n > self.limit:
            super().spill_if_full()         # the packed ids and the dictionaries' (``rows``)
            self.packed = Packed()
        elif self.n - len(self.packed) >= PACK:
            self.packed.add(self.mem)
            self.mem = {}
        self.recalled = {}
        return self.disk.opened or len(self.packed) > 0

    def recall(self, keys: Iterable[tuple[str, str]]) -> None:
        """Before a chunk: look up its ``keys`` (group, hand id) among the packed ids and on disk."""
        keys = list(keys)
        found = {(grp, hand_id): digest for grp, hand_id, digest in self.packed.find(keys)}
        if self.disk.opened:
            found.update(((grp, hand_id), digest) for grp, hand_id, digest in self.disk.recall(keys))
        self.recalled = found

    def rows(self) -> Iterator[tuple[str, str, int]]:
        yield from self.packed.rows()
        yield from ((grp, hand_id, digest) for grp, ids in self.mem.items() for hand_id, digest in ids.items())
