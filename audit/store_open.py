"""Opening a store's file (:func:`audit.store.connect`): what the user is told when it cannot be
opened, and the folder's lock that keeps two handaudit processes from making one database at once.

A database DuckDB cannot open is the user's to fix: a folder that does not exist (``--db
missingdir/x.duckdb``), a database another process holds (a second ``ingest`` while one writes, a
Python session with ``duckdb.connect(path)`` open: DuckDB lets one process write a database, or
several read it), or a file refused for another reason.  Each is told in one line that says what to
do, not as DuckDB's own "IO Error: ..." text.  DuckDB's message is read only to tell a held
database (its "Could not set lock", and the holder's "PID n" when it gives it); any other
wording falls back to the general message, which quotes DuckDB's reason.

Two ``ingest`` runs that start together on the same new (or empty) ``--db`` file: DuckDB creates
the file before it locks it and writes its first block, so the second could find the first's
file still empty (and take it for an empty file it may replace: :func:`audit.store._made_new`,
the first's hands then going to a file no longer in the folder) or half written ("not a DuckDB
database file").  So a process opening a database holds a lock on the database's folder while
it looks at the file, opens it and makes its tables (exclusive to write, shared to read; a
few milliseconds): the second finds the first's database whole, and DuckDB's own lock, held by
the first as long as it writes, refuses it ("in use").  The folder's lock is ``flock``, which
does not touch DuckDB's ``fcntl`` locks; where it cannot be taken (no ``flock``, a folder that
cannot be opened, a file system without locks), or after :data:`OPEN_WAIT` seconds, the database
is opened without it, as before.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import UserError

#: The longest a process waits for another's opening of a database in the same folder (opening
#: one takes milliseconds; one whose log of changes must be replayed first, longer).
OPEN_WAIT = 30.0

#: What DuckDB says of a database another process holds ("Could not set lock on file ...:
#: Conflicting lock is held in /usr/bin/python3 (PID 1234)").
_HELD = ("Could not set lock", "Conflicting lock")
_PID = re.compile(r"\bPID (\d+)\b")


def check_new_folder(db: Path) -> None:
    """Refuse a database to be made (``db`` does not exist) whose folder does not exist or is a
    file, before anything is read or made (DuckDB said "IO Error: Cannot open file ...: No such
    file or directory")."""
    if db.exists():
        return
    folder = db.parent
    if db.is_symlink():     # a link to nothing: DuckDB makes the file it names, in that file's folder
        folder = Path(os.path.realpath(db)).parent
        link = f" (a link to {os.readlink(db)})"
    else:
        link = ""
    if folder.is_dir():
        return
    if folder.exists() or folder.is_symlink():
        raise UserError(f"cannot create the database {db}{link}: {folder} is not a folder")
    raise UserError(f"cannot create the database {db}{link}: the folder {folder} does not exist")


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


@contextmanager
def opening(db: Path, read_only: bool) -> Iterator[None]:
    """Hold the lock on the folder of ``db`` (through a link, the folder of the file linked) while
    the database is opened: exclusive to write, shared to read (see the module's doc)."""
    try:
        import fcntl
    except ImportError:         # (Windows: opened without it)
        yield
        return
    try:
        fd = os.open(os.path.dirname(os.path.realpath(db)) or ".", os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:             # (a folder that cannot be opened: a missing one is refused later)
        yield
        return
    try:
        _lock(fd, fcntl.LOCK_SH if read_only else fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)            # (the lock goes with it)


def _lock(fd: int, how: int) -> None:
    """Take the lock ``how`` on ``fd``, waiting up to :data:`OPEN_WAIT` seconds (then going on
    without it); a file system that cannot lock goes on without it at once."""
    import fcntl

    deadline = time.monotonic() + OPEN_WAIT
    pause = 0.001
    while True:
        try:
            fcntl.flock(fd, how | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return
            time.sleep(pause)
            pause = min(pause * 2, 0.05)
        except OSError:
            return
