"""An empty path on the command line (an unset shell variable: ``handaudit check "$LOGS"``) is a
usage error (exit 2, one line, nothing read or written), not the current folder, which is what
``Path("")`` would make of it: ``check ''`` would read everything under it and ``--out ''`` write
the report into it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import ROOT

LOG = str(ROOT / "sample_histories" / "draw-faults.jsonl")


@pytest.mark.parametrize("args", [
    ["check", ""], ["check", LOG, ""], ["ingest", LOG, "--db", ""], ["audit", LOG, "--db", "DB", "--out", ""],
    ["report", "--db", "", "--out", "OUT"], ["stats", "--db", ""], ["explain", "h1", "--file", ""],
    ["convert", LOG, "-o", ""], ["simulate", "--game", "draw", "--hands", "1", "-o", ""],
    ["check", LOG, "--rules", ""],
])
def test_an_empty_path_is_refused_before_anything_is_read_or_written(tmp_path, args):
    before = sorted(tmp_path.iterdir())
    args = [str(tmp_path / "x.duckdb") if a == "DB" else str(tmp_path / "out") if a == "OUT" else a for a in args]
    p = subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                       cwd=tmp_path)
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    assert p.stderr == "handaudit: an empty path was given (an unset shell variable?): name a file or folder\n"
    assert p.stdout == "" and sorted(tmp_path.iterdir()) == before
