"""Opening a store's file (:func:`audit.store.connect`): what the user is told when it cannot be
opened.

A database DuckDB cannot open is the user's to fix: a folder that does not exist (``--db
missingdir/x.duckdb``), a database another process holds (a second ``ingest`` while one writes, a
Python session with ``duckdb.connect(path)`` open: DuckDB lets one process write a database, or
several read it), or a file refused for another reason.  Each is told in one line that says what to
do, not as DuckDB's own "IO Error: ..." text.  DuckDB's message is read only to tell a held
database (its "Could not set lock", and the holder's "PID n" when it gives it); any other
wording falls back to the general message, which quotes DuckDB's reason.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from .errors import UserError

#: What DuckDB says of a database another process holds ("Could not set lock on file ...:
#: Conflicting lock is held in /usr/bin/python3 (PID 1234)").
_HELD = ("Could not set lock", "Conflicting lock")
_PID = re.compile(r"\bPID (\d+)\b")


def check_new_folder(db: Path) -> None:
    """Refuse a database to be made (``db`` does not exist) whose folder does not exist or is a
    file, before anything is read or made (DuckDB said "IO Error: Cannot open file ...: No such
    file or directory")."""
    if os.path.lexists(db):
        return
    folder = db.parent
    if folder.is_dir():
        return
    if folder.exists() or folder.is_symlink():
        raise UserError(f"cannot create the database {db}: {folder} is not a folder")
    raise UserError(f"cannot create the database {db}: the folder {folder} does not exist")


def open_problem(db: Path, e: BaseException) -> UserError:
    """The user's error for DuckDB's refusal to open ``db``: a database another process holds,
    or any other reason as DuckDB gives it (its first line, without the error's kind)."""
    text = str(e)
    if any(w in text for w in _HELD):
        pid = _PID.search(text)
        who = f" (pid {pid.group(1)})" if pid else ""
        return UserError(f"the database {db} is in use by another process{who}; wait for it or use another --db")
    reason = text.splitlines()[0] if text.strip() else type(e).__name__
    reason = re.sub(r"^[A-Za-z ]*Error: ", "", reason)
    return UserError(f"{db}: cannot open the database ({reason})")
