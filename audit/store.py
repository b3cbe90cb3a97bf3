"""The DuckDB store: ``ingest`` validates logs and writes hands, events, findings,
pots and awards in bulk (Arrow tables, one INSERT per table and batch).

The events are stored compactly in ``event_rows`` (keyed by the hand's ``ord``); the
``events`` view gives CLI.md's columns with the hand's key and ``event_details`` every
per-type field, unpacked from the hand's native JSON when queried (schemas/store.sql;
``event_details`` is a view of each connection :func:`connect` opens, which inflates the
stored JSON with the function ``handaudit_native``: schemas/store_views.sql).

Keys and idempotency
--------------------
A hand is keyed by ``(session, hand_id)``; a hand without a session uses
``'file:' + the absolute path of its file`` as its session key (FORMAT.md: an id
is unique within its session, or its file).  Ingesting a hand whose key is
already stored with the same content changes nothing (it is counted as
*skipped*); a different hand under a stored key is a ``duplicate-hand``: it is
put in ``quarantine`` (kind ``duplicate-hand``, with its native JSON) and its
finding is stored with the record's file and line and no session (the stored hand
keeps its own findings).  Malformed records go to ``quarantine``
(kind ``malformed``, file, line, error, hand id when readable; kind
``internal-error`` for a hand the validator failed on) and their finding is
stored in ``findings`` too (session NULL: a record set aside is no stored hand), so the
report lists them with the other findings.  A quarantined record already
stored (same file and line) is skipped.  So ingesting the same files again
leaves every table unchanged.

Session checks (stack carried over, button, duplicate ids) go on across
``ingest`` calls into one store: each ingest ends by keeping every table's
state in ``session_tables`` (its last hand's button, seats and players, each
player's last end stack, the pot a draw redeal left for the next hand), and the next
ingest checks a table's next hand
against it, so that ingesting A and then B stores what ingesting A and B
together does (:mod:`audit.session`, :mod:`audit.store_write`).

How the work is shared: worker processes decode and replay the hands and build
their rows (:mod:`audit.store_build`); the parent runs the session checks, decides
what is stored and inserts the rows in bulk (:mod:`audit.store_write`).
"""

from __future__ import annotations

import ctypes
import functools
import os
import stat
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb
import msgspec

from .checkout import Summary, counted, summary_line
from .errors import MalformedHandError, UserError
from .resources import queries, sql_text
from .store_open import check_new_folder, open_problem, opening
from .untrusted import for_terminal, quoted

SCHEMA_VERSION = "15"    # 2: events became the event_rows table and the events view; 3: hands.native VARCHAR;
                         # 4: hands.native deflated (BLOB), event_details a view of each connection;
                         # 5: hands.digest of the hand's content, not of its record's bytes
                         # 6: a set-aside record's findings stored without a session; sessions that
                         #    start with "file:" stored with one more "file:" (store_rows.session_key)
                         # 7: session_tables, the session checks' state of each table, kept across ingests
                         # 8: seats.ord and player_facts.ord (the hand's ord: integer joins to hands)
                         # 9: Palace's battles_lost fact counts a battle tie that put both players out
                         # 10: session_tables.big_blind (rules.heads_up_button no_big_blind_twice)
                         # 11: the pot a draw redeal carries: hands.carried_in and carried_from,
                         #     pots.carried, session_tables.carry
                         # 12: hands.digest of a unit and a UTC time in one spelling (0.010 = 0.01,
                         #     +00:00 = Z): a store's digests of such hands differ from a new ingest's
                         # 13: session_tables.mended and button_due (the last hand's one wrong start
                         #     stack or button: the next hand may follow it as logged or as it should be)
                         # 14: session_tables.carry_from (a redeal's pot still waits after a record set
                         #     aside: the next hand plays for it when its log shows it did)
                         # 15: awards.differs (the rows a hand's page marks; hands.disputed from them)
_Q = "store_queries.sql"


