"""The parent's side of ``ingest``: which hands of a chunk are stored, and their bulk insert.

The workers send each chunk's rows as Arrow tables (:mod:`audit.store_build`); here,
in input order, each record is stored, skipped (already stored, an exact repeat) or
quarantined (malformed, a duplicate id); the rows of the hands not stored are
dropped, the session checks' findings added, the rows of a hand the session checks judged
again (a hand after a draw redeal, playing for the pot carried to it) replaced by those built
for that judgment, ``ord`` numbered; the tables of a few
chunks are then inserted together, one statement per table, by a background thread
(DuckDB works without the interpreter lock) while the next chunks are checked.

A store that holds no hand and no quarantined record when the ingest starts needs
no look-ups: a key can then only be stored already by this ingest, which the
session checks see (an exact repeat, or a ``duplicate-hand`` finding), provided
two spellings of one file's path are not both read (the readers read a file once,
however it is named); should they be, and for a store that was not empty, each
chunk's keys are looked up in the database (after the pending inserts are
written), and a key met again is judged by the hand's content: the same hand is a
repeat, another one a ``duplicate-hand``.  For a store that was not empty, the session
checks (:func:`audit.runner.validate_chunks`) look the chunk's new ids up here too
(:meth:`Writer.stored_ids`), before they check the chunk: a different hand under a stored
key is then set aside before it can become its table's last hand.  A ``duplicate-hand``
record keeps that one finding (its replay's findings are not reported: it is no hand of
the log), in ``check`` and ``ingest`` alike.

A record set aside (malformed, or a ``duplicate-hand``) is a ``quarantine`` row, keyed by its
file and line, with its session's key (:func:`audit.store_rows.session_key`) when it could be
read; its findings are stored with that file and line and no session (NULL), so that they are
never taken for the findings of the hand stored under the key it names (the hand a duplicate
repeats keeps its own findings: ``explain --db`` shows it clean when it is).  Files are named
in their display form (:func:`audit.readers.paths.shown_name`), the key of a hand without a
session (``file:`` + its absolute path) too.

The session checks' state of every table (:mod:`audit.table_states`) is kept in
``session_tables`` (one row per table, keyed like the hands: the session key and the table's
name), so that a later ingest goes on from it (:data:`audit.runner.STORED_STATE`): it looks
a table's row up when it first meets the table (:meth:`Writer.stored_tables`), and at the end
of its input replaces the rows of the tables whose state it changed, in the transaction of its
last batch.  Every batch also marks the rows of the tables it changed *stale* (a row is added
for a new table), in its own transaction: should the ingest stop before its end, the store
says which tables' states lag behind the records it holds (:mod:`audit.session`).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator

import duckdb
import pyarrow as pa

from .model import Finding
from .native_blob import unpack
from .readers import FILE_UNREAD
from .readers.paths import stored_path
from .runner import STORED_IDS, Checked
from .runner import STORED_STATE
from .session import group_parts, stored_duplicate
from .store_build import ChunkRows
from .store_chunk import patch_counts, stored_tables, substitute
from .store_rows import Batch, session_key
from .table_states import TableState

# hands per insert (at most two batches are held: one filling, one being inserted).  Each commit
# costs DuckDB a write of its log and more of the upserts of session_tables' stale marks: at
# 12,000 hands the inserts of a 200,000-hand log took some 1.4 s less CPU than at 4,000, and
# 8,000 about half that, for some 35 MB more memory held (12,000: 75 MB more, and the million-
# hand benchmark's peak at 940 of its 1,024 MiB).
BATCH = 8000


class Writer:
    def __init__(self, con: duckdb.DuckDBPyConnection, stats, q: dict[str, str]) -> None:
        self.con = con
        self.stats = stats
        self.q = q
        self.ord = con.execute(q["next_ord"]).fetchall()[0][0]
        self.fresh = con.execute(q["is_empty"]).fetchall()[0][0]
        # the files read this time in a store that held records: a record set aside before because
        # the file (or its folder) could not be read at all goes (_drop_unreadable)
        self.held = not self.fresh
        self.reopened: list[str] = []
        self.absolute: dict[str, str] = {}      # file as named -> absolute path (display form)
        self.spelling: dict[str, str] = {}      # absolute path -> file as named
        self.quarantined: set[tuple[str, int]] = set()
        self.pending: dict[str, list[pa.Table]] = {}
        self.pending_hands = 0
        self.inserter = _Inserter(con.cursor(), q)
        # the tables' states of the session checks (see the module's doc): the rows to mark stale
        # with the next batch, and at the end the rows that replace those of the changed tables
        self.has_states = con.execute(q["has_session_tables"]).fetchall()[0][0]
        self.groups: dict[str, str] = {}        # a session checks' group -> its session key in the store
        self.stale: dict[tuple[str, str], None] = {}
        self.touched: set[tuple[str, str]] = set()  # of the chunk :meth:`add` gets next
        self.states: pa.Table | None = None
        # the session checks of the ingest look up the ids this store holds (validate_chunks)
        self._hook = STORED_IDS.set(self.stored_ids)
        self._state_hook = STORED_STATE.set(self)

    # ---- one chunk -----------------------------------------------------------------

    def add(self, checked: list[Checked], rows: ChunkRows) -> None:
        stats = self.stats
        for c in checked:
            if c.file not in self.absolute:
                self._new_file(c.file)
                if self.held and c.unread != FILE_UNREAD:
                    self.reopened.append(self.absolute[c.file])
        rebuilt = [i for i, c in enumerate(checked) if c.rebuilt is not None]
        if rebuilt:
            substitute(rows, [(i, checked[i].rebuilt) for i in rebuilt])
        stored: dict[tuple[str, str], int] = {}
        if not self.fresh:
            self.write_pending()
            self.inserter.wait()
            if self.reopened:
                self._drop_unreadable()
            stored = self._stored_digests(checked)
            if stored:
                self._stored_findings(checked, rows, stored)
        hands_table = rows.tables.get("hands")
        keep: list[int] = []
        patched: dict[int, Checked] = {}
        extra: Batch | None = None      # the findings the session checks added (few chunks have any)
        rejects: list[tuple[Checked, str | None, str, str, str | None]] = []
        seen: dict[tuple[str, str], int] = {}      # key -> digest of its first hand in this chunk
        for i, c in enumerate(checked):
            if c.repeat:
                stats.repeats += 1
                continue
            r = rows.row[i]
            if r < 0:
                kind = "internal-error" if any(f.code == "internal-error" for f in c.findings) else "malformed"
                key = session_key(c.session, "") if c.session is not None else None
                rejects.append((c, key, kind, c.error or "unreadable", None))
                continue
            file = self.absolute[c.file]
            sess = session_key(c.session, file)
            found = rows.found[i]
            if self.fresh:
                # the session checks leave a duplicate record its duplicate-hand finding alone
                dup = c.findings[0] if c.findings and c.findings[0].code == "duplicate-hand" else None
                before = None
            else:
                key = (sess, c.hand_id)
                digest = c.facts.digest
                earlier = seen.get(key)
                if earlier == digest:       # the same hand again in this chunk: a repeat
                    stats.repeats += 1
                    continue
                before = stored.get(key)
                dup = None
                if earlier is not None or (before is not None and before != digest):
                    dup = _duplicate(c)
                else:
                    # the first hand of this key that is kept (or already stored): a record set
                    # aside is not, so a second copy of it is set aside too, not taken as a repeat
                    seen[key] = digest
            if dup is not None:
                native = unpack(hands_table.column("native")[r].as_py()).decode()
                rejects.append((c, sess, "duplicate-hand", dup.message, native))
                continue
            stats.summary.add(c, keep_rows=False)
            if before is not None:
                stats.skipped += 1
                continue
            keep.append(r)
            if len(c.findings) > found:
                patched[r] = c
                if extra is None:
                    extra = Batch()
                extra.add_findings(sess, c.hand_id, c.game, file, c.line, c.findings[found:], r, found)
            stats.stored += 1
        tables = self._stored_rows(rows, keep, patched, extra) if keep else {}
        if rejects:
            self._reject(rejects, tables)
        for name, table in tables.items():
            self.pending.setdefault(name, []).append(table)
        self.pending_hands += len(keep)
        for key in self.touched:
            self.stale[self._store_key(key)] = None
        self.touched = set()
        if self.pending_hands >= BATCH:
            self.write_pending()

    def _new_file(self, file: str) -> None:
        path = stored_path(file)
        self.absolute[file] = path
        if self.spelling.setdefault(path, file) != file:
            self.fresh = False      # one file read under two names: look keys up from now on

    def stored_ids(self, keys: Iterator[tuple[str | None, str, str]]) -> dict[tuple[str | None, str, str], int]:
        """For the session checks, before a chunk: those of ``keys`` (session, file as named, hand id)
        that an earlier ingest stored, with their digests (none while the store was empty when this
        ingest began: every key stored since, the session checks have seen)."""
        if self.fresh:
            return {}
        wanted: dict[tuple[str, str], tuple[str | None, str, str]] = {}
        for key in keys:
            session, file, hand_id = key
            path = self.absolute.get(file) if session is None else ""
            if path is None:
                path = stored_path(file)
            wanted[(session_key(session, path), hand_id)] = key
        if not wanted:
            return {}
        found = _lookup(self.con, self.q["stored_digests"], "batch_keys",
                        {"session": [s for s, _ in wanted], "hand_id": [h for _, h in wanted]})
        return {wanted[(s, h)]: d for s, h, d, _ in found}

    def _drop_unreadable(self) -> None:
        """The files read for the first time in this ingest (``reopened``): a record set aside by an
        earlier ingest because the file, or a folder holding it, could not be read at all goes,
        before this chunk's records are looked up (a record of the file at that line now is one
        of its own: review of session 60's diff).  The inserter is idle: its own transaction."""
        con = self.con
        con.register("batch_reopened", pa.table({"source_file": pa.array(self.reopened, pa.string())}))
        self.reopened = []
        con.begin()
        try:
            con.execute(self.q["drop_unreadable"]).fetchall()
            con.commit()
        except BaseException:
            con.rollback()
            raise
        finally:
            con.unregister("batch_reopened")

    def _stored_digests(self, checked: list[Checked]) -> dict[tuple[str, str], int]:
        """Of ``checked``'s keys, those stored, with their digests."""
        sessions, ids = [], []
        for c in checked:
            if c.error is None and not c.repeat:
                sessions.append(session_key(c.session, self.absolute[c.file]))
                ids.append(c.hand_id)
        found = _lookup(self.con, self.q["stored_digests"], "batch_keys", {"session": sessions, "hand_id": ids})
        return {(s, h): d for s, h, d, _ in found}

    def _stored_findings(self, checked: list[Checked], rows: ChunkRows, stored: dict[tuple[str, str], int]) -> None:
        """The hands of ``checked`` already stored (``stored``: key -> digest) get the findings
        stored with them: the session checks skip such a hand (the tables' states kept in the
        store follow it already), and the summary counts what the store holds.  Every finding
        stored, not this replay's own beside the stored checks across hands: a hand stored with a
        redeal's pot carried to it was judged with it (its replay here, without the pot, judged it
        alone), and one stored under other ``--rules`` keeps its verdict (review of session 60: the
        summary mixed the two verdicts, and could exit 0 over a stored error)."""
        wanted: dict[tuple[str, str], list[Checked]] = {}
        for i, c in enumerate(checked):
            if c.repeat or c.facts is None or rows.row[i] < 0:
                continue
            key = (session_key(c.session, self.absolute[c.file]), c.hand_id)
            if stored.get(key) == c.facts.digest:
                wanted.setdefault(key, []).append(c)
        if not wanted:
            return
        found_rows = _lookup(self.con, self.q["stored_session_findings"], "batch_skeys",
                             {"session": [k[0] for k in wanted], "hand_id": [k[1] for k in wanted]})
        extra: dict[tuple[str, str], list[Finding]] = {}
        for session, hand_id, seq, code, player, message in found_rows:
            extra.setdefault((session, hand_id), []).append(Finding(code, seq, player, message))
        for key, records in wanted.items():
            for c in records:
                c.findings = list(extra.get(key, ()))

    def _stored_rows(self, rows: ChunkRows, keep: list[int], patched: dict[int, Checked],
                     extra: Batch | None) -> dict[str, pa.Table]:
        tables = dict(rows.tables)
        hands = tables["hands"]
        if extra is not None:
            hands = patch_counts(hands, patched)
            more = extra.tables().get("findings")
            if more is not None:
                tables["findings"] = pa.concat_tables([tables["findings"], more]) if "findings" in tables else more
        tables["hands"] = hands
        first = self.ord
        self.ord += len(keep)
        return stored_tables(tables, keep, first)

    def _reject(self, rejects: list, tables: dict[str, pa.Table]) -> None:
        stats = self.stats
        files = [self.absolute[c.file] for c, *_ in rejects]
        known = self.quarantined
        if not self.fresh:
            known = known | set(_lookup(self.con, self.q["stored_quarantine"], "batch_qkeys",
                                        {"source_file": files, "source_line": [c.line for c, *_ in rejects]}))
        batch = Batch()
        for file, (c, sess, kind, error, native) in zip(files, rejects):
            stats.summary.add(c, keep_rows=False)
            if (file, c.line) in known:
                stats.skipped += 1
                continue
            known.add((file, c.line))
            self.quarantined.add((file, c.line))
            batch.add_quarantine(file, c.line, error, c.hand_id, sess, kind, native)
            # the record's own findings (no session: they are no stored hand's, see the module's doc)
            batch.add_findings(None, c.hand_id, c.game, file, c.line, c.findings)
            stats.quarantined[kind] += 1
        for name, table in batch.tables().items():
            tables[name] = pa.concat_tables([tables[name], table]) if name in tables else table

    # ---- inserts -------------------------------------------------------------------

    def write_pending(self) -> None:
        tables = {name: pa.concat_tables(parts) if len(parts) > 1 else parts[0]
                  for name, parts in self.pending.items()}
        if not self.fresh and "hands" in tables:
            # a record set aside before that is one of these hands now (see insert_mended)
            tables["mended"] = tables["hands"].select(["source_file", "source_line", "hand_id"])
        # the tables' states last (in this order): rows marked stale, then the changed tables'
        # rows replaced (at the end of the input)
        if self.stale:
            tables["session_marks"] = pa.table(
                {"session": [s for s, _ in self.stale], "table_name": [t for _, t in self.stale]},
                schema=_KEY_SCHEMA)
        if self.states is not None:
            tables["session_tables"] = self.states
        if tables:
            self.inserter.put(tables)
        self.pending = {}
        self.pending_hands = 0
        self.stale = {}
        self.states = None

    def close(self) -> None:
        """Write what is pending and wait for every insert."""
        try:
            self.write_pending()
        finally:
            STORED_IDS.reset(self._hook)
            STORED_STATE.reset(self._state_hook)
            self.inserter.close()

    # ---- the session checks' tables ------------------------------------------------

    def _store_key(self, key: tuple[str, str]) -> tuple[str, str]:
        """A session checks' table key (group, table) as the store keys its row."""
        group, table = key
        found = self.groups.get(group)
        if found is None:
            session, file = group_parts(group)
            if session is None:
                path = self.absolute.get(file) or stored_path(file)
                found = session_key(None, path)
            else:
                found = session_key(session, "")
            self.groups[group] = found
        return found, table

    def stored_tables(self, keys: list[tuple[str, str]]) -> dict[tuple[str, str], TableState]:
        """For the session checks: the states this store keeps of the tables ``keys`` (group, table)."""
        if not self.has_states:
            return {}
        wanted = {self._store_key(key): key for key in keys}
        found = _lookup(self.con, self.q["stored_session_tables"], "batch_tkeys",
                        {"session": [s for s, _ in wanted], "table_name": [t for _, t in wanted]})
        return {wanted[(s, t)]: TableState(button, prev, {x["player"]: (x["end_stack"], x["hand_id"]) for x in stacks},
                                           tuple(seats), logged, tuple(players), stale, big_blind=big_blind,
                                           carry=carry, button_due=button_due, carry_from=carry_from,
                                           mended=_mended_ends(mended) if mended else None)
                for s, t, button, prev, logged, seats, players, stacks, stale, big_blind, carry, mended, button_due,
                carry_from
                in found}

    def stored_table_names(self, group: str) -> list[str]:
        """For the session checks: the tables of ``group`` (a session, or NUL + a file) whose states
        this store keeps (a record set aside whose table could not be read breaks all of them)."""
        if not self.has_states:
            return []
        session, _ = self._store_key((group, ""))
        return [name for (name,) in self.con.execute(self.q["stored_table_names"], [session]).fetchall()]

    def stored_aside(self, records: list[tuple[str, int]]) -> set[tuple[str, int]]:
        """For the session checks: those of the records set aside ``records`` (file as named, line)
        that this store holds in its quarantine (none while it was empty when this ingest began)."""
        if self.fresh:
            return set()
        paths = [self.absolute.get(f) or stored_path(f) for f, _ in records]
        found = set(_lookup(self.con, self.q["stored_quarantine"], "batch_qkeys",
                            {"source_file": paths, "source_line": [line for _, line in records]}))
        return {r for r, path in zip(records, paths) if (path, r[1]) in found}

    def stored_before(self, records: list[tuple[str, int, tuple[str, str], str]]) -> set[tuple[str, int]]:
        """For the session checks: of the records set aside that read as hands now ``records``
        (file as named, line, their table's key, the id of the table's last hand), those whose
        table's last hand this store holds at an earlier line of the same file."""
        paths = [self.absolute.get(f) or stored_path(f) for f, _, _, _ in records]
        found = set(_lookup(self.con, self.q["stored_before"], "batch_pkeys",
                            {"source_file": paths, "source_line": [r[1] for r in records],
                             "session": [self._store_key(r[2])[0] for r in records],
                             "prev_hand": [r[3] for r in records]}))
        return {(r[0], r[1]) for r, path in zip(records, paths) if (path, r[1]) in found}

    def tables_touched(self, keys: set[tuple[str, str]]) -> None:
        """The session checks changed these tables' states (in the chunk :meth:`add` gets next):
        their rows are marked stale with the batch that holds it."""
        self.touched = keys

    def tables_done(self, states) -> None:
        """At the end of the input: the state of every table the session checks changed, to
        replace their rows with the last batch."""
        self.states = session_tables_rows((self._store_key(key), state) for key, state in states)


