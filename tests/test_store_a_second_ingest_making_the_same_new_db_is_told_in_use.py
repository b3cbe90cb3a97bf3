"""Two processes that make the same new (or empty, 0-byte) ``--db`` file at once: the first makes
the database, the second is told it is in use (exit 2, one line) and leaves the first's database
whole.  DuckDB creates the file before it locks it and writes its first block, so the second could
find it still empty (an empty file is taken for a new database, removed and made again: the first's
hands then went to a file no longer in the folder, both saying they stored them) or half written
("not a DuckDB database file"); a reader found an empty store.  Now a process holds a lock on the
folder while it opens or makes a database there (audit.store_open.opening), and the second finds
the first's database whole, and held.  The first test stands in for the first process (it holds
the folder's lock, then makes the database and keeps it open); the last races two real ingests."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import duckdb
import pytest

from audit.store_open import opening

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"     # five draw hands
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENV = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd") or os.name != "posix",
                                reason="needs flock and /proc to see a process wait")


def _start(folder: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "audit", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=folder, env=ENV)


def _waits_on(p: subprocess.Popen, folder: Path) -> bool:
    """Wait until ``p`` has the folder open (it waits for the folder's lock) or ends (it did not
    wait): whether it waits."""
    deadline = time.monotonic() + 120
    while p.poll() is None and time.monotonic() < deadline:
        try:
            links = [os.readlink(f"/proc/{p.pid}/fd/{fd}") for fd in os.listdir(f"/proc/{p.pid}/fd")]
        except OSError:         # (a descriptor closed while listed)
            links = []
        if str(folder) in links:
            return True
        time.sleep(0.02)
    return False


@pytest.mark.parametrize("command", [["ingest", str(GOOD)], ["stats"]], ids=lambda c: c[0])
@pytest.mark.parametrize("made", ["new", "empty"])
def test_a_second_process_waits_while_the_first_makes_the_db_then_is_told_in_use(tmp_path, made, command):
    if command[0] == "stats" and made == "new":
        pytest.skip("no file yet: stats says there is no such database, as it should")
    db = tmp_path / "x.duckdb"
    if made == "empty":
        db.touch()
    with opening(db, read_only=False):           # the first process is making the database
        second = _start(tmp_path, *command, "--db", "x.duckdb")
        waited = _waits_on(second, tmp_path)
        if db.exists() and db.stat().st_size == 0:
            db.unlink()                          # (as audit.store._made_new makes way for DuckDB)
        first = duckdb.connect(str(db))
        first.execute("CREATE TABLE mine AS SELECT 42 AS x").fetchall()
    # the folder's lock let go, the first still writing its database: the second goes on
    out, err = second.communicate(timeout=120)
    try:
        assert first.execute("SELECT x FROM mine").fetchall() == [(42,)]
    finally:
        first.close()
    assert (second.returncode, out) == (2, ""), out + err    # (before: 0, its own database made)
    assert err == (f"handaudit: the database x.duckdb is in use by another process (pid {os.getpid()}); "
                   f"wait for it or use another --db\n")
    assert waited
    assert sorted(os.listdir(tmp_path)) == ["x.duckdb"]


@pytest.mark.parametrize("made", ["new", "empty"])
def test_two_ingests_started_together_on_one_new_db_store_the_hands_once(tmp_path, made):
    db = tmp_path / "x.duckdb"
    if made == "empty":
        db.touch()
    ps = [_start(tmp_path, "ingest", str(GOOD), "--db", "x.duckdb", "--jobs", "1") for _ in range(2)]
    done = [(p.pid, *p.communicate(timeout=180), p.returncode) for p in ps]
    stored = 0
    for (_, out, err, code), other in zip(done, done[::-1]):
        if code == 0:       # (the first, or one started after the first had finished: it skips the hands)
            assert err == "" and ("stored 5 new hands in x.duckdb" in out or "skipped 5 already stored" in out)
            stored += "stored 5 new hands" in out
        else:
            assert (code, out, err) == (2, "", f"handaudit: the database x.duckdb is in use by another process "
                                               f"(pid {other[0]}); wait for it or use another --db\n")
    assert stored == 1
    check = subprocess.run([sys.executable, "-m", "audit", "ingest", str(GOOD), "--db", "x.duckdb"], cwd=tmp_path,
                           env=ENV, capture_output=True, text=True, timeout=120)
    assert "stored 0 new hands in x.duckdb; skipped 5 already stored" in check.stdout, check.stderr
