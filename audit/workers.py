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
would wait for the parent: a deadlock), and sends its results from another, so that
it goes on with its next task while the parent has not read the last result yet.  A
worker that fails on a task sends the exception back, and it is raised in the parent;
a worker that dies is reported as :class:`WorkerDied`.

A result travels as one message of pickle protocol 5 with its large buffers (the Arrow
columns of the store's rows) *out of band*, after the pickle (:func:`_pack`): the worker
copies each buffer once, into the message, and the parent's objects use the buffers where
they are in the message it received (:func:`_unpack`), no copy.  Pickled in band (protocol
4, as ``Connection.send`` does), each was copied twice on each side: some 1.5 us of a
worker's CPU and 1.4 us of the parent's per hand more (measured over 60,000 hands' rows).

Messages (tasks one way, results the other) are read and written on the pipe's file
descriptor here (:func:`_send`, :func:`_receive`): the length, then the message, read into
one buffer of its size.  ``Connection.recv_bytes`` reads a message in pieces of what the pipe
holds, each into a new buffer of the whole remaining size that is then cut down and copied
onto the end of a growing one.  Over a 200,000-hand ``ingest --jobs 2`` (results of ~4.8 MB,
one chunk of 1,000 hands each) the parent's reads took 1.03 s of CPU that way and 0.44 s
here, its writes of the tasks (``Connection.send``) 0.51 s and 0.18 s, pickling included:
some 4.5 us of the parent's CPU a hand (``bench/bench_pipe.py`` compares the two reads).
Where there are no file descriptors to read (Windows), ``Connection.send_bytes`` and
``recv_bytes`` carry the same messages.
"""

from __future__ import annotations

import os
import pickle
import queue
import signal
import struct
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any


class WorkerDied(RuntimeError):
    """A worker process ended without sending a task's result."""


_STOP = None

#: Tasks in flight per worker.  Each worker sends its results from a thread of its own, so it
#: goes on with its next task while the parent is busy elsewhere (the ingest's parent waits
#: for DuckDB's checkpoints, up to two seconds each on a million hands): with three tasks in
#: flight it has two more to work on meanwhile.  With two (and results sent by the worker's
#: main thread) the two cores were 1.94 busy on average over a million-hand ``audit``, 2.00
#: with three; each task held costs a worker a chunk's lines and rows (~8 MB).
DEPTH = 3

_ALIGN = 64     # each out-of-band buffer starts this far into the message (as Arrow allocates)

#: read and write messages on the pipe's file descriptor (see the module's doc)
_FDS = os.name == "posix" and hasattr(os, "readv")
_LENGTH = struct.Struct("<Q")


def _write_all(fd: int, data) -> None:
    view = memoryview(data).cast("B")
    while view:
        view = view[os.write(fd, view):]


def _read_into(fd: int, view: memoryview) -> None:
    while view:
        n = os.readv(fd, [view])
        if n == 0:
            raise EOFError("the other end of the pipe was closed")
        view = view[n:]


def _send(conn, message) -> None:
    """``message`` (bytes-like) to the other end of ``conn``, for :func:`_receive`."""
    if not _FDS:
        conn.send_bytes(message)
        return
    fd = conn.fileno()
    _write_all(fd, _LENGTH.pack(len(message)))
    _write_all(fd, message)


def _receive(conn):
    """The next message :func:`_send` sent over ``conn``, in one buffer of its size (EOFError:
    the other end is closed)."""
    if not _FDS:
        return conn.recv_bytes()
    fd = conn.fileno()
    head = bytearray(_LENGTH.size)
    _read_into(fd, memoryview(head))
    message = bytearray(_LENGTH.unpack(head)[0])
    _read_into(fd, memoryview(message))
    return message


def _pack(obj: Any) -> bytes:
    """``obj`` pickled (protocol 5) with its out-of-band buffers in one message: the number of
    buffers, the pickle's size and each buffer's offset and size, the pickle, the buffers."""
    buffers: list[pickle.PickleBuffer] = []
    data = pickle.dumps(obj, protocol=5, buffer_callback=buffers.append)
    raws = [b.raw() for b in buffers]
    n = len(raws)
    at = 8 * (2 + 2 * n) + len(data)
    parts: list[Any] = [b"", data]
    layout = [n, len(data)]
    for raw in raws:
        pad = -at % _ALIGN
        if pad:
            parts.append(bytes(pad))
        at += pad
        layout += (at, raw.nbytes)
        parts.append(raw)
        at += raw.nbytes
    parts[0] = struct.pack(f"<{len(layout)}Q", *layout)
    return b"".join(parts)


def _unpack(message) -> Any:
    """The object of a :func:`_pack` message; its buffers are slices of ``message``."""
    view = memoryview(message)
    n, size = struct.unpack_from("<2Q", view)
    layout = struct.unpack_from(f"<{2 * n}Q", view, 16)
    start = 8 * (2 + 2 * n)
    buffers = [view[layout[i]:layout[i] + layout[i + 1]] for i in range(0, 2 * n, 2)]
    return pickle.loads(view[start:start + size], buffers=buffers)


def _serve(conn, initializer: Callable[[], None] | None, func: Callable[[Any], Any]) -> None:
    """A worker's loop: tasks from ``conn`` (read by a thread), ``func(task)`` back, in order
    (sent by another thread: the worker goes on with its next task while the parent is busy
    and has not read the last result yet)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)     # the parent's to handle (OrderedPool)
    if initializer is not None:
        initializer()
    tasks: queue.SimpleQueue = queue.SimpleQueue()
    results: queue.SimpleQueue = queue.SimpleQueue()
    gone = threading.Event()        # the parent is gone: stop

    def receive() -> None:
        try:
            while True:
                task = pickle.loads(_receive(conn))
                tasks.put(task)
                if task is _STOP:
                    return
        except (EOFError, OSError):
            gone.set()
            tasks.put(_STOP)

    def send() -> None:
        # at most the parent's tasks in flight (OrderedPool.imap's depth) wait here
        while True:
            message = results.get()
            if message is None:
                return
            if not gone.is_set():
                try:
                    _send(conn, message)
                except OSError:
                    gone.set()
                    tasks.put(_STOP)
            message = None      # sent: freed at once

    threading.Thread(target=receive, daemon=True).start()
    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    try:
        while not gone.is_set():
            task = tasks.get()
            if task is _STOP:
                return
            try:
                out = (True, func(task))
            except BaseException as e:  # sent to the parent, which raises it
                out = (False, e)
            try:
                message = _pack(out)
            except (pickle.PicklingError, TypeError, AttributeError) as e:  # an exception that cannot travel
                message = _pack((False, RuntimeError(f"in a worker: {out[1]!r} ({e})")))
            out = None
            results.put(message)
            message = None
    finally:
        results.put(None)
        sender.join()       # every result sent (or the parent gone) before the pipe is closed
        conn.close()


class OrderedPool:
    """``jobs`` processes of the multiprocessing context ``ctx`` running ``func``
    (a module-level function) after ``initializer``."""

    def __init__(self, ctx, jobs: int, func: Callable[[Any], Any],
                 initializer: Callable[[], None] | None = None) -> None:
        self.conns = []
        self.procs = []
        self.busy = False       # some task's result is still to be read
        # Ctrl-C is the parent's to handle (it stops the workers): started while SIGINT is ignored,
        # the workers (and a forkserver) keep ignoring it, so that none prints a KeyboardInterrupt
        # traceback of its own, at whatever point of its start the key was pressed
        main = threading.current_thread() is threading.main_thread()
        before = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
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
        finally:
            if main:
                signal.signal(signal.SIGINT, before)

    def imap(self, tasks: Iterable[Any], depth: int = DEPTH) -> Iterator[Any]:
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
                _send(self.conns[w], pickle.dumps(task, protocol=5))
                pending.append(w)
                sent += 1
            if not pending:
                self.busy = False
                return
            w = pending.popleft()
            try:
                message = _receive(self.conns[w])
            except (EOFError, OSError):
                self.procs[w].join(timeout=2)
                code = self.procs[w].exitcode
                raise WorkerDied(f"a worker process ended unexpectedly (exit code {code})") from None
            ok, value = _unpack(message)
            del message
            if not ok:
                raise value
            yield value

    def close(self) -> None:
        """Stop the workers: at once when results are still to be read (the parent gave up
        early: an error, or the consumer stopped), else after their last task."""
        if not self.busy:
            for conn in self.conns:
                try:
                    _send(conn, pickle.dumps(_STOP))
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
