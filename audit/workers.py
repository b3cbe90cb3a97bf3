"""Worker processes that apply one function to a stream of tasks, results in input order.

:class:`OrderedPool` hands task k to worker ``k % jobs`` and takes the results back in
the same order, keeping at most ``depth`` tasks in flight per worker (memory stays
bounded however long the stream).  It replaces ``multiprocessing.Pool`` for the replay:
the Pool's worker-handler thread wakes up whenever a result is waiting in the shared
result pipe, and with results of several megabytes it spun for as long as each one took
to read -- measured at some 65 us of the parent's CPU per hand, a third of a core on a
two-core machine.  Here the parent has no helper thread at all: it writes a task to a
worker's pipe, and reads results from the pipe of the worker whose turn it is.

Each worker reads its tasks in a thread of its own, so that the parent's write of a
large task never waits for a worker busy sending its own large result back (which
would wait for the parent: a deadlock).  A worker that fails on a task sends the
exception back, and it is raised in the parent; a worker that dies is reported as
:class:`WorkerDied`.
"""

from __future__ import annotations

import pickle
import queue
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any


class WorkerDied(RuntimeError):
    """A worker process ended without sending a task's result."""


_STOP = None


def _serve(conn, initializer: Callable[[], None] | None, func: Callable[[Any], Any]) -> None:
    """A worker's loop: tasks from ``conn`` (read by a thread), ``func(task)`` back, in order."""
    if initializer is not None:
        initializer()
    tasks: queue.SimpleQueue = queue.SimpleQueue()

    def receive() -> None:
        try:
            while True:
                task = conn.recv()
                tasks.put(task)
                if task is _STOP:
                    return
        except (EOFError, OSError):
            tasks.put(_STOP)

    threading.Thread(target=receive, daemon=True).start()
    try:
        while True:
            task = tasks.get()
            if task is _STOP:
                return
            try:
                out = (True, func(task))
            except BaseException as e:  # sent to the parent, which raises it
                out = (False, e)
            try:
                conn.send(out)
            except (pickle.PicklingError, TypeError, AttributeError) as e:  # an exception that cannot travel
                conn.send((False, RuntimeError(f"in a worker: {out[1]!r} ({e})")))
            out = None      # sent: freed before the next task starts
    except (BrokenPipeError, EOFError, OSError):
        return      # the parent is gone
    finally:
        conn.close()


class OrderedPool:
    """``jobs`` processes of the multiprocessing context ``ctx`` running ``func``
    (a module-level function) after ``initializer``."""

    def __init__(self, ctx, jobs: int, func: Callable[[Any], Any],
                 initializer: Callable[[], None] | None = None) -> None:
        self.conns = []
        self.procs = []
        self.busy = False       # some task's result is still to be read
        try:
            for _ in range(jobs):
                here, there = ctx.Pipe(duplex=True)
                p = ctx.Process(target=_serve, args=(there, initializer, func), daemon=True)
                p.start()
                there.close()
                self.conns.append(here)
                self.procs.append(p)
        except BaseException:
            self.close()
            raise

    def imap(self, tasks: Iterable[Any], depth: int = 2) -> Iterator[Any]:
        """``func(task)`` for every task, in order."""
        jobs = len(self.conns)
        sent = 0
        pending: deque[int] = deque()       # the worker of each task in flight, oldest first
        it = iter(tasks)
        exhausted = False
        self.busy = True
        while True:
            while not exhausted and len(pending) < jobs * depth:
                task = next(it, _STOP)
                if task is _STOP:
                    exhausted = True
                    break
                w = sent % jobs
                self.conns[w].send(task)
                pending.append(w)
                sent += 1
            if not pending:
                self.busy = False
                return
            w = pending.popleft()
            try:
                ok, value = self.conns[w].recv()
            except (EOFError, OSError):
                self.procs[w].join(timeout=2)
                code = self.procs[w].exitcode
                raise WorkerDied(f"a worker process ended unexpectedly (exit code {code})") from None
            if not ok:
                raise value
            yield value

    def close(self) -> None:
        """Stop the workers: at once when results are still to be read (the parent gave up
        early: an error, or the consumer stopped), else after their last task."""
        if not self.busy:
            for conn in self.conns:
                try:
                    conn.send(_STOP)
                except OSError:
                    pass
        for p in self.procs:
            if self.busy:
                p.terminate()
            p.join(timeout=5)
            if p.is_alive():
                p.kill()
                p.join()
        for conn in self.conns:
            conn.close()
        self.conns = []
        self.procs = []

    def __enter__(self) -> OrderedPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
