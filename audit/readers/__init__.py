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
    session: str | None = None      # a malformed record's session, table and game, when they could be read;
    table: str | None = None        # table: also a PokerStars hand's, which the hand does not name (the store's)
    game: str | None = None
    # the pot totals a text log's summary records: (total with the rake, rake, ((pot index, amount
    # after its part of the rake), ...), what its seat lines say each player won, the collected
    # lines' chips by pot, the collected lines as (player, seq, chips)):
    # audit.recorded_totals.summary_findings
    summary: tuple | None = None
    # the players' end stacks as the log records them (a PHH hand's finishing_stacks), for the
    # checks across hands: chips a finishing stack lost beyond what the player kept are a rake
    # in the events (books-unbalanced), which the replay's end stacks do not show
    ends: dict[str, int] | None = None
    # a malformed native record: whether its session and table could be read (KEYS_READ: as
    # given, None for a field left out), for the checks across hands (audit.session: set_aside)
    unread: int = 0


#: :attr:`Record.unread`: the session and table are as read (None: the record has none); the table
#: could not be read (the session as read); the session could not be read (a line of its file: any
#: session met in the file); nothing of the file could be read (any session met so far).
KEYS_READ, TABLE_UNREAD, SESSION_UNREAD, FILE_UNREAD = 0, 1, 2, 3


#: How a record the reader itself failed on (a bug of ours, not a fault of the log) begins its
#: error: ``check_record`` makes it an ``internal-error`` finding, and the other hands are read on.
READER_FAILED = "the reader failed on this hand"


def reader_failure(name: str, line: int, e: Exception, hand_id: str | None = None,
                   table: str | None = None) -> Record:
    """The record of a hand a text reader failed on with ``e``: set aside, the run goes on."""
    return Record(name, line, None, f"{READER_FAILED} (internal error {type(e).__name__}: {e}); please report "
                  f"it with the hand", hand_id, table=table)


class InputError(UserError):
    """A path that cannot be read at all (missing, unreadable): a usage error, exit 2."""


def clip(text: str, limit: int = 200) -> str:
    """``text`` as quoted in a message: at most ``limit`` characters (a junk line may be megabytes)."""
    return text if len(text) <= limit else text[:limit] + "…"


def cards_known(events) -> set[str]:
    """Every card the events of a text log's hand name as dealt, drawn, discarded or shared (not
    ``??``).  A card a player shows fills a ``??`` of their deals only when it is none of these:
    a shown card held elsewhere is the show's fault (``shown-cards-mismatch`` at the show), not a
    deal the log never wrote (a ``duplicate-card`` at another player's real deal)."""
    known: set[str] = set()
    for ev in events:
        if ev.type != "show":
            for held in (ev.up, ev.down, ev.receive, ev.discard, ev.cards):
                if held:
                    known.update(held)
    known.discard("??")
    return known


def fills_unknown(held: list[str], shown: list[str], known: set[str]) -> bool:
    """Whether the cards ``shown`` may fill the ``??`` among the cards ``held`` (same places):
    none of them is known elsewhere in the hand (:func:`cards_known`); then they are added to
    ``known``."""
    new = [c for h, c in zip(held, shown) if h == "??" and c != "??"]
    if any(c in known for c in new) or len(set(new)) < len(new):
        return False
    known.update(new)
    return True


def unreadable(path: Path, e: InputError) -> Record:
    """The malformed record of a file that cannot be opened, or of a folder that cannot be
    searched (found in a folder)."""
    reason = str(e).removeprefix(f"{path}: ")
    if path.is_dir():
        try:
            os.scandir(path).close()
        except OSError as err:
            reason = err.strerror or str(err)
        return Record(str(path), 1, None, f"the folder cannot be searched ({reason}): its logs are not read",
                      unread=FILE_UNREAD)
    # (its hands may be of any session and table: it breaks every chain met so far, review of session 60)
    return Record(str(path), 1, None, f"the file cannot be read: {reason}", unread=FILE_UNREAD)


