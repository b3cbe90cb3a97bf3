"""Replay speed per game, in one process: decode + structural checks + replay + settlement.

    python bench/bench_games.py [draw stud palace tonk] [--hands 2000] [--seed 5] [--profile GAME]

Simulates legal hands of each game (not timed), then times, with CPU time,
``parse_line`` + ``replay`` over them.  Prints microseconds per hand, per
event and hands per second, so that each game's hot path can be tuned alone.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

import msgspec

sys.path.append(str(Path(__file__).resolve().parents[1]))   # bench/__init__.py: the installed package first

from audit.readers.native import parse_line  # noqa: E402
from audit.replay import replay  # noqa: E402
from audit.simulate import simulate  # noqa: E402


def lines_of(game: str, hands: int, seed: int) -> list[bytes]:
    enc = msgspec.json.Encoder()
    return [enc.encode(h) for h in simulate(game, hands, None, seed=seed)]


def time_game(lines: list[bytes], repeat: int = 3) -> tuple[float, float]:
    best_parse = best_all = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        for line in lines:
            parse_line(line)
        best_parse = min(best_parse, time.process_time() - t)
        t = time.process_time()
        for line in lines:
            replay(parse_line(line)[0])
        best_all = min(best_all, time.process_time() - t)
    return best_parse / len(lines), best_all / len(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", default=["draw", "stud", "palace", "tonk"])
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--profile", help="print a cProfile of this game's replay")
    args = ap.parse_args()
    from bench import build_name
    print(build_name(), flush=True)
    for game in args.games:
        lines = lines_of(game, args.hands, args.seed)
        events = sum(len(parse_line(x)[0].events) for x in lines) / len(lines)
        parse, total = time_game(lines)
        print(f"{game:7s} decode+check {parse * 1e6:6.1f} us/hand   decode+check+replay {total * 1e6:6.1f} us/hand "
              f"({total / events * 1e6:4.1f} us/event, {events:.0f} events/hand)   {1 / total:8.0f} hands/s")
        if args.profile == game:
            hands = [parse_line(x)[0] for x in lines]
            prof = cProfile.Profile()
            prof.enable()
            for h in hands:
                replay(h)
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
