"""The cost of moving one chunk's result between processes: ``Connection.recv_bytes`` against
:func:`audit.workers._receive`, which the worker pool uses.

    python bench/bench_pipe.py [--size 4600000] [--messages 200]

A child process sends ``--messages`` messages of ``--size`` bytes (about one chunk of 1,000
hands' rows) twice over a pipe; the parent reads the first round with ``recv_bytes`` and the
second with ``_receive``, and prints the CPU time (the parent's) and the wall time per message.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[1]))   # bench/__init__.py: the installed package first

from audit import workers  # noqa: E402


def _sender(conn, size: int, messages: int) -> None:
    message = os.urandom(size)
    for _ in range(messages):
        conn.send_bytes(message)
    for _ in range(messages):
        workers._send(conn, message)
    conn.close()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=4_600_000, help="bytes a message")
    ap.add_argument("--messages", type=int, default=200)
    args = ap.parse_args()
    ctx = mp.get_context("forkserver" if "forkserver" in mp.get_all_start_methods() else "spawn")
    here, there = ctx.Pipe(duplex=True)
    child = ctx.Process(target=_sender, args=(there, args.size, args.messages))
    child.start()
    there.close()
    for name, receive in (("Connection.recv_bytes", here.recv_bytes),
                          ("audit.workers._receive", lambda: workers._receive(here))):
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(args.messages):
            if len(receive()) != args.size:
                raise SystemExit("a message came back cut short")
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(f"{name:24} {cpu / args.messages * 1e3:6.2f} ms of CPU, "
              f"{wall / args.messages * 1e3:6.2f} ms of wall time a message of {args.size:,} bytes")
    child.join()
    return 0


if __name__ == "__main__":
    sys.exit(main())
