"""Timing of the hand evaluator (targets: 7 cards <= ~4 us, 5 cards <= ~2 us in CPython 3.11).

    /work/venv/bin/python bench/bench_evaluate.py

CPU time (time.process_time, so that other processes on a busy machine do not
count).  Prints microseconds per call for random hands of 5, 7 and 8 cards, cold (the
rank-count memo empty, in a fresh process) and warm, plus the wild evaluator
and the import time.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
import timeit

HANDS = 20_000


def _hands(rng: random.Random, size: int) -> list[list[int]]:
    deck = list(range(52))
    return [rng.sample(deck, size) for _ in range(HANDS)]


def _per_call(fn, hands, repeat: int = 5) -> float:
    def run():
        for h in hands:
            fn(h)
    best = min(timeit.repeat(run, number=1, repeat=repeat, timer=time.process_time))
    return best / len(hands) * 1e6


def main() -> None:
    t0 = time.perf_counter()
    from audit.poker.evaluate import WildRules, best_five, rank_hand, rank_hand_wild
    print(f"import (incl. audit.model/msgspec): {(time.perf_counter() - t0) * 1e3:.1f} ms")
    rng = random.Random(2026)
    for size in (5, 7, 8):
        hands = _hands(rng, size)
        t = time.process_time()
        for h in hands:
            rank_hand(h)
        cold = (time.process_time() - t) / len(hands) * 1e6
        print(f"rank_hand {size} cards: first pass {cold:.2f} us/hand (memo filling), "
              f"warm {_per_call(rank_hand, hands):.2f} us/hand")
    hands = _hands(rng, 7)
    print(f"best_five 7 cards: {_per_call(best_five, hands[:5000], 3):.2f} us/hand")
    loop = min(timeit.repeat(lambda: [None for _ in hands], number=1, repeat=5,
                             timer=time.process_time)) / len(hands) * 1e6
    print(f"(an empty loop over the same hands costs {loop:.2f} us/hand)")
    for rules in ({"wild": ["JK"], "jokers": 1}, {"wild": ["2"]},
                  {"wild": ["2", "JK"], "jokers": 2, "wild_represents": "not_held"}):
        wild = WildRules.from_rules(rules)
        deck = list(range(52)) + [52] * rules.get("jokers", 0)
        wh = [rng.sample(deck, 5) for _ in range(3000)]
        with_wild = [h for h in wh if any(c in wild.cards for c in h)]
        print(f"rank_hand_wild {rules}: all hands {_per_call(lambda h: rank_hand_wild(h, wild), wh, 3):.1f} us, "
              f"hands holding a wild card {_per_call(lambda h: rank_hand_wild(h, wild), with_wild, 3):.1f} us")
    out = subprocess.run([sys.executable, "-c", "import time; t=time.perf_counter(); "
                          "import audit.model; t1=time.perf_counter(); import audit.poker.evaluate; "
                          "print(f'{(time.perf_counter()-t1)*1e3:.1f}')"],
                         capture_output=True, text=True, check=True).stdout.strip()
    print(f"import of audit.poker.evaluate after audit.model: {out} ms")


if __name__ == "__main__":
    main()
