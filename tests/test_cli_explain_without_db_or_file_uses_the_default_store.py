"""CLI.md gives ``explain HAND_ID [--db FILE | --file PATH]``: both optional. Given neither, the hand
is looked up in ``handaudit.duckdb``, the store every other command defaults to (what ``handaudit
audit logs/`` just wrote), so a floor person can follow ``audit`` with ``explain ID``. Before, the
command refused (exit 2) unless one was named. Both at once is still refused."""

from __future__ import annotations

import shutil
import subprocess
import sys

from .conftest import ROOT

SPLIT = ROOT / "sample_histories" / "draw-split-dispute.jsonl"


def _run(cwd, *args):
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True,
                          timeout=180, cwd=cwd)


def test_explain_without_db_or_file_reads_the_default_store(tmp_path):
    shutil.copy(SPLIT, tmp_path / "split.jsonl")
    ing = _run(tmp_path, "ingest", "split.jsonl")
    assert ing.returncode in (0, 1), ing.stderr
    assert (tmp_path / "handaudit.duckdb").exists()
    p = _run(tmp_path, "explain", "draw-split-1")
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("Hand draw-split-1 (draw)")
    assert p.stdout == _run(tmp_path, "explain", "draw-split-1", "--db", "handaudit.duckdb").stdout


def test_explain_without_db_or_file_and_no_default_store_says_how(tmp_path):
    p = _run(tmp_path, "explain", "draw-split-1")
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr == ("handaudit: handaudit.duckdb: no such database (run handaudit ingest first, "
                        "or give the hand's log with --file PATH)\n")
    assert not (tmp_path / "handaudit.duckdb").exists()


def test_explain_with_both_db_and_file_is_refused(tmp_path):
    p = _run(tmp_path, "explain", "draw-split-1", "--db", "x.duckdb", "--file", str(SPLIT))
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr == "handaudit: give the hand's source once: --db FILE or --file PATH, not both\n"
