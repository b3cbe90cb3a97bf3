"""Time the HTML report of simulated hands: wall time and CPU per hand, workers included.

    python bench/bench_report.py [--hands 100000] [--faults 0.05] [--dir DIR] [--report-jobs N]
    python bench/bench_report.py --log bench/out/million-1000000-0.01.jsonl.gz --hands 20000 --dir DIR
    python bench/bench_report.py --dir DIR --profile           # cProfile of the parent, top 30

Simulates the hands (spread over every game that has a simulator), or takes the first
``--hands`` hands of ``--log``, ingests them into a fresh DuckDB file, then times
``write_report`` alone: wall time, CPU of this process and of the page workers (its
children), CPU per hand, and how much of the parent's CPU the statistics queries
(``schemas/stats``) took.  With --dir the logs and database are kept there and reused
by a later run.  Targets: issue 7, the report of 100,000 hands in under a minute;
issue 8, a few microseconds of CPU per hand.
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import os
import resource
import sys
import tempfile
import time
from itertools import islice
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


def head_of_log(log: Path, folder: Path, hands: int) -> list[Path]:
    """The first ``hands`` lines of ``log`` (plain or gzip), copied once into ``folder``."""
    path = folder / f"head-{hands}.jsonl"
    if not path.exists():
        opener = gzip.open if log.suffix == ".gz" else open
        with opener(log, "rb") as src, open(path, "wb") as dst:
            dst.writelines(islice(src, hands))
    return [path]


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def timed_report(db: Path, out: Path, jobs: int | None, profile: bool) -> dict[str, float]:
    """Run ``write_report`` and measure it; the statistics queries are timed on the way."""
    import audit.stats
    from audit.report import write_report

    spent = {"stats": 0.0}
    real = audit.stats.stats_frames

    def timed_stats(*args, **kwargs):
        t = time.process_time()
        try:
            return real(*args, **kwargs)
        finally:
            spent["stats"] += time.process_time() - t

    audit.stats.stats_frames = timed_stats
    prof = None
    if profile:
        import cProfile

        prof = cProfile.Profile()
    wall, cpu, children = time.perf_counter(), time.process_time(), _children_cpu()
    try:
        if prof is not None:
            prof.enable()
        write_report(db, out, jobs=jobs)
    finally:
        if prof is not None:
            prof.disable()
        audit.stats.stats_frames = real
    result = {"wall": time.perf_counter() - wall, "parent": time.process_time() - cpu,
              "workers": _children_cpu() - children, "stats": spent["stats"]}
    if prof is not None:
        import pstats

        pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--faults", type=float, default=0.05)
    ap.add_argument("--log", type=Path, default=None, help="take the first --hands hands of this log instead")
    ap.add_argument("--dir", type=Path, default=None)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for the ingest (not timed)")
    ap.add_argument("--report-jobs", type=int, default=None, help="processes for the hand pages (default: every core)")
    ap.add_argument("--profile", action="store_true", help="print a cProfile of the report's parent process")
    args = ap.parse_args()

    from audit.store import ingest

    tmp = None
    folder = args.dir
    if folder is None:
        tmp = tempfile.TemporaryDirectory()
        folder = Path(tmp.name)
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "bench.duckdb"
    if not db.exists():
        if args.log is not None:
            paths = head_of_log(args.log, folder, args.hands)
        else:
            paths = simulate_logs(folder, args.hands, args.faults)
        t = time.perf_counter()
        stats = ingest([str(p) for p in paths], db, args.jobs, None)
        print(f"ingested in {time.perf_counter() - t:.1f} s ({args.jobs} jobs)\n{stats.describe()}", flush=True)
    import duckdb

    con = duckdb.connect(str(db), read_only=True)
    hands, pages = con.execute("SELECT count(*), count(*) FILTER (WHERE n_findings > 0 OR disputed) FROM hands").fetchone()
    con.close()
    out = folder / "site"
    m = timed_report(db, out, args.report_jobs, args.profile)
    files = [p for p in out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    total = m["parent"] + m["workers"]
    per = 1e6 / max(1, hands)
    print(f"report of {hands} hands ({pages} hand pages): {len(files)} files, {size / 1e6:.1f} MB, "
          f"written in {m['wall']:.1f} s")
    print(f"CPU: parent {m['parent']:.1f} s (statistics queries {m['stats']:.1f} s), page workers "
          f"{m['workers']:.1f} s; per hand {total * per:.1f} us in all, {(total - m['stats']) * per:.1f} us "
          f"without the statistics queries")
    if tmp is not None:
        tmp.cleanup()
    return 0 if m["wall"] < 60 else 1


if __name__ == "__main__":
    sys.exit(main())
