"""A PHH file read a part at a time: memory stays bounded however long the file (issue 8).

TOML held as Python objects takes some 13 times its text (a 148 MB ``.phhs`` read whole took
1.9 GB).  A text up to :data:`SEGMENT` long is read whole (:func:`.phh.read`); a longer one is
cut into its hands by the very functions a whole text is cut by, as its lines come, and the hands
are read as those functions' parts are (:func:`.phh.joined_records`, :func:`.phh.table_records`),
numbered by the file's lines, so that the records are those of reading the text whole:

* ``.phh`` files joined with cat (the text's first hand statement, ``variant`` or ``actions``,
  comes before any table header): :func:`.phh_text.split_hands` of what is held, every part but
  the last read (that one may go on); a cut inside a line (a file joined without its final line
  feed, as the WSOP files are) carries the rest of the line on;
* a ``.phhs`` file: a cut before the last table header that is no sub-table of the table before
  (:func:`.phh_text.last_table`), the part before it read as a whole text is (it parses: its
  tables; else each table alone), when what is held has no multi-line string; with one (a broken
  hand may leave one open, hiding the headers after it from a reading that follows strings),
  :func:`.phh_text.split_tables` of what is held, every table but the last two read alone (the
  split judges a table by the next one).

So a whole-read text and the parts differ only where a whole read takes TOML as one document
that the parts split: a hand written in pieces megabytes apart (``[1.extra]`` far after ``[2]``),
an array of tables (``[[5]]``), a table holding a ``variant`` but no ``actions``.  A hand of more than :data:`MAX_HAND` of text is malformed and
not held; reading goes on at the next line that starts a hand (a table header, a ``variant``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from . import Record
from .phh import joined_records, read, table_records, too_long_record
from .phh_text import header_key, is_variant, last_table, split_hands, split_tables, starts_with_a_hand, sub_table

#: A text up to this long is read whole; a longer one about this much at a time.
SEGMENT = 4 << 20
#: A hand of more text than this (none is a hundredth of it) is malformed and not held.
MAX_HAND = 16 << 20
#: The lines of a hand too long to hold that are kept: what may name it (its header, hand, table).
_ID_KEY = re.compile(r"\s*(?:\[|hand\s*=|table\s*=)")


def read_lines(path: Path, lines: Iterable[str]) -> Iterator[Record]:
    """The records of a PHH file given line by line (without line feeds), as :func:`.phh.read`
    gives those of its whole text, holding about :data:`SEGMENT` of it (and one hand) at a time."""
    name, stem = str(path), path.stem
    it = iter(lines)
    buf: list[str] = []
    size, limit, base, cut_before = 0, SEGMENT, 0, False
    by_hand = None
    for line in it:
        buf.append(line)
        size += len(line) + 1
        if size <= limit:
            continue
        if by_hand is None:
            by_hand = starts_with_a_hand("\n".join(buf))
            if by_hand is None:     # blank lines, comments and other statements so far
                limit = size * 2
                continue
        found = _cut(name, stem, buf, base, by_hand)
        if found is None and size > MAX_HAND:
            first, keys = base, [ln for ln in buf if _ID_KEY.match(ln)][:64]
            base += len(buf)
            buf, size, limit = [], 0, SEGMENT
            for line in it:     # to the next line that starts a hand (or the end)
                if _starts_hand(line, by_hand):
                    buf, size = [line], len(line) + 1
                    break
                if len(keys) < 64 and _ID_KEY.match(line):
                    keys.append(line)
                base += 1
            yield _too_long(name, stem, keys, first, by_hand)
            cut_before = True
            continue
        if found is None:       # no hand ends in what is held: read on
            limit = size * 2
            continue
        done, cut, off = found
        yield from done
        # the rest from the cut on (a cut inside a line: its rest, still that line of the file)
        buf = ([buf[cut][off:]] if off else [buf[cut]]) + buf[cut + 1:]
        base += cut
        size = sum(map(len, buf)) + len(buf)
        limit = SEGMENT
        cut_before = True
    if not cut_before:          # a text of one part: read whole
        yield from read(path, "\n".join(buf))
    elif buf:
        yield from _last(name, stem, "\n".join(buf), base, by_hand)


def _cut(name: str, stem: str, lines: list[str], base: int, by_hand: bool) -> tuple | None:
    """Where the text held (``lines``, the file's from line ``base + 1``) is cut: (the records of
    what comes before the cut, the index of the line the cut is in, and where in it: 0 at its
    start); None: no cut yet."""
    if by_hand:
        parts = split_hands("\n".join(lines) + "\n")
        if len(parts) < 2:
            return None
        first, chunk = parts[-1]
        line = lines[first - 1]
        head = chunk.split("\n", 1)[0]
        off = len(line) - len(head)
        if (first == 1 and off == 0) or not line.endswith(head):
            return None
        return joined_records(name, stem, [(f + base, c) for f, c in parts[:-1]]), first - 1, off
    text = "\n".join(lines) + "\n"
    if "'''" not in text and '"""' not in text:
        cut = last_table(lines)
        if cut == 0:
            return None
        return _tables_text(name, stem, "\n".join(lines[:cut]) + "\n", base), cut, 0
    parts = split_tables(text)
    if len(parts) < 3:
        return None
    return (r for f, c in parts[:-2] for r in table_records(name, f + base, c)), parts[-2][0] - 1, 0


def _tables_text(name: str, stem: str, text: str, base: int) -> Iterator[Record]:
    """The records of a ``.phhs`` part that holds whole tables, as :func:`.phh.read` reads a
    whole text: its tables when it parses, else each one alone."""
    from .phh import _BAD_TOML, _hands, _loads, _read_parts
    from .phh_text import table_lines

    try:
        doc = _loads(text)
    except _BAD_TOML as e:
        yield from _read_parts(name, stem, text, e, base)
        return
    yield from _hands(name, doc, {key: line + base for key, line in table_lines(text).items()})


def _last(name: str, stem: str, text: str, base: int, by_hand: bool) -> Iterator[Record]:
    """The records of the file's last part, from its line ``base + 1``."""
    if by_hand:
        yield from joined_records(name, stem, [(f + base, c) for f, c in split_hands(text, always=True)])
    else:
        yield from _tables_text(name, stem, text, base)


def _starts_hand(line: str, by_hand: bool) -> bool:
    """After a hand too long to hold: the line starts the next hand (a ``variant`` statement, or a
    table header that is not a sub-table)."""
    if by_hand:
        return is_variant(line)
    key = header_key(line)
    return key is not None and not sub_table(line, key)


def _too_long(name: str, stem: str, keys: list[str], base: int, by_hand: bool) -> Record:
    """The record of a hand too long to hold from the file's line ``base + 1``: ``keys``, its lines
    that may name its id and table (and its first one, its table's header in a ``.phhs``)."""
    default = (stem if base == 0 else f"{stem}:{base + 1}") if by_hand else header_key(keys[0] if keys else "")
    return too_long_record(name, base + 1, "\n".join(keys), default, MAX_HAND)