@dataclass
class IngestStats:
    """What one ingest did: the check summary plus what was stored."""

    summary: Summary = field(default_factory=Summary)
    stored: int = 0                 # hands newly stored
    skipped: int = 0                # hands (or quarantined records) already in the store
    repeats: int = 0                # exact repeats of an earlier hand of the same input
    quarantined: Counter = field(default_factory=Counter)   # kind -> records newly quarantined
    db: str = ""

    @property
    def exit_code(self) -> int:
        return self.summary.exit_code

    def describe(self) -> str:
        q = sum(self.quarantined.values())
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.quarantined.items()))
        line = (f"stored {counted(self.stored, 'new hand')} in {for_terminal(str(self.db))}; skipped {self.skipped} already stored"
                + (f", {self.repeats} repeated" if self.repeats else "")
                + f"; quarantined {q}" + (f" ({kinds})" if kinds else ""))
        return summary_line(self.summary) + "\n" + line


def connect(db: Path, read_only: bool = False) -> duckdb.DuckDBPyConnection:
    """Open the database (creating it and its tables unless read-only; an empty file is a new
    database, or read-only a store with no hands: :func:`_empty_file`).  A database that cannot be
    opened (its folder missing, another process holding it) is a :class:`UserError` saying so
    (:mod:`audit.store_open`)."""
    db = Path(db)
    if db.is_dir():         # every command, reading or writing: before "no such database"
        raise UserError(f"{db}: a folder, not a database file")
    if db.exists() and not db.is_file():    # a pipe, a device: opening one may wait for ever
        raise UserError(f"{db}: not a database file (a pipe or a device; give --db a file)")
    if read_only and not db.is_file():
        raise UserError(f"{db}: no such database (run handaudit ingest first)")
    try:
        str(db).encode("utf-8")
    except UnicodeEncodeError:      # a byte of the path that is not UTF-8 (a surrogate escape)
        raise UserError(f"{db}: DuckDB cannot open a database whose path is not UTF-8 text: give --db "
                        f"another name (or run from its folder, if only the folder's name is not)") from None
    if not read_only:
        check_new_folder(db)
    with opening(db, read_only):    # (another handaudit making this database: it is whole when looked at)
        return _open(db, read_only)


def _open(db: Path, read_only: bool) -> duckdb.DuckDBPyConnection:
    empty = _empty_file(db)
    if not empty:
        _check_duckdb_file(db)
    if empty and read_only:         # (a file made by touch or mktemp): a store that holds no hands
        return _no_hands()
    path, mode = _made_new(db) if empty else (db, None)
    try:
        con = duckdb.connect(str(path), read_only=read_only)
    except duckdb.Error as e:
        raise (damaged(db, e) or open_problem(db, e)) from None
    if mode is not None:
        _keep_mode(path, mode)
    con.execute(queries(_Q)["quiet"]).fetchall()
    _check_version(con, db, read_only)
    if not read_only:
        con.execute(sql_text("store.sql")).fetchall()
        con.execute(queries(_Q)["set_meta"], ["schema_version", SCHEMA_VERSION]).fetchall()
    if _has_hands(con):
        con.create_function("handaudit_native", _natives, ["BLOB"], "VARCHAR", type="arrow", side_effects=False)
        con.execute(sql_text("store_views.sql")).fetchall()
    return con


def _empty_file(db: Path) -> bool:
    """Whether ``db`` is an existing file of 0 bytes (made by ``touch`` or ``mktemp`` for the store):
    a new database to the commands that write, a store that holds no hands to those that read.
    (DuckDB itself refuses such a file: "not a valid DuckDB database file".)"""
    try:
        return db.is_file() and db.stat().st_size == 0
    except OSError:
        return False


def _made_new(db: Path) -> tuple[Path, int]:
    """Make way for DuckDB to create its database where the empty file ``db`` is (through a link,
    at the file the link names): the file removed; returns its path and its permissions, which
    the new database keeps (``mktemp``'s 0600)."""
    target = Path(os.path.realpath(db))
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
        target.unlink()
    except OSError as e:
        raise UserError(f"{db}: cannot open the database ({e.strerror or e})") from None
    return target, mode


