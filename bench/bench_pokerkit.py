"""handaudit's `check` side by side with PokerKit on the same fixed-limit stud hands (issue 8 (a)).

    python bench/bench_pokerkit.py [--hands 2000] [--copies 50000] [--seed 8] [--repeat 3] [--profile]

1. Plays ``--hands`` random fixed-limit seven-card stud hands on PokerKit's state
   machine (``tests/pokerkit_stud.py``, two to seven players) and has PokerKit write
   each one as PHH text (``HandHistory.from_game_state(...).dumps()``, through
   ``tests/pokerkit_phh.py``).  Not timed.
2. (a) PokerKit: parses every PHH text and replays it (``HandHistory.loads`` then
   iterating its states), in this process.
3. (b) handaudit: the same PHH texts read by ``audit.readers.phh`` and written by
   the native encoder as JSON Lines, replicated to ``--copies`` hands (distinct
   ``hand_id``s, same content otherwise) in a temporary file (not timed); then
   ``audit.runner.validate([file], jobs=1)`` over it: reading, decoding, the
   structural checks, the replay, the settlement and the session checks.

The two are measured in turn ``--repeat`` times (default 3) and each one's best run
counts (the run least disturbed by other work; every round's ratio is printed too).
Prints each rate in hands per second of CPU time (``time.process_time``: the
machine is shared, wall time is printed beside it) and handaudit's rate over
PokerKit's (the target is at least 30).  Every converted hand must validate with
no finding: a finding means the two disagree, and the script says so.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import sys
import tempfile
import time
import warnings
from pathlib import Path

import msgspec

ROOT = Path(__file__).resolve().parents[1]
sys.path.append(str(ROOT))   # bench/__init__.py: the installed package first

from pokerkit import HandHistory  # noqa: E402

from audit.readers import phh  # noqa: E402
from bench.bench_check import run as timed_check  # noqa: E402
from tests.pokerkit_phh import phh_hand  # noqa: E402


def play_phh(hands: int, seed: int) -> list[str]:
    """PHH texts of ``hands`` random hands, as PokerKit writes them."""
    rng = random.Random(seed)
    return [phh_hand(rng, rng.randint(2, 7), hand=k)[0] for k in range(1, hands + 1)]


def pokerkit_replay(texts: list[str]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) for PokerKit to parse and replay every text."""
    w0 = time.perf_counter()
    c0 = time.process_time()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for text in texts:
            for _state in HandHistory.loads(text):
                pass
    return time.process_time() - c0, time.perf_counter() - w0


def native_lines(texts: list[str]) -> list[bytes]:
    """The PHH texts as native hands (one JSON object each, without the newline)."""
    enc = msgspec.json.Encoder()
    out = []
    for k, text in enumerate(texts, 1):
        recs = list(phh.read(Path(f"pk-{k}.phh"), text))
        if len(recs) != 1 or recs[0].hand is None:
            raise SystemExit(f"hand {k}: the PHH reader could not read it: {recs[0].error if recs else 'nothing'}")
        out.append(enc.encode(recs[0].hand))
    return out


def write_copies(lines: list[bytes], copies: int, path: str) -> None:
    """``copies`` hands cycling through ``lines``, each with its own hand_id."""
    dec = msgspec.json.Decoder()
    enc = msgspec.json.Encoder()
    docs = [dec.decode(x) for x in lines]
    with open(path, "wb") as f:
        for k in range(copies):
            doc = docs[k % len(docs)]
            doc["hand_id"] = f"pk-{k // len(docs)}-{k % len(docs) + 1}"
            f.write(enc.encode(doc))
            f.write(b"\n")


def handaudit_check(path: str) -> tuple[int, int, float, float]:
    """(hands, findings, CPU seconds, wall seconds) of ``validate(..., jobs=1)`` over ``path``."""
    hands, findings, wall, cpu = timed_check(path)
    return hands, findings, cpu, wall


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=2000, help="random hands PokerKit plays and writes as PHH")
    ap.add_argument("--copies", type=int, default=50_000, help="hands handaudit checks (the PHH hands replicated)")
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=3, help="rounds of both measurements (the best of each counts)")
    ap.add_argument("--profile", action="store_true", help="also print a cProfile of handaudit's check")
    args = ap.parse_args()
    from bench import build_name
    print(build_name(), flush=True)

    t0 = time.perf_counter()
    texts = play_phh(args.hands, args.seed)
    print(f"played {len(texts)} fixed-limit stud hands on PokerKit and wrote them as PHH "
          f"in {time.perf_counter() - t0:.1f} s")

    lines = native_lines(texts)
    fd, path = tempfile.mkstemp(prefix="handaudit-pokerkit-", suffix=".jsonl")
    os.close(fd)
    try:
        write_copies(lines, args.copies, path)
        # the two measured in turn, --repeat times; each one's best run (the least disturbed by
        # whatever else the machine does) gives its rate
        pk_runs: list[tuple[float, float]] = []
        ha_runs: list[tuple[int, int, float, float]] = []
        for _ in range(args.repeat):
            pk_runs.append(pokerkit_replay(texts))
            ha_runs.append(handaudit_check(path))
        pk_cpu, pk_wall = min(pk_runs)
        hands, findings, ha_cpu, ha_wall = min(ha_runs, key=lambda r: r[2])
        pk_rate = len(texts) / pk_cpu
        ha_rate = hands / ha_cpu
        runs = f" (best of {args.repeat})" if args.repeat > 1 else ""
        print(f"(a) PokerKit  HandHistory.loads + replay: {len(texts):6d} hands in {pk_cpu:6.2f} s CPU "
              f"({pk_wall:6.2f} s wall): {pk_rate:9,.0f} hands/s{runs}")
        print(f"(b) handaudit check (validate, jobs=1): {hands:6d} hands in {ha_cpu:6.2f} s CPU "
              f"({ha_wall:6.2f} s wall): {ha_rate:9,.0f} hands/s, {findings} findings{runs}")
        if args.repeat > 1:
            each = ", ".join(f"{(h / c) / (len(texts) / p):.1f}x" for (p, _), (h, _f, c, _w) in zip(pk_runs, ha_runs))
            print(f"each round: {each}")
        print(f"handaudit / PokerKit: {ha_rate / pk_rate:.1f}x per core (target: >= 30x)")
        if findings:
            print("WARNING: PokerKit's own hands gave findings: the validator and PokerKit disagree")
        if args.profile:
            prof = cProfile.Profile()
            prof.enable()
            handaudit_check(path)
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(25)
    finally:
        os.unlink(path)


if __name__ == "__main__":
    main()
