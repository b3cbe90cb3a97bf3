"""`handaudit audit` of a million simulated hands of the four games mixed (issue 8 (b)).

    python bench/bench_million.py [--hands 1000000] [--faults 0.01] [--jobs 1 2] [--rounds 1] [--simulate-only]
    python bench/bench_million.py --stages 20000      # CPU time per hand of each stage, one process

Simulates ``--hands`` hands, a quarter of each game (legal hands with a small fault
rate), one process per game on every core, and writes them once, interleaved table
by table, to ``bench/out/million-<hands>-<faults>.jsonl.gz`` (kept and reused; the
simulation is not timed).  Then runs ``handaudit audit FILE --db ... --out ...
--jobs N`` as a subprocess for each N, and prints its wall time, its peak memory
(the proportional set size of the whole process tree, sampled from /proc every 0.5 s:
pages shared by forked processes count once; a sample taken while a process of the tree
started or ended is not counted, since it counts shared pages twice, but the largest
such sample is shown; the peak of the plain sum of resident sizes, which counts them in
every process, and the largest single process, from ``getrusage(RUSAGE_CHILDREN)``, are
shown too), the CPU time of the audit process and of its
workers (sampled from /proc the same way: where the cores went) and the speed-up of the
largest N over 1.

Targets: under 100 s and under 1 GiB with every core, and at least 1.7x the speed
of ``--jobs 1`` on two cores.

This machine's speed drifts by 10-20% within an hour, so one run of each job count
after the other measures the drift as much as the speed-up (the same code has given
1.50x to 1.77x).  ``--rounds 2`` runs them in the order A B B A (``--jobs 2 1``: two
jobs, one, one, two), which cancels a drift that is steady over the four runs: the
speed-up is then the sum of the one-job times over the sum of the others, and each
run and the speed-up of each adjacent pair are shown too.  More rounds go on
alternating (A B B A A B ...).  ``--stages N`` times reading, decoding, the replay of
each game, row building, pickling, the session checks, each DuckDB insert and the
report on the first N hands, to show where the time goes.

After each audit (untimed, unless ``--no-checks``) the store is checked
(``bench/store_checks.py``): every fault the simulator injected is found with its code at
its event and no hand without one has a finding, and each run's database holds the same
rows as the first run's, table by table, whatever its job count.  The exit status is 1
when an aim is missed or a check fails.
"""

from __future__ import annotations

import argparse
import gzip
import os
import resource
import shutil
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out"
GAMES = ("draw", "stud", "palace", "tonk")
BLOCK = 60          # hands of one game written together (a table's worth), then the next game


def _simulate_part(game: str, hands: int, faults: float, seed: int, path: str) -> tuple[str, int, float]:
    sys.path.append(str(ROOT))   # bench/__init__.py: the installed package first
    import msgspec

    from audit.simulate import simulate

    enc = msgspec.json.Encoder()
    t = time.perf_counter()
    n = 0
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        for hand in simulate(game, hands, None, seed=seed, faults=faults):
            f.write(enc.encode(hand))
            f.write(b"\n")
            n += 1
    os.replace(tmp, path)
    return game, n, time.perf_counter() - t


def simulated_log(hands: int, faults: float, seed: int = 8) -> Path:
    """The cached mixed log (simulated on first use)."""
    OUT.mkdir(parents=True, exist_ok=True)
    target = OUT / f"million-{hands}-{faults:g}.jsonl.gz"
    if target.exists():
        return target
    parts = []
    jobs = []
    with ProcessPoolExecutor(max_workers=min(len(GAMES), os.cpu_count() or 1)) as ex:
        for i, game in enumerate(GAMES):
            n = hands // len(GAMES) + (1 if i < hands % len(GAMES) else 0)
            part = OUT / f"part-{game}-{n}-{faults:g}-{seed}.jsonl"
            parts.append(part)
            if not part.exists():
                jobs.append(ex.submit(_simulate_part, game, n, faults, seed + i, str(part)))
        for job in jobs:
            game, n, took = job.result()
            print(f"simulated {n} {game} hands in {took:.0f} s", flush=True)
    t = time.perf_counter()
    tmp = target.with_name(target.name + ".tmp")
    files = [open(p, "rb") for p in parts]
    try:
        with gzip.open(tmp, "wb", compresslevel=4) as out:
            live = list(files)
            while live:
                for f in list(live):
                    for _ in range(BLOCK):
                        line = f.readline()
                        if not line:
                            live.remove(f)
                            break
                        out.write(line)
    finally:
        for f in files:
            f.close()
    os.replace(tmp, target)
    for p in parts:
        p.unlink()
    print(f"wrote {target} ({target.stat().st_size / 1e6:.0f} MB) in {time.perf_counter() - t:.0f} s", flush=True)
    return target