def _keep_mode(path: Path, mode: int) -> None:
    try:
        os.chmod(path, mode)
    except OSError:     # (not created yet, or not ours to change: the system's default stays)
        pass


def _no_hands() -> duckdb.DuckDBPyConnection:
    """What a reading command sees in an empty file given as its store: the store's tables with no
    rows (in memory: the file is left as it is), so that it says what it says of a store that
    holds no hands."""
    con = duckdb.connect()
    con.execute(queries(_Q)["quiet"]).fetchall()
    con.execute(sql_text("store.sql")).fetchall()
    con.execute(queries(_Q)["set_meta"], ["schema_version", SCHEMA_VERSION]).fetchall()
    return con


#: Where a DuckDB database file says what it is (its first block's header).
_MAGIC_AT, _MAGIC = 8, b"DUCK"


def _check_duckdb_file(db: Path) -> None:
    """Refuse an existing file that is not a DuckDB database (a log, a CSV, a Parquet file given
    to ``--db`` by mistake): DuckDB would read it as something else, or keep the hands in
    memory and store nothing."""
    try:
        with open(db, "rb") as f:
            head = f.read(_MAGIC_AT + len(_MAGIC))
    except FileNotFoundError:
        return
    except IsADirectoryError:
        raise UserError(f"{db}: a folder, not a database file") from None
    except OSError as e:
        raise UserError(f"{db}: cannot open the database ({e.strerror or e})") from None
    if head[_MAGIC_AT:] != _MAGIC:
        raise UserError(f"{db}: not a DuckDB database file (give --db a new file name, or a store "
                        f"written by handaudit ingest)")


def _has_hands(con: duckdb.DuckDBPyConnection) -> bool:
    return bool(con.execute(queries(_Q)["has_hands"]).fetchall())


def _natives(stored):
    """SQL ``handaudit_native(native)``: the JSON text of stored hands (a vector at a time)."""
    import pyarrow as pa

    from .native_blob import unpack

    return pa.array([None if b is None else unpack(b).decode() for b in stored.to_pylist()], pa.string())


#: the tables every store holds (schemas/store.sql; store_queries.sql ``store_tables``)
STORE_TABLES = ("store_meta", "hands", "seats", "event_rows", "findings", "pots", "awards", "player_facts",
                "quarantine", "session_tables")


def _check_version(con: duckdb.DuckDBPyConnection, db: Path, read_only: bool = False) -> None:
    """A store written with another layout of the tables cannot be read or added to; a DuckDB
    file that is not a store (no tables, or someone else's) cannot be read, nor written into
    unless it is empty."""
    q = queries(_Q)
    try:
        found = con.execute(q["get_meta"], ["schema_version"]).fetchall()
    except duckdb.CatalogException:     # no store_meta table: a new database, or not a store
        if read_only or con.execute(q["user_tables"]).fetchall()[0][0]:
            con.close()
            raise UserError(f"{db}: not a handaudit database (it holds no hands stored by handaudit "
                            f"ingest)") from None
        return
    except duckdb.BinderException:      # a store_meta table of someone else's (other columns)
        con.close()
        raise UserError(f"{db}: not a handaudit database (its store_meta table is not handaudit's)") from None
    if not found or not isinstance(found[0][0], str):
        con.close()
        raise UserError(f"{db}: not a handaudit database (it has no store version)")
    if found[0][0] != SCHEMA_VERSION:
        con.close()
        raise UserError(f"{db}: this database has the layout of store version {found[0][0]}, this handaudit "
                        f"reads version {SCHEMA_VERSION}; ingest the logs into a new database")
    have = dict(con.execute(q["store_tables"]).fetchall())
    if len(have) < len(STORE_TABLES):
        # a table dropped (by hand, or a damaged file): reading it fails, and an ingest would
        # create it afresh beside the other tables' rows of the hands it held
        con.close()
        missing = ", ".join(t for t in STORE_TABLES if t not in have)
        raise UserError(f"{db}: this database is not whole: its table{'s' if ', ' in missing else ''} "
                        f"{missing} {'are' if ', ' in missing else 'is'} missing; ingest the logs into a new database")
    want = _store_columns()
    changed = ", ".join(t for t in STORE_TABLES if have[t] != want[t])
    if changed:
        # a column dropped, added or retyped by hand: the queries would fail on it (review 54: a
        # traceback), or an ingest write rows that do not fit
        con.close()
        raise UserError(f"{db}: this database is not whole: the columns of its table{'s' if ', ' in changed else ''} "
                        f"{changed} are not the store's; ingest the logs into a new database")


