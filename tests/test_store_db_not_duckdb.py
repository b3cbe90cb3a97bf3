"""``--db`` naming an existing file that is not a DuckDB database (a log, a CSV, JSON,
Parquet, a gzip file: an easy slip of the command line) is refused with exit 2 by every
command that takes ``--db``, and the file is left as it was.  Before, DuckDB opened such a
file as an in-memory database: ``ingest`` said it stored hands that were never saved, and a
JSON Lines file gave a traceback."""

from __future__ import annotations

import gzip
import subprocess
import sys

import pytest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"

CONTENTS = {
    "notes.csv": b"x\n",
    "hands.json": b'{"a": 1}\n',
    "hands.jsonl": GOOD.read_bytes(),
    "data.parquet": b"PAR1" + b"\0" * 32 + b"PAR1",
    "hands.jsonl.gz": gzip.compress(GOOD.read_bytes()),
    # (an empty file is no longer here: it is a new store, test_cli_an_empty_db_file_is_a_new_store;
    # a file too short to hold DuckDB's header still is refused)
    "short.duckdb": b"DUCK\n",
}


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name", sorted(CONTENTS))
def test_ingest_refuses_a_db_file_that_is_not_a_duckdb_database(tmp_path, name):
    db = tmp_path / name
    db.write_bytes(CONTENTS[name])
    p = _run("ingest", str(GOOD), "--db", str(db))
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    assert "not a DuckDB database file" in p.stderr and len(p.stderr.strip().splitlines()) == 1
    assert db.read_bytes() == CONTENTS[name]


@pytest.mark.parametrize("command", [["audit", str(GOOD), "--out", "REPORT"], ["report", "--out", "REPORT"],
                                     ["stats"], ["explain", "h1"]])
def test_every_command_with_a_db_refuses_a_file_that_is_not_a_duckdb_database(tmp_path, command):
    db = tmp_path / "hands.jsonl"
    db.write_bytes(GOOD.read_bytes())
    args = [str(tmp_path / "report") if a == "REPORT" else a for a in command]
    p = _run(*args, "--db", str(db))
    assert p.returncode == 2 and "not a DuckDB database file" in p.stderr, p.stderr
    assert db.read_bytes() == GOOD.read_bytes()


def test_a_store_written_by_ingest_is_opened_again(tmp_path):
    db = tmp_path / "h.duckdb"
    assert _run("ingest", str(GOOD), "--db", str(db)).returncode == 0
    p = _run("ingest", str(GOOD), "--db", str(db))
    assert p.returncode == 0 and "skipped 5 already stored" in p.stdout, p.stdout + p.stderr


@pytest.mark.parametrize("made", ["CREATE VIEW hands AS SELECT 'a' AS hand_id", "CREATE VIEW sales AS SELECT 42 AS x",
                                  "CREATE SEQUENCE ids", "CREATE MACRO twice(a) AS 2 * a",
                                  "CREATE TYPE mood AS ENUM ('ok')", "CREATE TABLE store_meta (a INTEGER)",
                                  "CREATE TABLE store_meta AS SELECT 'schema_version' AS key, 10 AS value"])
def test_a_duckdb_database_of_another_program_is_refused_whatever_it_holds(tmp_path, made):
    # not only tables: a database holding nothing but a view (one named hands, say) is someone
    # else's, and nothing is written into it
    import duckdb

    db = tmp_path / "other.duckdb"
    con = duckdb.connect(str(db))
    con.execute(made)
    before = con.execute("SELECT count(*) FROM duckdb_tables() WHERE NOT internal").fetchall()
    con.close()
    p = _run("ingest", str(GOOD), "--db", str(db))
    assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
    assert "not a handaudit database" in p.stderr and len(p.stderr.strip().splitlines()) == 1
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert con.execute("SELECT count(*) FROM duckdb_tables() WHERE NOT internal").fetchall() == before
    finally:
        con.close()
