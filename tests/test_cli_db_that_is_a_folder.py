"""``--db`` naming a folder is refused (exit 2) by every command that takes it with the same
line ``ingest`` gives, "a folder, not a database file": ``stats``, ``report`` and
``explain`` said "no such database (run handaudit ingest first)", as if it were missing."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("command", [["stats"], ["report", "--out", "REPORT"], ["explain", "h1"],
                                     ["ingest", str(GOOD)], ["audit", str(GOOD), "--out", "REPORT"]])
def test_every_command_says_a_db_folder_is_a_folder(tmp_path, command):
    folder = tmp_path / "store"
    folder.mkdir()
    args = [str(tmp_path / "report") if a == "REPORT" else a for a in command]
    p = _run(*args, "--db", str(folder))
    assert (p.returncode, p.stdout, p.stderr) == (2, "", f"handaudit: {folder}: a folder, not a database file\n")
    assert list(folder.iterdir()) == [] and not (tmp_path / "report").exists()


def test_a_missing_db_is_still_no_such_database(tmp_path):
    p = _run("stats", "--db", str(tmp_path / "none.duckdb"))
    assert (p.returncode, p.stderr) == (2, f"handaudit: {tmp_path / 'none.duckdb'}: no such database "
                                           "(run handaudit ingest first)\n")
