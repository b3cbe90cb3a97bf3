"""audit.workers.OrderedPool: results in input order, a worker's error raised in the parent,
a dead worker reported, and no worker left behind when the parent stops early."""

from __future__ import annotations

import math
import multiprocessing as mp
import operator
import os

import pytest

from audit.workers import OrderedPool, WorkerDied


def _ctx():
    return mp.get_context("forkserver" if "forkserver" in mp.get_all_start_methods() else None)


def test_results_come_back_in_input_order_with_every_worker_busy():
    with OrderedPool(_ctx(), 3, operator.neg) as pool:
        assert list(pool.imap(range(200), depth=2)) == [-i for i in range(200)]


def test_large_tasks_and_results_do_not_deadlock_the_pipes():
    # tasks and results far larger than a pipe's buffer, several in flight per worker
    blobs = [bytes([i]) * 3_000_000 for i in range(8)]
    with OrderedPool(_ctx(), 2, bytes) as pool:
        assert list(pool.imap(blobs, depth=3)) == blobs


def test_a_workers_exception_is_raised_in_the_parent():
    with OrderedPool(_ctx(), 2, math.sqrt) as pool:
        with pytest.raises(ValueError, match="math domain error"):
            list(pool.imap([4.0, 9.0, -1.0, 16.0]))


def test_a_worker_that_dies_is_reported():
    with OrderedPool(_ctx(), 2, os._exit) as pool:
        with pytest.raises(WorkerDied, match="exit code 3"):
            list(pool.imap([3]))


def test_stopping_early_leaves_no_worker_running():
    pool = OrderedPool(_ctx(), 2, operator.neg)
    procs = list(pool.procs)
    it = pool.imap(range(10_000))
    assert next(it) == 0
    it.close()
    pool.close()
    assert all(not p.is_alive() for p in procs)


def test_an_empty_stream_gives_nothing():
    with OrderedPool(_ctx(), 2, operator.neg) as pool:
        assert list(pool.imap([])) == []


def _mark_and_send_big(task):
    folder, i = task
    open(os.path.join(folder, str(i)), "w").close()
    return bytes([i]) * 4_000_000       # far more than the pipe holds: the send waits for the parent


def test_a_worker_goes_on_with_its_next_tasks_while_its_result_is_unread(tmp_path):
    # one worker, three tasks in flight: the parent reads the first result and then nothing
    # for a while; the worker, whose second result waits unread, has started its third task
    import time

    with OrderedPool(_ctx(), 1, _mark_and_send_big) as pool:
        it = pool.imap([(str(tmp_path), i) for i in range(3)], depth=3)
        assert next(it) == bytes([0]) * 4_000_000
        deadline = time.monotonic() + 20
        while not (tmp_path / "2").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert (tmp_path / "2").exists()
        assert list(it) == [bytes([1]) * 4_000_000, bytes([2]) * 4_000_000]


@pytest.mark.parametrize("fds", [True, False], ids=["file-descriptor", "connection-methods"])
def test_a_message_arrives_whole_and_in_order_however_the_pipe_cuts_it(monkeypatch, fds):
    # messages larger than the pipe holds (read in many pieces), empty and one byte long
    import threading

    from audit import workers

    if fds and not workers._FDS:
        pytest.skip("no file descriptors to read here")
    monkeypatch.setattr(workers, "_FDS", fds)
    here, there = _ctx().Pipe(duplex=True)
    messages = [os.urandom(5_000_001), b"", b"x", os.urandom(65_536 + 3), bytes(range(256)) * 4_000]
    writer = threading.Thread(target=lambda: [workers._send(there, m) for m in messages])
    writer.start()
    got = [bytes(workers._receive(here)) for _ in messages]
    writer.join()
    assert got == messages
    there.close()
    with pytest.raises(EOFError):
        workers._receive(here)
    here.close()


def _sigint_ignored(pid: int) -> bool:
    with open(f"/proc/{pid}/status") as f:
        mask = next(int(line.split()[1], 16) for line in f if line.startswith("SigIgn:"))
    return bool(mask & (1 << (2 - 1)))          # SIGINT is signal 2


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads /proc")
def test_ctrl_c_is_the_parents_the_workers_ignore_it():
    # a worker that took SIGINT itself printed a KeyboardInterrupt traceback of its own beside the
    # parent's one line; the parent's own handling of Ctrl-C is left as it was
    import signal

    before = signal.getsignal(signal.SIGINT)
    with OrderedPool(_ctx(), 2, operator.neg) as pool:
        assert list(pool.imap(range(4))) == [0, -1, -2, -3]
        assert all(_sigint_ignored(p.pid) for p in pool.procs)
    assert signal.getsignal(signal.SIGINT) is before and not _sigint_ignored(os.getpid())