def run_audit(log: Path, jobs: int, extra: list[str]) -> tuple[float, int, str]:
    """Wall time, peak RSS (bytes) and the last lines of output of one ``handaudit audit``."""
    work = OUT / f"audit-j{jobs}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    cmd = [sys.executable, "-m", "audit", "audit", str(log), "--db", str(work / "bench.duckdb"),
           "--out", str(work / "site"), "--jobs", str(jobs), *extra]
    # a fresh Python runs the audit and reports its children's peak memory (getrusage covers
    # every waited-for descendant; ru_maxrss is the largest single process) and the peak of the
    # whole tree's resident memory (sampled from /proc every SAMPLE_EVERY s)
    p = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--probe", *cmd],
                       capture_output=True, text=True, cwd=OUT)   # not ROOT: `-m audit` = the installed package
    first, _, rest = p.stdout.partition("\n")
    if not first or p.stderr.strip():
        sys.stderr.write(p.stderr[-4000:])
    code, took, rss, tree, cpu, rss_sum, peak_at, own, others, unsettled, unsettled_peak = first.split()
    if code not in ("0", "1"):
        raise SystemExit(f"handaudit audit --jobs {jobs} failed with exit status {code}")
    shutil.rmtree(work / "site", ignore_errors=True)
    return float(took), int(rss), (f"peak PSS {float(peak_at):.0f} s in ({unsettled} samples taken while a "
                                   f"process started or ended not counted, the largest {int(unsettled_peak) / 2**20:.0f} MiB); largest process {int(rss) / 2**20:.0f} MiB, sum of resident sizes "
                                   f"{int(rss_sum) / 2**20:.0f} MiB, cpu of waited-for processes {float(cpu):.0f} s, "
                                   f"sampled: the audit process {float(own):.0f} s, its workers {float(others):.0f} s; "
                                   + " | ".join(line[:120] for line in rest.strip().splitlines())), int(tree)


