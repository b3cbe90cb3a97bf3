"""The DuckDB store: ``ingest`` validates logs and writes hands, events, findings,
pots and awards in bulk (Arrow tables, one INSERT per table and batch).

Keys and idempotency
--------------------
A hand is keyed by ``(session, hand_id)``; a hand without a session uses
``'file:' + the absolute path of its file`` as its session key (FORMAT.md: an id
is unique within its session, or its file).  Ingesting a hand whose key is
already stored with the same content changes nothing (it is counted as
*skipped*); a different hand under a stored key is a ``duplicate-hand``: it is
put in ``quarantine`` (kind ``duplicate-hand``, with its native JSON) and the
finding is stored against the key.  Malformed records go to ``quarantine``
(kind ``malformed``, file, line, error, hand id when readable; kind
``internal-error`` for a hand the validator failed on) and their finding is
stored in ``findings`` too (session NULL unless the hand could be read), so the
report lists them with the other findings.  A quarantined record already
stored (same file and line) is skipped.  So ingesting the same files again
leaves every table unchanged.

Session checks (stack carried over, button, duplicate ids) run across the
hands of one ``ingest`` call; hands ingested by an earlier call are not the
"previous hand" of a session continued in a later call.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb
import msgspec

from .checkout import Summary, summary_line
from .errors import UserError
from .model import Finding
from .replay import effective_rules
from .resources import queries, sql_text
from .runner import Checked
from .store_rows import Batch, session_key

BATCH = 5000
SCHEMA_VERSION = "1"
_Q = "store_queries.sql"
_json = msgspec.json.Encoder()


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
        line = (f"stored {self.stored} new hands in {self.db}; skipped {self.skipped} already stored"
                + (f", {self.repeats} repeated" if self.repeats else "")
                + f"; quarantined {q}" + (f" ({kinds})" if kinds else ""))
        return summary_line(self.summary) + "\n" + line


def connect(db: Path, read_only: bool = False) -> duckdb.DuckDBPyConnection:
    """Open the database (creating it and its tables unless read-only)."""
    db = Path(db)
    if read_only and not db.is_file():
        raise UserError(f"{db}: no such database (run handaudit ingest first)")
    try:
        con = duckdb.connect(str(db), read_only=read_only)
    except (duckdb.IOException, duckdb.Error) as e:
        raise UserError(f"{db}: cannot open the database ({str(e).splitlines()[0]})") from None
    con.execute(queries(_Q)["quiet"]).fetchall()
    if not read_only:
        con.execute(sql_text("store.sql")).fetchall()
        con.execute(queries(_Q)["set_meta"], ["schema_version", SCHEMA_VERSION]).fetchall()
    return con


def ingest(paths: list[str], db: Path, jobs: int = 1, defaults: dict[str, Any] | None = None) -> IngestStats:
    """Validate every record under ``paths`` and store it (see the module's doc)."""
    from .progress import track
    from .runner import validate

    con = connect(db)
    stats = IngestStats(db=str(db))
    writer = _Writer(con, stats, defaults)
    try:
        pending: list[Checked] = []
        for c in track(validate(paths, defaults, jobs, keep=True), "ingesting"):
            pending.append(c)
            if len(pending) >= BATCH:
                writer.flush(pending)
                pending = []
        writer.flush(pending)
    finally:
        con.close()
    return stats


class _Writer:
    def __init__(self, con: duckdb.DuckDBPyConnection, stats: IngestStats, defaults: dict[str, Any] | None):
        self.con = con
        self.stats = stats
        self.defaults = defaults
        self.q = queries(_Q)
        self.ord = con.execute(self.q["next_ord"]).fetchall()[0][0]

    def _lookup(self, name: str, keys: dict[str, list]) -> list[tuple]:
        import pyarrow as pa

        if not next(iter(keys.values())):
            return []
        table_name = "batch_keys" if name == "stored_digests" else "batch_qkeys"
        self.con.register(table_name, pa.Table.from_pydict(keys))
        try:
            return self.con.execute(self.q[name]).fetchall()
        finally:
            self.con.unregister(table_name)

    def flush(self, records: Iterable[Checked]) -> None:
        records = list(records)
        if not records:
            return
        stats = self.stats
        hands: list[tuple[str, Checked]] = []
        rejects: list[tuple[Checked, str | None, str, str, str | None]] = []  # c, session, kind, error, native
        for c in records:
            if c.repeat:
                stats.repeats += 1
                continue
            if c.hand is None or c.result is None:
                sess = c.session  # known only when the hand was read (a bad rule option)
                kind = "internal-error" if any(f.code == "internal-error" for f in c.findings) else "malformed"
                rejects.append((c, sess, kind, c.error or "unreadable", None))
            else:
                hands.append((session_key(c.session, c.file), c))
        stored = {(s, h): d for s, h, d in self._lookup(
            "stored_digests", {"session": [s for s, _ in hands], "hand_id": [c.hand.hand_id for _, c in hands]})}
        batch = Batch()
        seen: set[tuple[str, str]] = set()
        for sess, c in hands:
            key = (sess, c.hand.hand_id)
            digest = c.facts.digest if c.facts is not None else 0
            before = stored.get(key)
            if key in seen or (before is not None and before != digest):
                dup = next((f for f in c.findings if f.code == "duplicate-hand"), None)
                if dup is None:
                    where = f"session {c.session!r}" if c.session is not None else "this file"
                    dup = Finding("duplicate-hand", None, None,
                                  f"hand id {c.hand.hand_id!r} is already stored for {where} "
                                  f"with different content")
                    c.findings = [dup] + c.findings
                rejects.append((c, sess, "duplicate-hand", dup.message, _json.encode(c.hand).decode()))
                continue
            if before is not None:
                stats.skipped += 1
                stats.summary.add(c, keep_rows=False)
                continue
            seen.add(key)
            stats.summary.add(c, keep_rows=False)
            file = os.path.abspath(c.file)
            rules = effective_rules(c.hand, self.defaults)
            batch.add_hand(sess, file, c.line, self.ord, c.hand, c.result, c.findings, rules, digest)
            self.ord += 1
            stats.stored += 1
        if rejects:
            files = [os.path.abspath(c.file) for c, *_ in rejects]
            known = set(self._lookup("stored_quarantine",
                                     {"source_file": files, "source_line": [c.line for c, *_ in rejects]}))
            for file, (c, sess, kind, error, native) in zip(files, rejects):
                stats.summary.add(c, keep_rows=False)
                if (file, c.line) in known:
                    stats.skipped += 1
                    continue
                known.add((file, c.line))
                batch.add_quarantine(file, c.line, error, c.hand_id, sess, kind, native)
                findings = c.findings if kind != "duplicate-hand" else [f for f in c.findings if f.code == kind]
                batch.add_findings(sess, c.hand_id, c.game, file, c.line, findings)
                stats.quarantined[kind] += 1
        self._write(batch)

    def _write(self, batch: Batch) -> None:
        tables = batch.tables()
        if not tables:
            return
        con = self.con
        for name, table in tables.items():
            con.register(f"batch_{name}", table)
        con.begin()
        try:
            for name in tables:
                con.execute(self.q[f"insert_{name}"]).fetchall()
                if name == "hands":
                    con.execute(self.q["insert_events"]).fetchall()
            con.commit()
        except BaseException:
            con.rollback()
            raise
        finally:
            for name in tables:
                con.unregister(f"batch_{name}")


def load_hand(db: Path, hand_id: str, session: str | None = None):
    """A stored hand (for ``explain --db``), with the rules it was validated under.

    ``session`` is the hand's session; a hand stored without one is found by its id
    alone (or by its key ``file:PATH``).
    """
    from .model import Hand

    con = connect(db, read_only=True)
    try:
        rows = con.execute(queries(_Q)["find_hand"], {"hand_id": hand_id, "session": session}).fetchall()
    finally:
        con.close()
    if not rows:
        where = f" in session {session!r}" if session is not None else ""
        raise UserError(f"no hand {hand_id!r}{where} in {db}")
    if len(rows) > 1:
        names = ", ".join(r[0] for r in rows)
        raise UserError(f"hand id {hand_id!r} is stored in several sessions ({names}); name one with --session")
    hand = msgspec.json.decode(rows[0][2], type=Hand)
    rules = msgspec.json.decode(rows[0][3]) if rows[0][3] else {}
    if isinstance(rules, dict):
        hand.rules = rules
    return hand
