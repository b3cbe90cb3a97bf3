"""A hand whose log records no collect claims no settlement (FORMAT.md: nothing is compared):
explain shows the correct one under "the log records none", and its closing line says that
nothing was compared, not that "the settlement is right" (a floor person read two lines that
contradicted each other)."""

from __future__ import annotations

import subprocess
import sys

from .conftest import FIXTURES

HAND = FIXTURES / "explain_s31" / "three-pots-no-settlement.jsonl"


def _explain(*extra: str) -> str:
    p = subprocess.run([sys.executable, "-m", "audit", "explain", "sp3-noclaim", "--file", str(HAND), *extra],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    return p.stdout


def test_the_closing_line_of_a_hand_without_a_settlement_says_nothing_was_compared():
    out = _explain()
    assert "Settlement (the log records none; this is the correct one)" in out
    last = out.rstrip().splitlines()[-1]
    # (read from its file, the checks across the hands of its session are made too)
    assert last == "No findings: every event follows the rules and the log records no settlement to compare."
    assert "settlement is right" not in out
