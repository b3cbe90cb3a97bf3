"""A write the file system refuses (a full disk, a quota) is an I/O problem: one line, exit 2, no
traceback (CLI.md), and nothing already stored is lost.

``/dev/full`` refuses every write with ENOSPC, as a full disk does; a report page opened on it
stands for a full disk under the report.  DuckDB's failed commit on a full disk is
reproduced by a connection whose commit fails the way DuckDB's does (the transaction ended,
the error "No space left on device").
"""

from __future__ import annotations

import os
import subprocess
import sys

from pathlib import Path

import duckdb
import pytest
from typer.testing import CliRunner

from audit import report_pages, runner, store_write
from audit.cli import app
from audit.errors import UserError
from audit.lines_out import LinesOut
from audit.store import ingest

from .conftest import ROOT, dump_database

SAMPLES = ROOT / "sample_histories"
needs_dev_full = pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=300)


def _one_line_exit_2(p: subprocess.CompletedProcess, *words: str) -> None:
    assert p.returncode == 2, p.stdout + p.stderr
    assert "Traceback" not in p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("handaudit: "), p.stderr
    for w in words:
        assert w in lines[0]


@needs_dev_full
@pytest.mark.parametrize("command", [
    ["simulate", "--game", "tonk", "--hands", "200", "-o", "/dev/full"],
    ["convert", str(SAMPLES), "-o", "/dev/full"],
])
def test_output_file_on_a_full_disk_exits_2_and_leaves_the_device_alone(command):
    p = run(*command)
    _one_line_exit_2(p, "/dev/full", "No space left on device")
    assert os.path.exists("/dev/full")       # a device is never removed as an incomplete file


class _FullAfter:
    """A file object that accepts ``room`` bytes, then fails as a full disk does."""

    def __init__(self, f, room: int) -> None:
        self.f = f
        self.room = room

    def write(self, data: bytes) -> int:
        if len(data) > self.room:
            raise OSError(28, "No space left on device")
        self.room -= len(data)
        return self.f.write(data)

    def close(self) -> None:
        self.f.close()


def test_incomplete_output_file_is_removed_when_the_disk_fills(tmp_path):
    target = tmp_path / "out.jsonl"
    with pytest.raises(UserError, match="No space left on device.*incomplete file was removed"):
        with LinesOut(target) as out:
            out.f = _FullAfter(out.f, 100)
            for _ in range(10):
                out.write(b'{"hand": 1}\n' * 3)
    assert not target.exists()


@pytest.mark.parametrize("stop", [UserError("an unreadable input"), KeyboardInterrupt()])
def test_output_file_is_removed_when_the_command_stops_early(tmp_path, stop):
    # an input that cannot be read, an interrupt (Ctrl-C): the log written so far ends at its last
    # whole line and would check clean, saying nothing of the hands it lacks
    target = tmp_path / "out.jsonl"
    with pytest.raises(type(stop)), LinesOut(target) as out:
        out.write(b"{}\n")
        raise stop
    assert not target.exists()


def test_a_device_written_to_is_not_removed_when_the_command_stops_early():
    with pytest.raises(KeyboardInterrupt), LinesOut("/dev/null") as out:
        out.write(b"{}\n")
        raise KeyboardInterrupt
    assert Path("/dev/null").exists()


@needs_dev_full
def test_report_on_a_full_disk_exits_2_naming_the_page(tmp_path, monkeypatch):
    db = tmp_path / "h.duckdb"
    assert run("ingest", str(SAMPLES / "draw-session.jsonl"), "--db", str(db)).returncode in (0, 1)
    real_open = open

    def full_index(path, *args, **kwargs):      # index.html, the last page the report writes
        return real_open("/dev/full" if Path(path).name == "index.html" else path, *args, **kwargs)

    monkeypatch.setattr(report_pages, "open", full_index, raising=False)
    r = CliRunner().invoke(app, ["report", "--db", str(db), "--out", str(tmp_path / "report"), "--jobs", "1"])
    assert r.exit_code == 2 and r.stdout == "", r.stdout
    assert r.stderr == ("handaudit: index.html: could not write the report: No space left on device "
                        "(nothing of it was put in place: a report already there is as it was)\n")
    assert os.listdir(tmp_path / "report") == []     # the pages written before it were not put in place


class _CommitFailsOnFullDisk:
    """A DuckDB connection whose ``fail``-th commit fails as on a full disk: DuckDB has already
    ended the transaction (a rollback then raises "no transaction is active")."""

    commits = 0

    def __init__(self, con, fail: int) -> None:
        self._con = con
        self._fail = fail

    def commit(self):
        _CommitFailsOnFullDisk.commits += 1
        if _CommitFailsOnFullDisk.commits == self._fail:
            self._con.rollback()
            raise duckdb.TransactionException(
                'TransactionContext Error: Failed to commit: Could not write file "h.duckdb.wal": '
                'No space left on device')
        return self._con.commit()

    def __getattr__(self, name):
        return getattr(self._con, name)


