"""A command started with its error output closed (``handaudit check log 2>&-``: Python's
``sys.stderr`` is None) does its work as usual: the progress bar, which asked the error output
whether it is a terminal, is left out.  Before, ``check``, ``ingest``, ``audit`` and ``simulate``
failed at once with exit 1 (an AttributeError nobody saw), wrote nothing, and claimed error
findings on a clean log."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest



def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], cwd=cwd, stdout=subprocess.PIPE, text=True,
                          timeout=300, preexec_fn=lambda: os.close(2))


@pytest.fixture()
def log(tmp_path: Path) -> Path:
    from audit.simulate import write_simulation
    path = tmp_path / "legal.jsonl"
    write_simulation("stud", 20, path, seed=5)
    return path


def test_check(tmp_path, log):
    p = _run(["check", str(log), "--jobs", "1", "--format", "json"], tmp_path)
    assert p.returncode == 0 and json.loads(p.stdout)["hands"] == 20


def test_ingest_and_audit(tmp_path, log):
    assert _run(["ingest", str(log), "--db", "a.duckdb", "--jobs", "1"], tmp_path).returncode == 0
    p = _run(["audit", str(log), "--db", "b.duckdb", "--out", "site", "--jobs", "1"], tmp_path)
    assert p.returncode == 0 and (tmp_path / "site" / "index.html").is_file()


def test_simulate(tmp_path):
    p = _run(["simulate", "--game", "tonk", "--hands", "5", "-o", "s.jsonl"], tmp_path)
    assert p.returncode == 0 and len((tmp_path / "s.jsonl").read_text().splitlines()) == 5
