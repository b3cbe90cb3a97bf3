"""The command line's paths: what ``--db``, ``-o`` and the other path options and arguments accept
(:mod:`audit.cli` parses every path through one of these)."""

from __future__ import annotations

import os
from pathlib import Path

from typer import BadParameter

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


def report_path(text: str) -> Path:
    """``--out`` of ``report`` and ``audit``: the folder the report's pages are written to.  ``-``
    (the standard output, as ``-o -`` is for one file) cannot hold a folder of pages: refused
    rather than making a folder named ``-`` (``./-`` still names one)."""
    if text == "-":
        raise BadParameter("'-' is the standard output, but the report is a folder of pages: name a folder "
                           "(./- for a folder named -)")
    return any_path(text)


def out_path(text: str) -> Path:
    """An output path given with ``-o``: ``-`` is the standard output (``/dev/stdout``), as many
    tools read it (before, a file named ``-`` was written)."""
    if text == "-":
        if os.name != "posix":
            raise UserError("-o -: writing to the standard output needs a POSIX system here; name a file")
        return Path("/dev/stdout")
    return any_path(text)


def share(text: str) -> float:
    """``--faults``: a share of hands, a number from 0 to 1.  ``nan`` and ``inf`` are numbers to
    ``float()`` but no share (a range check alone calls ``nan`` "more than 1")."""
    if isinstance(text, float):
        return text
    try:
        value = float(text)
    except ValueError:
        raise BadParameter(f"{quoted(text)} is not a number; give a share of hands from 0 to 1 (0.05: 5%)") from None
    if not 0.0 <= value <= 1.0:      # False for nan too
        raise BadParameter(f"{quoted(text)}: a share of hands is a number from 0 to 1 (0.05: 5%)")
    return value
