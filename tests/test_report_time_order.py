"""The report orders hands by time, the same way in every place: the stacks and profit charts,
each session's first and last time, and the session results (schemas/report.sql, time_zone).

tests/fixtures/report/: session-table-a.jsonl and session-table-b.jsonl are one session (SM)
at two tables, bob at both (A at 10:00, B at 11:00), stored B first; time-order.jsonl holds
SZ (Z1 at 12:00+02:00 = 10:00Z, then Z2 at 10:30Z: the text puts Z2 first) and SZ2 (N1 with
no time, N2 at 12:15 with no offset, N3 at 09:00-05:00 = 14:00Z).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from audit import report_data as data
from audit.store import connect, ingest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "report"


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("order") / "o.duckdb"
    names = ("session-table-b.jsonl", "session-table-a.jsonl", "time-order.jsonl")    # B stored first
    stats = ingest([str(FIXTURES / n) for n in names], db, 1, None)
    assert stats.exit_code == 0, stats.describe()
    return db


def _report(db: Path, zone: str = "UTC") -> dict:
    """The session figures, on a connection whose time zone is ``zone`` beforehand."""
    con = connect(db, read_only=True)
    try:
        con.execute(f"SET TimeZone = '{zone}'")
        sessions = {s["session"]: s for s in data.overview(con)["sessions"]}
        data.prepare(con)
        results, _, _ = data.sessions(con)
        stacks: dict[tuple[str, str], list[tuple[int, int]]] = {}
        for session, player, x, stack in con.execute(data.queries(data.Q)["session_stacks"],
                                                     {"points": data.CHART_POINTS}).fetchall():
            stacks.setdefault((session, player), []).append((x, stack))
        rows = {(s, r["player"]): r for s, rs in results.items() for r in rs}
        return {"sessions": sessions, "results": rows, "stacks": stacks}
    finally:
        con.close()


def test_session_results_follow_the_time_order_of_the_charts(db: Path) -> None:
    r = _report(db)
    bob = r["results"][("SM", "bob")]
    assert (bob["first_stack"], bob["last_stack"], bob["net"]) == (500, 540, 40)   # A1's start, B2's end
    assert bob["tables"] == ["A", "B"]
    chart = r["stacks"][("SM", "bob")]
    assert chart == [(1, 510), (2, 520), (3, 530), (4, 540)]          # A1, A2, B1, B2
    assert chart[-1][1] == bob["last_stack"]


def test_hands_are_ordered_by_the_instant_their_times_name(db: Path) -> None:
    r = _report(db)
    assert r["stacks"][("SZ", "alice")] == [(1, 490), (2, 500)]      # Z1 (10:00Z), then Z2 (10:30Z)
    sz = r["sessions"]["SZ"]
    assert (sz["first_time"], sz["last_time"]) == ("2026-03-01T12:00:00+02:00", "2026-03-01T10:30:00Z")


@pytest.mark.parametrize("zone", ["UTC", "America/New_York"])
def test_a_time_without_offset_is_utc_and_one_that_is_no_time_comes_last(db: Path, zone: str) -> None:
    # N2 (12:15, read as UTC whatever the connection's zone), N3 (14:00Z), N1 (no time)
    r = _report(db, zone)
    assert r["stacks"][("SZ2", "alice")] == [(1, 500), (2, 490), (3, 490)]
    sz2 = r["sessions"]["SZ2"]
    assert (sz2["first_time"], sz2["last_time"]) == ("2026-03-01T12:15:00", "(time not known)")
