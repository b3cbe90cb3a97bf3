"""The report's hand pages, rendered by worker processes when there are many.

A page replays its hand (``explain_data``) and renders ``hand.html``: a few
milliseconds each, and a million-hand store has thousands of them.  The parent
reads the hands that get a page and their stored findings, in slices; with more
than one job and enough pages, worker processes (forked before the database is
opened, with the templates already compiled) render and write the pages of a
slice each.  A hand whose replay fails needs its stored results from the
database: a worker hands such a hand back and the parent renders it.  The pages
do not depend on the number of jobs.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from . import report_data as data
from .report_hand import hand_context

SLICE = 100            # pages per task
MIN_PARALLEL = 400     # fewer pages than this are rendered in the parent

_site: dict[str, Any] = {}     # set in the parent before the workers are forked


class _NeedsStore(Exception):
    """The replay failed: the page needs the hand's stored results (only the parent has the database)."""


def _needs_store() -> dict:
    raise _NeedsStore


def render(row: dict, findings: list[dict], stored_result: Callable[[], dict]) -> None:
    template = _site["template"]
    row["session_label"] = data.session_label(row["session"], row["has_session"])
    row["session_page"] = data.page_name("s", row["session"])
    ctx = hand_context(row, findings, stored_result)
    text = template.render(root="../", page="hand", **ctx)
    (_site["folder"] / f"{row['slug']}.html").write_text(text, encoding="utf-8")


def _render_slice(work: list[tuple[dict, list[dict]]]) -> list[tuple[dict, list[dict]]]:
    """Render a slice in a worker; give back the pages that need the database."""
    back = []
    for row, findings in work:
        try:
            render(row, findings, _needs_store)
        except _NeedsStore:
            back.append((row, findings))
    gc.collect()
    return back


def _init_worker() -> None:
    gc.freeze()
    gc.disable()


class PageWriter:
    """Renders hand pages, in worker processes when ``jobs`` > 1 and there are enough."""

    def __init__(self, env, folder: Path, jobs: int, expected: int) -> None:
        _site["template"] = env.get_template("hand.html")
        _site["folder"] = folder
        self.pool = None
        if jobs > 1 and expected >= MIN_PARALLEL:
            import multiprocessing as mp

            if "fork" in mp.get_all_start_methods():
                self.pool = mp.get_context("fork").Pool(jobs, initializer=_init_worker)

    def write(self, work: Iterator[tuple[dict, list[dict]]], stored_result: Callable[[dict], dict]) -> int:
        """Write every page of ``work``; returns how many."""
        n = 0
        if self.pool is None:
            for row, findings in work:
                render(row, findings, lambda row=row: stored_result(row))
                n += 1
            return n
        pending = []
        for part in _slices(work):
            n += len(part)
            pending.append(self.pool.apply_async(_render_slice, (part,)))
            while len(pending) > 4 * self.pool._processes:
                self._finish(pending.pop(0), stored_result)
        for job in pending:
            self._finish(job, stored_result)
        return n

    @staticmethod
    def _finish(job, stored_result: Callable[[dict], dict]) -> None:
        for row, findings in job.get():
            render(row, findings, lambda row=row: stored_result(row))

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()
            self.pool.join()
            self.pool = None

    def terminate(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool = None


def _slices(work: Iterator) -> Iterator[list]:
    part: list = []
    for item in work:
        part.append(item)
        if len(part) >= SLICE:
            yield part
            part = []
    if part:
        yield part