def read_file(path: Path, opener=None, fmt: str | None = None) -> Iterator[Record]:
    from . import native
    try:
        opener = opener or native.open_bytes(path)
        fmt = fmt or _format(opener, path)
    except InputError as e:
        yield unreadable(path, e)
        return
    if fmt.__class__ is Record:
        yield fmt
        return
    if fmt == "native":
        yield from native.read(path, opener)
        return
    lines = opener.text_lines()
    if fmt == "pokerstars":     # streamed, a hand at a time
        from . import pokerstars
        records = pokerstars.read(path, lines)
    else:                       # TOML: a document, or a long one a part at a time
        from . import phh_parts
        records = phh_parts.read_lines(path, lines)
    yield from _not_utf8(_in_spelling(records), lines.undecodable)
    for line, skipped in lines.skipped:
        yield skipped.record(str(path), line)
    if lines.broken is not None:    # the text read before stands; the malformed record says where it stopped
        yield lines.broken.record(str(path), lines.count + 1)


def _format(opener, path: Path) -> str | Record:
    """The format of the file ``opener`` opens, or the one ``malformed`` record of a file that holds
    no log (:func:`.detect.an_archive`, whatever its lines look like; :func:`.detect.not_a_log`, when
    none is a hand's)."""
    why = an_archive(opener)
    if why is not None:
        return Record(str(path), 1, None, why)
    fmt = file_format(opener, path.name, decide=False)
    if fmt is not None:
        return fmt
    why = not_a_log(opener)
    if why is not None:
        return Record(str(path), 1, None, why)
    return guess(path.name)


def _in_spelling(records: Iterable[Record]) -> Iterator[Record]:
    """The hands of a PokerStars or PHH log with their cards in FORMAT.md's spelling, as the
    native reader gives them (README: ``td`` is read as ``Td``), so that a hand is the same
    however its cards were written (its digest, ``convert``'s output, messages)."""
    from ..cards import spelled
    from .native import CARD_FIELDS, hand_digest

    for rec in records:
        if rec.hand is not None:
            changed = False
            for ev in rec.hand.events:
                for name in CARD_FIELDS:
                    v = getattr(ev, name)
                    if v.__class__ is list:
                        new = list(map(spelled, v))
                    elif v.__class__ is str:
                        new = spelled(v)
                    else:
                        continue
                    if new != v:
                        setattr(ev, name, new)
                        changed = True
            if changed:
                rec.digest = hand_digest(rec.hand)
        yield rec


def _not_utf8(records: Iterable[Record], bad: list[tuple[int, str]]) -> Iterator[Record]:
    """The records of a text file, each hand that holds a line that is not UTF-8 made malformed
    for that reason (its names could not be read exactly: two players could pass for one, which
    a malformed record may even be about).  A record holds the
    lines from its own to the next record's; ``bad`` (line, what is wrong) fills up as the
    lines are read, so each record is given out once the next one has come."""
    held = None
    for rec in records:
        if held is not None:
            yield _spoil(held, bad, rec.line)
        held = rec
    if held is not None:
        yield _spoil(held, bad, None)


def _spoil(rec: Record, bad: list[tuple[int, str]], end: int | None) -> Record:
    if not bad or (end is not None and bad[0][0] >= end):
        return rec
    line, what = bad[0]
    while bad and (end is None or bad[0][0] < end):
        del bad[0]
    return Record(rec.file, rec.line, None,
                  f"line {line} is not UTF-8 text ({what}), so the names in this hand cannot be read "
                  f"exactly; convert the file to UTF-8 (for example iconv -f WINDOWS-1252 -t UTF-8)",
                  rec.hand_id, game=rec.hand.game if rec.hand is not None else rec.game)


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
        try:
            opener = native.open_bytes(path)
            fmt = _format(opener, path)
        except InputError as e:
            yield unreadable(path, e)
            continue
        if fmt.__class__ is Record:
            yield fmt
            continue
        if fmt != "native":
            yield from read_file(path, opener, fmt)
            continue
        yield from native.units(path, opener)


def to_record(unit: Record | RawLine) -> Record:
    if isinstance(unit, Record):
        return unit
    return native.record_of(*unit)


# at the end: these modules need the classes above (``native`` imported here, not in
# to_record: a relative import in a function costs half a microsecond a call)
from . import native
from .detect import an_archive, detect_format, file_format, guess, not_a_log
from .paths import Inputs, expand_paths, scan_paths, skipped_note

__all__ = ["InputError", "Inputs", "RawLine", "Record", "clip", "detect_format", "expand_paths", "read_file",
           "read_paths", "read_units", "scan_paths", "skipped_note", "to_record"]
