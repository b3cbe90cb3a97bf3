"""Sessions (README, "Readings of the rules": one wrong start stack is one finding; the table's
next hand may follow that hand as logged or as it should have been).  A player back from another
table whose start is mistyped: the finding states two differences (from their end here, and from
the chips they brought), and the next hand may follow the hand as it should have been by either.
Before (review of session 57), only the nearer of the two was kept: x brought back 1010, 1004 was
typed (nearer the 1005 x had ended this table with), and the next hand's right start, 1005 (999
ended less the -6 from the chips brought), was a second stack-mismatch.  Also across two ingests
(the store keeps both ends)."""

from __future__ import annotations

import json

import duckdb

from .conftest import FIXTURES
from .test_cli_check import run

DIR = FIXTURES / "sessions_s57"


def _found(path) -> list[tuple[str, str]]:
    doc = json.loads(run("check", str(path), "--format", "json").stdout)
    return [(f["hand_id"], f["code"]) for f in doc["findings"]]


def test_the_mistyped_start_is_the_one_finding():
    assert _found(DIR / "a-mistyped-start-after-a-table-move.jsonl") == [("a2", "stack-mismatch")]
    assert _found(DIR / "a-mover-typo-nearer-the-end-here.jsonl") == [("a6", "stack-mismatch")]


def test_and_so_across_two_ingests(tmp_path):
    lines = (DIR / "a-mistyped-start-after-a-table-move.jsonl").read_text().splitlines(keepends=True)
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text("".join(lines[:3]))
    second.write_text("".join(lines[3:]))
    db = tmp_path / "s.duckdb"
    run("ingest", str(first), "--db", str(db))
    run("ingest", str(second), "--db", str(db))
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert con.sql("SELECT hand_id, code FROM findings").fetchall() == [("a2", "stack-mismatch")]
    finally:
        con.close()