_KEY_SCHEMA = pa.schema([("session", pa.string()), ("table_name", pa.string())])
_STACK = pa.struct([("player", pa.string()), ("end_stack", pa.int64()), ("hand_id", pa.string())])
_STATE_SCHEMA = pa.schema([*_KEY_SCHEMA, ("button", pa.int32()), ("prev_hand", pa.string()),
                           ("logged", pa.bool_()), ("seats", pa.list_(pa.int32())), ("players", pa.list_(pa.string())),
                           ("stacks", pa.list_(_STACK)), ("stale", pa.bool_()), ("big_blind", pa.int32()),
                           ("carry", pa.int64()), ("mended", pa.list_(_STACK)), ("button_due", pa.int32()),
                           ("carry_from", pa.string())])


def session_tables_rows(states: Iterator[tuple[tuple[str, str], TableState]]) -> pa.Table:
    """The ``session_tables`` rows of ``states`` ((session key, table), state), in bulk; each
    table's stacks in the order of the players' names.  A stale state that went through stored
    records again (an ingest run again on the input of one that stopped) has caught up."""
    cols: dict[str, list] = {name: [] for name in _STATE_SCHEMA.names}
    for (session, table), s in states:
        cols["session"].append(session)
        cols["table_name"].append(table)
        cols["button"].append(s.button)
        cols["prev_hand"].append(s.prev_hand)
        cols["logged"].append(s.logged)
        cols["seats"].append(s.seats)
        cols["players"].append(s.players)
        cols["stacks"].append([{"player": p, "end_stack": end, "hand_id": hid}
                               for p, (end, hid) in sorted(s.stacks.items())])
        # a stale state that went through the stored records met again has caught up with them
        cols["stale"].append(s.stale and not s.replayed)
        cols["big_blind"].append(s.big_blind)
        cols["carry"].append(s.carry)
        # (a player's ends as they should have been, one row each: mended ends, audit.session)
        cols["mended"].append([{"player": p, "end_stack": end, "hand_id": hid}
                               for p, (ends, hid) in sorted(s.mended.items()) for end in ends]
                              if s.mended else None)
        cols["button_due"].append(s.button_due)
        cols["carry_from"].append(s.carry_from)
    return pa.table(cols, schema=_STATE_SCHEMA)


