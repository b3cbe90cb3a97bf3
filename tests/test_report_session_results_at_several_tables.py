"""README (the report): a session page's results give each player's first stack, the chips added,
the net and the last stack, so that first stack + added + net = last stack.  A player who played
two tables at once, each with a stack of its own, broke it: the second table's stack was counted
nowhere (first 1,000 + added 0 + net 0 against a last stack of 1,005; a review, session 53, found
it in 16 of 30 rows of the simulator's own hands).  The stacks of a player's tables are now added
up, hand by hand (report_data.table_holdings), and the chart of stacks follows them.

tests/fixtures/report_s53/several_tables.jsonl: in each hand the player loses a small blind of 5
or wins 5 (a big blind everyone folds to)."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit import report_data as data
from audit.store import connect, ingest

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "report_s53" / "several_tables.jsonl"


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    db = tmp_path_factory.mktemp("tables") / "t.duckdb"
    ingest([str(FIXTURE)], db, 1, None)
    con = connect(db, read_only=True)
    lines = {}
    real = data.line_chart

    def keep(series, **kw):
        lines.update({(kw.get("x_label"), name): list(pts) for name, pts in series.items()})
        return real(series, **kw)

    try:
        data.prepare(con)
        data.line_chart = keep
        results, _, _ = data.sessions(con)
    finally:
        data.line_chart = real
        con.close()
    rows = {(s, r["player"]): r for s, rs in results.items() for r in rs}
    return rows, lines


def _figures(rows, session, player):
    r = rows[(session, player)]
    return ", ".join(r["tables"]), r["first_stack"], r["added"], r["net"], r["last_stack"]


def test_two_tables_played_at_once_add_up_their_stacks(report):
    rows, lines = report
    # T1: 1000 -> 995; T2, a stack of its own: 1000 -> 1005
    assert _figures(rows, "S1", "pat") == ("T1, T2", 1000, 1000, 0, 2000)
    assert lines[("hand of the session", "pat")] == [(1, 995), (2, 2000)]


def test_a_move_with_the_chips_adds_nothing(report):
    rows, lines = report
    assert _figures(rows, "S2", "mo") == ("A, B", 500, 0, 10, 510)


def test_a_move_with_chips_bought_in_and_back_counts_the_chips_bought(report):
    rows, _ = report
    # A: 500 -> 505; B: 505 + 100 bought = 605 -> 610; back at A with them: 610 -> 615
    assert _figures(rows, "S3", "mo") == ("A, B", 500, 100, 15, 615)


def test_at_one_table_a_start_the_log_does_not_explain_is_counted_as_added(report):
    rows, _ = report
    # 1000 -> 995, then 1200 (a stack-mismatch of +205) -> 1195
    assert _figures(rows, "S4", "sam") == ("T", 1000, 205, -10, 1195)


def test_every_row_adds_up(report):
    rows, _ = report
    for r in rows.values():
        assert r["first_stack"] + r["added"] + r["net"] == r["last_stack"]


def test_coming_back_to_a_table_left_with_the_chips_keeps_one_stack(report):
    rows, lines = report
    # A: 500 -> 505; to B with them: 505 -> 510 -> 505; back to A with them: 505 -> 510 (A's old
    # end, 505, is the start too: the stack there was gone, so it is the move back, a review's case)
    assert _figures(rows, "S5", "mo") == ("A, B", 500, 0, 10, 510)
