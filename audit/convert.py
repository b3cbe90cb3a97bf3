"""``handaudit convert``: any supported input as native JSON Lines.

Hands read from several files and written to one should audit as they did apart: a table
named without a session is that table in its file, and a hand id is unique in its session, or
in its file where it names none (FORMAT.md).  So when the input is more than one file, a hand
with a ``table`` but no ``session`` gets its file's name (as named, or as found in a folder) as
its session: its table's sequence stays that of its file.  A hand with neither keeps none (a
session would chain it to the other hands of its file, FORMAT.md); when such hands come from
more than one file, their ids must then be unique across the files, and convert says so on
stderr (:func:`pooled_note`).  With one input file nothing is added, and converting a converted
file changes nothing.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

import msgspec

from .errors import UserError
from .lines_out import LinesOut
from .readers import read_paths
from .readers.paths import scan_paths, shown_path
from .untrusted import quoted

#: Marks a note of ``convert``'s ``lost``: a finding the converted file reports in place of the
#: reader's (check of the log does not report it).
INSTEAD = "instead: "

_encoder = msgspec.json.Encoder()


def check_output(paths: Iterable[str | os.PathLike], out: str | os.PathLike,
                 files: list[Path] | None = None) -> None:
    """Refuse an output that is one of the inputs (opening it for writing would empty it before
    it is read) or inside an input folder (the folder's search would read the output as it grows,
    and a second run would read the first run's output as a log)."""
    target = Path(out).resolve()
    try:
        st = os.stat(target)
        same = (st.st_dev, st.st_ino)
    except OSError:
        same = None
    for p in paths:
        path = Path(p)
        if path.is_dir():
            folder = path.resolve()
            if target.is_relative_to(folder):
                raise UserError(f"{out}: the output is inside the input folder {p}, where it would be read as "
                                f"input; write it somewhere else")
        elif same is not None and path.is_file():
            st = os.stat(path)
            if (st.st_dev, st.st_ino) == same:
                raise UserError(f"{out}: the output is the input {p}; writing it would empty it before it is "
                                f"read: write it somewhere else")
    for f in files if files is not None else scan_paths(paths).files:
        # a link in an input folder to the output (even before it exists), or a hard link to it
        if f.resolve() == target or (same is not None and _inode(f) == same):
            raise UserError(f"{out}: the output is the input {shown_path(str(f))} (a link to it); it would be "
                            f"read as it grows: write it somewhere else")


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def pooled_note(files: list[str]) -> str:
    """What convert says when hands without a session or table from several files were pooled."""
    return (f"note: hands without a session or table from {len(files)} files ({', '.join(files[:3])}"
            f"{', ...' if len(files) > 3 else ''}) are now in one file: a hand id used in two of them is a "
            f"duplicate-hand there (give the hands a session, or convert the files one by one)")


def convert(paths: Iterable[str], out: str, pooled: list[str] | None = None,
            lost: list[tuple[str, int, str]] | None = None) -> tuple[int, list[tuple[str, int, str]]]:
    """Write every readable hand to ``out``; return the count and the records that could not be read
    (a hand with a rule option of the wrong type or value among them: ``check`` makes it malformed).
    ``pooled``: filled with the files whose hands without a session or table were written beside
    another file's (see the module's doc), when there are two or more.  ``lost``: filled with the
    reader's warnings (``unparsed-line``: a line of a text log not understood), which the native
    file cannot carry (file, line of the hand, message)."""
    from .options import check_hand_options
    from .protocol import RulesError
    from .recorded_totals import with_reader_findings
    from .replay import replay, start

    paths = list(paths)
    files = scan_paths(paths).files         # the folders searched once
    check_output(paths, out, files)
    bad: list[tuple[str, int, str]] = []
    n = 0
    several = len(files) > 1
    loose: dict[str, None] = {}         # files with hands that name neither a session nor a table
    scoped: dict[str, tuple[dict, dict]] = {}   # file -> ids (-> line) of its hands with a table, without one
    with LinesOut(out) as f:
        for rec in read_paths(files):
            if rec.hand is None:
                bad.append((rec.file, rec.line, rec.error or "unreadable"))
                continue
            hand = rec.hand
            try:
                if hand.rules:
                    check_hand_options(hand.game, hand.rules)
                if hand.game == "tonk":
                    # (and the options against the hand's seats, which only the game's replay
                    # knows: Tonk's hand_size for the players dealt in, review of session 61;
                    # Tonk's options all have defaults, so no rules file could make it playable.
                    # A draw, stud or Palace hand may leave a required option to a rules file)
                    start(hand)
            except RulesError as e:
                bad.append((rec.file, rec.line, f"rules: {e}"))
                continue
            except Exception:       # (a bug of ours in the replay, which check reports: not convert's)
                pass
            if lost is not None and (rec.warnings or rec.summary is not None):
                # what check of the log reports that the native file cannot carry: the reader's
                # findings (a line not understood, a summary's totals the actions disagree with),
                # as check selects them beside the replay's (review of session 64: notes of
                # findings check never gave), and the replay's findings they stand in place of
                # (the converted file reports those instead)
                try:
                    result = replay(hand)
                except Exception:       # (a bug of ours, which check reports as internal-error)
                    result = None
                if result is None:
                    lost.extend((rec.file, rec.line, f"{w.code}: {w.message}") for w in rec.warnings)
                else:
                    own = result.findings
                    full = with_reader_findings(own, rec.warnings, rec.summary, result)
                    kept = {id(f) for f in full}
                    mine = {id(f) for f in own}
                    lost.extend((rec.file, rec.line, f"{f.code}: {f.message}") for f in full if id(f) not in mine)
                    lost.extend((rec.file, rec.line, f"{INSTEAD}{f.code}: {f.message}") for f in own
                                if id(f) not in kept)
            if several and hand.session is None:
                name = shown_path(str(rec.file))
                # (an id used in the file both by a hand with a table and by one without: the two
                # no longer share a scope, and their duplicate-hand is lost: said, review of session 59)
                ids = scoped.setdefault(name, ({}, {}))
                mine, other = ids if hand.table is not None else ids[::-1]
                if hand.hand_id in other and lost is not None:
                    lost.append((rec.file, rec.line, f"duplicate-hand: hand id {quoted(hand.hand_id)} was already "
                                 f"used in this file (line {other[hand.hand_id]}), by a hand "
                                 f"{'without' if hand.table is not None else 'with'} a table: in the converted "
                                 f"file one has the file's name as its session and the other none, so they "
                                 f"are no longer in one scope"))
                mine.setdefault(hand.hand_id, rec.line)
                if hand.table is not None:
                    hand.session = name     # its table's sequence stays its file's
                else:
                    loose[name] = None
            f.write(_encoder.encode(hand))
            f.write(b"\n")
            n += 1
    if pooled is not None and len(loose) > 1:
        pooled.extend(loose)
    return n, bad