def _duplicate(c: Checked) -> Finding:
    """The ``duplicate-hand`` finding of a record whose key is stored with other content: set
    aside, it keeps that finding only (as the session checks leave one they find)."""
    dup = next((f for f in c.findings if f.code == "duplicate-hand"), None)
    if dup is None:
        dup = stored_duplicate(c.session, c.hand_id)
    c.findings = [dup]
    return dup


def _lookup(con: duckdb.DuckDBPyConnection, sql: str, name: str, keys: dict[str, list]) -> list[tuple]:
    if not next(iter(keys.values())):
        return []
    con.register(name, pa.Table.from_pydict(keys))
    try:
        return con.execute(sql).fetchall()
    finally:
        con.unregister(name)


class _Inserter:
    """Inserts batches of tables in a background thread, one at a time, one transaction each."""

    def __init__(self, con: duckdb.DuckDBPyConnection, q: dict[str, str]) -> None:
        self.con = con
        self.q = q
        self.jobs: queue.Queue = queue.Queue(maxsize=1)
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="handaudit-insert", daemon=True)
        self.thread.start()

    def put(self, tables: dict[str, pa.Table]) -> None:
        self.wait()         # the previous batch is inserted: at most two are held
        self.jobs.put(tables)

    def wait(self) -> None:
        self.jobs.join()
        self._raise()

    def close(self) -> None:
        self.jobs.put(None)
        self.thread.join()
        self.con.close()
        self._raise()

    def _raise(self) -> None:
        if self.error is not None:
            raise self.error

    def _run(self) -> None:
        while True:
            tables = self.jobs.get()
            try:
                if tables is None:
                    return
                if self.error is None:
                    self._insert(tables)
            except BaseException as e:  # handed to the main thread at its next put/wait/close
                self.error = e
            finally:
                self.jobs.task_done()

    def _insert(self, tables: dict[str, pa.Table]) -> None:
        con = self.con
        for name, table in tables.items():
            con.register(f"batch_{name}", table)
        con.begin()
        try:
            for name in tables:
                con.execute(self.q[f"insert_{name}"]).fetchall()
            con.commit()
        except BaseException:
            try:
                con.rollback()
            except duckdb.TransactionException:
                pass        # a commit that failed (a full disk) has already ended the transaction
            raise
        finally:
            for name in tables:
                con.unregister(f"batch_{name}")


def _mended_ends(rows: list[dict]) -> dict[str, tuple]:
    """The stored rows of a table's mended ends (one a player and end) as the session checks keep
    them: player -> (their ends, that hand's id)."""
    out: dict[str, tuple] = {}
    for x in rows:
        ends, _ = out.get(x["player"], ((), None))
        out[x["player"]] = (ends + (x["end_stack"],), x["hand_id"])
    return out
