"""The files that the paths on a command line name: files as named, folders searched.

A folder is searched recursively, in the order of the sorted paths, for logs by their
name (:data:`SUFFIXES`), and for files without an extension that hold logs by their
content (the first line that is recognisably a hand: :mod:`.detect`).  Hidden files and
folders (``.git``, ``.DS_Store``) are passed over; the other files it passes over are
listed in :attr:`Inputs.skipped`, and the entries that are no file (a link to a folder, which is
not followed, a pipe, a device) in :attr:`Inputs.passed`, so that the command line can say so.  A file is read
once however often it is named (two spellings of its path, a link, a folder and a file
in it): its first mention counts.

A file is opened by its real path, but its name is written out (``check``'s output, the
store, messages) in one form, :func:`shown_name`: a name that is not valid UTF-8 comes from
the system with each undecodable byte as a surrogate escape, which neither a JSON document nor
the store can hold; it is shown with that byte as ``\\xNN``.  A path itself is written with
:func:`shown_path`, which also doubles a backslash typed in the name where it could be read as
such an escape, so that two files never share a name (nor a hand without a session its key).
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

from ..untrusted import ESCAPE_LIKE
from . import InputError

#: The names of logs in a folder.
SUFFIXES = (".jsonl", ".ndjson", ".json", ".gz", ".txt", ".phh", ".phhs", ".log")
#: How much of a file without an extension is looked at to tell whether it holds logs.
_SNIFF = 1 << 16


#: A lone surrogate: an undecodable byte of a file name (U+DC80..U+DCFF, Python's surrogate
#: escape), or on Windows a lone UTF-16 surrogate of the name.
_SURROGATE = re.compile("[\ud800-\udfff]")


def _escape(m: re.Match) -> str:
    n = ord(m.group())
    return f"\\x{n - 0xDC00:02x}" if 0xDC80 <= n <= 0xDCFF else f"\\u{n:04x}"


def shown_name(text: str) -> str:
    """A file name (or a message that holds one) as it is written out: each byte of the name that
    is not UTF-8 (a surrogate escape) as ``\\xNN``, as Python's ``backslashreplace`` writes it
    (``lat\\xe9\\xff.jsonl``), any other lone surrogate as ``\\uNNNN``; all other text as it is.
    Messages go through it; a path itself through :func:`shown_path` (``check``'s text and JSON,
    the store's ``source_file`` and the key ``file:PATH`` of a hand without a session)."""
    if text.isascii() or _SURROGATE.search(text) is None:     # nearly always
        return text
    return _SURROGATE.sub(_escape, text)


def shown_path(path: str) -> str:
    """A file's path as it is written out (:func:`shown_name`), with each backslash typed in it
    that reads as the start of an escape doubled: the file named ``lat\\xe9.jsonl`` (a backslash,
    ``x``, ``e``, ``9``) is ``lat\\\\xe9.jsonl``, the file whose name holds the byte 0xE9 (not UTF-8)
    ``lat\\xe9.jsonl``; each is read back one way."""
    if "\\" in path:
        path = ESCAPE_LIKE.sub(r"\\\\", path)
    return shown_name(path)


def stored_path(file: str) -> str:
    """A file's path as the store writes it (``source_file``, the key ``file:PATH`` of its hands
    without a session): absolute, links resolved (a file read through a linked folder is the same
    file), in its display form (:func:`shown_path`)."""
    return shown_path(os.path.realpath(file))


class Inputs(NamedTuple):
    files: list[Path]           # to read, in order, each once
    skipped: list[Path]         # files in folders that are not logs by their name or content
    unreadable: list[Path]      # folders that could not be searched
    passed: list[Path]          # entries of folders neither read nor searched: links to folders, pipes, devices


def scan_paths(paths: Iterable[str | os.PathLike], check_named: bool = False) -> Inputs:
    """The files under ``paths`` (see the module's doc).  A path that does not exist, or is not a
    file or a folder, is an :class:`InputError`; with ``check_named``, so is a file named that
    cannot be opened (one found in a folder is read as a ``malformed`` record instead)."""
    out = Inputs([], [], [], [])
    seen: set[tuple[int, int]] = set()
    for p in paths:
        path = Path(p)
        if path.is_dir():
            for f in _walk(path, out):
                _add(out.files, seen, f)
        elif path.is_file():
            if check_named:
                _check_readable(path)
            _add(out.files, seen, path)
        elif path.is_symlink() and not check_named:
            _add(out.files, seen, path)     # a broken link a folder held: a malformed record
        elif path.exists():
            raise InputError(f"{shown_path(str(path))}: not a regular file")
        elif path.is_symlink():
            # (review of session 62: a link that loops, or to nothing, was "no such file")
            try:
                path.resolve(strict=True)
                why = "a link to nothing"
            except RuntimeError:
                why = "a link that loops back on itself"
            except OSError as e:
                why = "a link that loops back on itself" if e.errno == errno.ELOOP else "a link to nothing"
            raise InputError(f"{shown_path(str(path))}: {why}")
        else:
            raise InputError(f"{shown_path(str(path))}: no such file or folder")
    return out


def expand_paths(paths: Iterable[str | os.PathLike]) -> list[Path]:
    """Files named, and files found recursively under folders named, in a stable order, each once."""
    return scan_paths(paths).files


def _add(files: list[Path], seen: set[tuple[int, int]], path: Path) -> None:
    try:
        st = path.stat()
    except OSError:
        files.append(path)      # read as it can be (a malformed record says why not)
        return
    key = (st.st_dev, st.st_ino)
    if key not in seen:
        seen.add(key)
        files.append(path)


def _check_readable(path: Path) -> None:
    try:
        with open(path, "rb"):
            pass
    except OSError as e:
        raise InputError(f"{shown_path(str(path))}: {e.strerror or e}") from None


_DIGITS = re.compile(r"(\d+)")


def name_order(name: str) -> tuple:
    """The key that sorts a folder's entries: numbers within names compared as numbers, so
    ``night9.jsonl`` comes before ``night10.jsonl`` (a session logged night by night is read in
    its order), the name without its extensions first, so ``night.jsonl`` comes before
    ``night2.jsonl`` (as ``ls -v`` lists them; review of session 63: night2 was read first) and a
    folder ``a`` before ``a.jsonl``, then the name as it is (``1`` before ``01``)."""
    dot = name.find(".", 1)
    stem, rest = (name, "") if dot < 0 else (name[:dot], name[dot:])
    return _numbered(stem), _numbered(rest), name


def _numbered(text: str) -> tuple:
    """``text`` in parts, its runs of digits as numbers (each at an odd place of the tuple)."""
    parts = _DIGITS.split(text) if text else []
    return tuple(int(p) if k % 2 else p for k, p in enumerate(parts))


def _walk(folder: Path, out: Inputs) -> Iterator[Path]:
    """The logs under ``folder`` in the order of their sorted paths (an entry, then what is in it;
    names by :func:`name_order`)."""
    try:
        with os.scandir(folder) as it:
            entries = sorted(it, key=lambda e: name_order(e.name))
    except OSError:
        out.unreadable.append(folder)
        # read as a file would be: one malformed record says why its logs were not read, so the
        # run does not pass as clean (audit.readers.unreadable)
        yield folder
        return
    for e in entries:
        if e.name.startswith("."):
            continue
        path = folder / e.name
        try:
            is_dir = e.is_dir(follow_symlinks=False)
            # a broken link (or a loop of links) is a file that cannot be opened: read, it is one
            # malformed record saying why (a link to a folder is not followed)
            is_file = not is_dir and ((e.is_symlink() and not os.path.exists(path)) or e.is_file())
        except OSError:
            continue
        if is_dir:
            yield from _walk(path, out)
        elif is_file:
            if _is_log(path):
                yield path
            else:
                out.skipped.append(path)
        else:
            out.passed.append(path)


def _is_log(path: Path) -> bool:
    name = path.name.lower()
    if name.endswith(SUFFIXES):
        return True
    if "." in name:
        return False
    from .detect import file_format
    from .native import open_bytes

    try:
        return file_format(open_bytes(path), name, _SNIFF, decide=False) is not None
    except InputError:
        return False


def skipped_note(found: Inputs) -> list[str]:
    """What the command line says about files it passed over (nothing when there are none)."""
    notes = []
    if found.skipped:
        n = len(found.skipped)
        some = ", ".join(shown_path(str(p)) for p in found.skipped[:3]) + (", ..." if n > 3 else "")
        what = "1 file of the folders, not a log by its" if n == 1 else f"{n} files of the folders, not logs by their"
        notes.append(f"skipped {what} name or content: {some} (name a file to read it anyway)")
    if found.passed:
        n = len(found.passed)
        some = ", ".join(shown_path(str(p)) for p in found.passed[:3]) + (", ..." if n > 3 else "")
        notes.append(f"passed over {n} {'entry' if n == 1 else 'entries'} of the folders that "
                     f"{'is' if n == 1 else 'are'} no file: {some} (a link to a folder is not followed, "
                     f"a pipe or a device not read; name a linked folder to search it)")
    for folder in found.unreadable:
        notes.append(f"{shown_path(str(folder))}: cannot search this folder (permission denied?); "
                     f"its files are not read")
    if not found.files and not found.unreadable:
        # a job pointed at the wrong or an empty folder reads nothing: said, though it is no error
        notes.append("no log file found under the paths given: nothing was read")
    return notes
