"""The report's hand pages, rendered by worker processes while the parent writes the rest.

A page replays its hand and renders ``hand.html``: about a millisecond each, and a
million-hand store has thousands of them.  The parent lists the hands that get a page
and cuts the list into slices, each with its hands' stored findings (the parent reads
every finding for the findings pages anyway).  With more than one job and enough
pages, worker processes (forked before the parent opens the database, with the games
imported and the template compiled) each open the database read-only themselves, read
the hands of a slice in one query and write its pages, while the parent runs the other
queries and writes the other pages.  The pages do not depend on the number of jobs.
"""

from __future__ import annotations

import gc
import signal
from pathlib import Path
from typing import Any

from . import report_data as data
from .errors import UserError
from .report_hand import hand_context
from .resources import queries

SLICE = 250            # pages per task
MIN_PARALLEL = 300     # fewer pages than this are rendered in the parent

_site: dict[str, Any] = {}     # set in the parent before the workers are forked


def _render_slice(con, ords: list[int], stored: dict[tuple[str, str], list[dict]], source: str) -> int:
    """Write the pages of the hands ``ords`` (their stored findings: ``stored``; ``source``: the
    folder files are shown relative to, :func:`audit.report_data.source_folder`); returns how many."""
    template = _site["template"]
    folder = _site["folder"]
    cur = con.execute(queries(data.Q)["page_hands"], {"lo": ords[0], "hi": ords[-1], "ords": ords})
    cols = [d[0] for d in cur.description]
    n = 0
    for r in cur.fetchall():
        row = dict(zip(cols, r))
        row["session_label"] = data.session_label(row["session"], row["has_session"], source)
        row["session_page"] = data.page_name("s", row["session"])
        ctx = hand_context(row, stored.get((row["session"], row["hand_id"]), []),
                           lambda row=row: data.stored_result(con, row["session"], row["hand_id"], row["claims"]))
        write_page(folder / f"{row['slug']}.html", template.render(root="../", page="hand", **ctx))
        n += 1
    return n


def write_page(path: Path, text: str) -> None:
    """Write one file of the report; a write the file system refuses (a full disk) is the user's
    to fix (:class:`UserError`, also when raised in a worker: it is sent to the parent)."""
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise UserError(f"{path.name}: could not write the report: {e.strerror or e} "
                        "(nothing of it was put in place: a report already there is as it was)") from None


_worker: dict[str, Any] = {}


def _worker_slice(ords: list[int], stored: dict[tuple[str, str], list[dict]]) -> int:
    """A worker's task: one slice, with the worker's own read-only connection (opened once)."""
    con = _worker.get("con")
    if con is None:
        from .store import connect

        con = _worker["con"] = connect(_site["db"], read_only=True)
        con.execute(queries(data.Q)["worker_settings"]).fetchall()
        _worker["source"] = data.source_folder(con)
    n = _render_slice(con, ords, stored, _worker["source"])
    gc.collect()
    return n


def _init_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)     # Ctrl-C is the parent's: it stops the pool
    gc.freeze()
    gc.disable()


def slices(keys: list[tuple[int, str, str]], findings: list[dict],
           size: int | None = None) -> list[tuple[list, dict]]:
    """The pages cut into runs of ``size`` (default SLICE): each run's ``ord`` list and its hands' findings.

    ``keys``: (ord, session, hand_id) of every page, in order; ``findings``: every stored
    finding (rows of the ``findings`` query, in file order).
    """
    by_key: dict[tuple[str, str], list[dict]] = {}
    for f in findings:
        if f["slug"] is not None:
            by_key.setdefault((f["session"], f["hand_id"]), []).append(f)
    for found in by_key.values():
        found.sort(key=lambda f: (f["source_line"], f["idx"]))
    size = size or SLICE
    out = []
    for i in range(0, len(keys), size):
        part = keys[i:i + size]
        found = {(s, h): by_key[(s, h)] for _, s, h in part if (s, h) in by_key}
        out.append(([k[0] for k in part], found))
    return out


class PageWriter:
    """Writes the hand pages: in worker processes when ``jobs`` > 1 and there are enough of them.

    Create it before the parent opens the database (the workers are forked here), call
    :meth:`start` with the parent's connection, write the rest of the site, then
    :meth:`finish` (with the connection still open).
    """

    def __init__(self, env, folder: Path, db: Path, jobs: int, expected: int) -> None:
        _site["template"] = env.get_template("hand.html")
        _site["folder"] = folder
        _site["db"] = db
        self.pool = None
        self.pending: list = []
        self.ranges: list[tuple[list, dict]] = []
        if jobs > 1 and expected >= MIN_PARALLEL:
            import multiprocessing as mp

            if "fork" in mp.get_all_start_methods():
                from .games import replay_class
                from .model import GAMES

                for game in GAMES:          # imported once here, not in every worker
                    replay_class(game)
                self.pool = mp.get_context("fork").Pool(jobs, initializer=_init_worker)

    def start(self, con, findings: list[dict]) -> None:
        """List the pages and hand their slices to the workers (if any); ``findings``: every finding."""
        keys = con.execute(queries(data.Q)["page_keys"]).fetchall()
        self.ranges = slices(keys, findings)
        if self.pool is not None:
            self.pending = [self.pool.apply_async(_worker_slice, r) for r in self.ranges]

    def finish(self, con) -> int:
        """Write the pages the workers did not, wait for the workers; returns how many pages."""
        if self.pool is None:
            # the pages make many short-lived objects: collect once a slice, not all the time
            enabled = gc.isenabled()
            gc.disable()
            try:
                n = 0
                source = data.source_folder(con)
                for ords, stored in self.ranges:
                    n += _render_slice(con, ords, stored, source)
                    gc.collect(1)
                return n
            finally:
                if enabled:
                    gc.enable()
        n = sum(job.get() for job in self.pending)
        self.close()
        return n

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()
            self.pool.join()
            self.pool = None

    def terminate(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool = None
