"""Readers: every input format yields :class:`Record` values holding native hands.

A reader never stops at a bad hand: it yields a record with ``error`` set
(a ``malformed`` finding with file and line) and goes on with the next.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path

import msgspec

from ..errors import UserError
from ..model import Finding, Hand


class Record(msgspec.Struct):
    file: str
    line: int                       # 1-based line of the hand (its first line in a text format)
    hand: Hand | None = None        # None when the record is malformed
    error: str | None = None        # why the record is malformed
    hand_id: str | None = None      # when it could be read, even from a malformed record
    digest: int = 0                 # hash of the hand's content (duplicate-hand)
    warnings: list[Finding] = []    # reader findings on a readable hand (e.g. unparsed-line)
    native: bytes | None = None     # a native line as read (stored as it is instead of encoded again)
    session: str | None = None      # a malformed record's session and table, when they could be read
    table: str | None = None
    # the pot totals a text log's summary records: (total with the rake, rake, ((pot index, amount
    # after its part of the rake), ...))
    summary: tuple[int, int, tuple[tuple[int, int], ...]] | None = None


class InputError(UserError):
    """A path that cannot be read at all (missing, unreadable): a usage error, exit 2."""


_SUFFIXES = (".jsonl", ".jsonl.gz", ".json", ".gz", ".txt", ".phh", ".phhs", ".log")


def expand_paths(paths: Iterable[str | os.PathLike]) -> list[Path]:
    """Files named, and files found recursively under folders named, in a stable order."""
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found = sorted(f for f in path.rglob("*") if f.is_file() and not f.name.startswith("."))
            out.extend(f for f in found if f.name.lower().endswith(_SUFFIXES))
        elif path.is_file():
            out.append(path)
        elif path.exists():
            raise InputError(f"{path}: not a regular file")
        else:
            raise InputError(f"{path}: no such file or folder")
    return out


def detect_format(head: bytes, name: str = "") -> str:
    """``native``, ``pokerstars`` or ``phh``, from the first bytes of a file."""
    text = head.lstrip(b"\xef\xbb\xbf").lstrip()
    if text.startswith(b"{"):
        return "native"
    if text.startswith(b"PokerStars") or b"PokerStars " in text[:200]:
        return "pokerstars"
    low = name.lower()
    if low.endswith((".phh", ".phhs")) or b"variant" in text[:4096] or text.startswith(b"["):
        return "phh"
    if not text:
        return "native"
    return "native"


def read_file(path: Path) -> Iterator[Record]:
    from . import native
    opener = native.open_bytes(path)
    head = opener.peek_head()
    fmt = detect_format(head, path.name)
    if fmt == "native":
        yield from native.read(path, opener)
        return
    lines = opener.text_lines()
    if fmt == "pokerstars":     # streamed, a hand at a time
        from . import pokerstars
        yield from pokerstars.read(path, lines)
    else:                       # TOML: the whole document at once
        from . import phh
        yield from phh.read(path, "\n".join(lines))
    for line, skipped in lines.skipped:
        yield skipped.record(str(path), line)
    if lines.broken is not None:    # the text read before stands; the malformed record says where it stopped
        yield lines.broken.record(str(path), lines.count + 1)


def read_paths(paths: Iterable[str | os.PathLike]) -> Iterator[Record]:
    """Every record of every file under ``paths``, in order."""
    for path in expand_paths(paths):
        yield from read_file(path)


#: A native line not decoded yet: (file, line number, bytes).  Decoding is
#: left to whichever process replays the hand (see :func:`to_record`).
RawLine = tuple


def read_units(paths: Iterable[str | os.PathLike]) -> Iterator[Record | RawLine]:
    """Like :func:`read_paths`, but native lines come undecoded, so that worker
    processes decode them in parallel."""
    from . import native

    for path in expand_paths(paths):
        opener = native.open_bytes(path)
        fmt = detect_format(opener.peek_head(), path.name)
        if fmt != "native":
            yield from read_file(path)
            continue
        yield from native.units(path, opener)


def to_record(unit: Record | RawLine) -> Record:
    if isinstance(unit, Record):
        return unit
    from . import native

    return native.record_of(*unit)
