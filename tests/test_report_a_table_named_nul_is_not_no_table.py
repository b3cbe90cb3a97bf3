"""README (the report): a table named NULL is a table too, and a player's stacks at the tables of a
session are added up.  A table named one NUL character was keyed like "no table" in the report's
runs (schemas/report.sql, table_runs), so a player of a hand with no table and of one at a table
named "\\u0000" had the two stacks taken for one (added 511 and last stack 989 instead of 1,000
and 1,478; review of session 61).

tests/fixtures/report_s61/table-named-nul.jsonl: session N, hand n1 without a table and n2 at a
table named "\\u0000"; session NX, the same hands at no table and at table X."""

from __future__ import annotations

from pathlib import Path

from audit import report_data as data
from audit.store import connect, ingest

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "report_s61" / "table-named-nul.jsonl"


def test_a_table_named_nul_has_a_stack_of_its_own(tmp_path) -> None:
    db = tmp_path / "t.duckdb"
    ingest([str(FIXTURE)], db, 1, None)
    con = connect(db, read_only=True)
    try:
        data.prepare(con)
        results, _, _ = data.sessions(con)
    finally:
        con.close()
    rows = {(s, r["player"]): r for s, rs in results.items() for r in rs}
    fig = {s: (rows[(s, "alice")]["first_stack"], rows[(s, "alice")]["added"], rows[(s, "alice")]["net"],
               rows[(s, "alice")]["last_stack"]) for s in ("N", "NX")}
    assert fig["NX"] == (500, 1000, -22, 1478)
    assert fig["N"] == fig["NX"]
