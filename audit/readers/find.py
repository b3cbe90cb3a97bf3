"""One hand found by its id in log files (``handaudit explain --file``)."""

from __future__ import annotations

from pathlib import Path

from ..errors import MalformedHandError, UserError
from . import Record, read_paths
from .paths import shown_name, shown_path
from ..untrusted import quoted

_LISTED = 10    # places named in the message about an ambiguous id


def bare_id(hand_id: str) -> str | None:
    """The id a hand id typed as a log shows it stands for (``#35874004239:`` of a PokerStars
    header, a copied id with spaces around it), when that differs from what was typed: the id
    to suggest when the one typed names no hand (ids are matched exactly).  None: nothing to
    suggest."""
    bare = hand_id.strip().lstrip("#").rstrip(":").strip()
    return bare if bare and bare != hand_id else None


def did_you_mean(bare: str | None) -> str:
    """What a "no hand" message adds for an id found as :func:`bare_id` gives it."""
    return f" (hand ids are matched exactly: did you mean {quoted(bare)}?)" if bare is not None else ""


def hand_in_files(hand_id: str, paths: list[Path], session: str | None = None) -> Record:
    """The record of the hand with this id (and session) under ``paths`` (the hand, and what its
    reader found: warnings, a summary's totals).  An id that names more than one hand
    (in several files, or twice in a file with other content) is the user's to settle: a
    :class:`UserError` lists where (file:line), as ``--db`` refuses an id of several sessions.
    The same hand written twice is one hand."""
    where_read = ", ".join(shown_path(str(p)) for p in paths)
    found: list[Record] = []
    bare, bare_seen = bare_id(hand_id), False     # (the id as typed, stripped of '#', ':' and spaces, seen)
    unread: dict[str, list[int]] = {}   # by file, the first line whose id could not be read and how
    # many such records (any may be the hand; counted, not held: a binary file has millions)
    for r in read_paths([str(p) for p in paths]):
        if r.hand_id == hand_id and (session is None or (r.hand is not None and r.hand.session == session)):
            found.append(r)
        elif bare is not None and r.hand_id == bare:
            bare_seen = True
        elif r.hand is None and r.hand_id is None:
            unread.setdefault(r.file, [r.line, 0])[1] += 1
    if not found:
        where = f" in session {quoted(session)}" if session is not None else ""
        raise UserError(f"no hand {quoted(hand_id)}{where} in {where_read}"
                        f"{did_you_mean(bare if bare_seen else None)}{_unread_note(unread)}")
    sessions = {r.hand.session for r in found if r.hand is not None}
    if len(sessions) > 1:
        where: dict[str | None, list[str]] = {}
        for r in found:
            if r.hand is not None:
                where.setdefault(r.hand.session, []).append(f"{shown_path(r.file)}:{r.line}")
        listed = "; ".join(f"{'no session' if s is None else 'session ' + s} ({', '.join(w[:_LISTED])})"
                           for s, w in sorted(where.items(), key=lambda kv: (kv[0] is not None, kv[0] or "")))
        files = {r.file for r in found if r.hand is not None and r.hand.session is None}
        shared = any(r.file in files for r in found if r.hand is not None and r.hand.session is not None)
        advice = ("name one with --session" if None not in sessions else
                  "name one with --session, or, for the hand without a session, give --file only the file "
                  "that holds it" if not shared else
                  "name one with --session; the hand without a session shares its file with one that has "
                  "a session, so explain it from a store (ingest, then --db, --session file:PATH)")
        raise UserError(f"hand id {quoted(hand_id)} is used in several sessions in {where_read}: "
                        f"{listed}; {advice}")
    if _distinct(found) > 1:
        places = (", ".join(f"{shown_path(r.file)}:{r.line}" for r in found[:_LISTED])
                  + (", ..." if len(found) > _LISTED else ""))
        raise UserError(f"hand id {quoted(hand_id)} names {len(found)} records that are not the same hand "
                        f"({places}); give --file a file that holds only the one you mean")
    good = [r for r in found if r.hand is not None]
    if not good:
        r = found[0]
        raise MalformedHandError(f"hand {quoted(hand_id)} ({shown_path(r.file)}, line {r.line}) is malformed and cannot be "
                        f"replayed: {shown_name(r.error or '')}")
    return good[0]


def _unread_note(unread: dict[str, list[int]]) -> str:
    """What the message that no hand has the id adds of the records that could not be read (a
    gzip cut off or damaged: the rest of its file; a line of junk; a file that cannot be opened),
    by file (its first such line, how many): the hand may be one of them (review of session 67:
    "no hand" of a hand past the cut, as if the log did not hold it)."""
    if not unread:
        return ""
    places = ", ".join(f"{shown_path(f)}:{line}" + (f" and {n - 1} more line{'s' if n > 2 else ''}" if n > 1 else "")
                       for f, (line, n) in list(unread.items())[:_LISTED])
    more = ", ..." if len(unread) > _LISTED else ""
    return f"; it may be in what could not be read: {places}{more} (check names why)"


def _distinct(found: list[Record]) -> int:
    """How many different hands the records are (each malformed record counts as one)."""
    return len({r.digest for r in found if r.hand is not None}) + sum(1 for r in found if r.hand is None)