def test_database_on_a_full_disk_is_a_user_error_and_keeps_the_batches_committed(tmp_path, monkeypatch):
    monkeypatch.setattr(runner, "CHUNK", 40)
    monkeypatch.setattr(store_write, "BATCH", 40)        # a transaction per chunk of 40 records
    start = store_write._Inserter.__init__

    def failing_second_commit(self, con, q):
        start(self, _CommitFailsOnFullDisk(con, fail=2), q)

    monkeypatch.setattr(_CommitFailsOnFullDisk, "commits", 0)
    monkeypatch.setattr(store_write._Inserter, "__init__", failing_second_commit)
    db = tmp_path / "full.duckdb"
    with pytest.raises(UserError) as e:
        ingest([str(SAMPLES)], db, jobs=1)
    message = str(e.value)
    assert "could not write the database" in message and "No space left on device" in message
    assert "no transaction is active" not in message     # the rollback does not hide the cause
    con = duckdb.connect(str(db), read_only=True)
    kept = con.execute("select count(*) from hands").fetchone()[0]
    con.close()
    assert 0 < kept < 162            # the first batch stayed, the failed one did not

    # room again: the same ingest stores the rest, and the store is the one a clean ingest writes
    monkeypatch.setattr(store_write._Inserter, "__init__", start)
    again = ingest([str(SAMPLES)], db, jobs=1)
    assert again.skipped == kept and again.stored == 162 - kept
    clean = tmp_path / "clean.duckdb"
    ingest([str(SAMPLES)], clean, jobs=1)
    assert dump_database(db) == dump_database(clean)


def test_other_database_errors_are_not_taken_for_a_full_disk(tmp_path, monkeypatch):
    def broken(self, tables):
        raise duckdb.ConstraintException("Constraint Error: duplicate key")

    monkeypatch.setattr(store_write._Inserter, "_insert", broken)
    with pytest.raises(duckdb.ConstraintException):
        ingest([str(SAMPLES / "draw-session.jsonl")], tmp_path / "h.duckdb", jobs=1)


def test_sample_histories_hold_162_hands():
    # the numbers above count on it
    from audit.runner import validate

    assert sum(1 for _ in validate([str(SAMPLES)], jobs=1)) == 162


def test_session_checks_spill_on_a_full_temporary_disk_is_a_user_error(tmp_path, monkeypatch):
    import sqlite3

    from audit.spill import SpillFile

    class Full:
        def __init__(self, conn):
            self.conn = conn

        def execute(self, *args):
            return self.conn.execute(*args)

        def executemany(self, *args):
            raise sqlite3.OperationalError("database or disk is full")

        def close(self):
            self.conn.close()

    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    spill = SpillFile("handaudit-test-", "ids")
    spill.conn = Full(spill.db())
    try:
        with pytest.raises(UserError, match="disk is full.*set TMPDIR") as e:
            spill.write([("s", "h1", 1)])
        assert str(tmp_path) in str(e.value)
    finally:
        spill.close()


@pytest.mark.parametrize("reason, fix", [
    ("IO Error: Could not write file \"x.duckdb.wal\": No space left on device", "once there is room"),
    ("IO Error: Cannot open file \"x.duckdb.wal\": Permission denied", "once it may be written there"),
    ("IO Error: Cannot open database \"x.duckdb\" in read-only mode", "once it may be written there"),
])
def test_a_database_that_cannot_be_written_says_what_to_fix(reason, fix):
    from audit.store import write_problem

    problem = write_problem(Path("x.duckdb"), duckdb.IOException(reason))
    assert problem is not None and str(problem).endswith(f"run the command again {fix} (hands already stored "
                                                         f"are skipped)")


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGHUP"])
def test_simulate_stopped_by_a_signal_removes_its_file(tmp_path, sig):
    # kill, timeout or a closed terminal stop a long run as Ctrl-C does: the cut file goes
    import signal
    import subprocess
    import sys
    import time

    target = tmp_path / "big.jsonl"
    p = subprocess.Popen([sys.executable, "-m", "audit", "simulate", "--game", "stud", "--hands", "500000",
                          "--seed", "1", "-o", str(target)], stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while (not target.exists() or target.stat().st_size < 100_000) and time.monotonic() < deadline:
        time.sleep(0.05)
    p.send_signal(getattr(signal, sig))
    err = p.communicate(timeout=60)[1]
    assert p.returncode == 130 and "handaudit: interrupted" in err
    assert not target.exists()