def stages(log: Path, sample: int) -> None:
    """CPU time per hand of each stage of ``audit``, in this process, on the first ``sample`` hands."""
    import gc
    import pickle
    import tempfile
    from collections import defaultdict
    from itertools import islice

    sys.path.append(str(ROOT))   # bench/__init__.py: the installed package first
    from audit.readers.native import open_bytes, record_of
    from audit.replay import replay
    from audit.runner import Checked, _session_checks, check_record
    from audit.session import SessionChecker
    from audit.store import connect, queries
    from audit.store_build import build_rows

    cpu = time.process_time
    t = cpu()
    lines = [(str(log), i, raw) for i, raw in enumerate(islice(open_bytes(log).lines(), sample), 1)]
    n = len(lines)
    rows_out = {"read (gzip, lines)": (cpu() - t) / n}
    by_game: dict[str, list] = defaultdict(list)
    t = cpu()
    records = [record_of(*u) for u in lines]
    rows_out["decode + structural checks"] = (cpu() - t) / n
    for r in records:
        if r.hand is not None:
            by_game[r.hand.game].append(r.hand)
    for game, hands in sorted(by_game.items()):
        t = cpu()
        for h in hands:
            replay(h)
        rows_out[f"replay {game} (per {game} hand, {len(hands)} hands)"] = (cpu() - t) / len(hands)
    t = cpu()
    checked = [check_record(u, None, True) for u in lines]
    rows_out["decode + replay, all (check_record)"] = (cpu() - t) / n
    t = cpu()
    chunks = [build_rows(iter(checked[i:i + 2000]), None) for i in range(0, n, 2000)]
    rows_out["build rows (Python lists -> Arrow)"] = (cpu() - t) / n
    t = cpu()
    for i in range(0, n, 2000):
        pickle.loads(pickle.dumps(lines[i:i + 2000], pickle.HIGHEST_PROTOCOL))
    rows_out["pickle raw lines (to a worker)"] = (cpu() - t) / n
    light = [Checked(c.file, c.line, c.hand_id, c.game, c.session, c.table, c.error, c.findings, None, None, c.facts)
             for c in checked]
    t = cpu()
    for i, ch in enumerate(chunks):
        pickle.loads(pickle.dumps((light[i * 2000:(i + 1) * 2000], ch), pickle.HIGHEST_PROTOCOL))
    rows_out["pickle results + rows (back)"] = (cpu() - t) / n
    t = cpu()
    _session_checks(SessionChecker(), light)
    rows_out["session checks (parent)"] = (cpu() - t) / n
    with tempfile.TemporaryDirectory() as tmp:
        con = connect(Path(tmp) / "s.duckdb")
        q = queries("store_queries.sql")
        con.execute(q["ingest_settings"]).fetchall()
        from audit.store_chunk import stored_tables

        spent: dict[str, float] = defaultdict(float)
        first = 1
        for ch in chunks:
            n_h = ch.tables["hands"].num_rows
            tables = stored_tables(ch.tables, list(range(n_h)), first)
            first += n_h
            for name, table in tables.items():
                con.register(f"batch_{name}", table)
            for name in tables:
                t = cpu()
                con.execute(q[f"insert_{name}"]).fetchall()
                spent[f"DuckDB insert {name}"] += cpu() - t
            for name in tables:
                con.unregister(f"batch_{name}")
        con.close()
        for k, v in spent.items():
            rows_out[k] = v / n
        from audit.report import write_report
        gc.collect()
        t = cpu()
        write_report(Path(tmp) / "s.duckdb", Path(tmp) / "site")
        rows_out["report (write_report, this process)"] = (cpu() - t) / n
    print(f"CPU time per hand, first {n} hands of {log.name}:")
    for k, v in rows_out.items():
        print(f"  {k:55s} {v * 1e6:8.1f} us")


#: Seconds between two samples of the tree's memory.  A sample reads every process's
#: ``smaps_rollup``, which costs the kernel time in proportion to the process's pages: about
#: 5 ms of CPU (9 ms of wall time) for an ingest's parent and two workers.  Every 0.2 s, as
#: until session 22, that is 2.5% of a core: nothing to the one-job run, which leaves a core
#: idle, but taken from the audit in the two-job run, which uses both (so the speed-up was
#: measured about 1.3% low).  Every 0.5 s it is 1%; the memory of an audit moves by chunks and
#: batches over seconds, not within half of one.
SAMPLE_EVERY = 0.5


def _processes() -> tuple[dict[int, int], dict[int, int], dict[int, float]]:
    """Every process's parent, resident size (bytes) and CPU seconds so far, from /proc."""
    parent: dict[int, int] = {}
    rss: dict[int, int] = {}
    used: dict[int, float] = {}
    page = os.sysconf("SC_PAGE_SIZE")
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            parent[int(entry)] = int(fields[1])
            rss[int(entry)] = int(fields[21]) * page
            used[int(entry)] = (int(fields[11]) + int(fields[12])) / tick     # utime + stime
    return parent, rss, used


def _tree(root: int, parent: dict[int, int]) -> list[int]:
    """``root`` and all its descendants."""
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(c for c, p in parent.items() if p == pid)
    return out