@functools.lru_cache(maxsize=1)
def _store_columns() -> dict[str, str]:
    """Each store table's columns and their types in order, as schemas/store.sql makes them
    (an empty database in memory, made once)."""
    con = duckdb.connect()
    try:
        con.execute(sql_text("store.sql")).fetchall()
        return dict(con.execute(queries(_Q)["store_tables"]).fetchall())
    finally:
        con.close()


def ingest(paths: list[str], db: Path, jobs: int = 1, defaults: dict[str, Any] | None = None) -> IngestStats:
    """Validate every record under ``paths`` and store it (see the module's doc)."""
    from .progress import track
    from .readers import expand_paths
    from .runner import validate_chunks
    from .store_build import build_rows
    from .store_write import Writer

    paths = [str(p) for p in expand_paths(paths)]     # a missing input: no database is created
    stats = IngestStats(db=str(db))
    try:
        con = connect(db)
        try:
            con.execute(queries(_Q)["ingest_settings"]).fetchall()
            writer = Writer(con, stats, queries(_Q))
            try:
                for checked, rows in track(validate_chunks(paths, defaults, jobs, build=build_rows), "ingesting",
                                             size=lambda chunk: len(chunk[0])):
                    writer.add(checked, rows)
            finally:
                writer.close()
        finally:
            con.close()
    except duckdb.Error as e:
        problem = write_problem(db, e)
        if problem is None:
            raise
        raise problem from None
    finally:
        _give_back_memory()
    return stats


def _give_back_memory() -> None:
    """Hand the memory an ingest freed back to the system: ``audit`` goes on to write the report,
    and its page workers start from this process.  Arrow's allocator keeps what it freed, and so
    does the C library's until it is asked (glibc's ``malloc_trim``; elsewhere nothing is done).
    After a million hands this gave back some 60 MB."""
    import pyarrow as pa

    pa.default_memory_pool().release_unused()
    if sys.platform.startswith("linux"):    # (ctypes.CDLL(None) is refused on Windows)
        try:
            ctypes.CDLL(None).malloc_trim(0)
        except (AttributeError, OSError):   # a C library without it (musl)
            pass


#: What DuckDB says when the file system refuses a write (a full disk, a quota, permissions).
_IO_WORDS = ("No space left", "Disk quota", "Read-only file system", "Permission denied",
             "Input/output error", "Could not write", "Could not read", "Could not open",
             "Could not truncate", "Could not fsync", "Could not sync")


#: What DuckDB says of a database file that is damaged or cut short.
_DAMAGE_WORDS = ("Could not read enough bytes", "Corrupt database file", "checksum")


def damaged(db: Path | None, e: BaseException) -> UserError | None:
    """The user's error for a DuckDB error that says the database file is damaged or cut short
    (None for any other)."""
    text = str(e)
    if not isinstance(e, duckdb.Error) or not any(w in text for w in _DAMAGE_WORDS):
        return None
    reason = text.splitlines()[0] if text else type(e).__name__
    for prefix in ("IO Error: ", "Error: "):
        reason = reason.replace(prefix, "")
    where = f"{db}: " if db is not None else ""
    return UserError(f"{where}the database file is damaged or cut short ({reason}); ingest the logs into "
                     f"a new database")


