"""A session page's `added` is what each player added after their first hand of the session:
FORMAT.md counts `added` from "the player's previous hand of the session", so on the first
hand it is already in the first stack (alice: 500 there, which made first + added + net differ
from the last stack by 500); carol's 200 before the third hand counts."""

from __future__ import annotations

from pathlib import Path

from audit import report_data as data
from audit.store import connect, ingest

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "report" / "session-added.jsonl"


def test_added_on_the_first_hand_is_in_the_first_stack_and_later_additions_count(tmp_path):
    db = tmp_path / "a.duckdb"
    assert ingest([str(FIXTURE)], db, 1, None).exit_code == 0
    con = connect(db, read_only=True)
    try:
        data.prepare(con)
        results, _, _ = data.sessions(con)
    finally:
        con.close()
    rows = {r["player"]: (r["first_stack"], r["added"], r["net"], r["last_stack"]) for r in results["ADD"]}
    assert rows == {"alice": (1000, 0, 91, 1091), "bob": (1000, 0, -10, 990), "carol": (1000, 200, -81, 1119)}
    assert all(first + added + net == last for first, added, net, last in rows.values())
