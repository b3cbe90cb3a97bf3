"""Timing of `check` on simulated five-card draw hands, in one process (target: >= 20,000 hands/s).

    /work/venv/bin/python bench/bench_check.py [--hands 100000] [--file PATH] [--profile]

Simulates the hands once (legal hands and faults, written to a temporary JSON
Lines file, or reused from ``--file`` when it exists), then times
``audit.runner.validate(..., jobs=1)`` over them: reading, decoding, the
structural checks, the replay, the settlement and the session checks.  Prints
hands per second (wall clock and CPU time); ``--profile`` also prints the top of a cProfile run.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[1]))   # bench/__init__.py: the installed package first

from audit.runner import validate  # noqa: E402
from audit.simulate import write_simulation  # noqa: E402


def run(path: str) -> tuple[int, int, float, float]:
    """(hands, findings, wall seconds, CPU seconds) of one validation of ``path``."""
    t0 = time.perf_counter()
    c0 = time.process_time()
    hands = findings = 0
    for c in validate([path], jobs=1):
        hands += 1
        findings += len(c.findings)
    return hands, findings, time.perf_counter() - t0, time.process_time() - c0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--faults", type=float, default=0.05)
    ap.add_argument("--file", default=None, help="reuse (or create) this simulated file")
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    from bench import build_name
    print(build_name(), flush=True)
    path = args.file or os.path.join(tempfile.gettempdir(), f"handaudit-bench-draw-{args.hands}.jsonl")
    if not os.path.exists(path):
        t0 = time.perf_counter()
        write_simulation("draw", args.hands, path, seed=1, faults=args.faults)
        print(f"simulated {args.hands} hands into {path} in {time.perf_counter() - t0:.1f} s")
    hands, findings, secs, cpu = run(path)
    print(f"checked {hands} hands ({findings} findings) in {secs:.2f} s: {hands / secs:,.0f} hands/s on one core "
          f"({cpu:.2f} s of CPU: {hands / cpu:,.0f} hands/s, {cpu / hands * 1e6:.1f} us/hand; the wall-clock "
          f"figure suffers when the machine is shared)")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        run(path)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(18)


if __name__ == "__main__":
    main()
