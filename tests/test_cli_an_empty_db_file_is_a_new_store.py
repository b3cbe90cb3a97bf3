"""An existing empty (0-byte) file given as ``--db`` (made by ``touch`` or ``mktemp`` for the
store) is a new database to ``ingest`` and ``audit``, which store the hands in it (keeping the
file's permissions, and through a link the file it names); to ``stats``, ``report`` and
``explain`` it is a store that holds no hands: they say what they say of one (``no hands
stored``, an empty report, ``no hand 'x' in ...`` with exit 2) and leave the file as it is.
Before, every command refused it as "not a DuckDB database file" (DuckDB refuses it too)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from audit.store import connect

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"     # five draw hands
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(cwd, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd, env=env)


@pytest.mark.parametrize("command", [["ingest", str(GOOD)], ["audit", str(GOOD), "--out", "site"]],
                         ids=lambda c: c[0])
def test_cli_an_empty_db_file_is_a_new_store(tmp_path, command):
    db = tmp_path / "made.duckdb"
    db.touch()
    os.chmod(db, 0o600)
    p = _run(tmp_path, *command, "--db", db.name)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "stored 5 new hands in made.duckdb" in p.stdout and p.stderr == ""
    assert db.stat().st_size > 0 and stat.S_IMODE(db.stat().st_mode) == 0o600
    assert "draw (3 players)" in _run(tmp_path, "stats", "--db", db.name).stdout
    again = _run(tmp_path, "ingest", str(GOOD), "--db", db.name)
    assert again.returncode == 0 and "stored 0 new hands" in again.stdout and "skipped 5" in again.stdout
    if command[0] == "audit":
        assert (tmp_path / "site" / "index.html").is_file()


def test_an_empty_file_through_a_link_is_stored_in_the_file_linked(tmp_path):
    (tmp_path / "real.duckdb").touch()
    (tmp_path / "link.duckdb").symlink_to("real.duckdb")
    p = _run(tmp_path, "ingest", str(GOOD), "--db", "link.duckdb")
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "link.duckdb").is_symlink() and (tmp_path / "real.duckdb").stat().st_size > 0


@pytest.mark.parametrize("command", [["stats"], ["stats", "--format", "json"], ["stats", "--format", "csv"],
                                     ["report", "--out", "site"], ["explain", "h1"]], ids=" ".join)
def test_reading_an_empty_file_is_reading_a_store_with_no_hands(tmp_path, command):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    connect(tmp_path / "a" / "x.duckdb").close()           # a store with no hands
    (tmp_path / "b" / "x.duckdb").touch()                  # an empty file
    store, empty = (_run(tmp_path / d, *command, "--db", "x.duckdb") for d in ("a", "b"))
    assert (empty.returncode, empty.stdout, empty.stderr) == (store.returncode, store.stdout, store.stderr)
    assert empty.stderr == ("handaudit: no hand 'h1' in x.duckdb\n" if command[0] == "explain" else "")
    assert empty.returncode == (2 if command[0] == "explain" else 0)
    # the file left as it is, and no database made beside it (no .wal)
    assert (tmp_path / "b" / "x.duckdb").stat().st_size == 0
    assert sorted(os.listdir(tmp_path / "b")) == (["site", "x.duckdb"] if command[0] == "report" else ["x.duckdb"])
    if command[0] == "report":
        index = Path(tmp_path / "b" / "site" / "index.html").read_text()
        assert index == Path(tmp_path / "a" / "site" / "index.html").read_text().replace(
            str(tmp_path / "a"), str(tmp_path / "b"))
