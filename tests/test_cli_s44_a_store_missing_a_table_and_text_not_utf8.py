"""CLI.md: a usage or I/O problem is one line and exit 2, never a traceback.  A store with one of
its tables dropped (by hand, or a damaged file) gave a traceback on stats, report and explain,
and an ingest into it created the table afresh beside the other tables' rows of the hands it had
held (false stack-mismatch findings): it is refused, naming the table; so is one with a column
of a table dropped, added or retyped (review 54: a traceback).  FORMAT.md: the log is
UTF-8 text; a byte that is not, in a field the format does not have, passed the decoder (which
skips such fields) and broke every later read of the stored record: the record is malformed, as
it is for the same byte in a field the format has."""

from __future__ import annotations

import subprocess
import sys

import duckdb
import pytest

from audit.readers.native import parse_line
from audit.store import STORE_TABLES, ingest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=180)


@pytest.mark.parametrize("table", ["hands", "seats", "event_rows", "findings"])
def test_a_store_missing_a_table_is_refused_in_one_line(tmp_path, table):
    db = tmp_path / "s.duckdb"
    ingest([str(GOOD)], db)
    con = duckdb.connect(str(db))
    con.execute(f"drop table {table} cascade")
    con.close()
    said = f"handaudit: {db}: this database is not whole: its table {table} is missing; ingest the logs into a new database\n"
    for args in (("stats", "--db", str(db)), ("ingest", str(GOOD), "--db", str(db))):
        p = _run(*args)
        assert (p.returncode, p.stderr) == (2, said), p.stderr


@pytest.mark.parametrize("change", ["alter table seats drop column won", "alter table hands add column x int",
                                    "alter table pots alter amount type varchar"])
def test_a_store_with_a_column_dropped_added_or_retyped_is_refused_in_one_line(tmp_path, change):
    # review 54: a column dropped by hand gave a traceback (a BinderException) on stats and report
    db = tmp_path / "s.duckdb"
    ingest([str(GOOD)], db)
    con = duckdb.connect(str(db))
    con.execute(change)
    con.close()
    table = change.split()[2]
    said = (f"handaudit: {db}: this database is not whole: the columns of its table {table} are not the store's; "
            f"ingest the logs into a new database\n")
    for args in (("stats", "--db", str(db)), ("report", "--db", str(db), "--out", str(tmp_path / "r")),
                 ("ingest", str(GOOD), "--db", str(db))):
        p = _run(*args)
        assert (p.returncode, p.stderr) == (2, said), p.stderr


def test_every_table_of_a_new_store_is_there(tmp_path):
    db = tmp_path / "s.duckdb"
    ingest([str(GOOD)], db)
    con = duckdb.connect(str(db))
    names = {r[0] for r in con.execute("select table_name from duckdb_tables()").fetchall()}
    con.close()
    assert set(STORE_TABLES) <= names


def test_a_byte_not_of_utf8_in_a_field_the_format_does_not_have_is_malformed():
    line = GOOD.read_bytes().splitlines()[0]
    assert parse_line(line)[0] is not None
    bad = line[:-1] + b',"comment":"caf\xe9"}'
    hand, error = parse_line(bad)
    assert hand is None and error.startswith("invalid JSON: Invalid UTF-8 encoded string")
    assert parse_line(line[:-1] + ',"comment":"café"}'.encode())[0] is not None
