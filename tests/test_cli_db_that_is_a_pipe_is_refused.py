"""``--db`` naming a pipe (or a device) is refused by every command with exit 2 and one line
(CLI.md: a usage or I/O problem).  Before (review 56), ``ingest`` and ``audit`` waited for ever
opening a FIFO to read its first bytes, and ``stats`` and ``explain`` called it "no such
database"."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("args", [["ingest", str(GOOD)], ["stats"], ["report"], ["explain", "x"]])
def test_a_fifo_as_the_database_is_refused(tmp_path, args):
    fifo = tmp_path / "store.duckdb"
    os.mkfifo(fifo)
    if args[0] == "report":
        args = args + ["--out", str(tmp_path / "site")]
    p = subprocess.run([sys.executable, "-m", "audit", *args, "--db", str(fifo)], capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 2, p.stderr
    assert p.stderr.strip() == f"handaudit: {fifo}: not a database file (a pipe or a device; give --db a file)"
