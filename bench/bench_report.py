"""Time the HTML report of 100,000 simulated hands (target: under a minute on one core).

    python bench/bench_report.py [--hands 100000] [--faults 0.05] [--dir DIR]

Simulates the hands (spread over every game that has a simulator), ingests them
into a fresh DuckDB file, then times ``write_report`` alone in this process
(one core) and prints the figure with the size of the site.  With --dir the logs
and database are kept there and reused by a later run.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import tempfile
import time
from pathlib import Path

import msgspec


def games_with_simulator() -> list[str]:
    out = []
    for g in ("draw", "stud", "palace", "tonk"):
        try:
            importlib.import_module(f"audit.simulate.{g}").generate  # noqa: B018
        except (ImportError, AttributeError):
            continue
        out.append(g)
    return out


def simulate_logs(folder: Path, hands: int, faults: float) -> list[Path]:
    from audit.simulate import simulate

    games = games_with_simulator()
    enc = msgspec.json.Encoder()
    paths = []
    for i, game in enumerate(games):
        n = hands // len(games) + (1 if i < hands % len(games) else 0)
        path = folder / f"{game}.jsonl"
        if not path.exists():
            t = time.perf_counter()
            with open(path, "wb") as f:
                for hand in simulate(game, n, seed=11, faults=faults):
                    f.write(enc.encode(hand) + b"\n")
            print(f"simulated {n} {game} hands in {time.perf_counter() - t:.1f} s", flush=True)
        paths.append(path)
    return paths


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--faults", type=float, default=0.05)
    ap.add_argument("--dir", type=Path, default=None)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for the ingest (not timed)")
    args = ap.parse_args()

    from audit.report import write_report
    from audit.store import ingest

    tmp = None
    folder = args.dir
    if folder is None:
        tmp = tempfile.TemporaryDirectory()
        folder = Path(tmp.name)
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "bench.duckdb"
    if not db.exists():
        paths = simulate_logs(folder, args.hands, args.faults)
        t = time.perf_counter()
        stats = ingest([str(p) for p in paths], db, args.jobs, None)
        print(f"ingested in {time.perf_counter() - t:.1f} s ({args.jobs} jobs)\n{stats.describe()}", flush=True)
    out = folder / "site"
    t = time.perf_counter()
    write_report(db, out)
    took = time.perf_counter() - t
    files = [p for p in out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"report: {len(files)} files, {size / 1e6:.1f} MB, written in {took:.1f} s on one core "
          f"({'OK' if took < 60 else 'SLOWER THAN'} the 60 s target)")
    if tmp is not None:
        tmp.cleanup()
    return 0 if took < 60 else 1


if __name__ == "__main__":
    sys.exit(main())
