"""A database another process holds (a second ``handaudit ingest`` while one writes, a Python
session with ``duckdb.connect(path)`` open) is refused in one line that says so and names that
process when DuckDB says which it is: ``the database x.duckdb is in use by another process (pid N);
wait for it or use another --db``, exit 2, no traceback, nothing changed or made; by every command
that takes ``--db`` (a process that only reads it lets the others read it too).  Before, each gave
DuckDB's own text ("cannot open the database (IO Error: Could not set lock on file ...")."""

from __future__ import annotations

import os
import subprocess
import sys

import duckdb
import pytest

from audit.store import ingest
from audit.store_open import open_problem

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"     # five draw hands (h1 ... h5)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

COMMANDS = {"ingest": ["ingest", str(GOOD)], "audit": ["audit", str(GOOD), "--out", "site"], "stats": ["stats"],
            "report": ["report", "--out", "site"], "explain": ["explain", "h1"]}


def _run(cwd, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd, env=env)


class _Holder:
    """Another process with the database open (to write, or only to read) until it is closed."""

    def __init__(self, db, read_only: bool) -> None:
        code = ("import duckdb, sys; c = duckdb.connect(sys.argv[1], read_only=sys.argv[2] == 'ro'); "
                "print('open', flush=True); sys.stdin.read()")
        self.p = subprocess.Popen([sys.executable, "-c", code, str(db), "ro" if read_only else "rw"],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.p.stdout is not None and self.p.stdout.readline() == "open\n"

    def close(self) -> None:
        self.p.communicate(timeout=60)


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    folder = tmp_path_factory.mktemp("held")
    ingest([str(GOOD)], folder / "x.duckdb", 1, None)
    return folder


@pytest.mark.parametrize("command", COMMANDS)
def test_a_db_another_process_writes_is_in_use_to_every_command(store, command):
    before = sorted(os.listdir(store))
    holder = _Holder(store / "x.duckdb", read_only=False)
    try:
        p = _run(store, *COMMANDS[command], "--db", "x.duckdb")
    finally:
        holder.close()
    assert (p.returncode, p.stdout) == (2, ""), p.stderr
    assert p.stderr == (f"handaudit: the database x.duckdb is in use by another process (pid {holder.p.pid}); "
                        f"wait for it or use another --db\n")
    assert sorted(os.listdir(store)) == before      # no report folder, nothing beside the store
    assert "draw (3 players)" in _run(store, "stats", "--db", "x.duckdb").stdout      # the store as it was


def test_a_db_another_process_reads_is_in_use_to_ingest_not_to_stats(store):
    holder = _Holder(store / "x.duckdb", read_only=True)
    try:
        written = _run(store, "ingest", str(GOOD), "--db", "x.duckdb")
        read = _run(store, "stats", "--db", "x.duckdb")
    finally:
        holder.close()
    assert written.returncode == 2
    assert written.stderr == (f"handaudit: the database x.duckdb is in use by another process (pid {holder.p.pid}); "
                              f"wait for it or use another --db\n")
    assert read.returncode == 0 and "draw (3 players)" in read.stdout and read.stderr == ""


def test_duckdb_words_not_known_fall_back_to_a_general_message(tmp_path):
    db = tmp_path / "x.duckdb"
    held = duckdb.IOException(f'IO Error: Could not set lock on file "{db}": Conflicting lock is held somewhere')
    assert str(open_problem(db, held)) == (f"the database {db} is in use by another process; wait for it or use "
                                           f"another --db")
    other = duckdb.IOException(f'IO Error: Cannot open file "{db}": Something new\nmore lines')
    assert str(open_problem(db, other)) == f'{db}: cannot open the database (Cannot open file "{db}": Something new)'
    assert str(open_problem(db, duckdb.IOException(""))) == f"{db}: cannot open the database (IOException)"