def _tree_memory(root: int, cpu: dict[int, float] | None = None) -> tuple[int, int, bool]:
    """Memory of ``root`` and all its descendants: (proportional set size, resident set size, settled),
    bytes.  With ``cpu``, also the CPU seconds each of them has used so far (by pid).

    The PSS counts a page shared by n processes (a forked worker's copy-on-write pages, the
    libraries) 1/n in each, so the tree's PSS is the memory it really occupies; the RSS sum
    counts every shared page once per process and overstates a tree of forked workers.

    The processes are read one after the other, so a sample is only right if no process of
    the tree started or ended meanwhile (``settled``): a worker forked or ended between two
    reads moves its shared pages' share onto the others after some of them were read, which
    counts those pages more than once.  Unsettled samples are not used for the peak (they
    happen when a pool of workers starts or stops)."""
    parent, rss, used = _processes()
    pids = _tree(root, parent)
    pss_total, rss_total, settled = 0, 0, True
    for pid in pids:
        rss_total += rss.get(pid, 0)
        if cpu is not None and pid in used:
            cpu[pid] = used[pid]
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                pss_total += next(int(line.split()[1]) * 1024 for line in f if line.startswith("Pss:"))
        except (OSError, StopIteration):
            settled = False     # it ended while the others were read
    if settled:
        settled = sorted(_tree(root, _processes()[0])) == sorted(pids)
    return pss_total, rss_total, settled


def probe(cmd: list[str]) -> int:
    """Run ``cmd``; print exit status, wall time, largest RSS, peak tree RSS, CPU, then its output."""
    t = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peak = peak_rss = 0
    import threading

    out: list[str] = []
    errs: list[str] = []
    readers = [threading.Thread(target=lambda: out.append(child.stdout.read())),
               threading.Thread(target=lambda: errs.append(child.stderr.read()))]
    for r in readers:
        r.start()
    peak_at = 0.0
    used: dict[int, float] = {}     # pid -> CPU seconds, as last sampled
    unsettled = unsettled_peak = 0
    while child.poll() is None:
        pss, rss, settled = _tree_memory(child.pid, used)
        if not settled:
            unsettled += 1
            unsettled_peak = max(unsettled_peak, pss)
        elif pss > peak:
            peak, peak_at = pss, time.perf_counter() - t
        peak_rss = max(peak_rss, rss)
        time.sleep(SAMPLE_EVERY)
    for r in readers:
        r.join()
    err = errs[0] if errs else ""
    took = time.perf_counter() - t
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    sys.stderr.write(err)
    own = used.get(child.pid, 0.0)
    others = sum(v for pid, v in used.items() if pid != child.pid)
    print(child.returncode, took, ru.ru_maxrss * 1024, peak, ru.ru_utime + ru.ru_stime, peak_rss, peak_at,
          own, others, unsettled, unsettled_peak)
    print(out[0] if out else "")
    return 0


