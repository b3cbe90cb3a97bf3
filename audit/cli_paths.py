"""The command line's paths: what ``--db``, ``-o`` and the other path options and arguments accept
(:mod:`audit.cli` parses every path through one of these)."""

from __future__ import annotations

import os
from pathlib import Path

from .errors import UserError
from .untrusted import quoted


def any_path(text: str) -> Path:
    """A path given on the command line; an empty one (an unset shell variable: ``"$LOGS"``) is a
    usage error, not the current folder (``Path("")`` is ``.``)."""
    if not text:
        raise UserError("an empty path was given (an unset shell variable?): name a file or folder")
    return Path(text)


def db_path(text: str) -> Path:
    """``--db``: a database file.  A path that ends with a separator (``newdb/``), or with ``.`` or
    ``..``, names a folder (``Path`` would drop the ``/`` or the ``.``, and DuckDB create a file
    named ``newdb``): refused before anything is read or made, as a folder is
    (:func:`audit.store.connect`).  The option's default comes here as a ``Path``."""
    if isinstance(text, Path):
        return text
    path = any_path(text)
    seps = tuple(s for s in (os.sep, os.altsep) if s)
    last = text
    for s in seps:
        last = last.rsplit(s, 1)[-1]
    if text.endswith(seps) or last in (".", ".."):
        if path.is_dir():
            raise UserError(f"{text}: a folder, not a database file")
        raise UserError(f"{text}: names a folder (it ends with {quoted(os.sep if text.endswith(seps) else last)}), "
                        f"not a database file: give --db the database file's name")
    return path


def out_path(text: str) -> Path:
    """An output path given with ``-o``: ``-`` is the standard output (``/dev/stdout``), as many
    tools read it (before, a file named ``-`` was written)."""
    if text == "-":
        if os.name != "posix":
            raise UserError("-o -: writing to the standard output needs a POSIX system here; name a file")
        return Path("/dev/stdout")
    return any_path(text)
