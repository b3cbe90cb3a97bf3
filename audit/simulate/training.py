"""The workload the compiled build's profile-guided optimisation is trained on (setup.py).

The build compiles the hot path once with the compiler's instrumentation, runs :func:`train`
with those modules, and compiles again with the branch and call counts it recorded, so that
the compiler lays out, inlines and unrolls for the paths real checks take (session 49: the
compiled `check` of the stud bench hands ~20% less CPU).  The workload is what the workers of
`check`, `ingest` and `audit` do: simulated hands of the four games, mostly legal and some with
each kind of fault, written as JSON Lines, read, decoded, checked, replayed and settled, and
their store rows built, in this process.  It needs the package, msgspec, pyarrow and numpy
(the build's requirements in pyproject.toml: without one the training fails and the build has
no profile, as between sessions 50 and 51).  What it does not reach (the readers of other
formats) is compiled as without a profile.

    python -m audit.simulate.training [HANDS]
"""

from __future__ import annotations

import os
import sys
import tempfile

GAMES = ("draw", "stud", "palace", "tonk")


def train(hands: int = 1500) -> int:
    """Simulate ``hands`` hands of each game (5% of them with a fault) and check them; the
    number of hands checked."""
    from ..runner import validate_chunks
    from ..store_build import build_rows
    from . import write_simulation

    checked = 0
    with tempfile.TemporaryDirectory(prefix="handaudit-training-") as tmp:
        for seed, game in enumerate(GAMES, 1):
            path = os.path.join(tmp, f"{game}.jsonl")
            write_simulation(game, hands, path, seed=seed, faults=0.05)
            for chunk, _rows in validate_chunks([path], jobs=1, build=build_rows):
                checked += len(chunk)
    return checked


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    hands = int(args[0]) if args else 1500
    print(f"checked {train(hands)} simulated hands")


if __name__ == "__main__":
    main()