def main() -> int:
    if sys.argv[1:2] == ["--probe"]:
        return probe(sys.argv[2:])
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=1_000_000)
    ap.add_argument("--faults", type=float, default=0.01)
    ap.add_argument("--jobs", type=int, nargs="+", default=[1, os.cpu_count() or 1])
    ap.add_argument("--rounds", type=int, default=1,
                    help="run the job counts this many times, every other round in reverse order (2: A B B A)")
    ap.add_argument("--simulate-only", action="store_true")
    ap.add_argument("--no-checks", action="store_true",
                    help="do not check the stores after each audit (the verdicts on the injected faults, "
                         "and that every job count writes the same database)")
    ap.add_argument("--stages", type=int, metavar="N", help="instead: CPU time per stage on the first N hands")
    args = ap.parse_args()
    sys.path.append(str(ROOT))   # bench/__init__.py: the installed package first
    from bench import build_name
    print(build_name(), flush=True)

    log = simulated_log(args.hands, args.faults)
    if args.simulate_only:
        return 0
    if args.stages:
        stages(log, args.stages)
        return 0
    times: dict[int, list[float]] = {}
    ok = True
    runs = run_order(args.jobs, args.rounds)
    first: tuple[int, dict] | None = None      # the first run's job count and store fingerprint
    for jobs in runs:
        took, rss, out, tree = run_audit(log, jobs, [])
        times.setdefault(jobs, []).append(took)
        print(f"--jobs {jobs}: {took:6.1f} s wall, peak memory {tree / 2**20:5.0f} MiB (all processes, PSS), "
              f"{args.hands / took:7.0f} hands/s   ({out})", flush=True)
        if jobs > 1:
            ok &= took < 100 and tree < 2**30
        if not args.no_checks:
            first, right = check_store(OUT / f"audit-j{jobs}" / "bench.duckdb", jobs, first)
            ok &= right
    if 1 in times and len(times) > 1:
        top = max(times)
        speedup = sum(times[1]) / sum(times[top])
        if args.rounds > 1:
            print(f"in run order: {' '.join(f'{j}:{t:.1f}s' for j, t in zip(runs, _walls(runs, times)))}; "
                  f"speed-up of each adjacent pair: {' '.join(f'{r:.2f}x' for r in pair_speedups(runs, times, top))}")
        print(f"speed-up of --jobs {top} over --jobs 1: {speedup:.2f}x (target 1.7x"
              + (f"; {len(times[1])} runs of each, summed" if args.rounds > 1 else "") + ")")
        ok &= speedup >= 1.7
    return 0 if ok else 1


def check_store(db: Path, jobs: int, first: tuple[int, dict] | None) -> tuple[tuple[int, dict], bool]:
    """After an audit (untimed): the store's verdicts on the injected faults (bench/store_checks.py),
    for the first run and any whose store differs from the first's, and whether the store is the
    same as the first run's, table by table.  Returns the first run's job count and fingerprint,
    and whether all is right."""
    from bench.store_checks import describe, fingerprint, fingerprint_differences, injected_verdicts, verdict_problems

    t = time.perf_counter()
    tables = fingerprint(db)
    right = True
    differs = first is not None and fingerprint_differences(first[1], tables)
    if first is None or differs:
        counts = injected_verdicts(db)
        right = not verdict_problems(counts)
        print(f"  checks of the store of --jobs {jobs}: {describe(counts)}", flush=True)
    if first is None:
        first = (jobs, tables)
        rows = sum(n for n, _ in tables.values())
        print(f"  its {len(tables)} tables hold {rows:,} rows ({time.perf_counter() - t:.0f} s, untimed)", flush=True)
    elif differs:
        right = False
        print(f"  the store of --jobs {jobs} differs from the first run's (--jobs {first[0]}) in: "
              f"{', '.join(differs)}", flush=True)
    else:
        print(f"  the store of --jobs {jobs} holds the same rows as the first run's (--jobs {first[0]}), "
              f"table by table ({time.perf_counter() - t:.0f} s, untimed)", flush=True)
    return first, right


def run_order(jobs: list[int], rounds: int) -> list[int]:
    """The job counts to run, ``rounds`` times, every other round reversed (A B, B A, A B, ...)."""
    out: list[int] = []
    for r in range(rounds):
        out.extend(jobs if r % 2 == 0 else reversed(jobs))
    return out


def _walls(runs: list[int], times: dict[int, list[float]]) -> list[float]:
    """The wall time of each run, in run order."""
    seen: dict[int, int] = {}
    out = []
    for j in runs:
        out.append(times[j][seen.get(j, 0)])
        seen[j] = seen.get(j, 0) + 1
    return out


def pair_speedups(runs: list[int], times: dict[int, list[float]], top: int) -> list[float]:
    """The speed-up of ``top`` jobs over one in each pair of adjacent runs of the two."""
    walls = _walls(runs, times)
    out = []
    for (a, ta), (b, tb) in zip(zip(runs, walls), zip(runs[1:], walls[1:])):
        if {a, b} == {1, top}:
            one, many = (ta, tb) if a == 1 else (tb, ta)
            out.append(one / many)
    return out


if __name__ == "__main__":
    sys.exit(main())