def write_problem(db: Path, e: duckdb.Error) -> UserError | None:
    """The user's error for a DuckDB error that the file system caused (None for any other:
    that one is a defect, not the user's to fix).  Every batch of hands is inserted and
    committed on its own, so what was committed before the failure stays stored."""
    broken = damaged(db, e)
    if broken is not None:
        return broken
    text = str(e)
    if not isinstance(e, duckdb.IOException) and not any(w in text for w in _IO_WORDS):
        return None
    reason = text.splitlines()[0] if text else type(e).__name__
    for prefix in ("TransactionContext Error: ", "IO Error: ", "Failed to commit: "):
        reason = reason.replace(prefix, "")
    fix = ("once it may be written there" if "permission denied" in reason.lower() or "read-only" in reason.lower()
           else "once there is room")
    return UserError(f"{db}: could not write the database: {reason}. The hands stored before this are kept; "
                     f"run the command again {fix} (hands already stored are skipped)")


def load_hand(db: Path, hand_id: str, session: str | None = None):
    """A stored hand (for ``explain --db``), with the rules it was validated under.

    ``session`` is the hand's session; a hand stored without one is found by its id
    alone (or by its key ``file:PATH``).
    """
    return load_hand_and_findings(db, hand_id, session)[0]


def load_hand_and_findings(db: Path, hand_id: str, session: str | None = None):
    """``(hand, findings)``: a stored hand as :func:`load_hand` gives it, and every finding stored
    for it (:class:`audit.model.Finding`), those of the checks across hands included."""
    return load_stored_hand(db, hand_id, session)[:2]


def load_stored_hand(db: Path, hand_id: str, session: str | None = None):
    """``(hand, findings, carry)``: as :func:`load_hand_and_findings`, and the pot a redeal of the
    table's previous hand carried to it, ``(chips, that hand's id)`` (None: none), with which
    the ingest judged it."""
    from .model import Finding
    from .readers.native import decode_hand
    from .native_blob import unpack
    from .readers.find import bare_id, did_you_mean

    con = connect(db, read_only=True)
    try:
        q = queries(_Q)
        rows = con.execute(q["find_hand"], {"hand_id": hand_id, "session": session}).fetchall()
        stored = [] if len(rows) != 1 else \
            con.execute(q["hand_findings"], {"hand_id": hand_id, "session": rows[0][0]}).fetchall()
        aside = [] if rows else \
            con.execute(q["quarantined_hand"], {"hand_id": hand_id, "session": session}).fetchall()
        bare = None if rows or aside else bare_id(hand_id)     # ('#123:' typed for the hand 123)
        if bare is not None and not con.execute(q["find_hand"], {"hand_id": bare, "session": session}).fetchall():
            bare = None
    finally:
        con.close()
    if aside:
        file, line, error = aside[0]
        raise MalformedHandError(f"hand {quoted(hand_id)} ({file}, line {line}) was set aside as malformed and cannot be "
                        f"replayed: {error}")
    if not rows:
        where = f" in session {quoted(session)}" if session is not None else ""
        raise UserError(f"no hand {quoted(hand_id)}{where} in {db}{did_you_mean(bare)}")
    if len(rows) > 1:
        names = ", ".join(r[6] for r in rows)      # as --session names them (schemas/store_queries.sql)
        shadowed = [r for r in rows if r[6].endswith(" (no session)")]
        also = "".join(f"; the hand without a session shares its key with the session named like its file, so "
                       f"--session cannot name it: explain it with --file {r[4]}" for r in shadowed[:1])
        raise UserError(f"hand id {quoted(hand_id)} is stored in several sessions ({names}); name one with "
                        f"--session{also}")
    hand = decode_hand(unpack(rows[0][2]))
    rules = msgspec.json.decode(rows[0][3]) if rows[0][3] else {}
    if isinstance(rules, dict):
        hand.rules = rules
    carried, source = rows[0][7], rows[0][8]
    return (hand, [Finding(code, seq, player, message) for seq, code, player, message in stored],
            (carried, source) if carried else None)
