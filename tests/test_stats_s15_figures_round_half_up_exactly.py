"""Every percentage, ratio and average is rounded exactly, half away from zero (README,
Statistics: one decimal, or two), never through a binary double: 87 / 40 = 2.175 is 2.18,
where the double 2.175 (2.17499...) would give 2.17, and 7 / 2000 = 0.35% is 0.4%.

tests/fixtures/stats_s15/avg-drawn-87-of-40.jsonl: 40 heads-up hands; ann draws three cards
in 7 of them and two in 33 (87 cards in 40 draws), ben stands pat.
"""

from __future__ import annotations

import io
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from audit.resources import sql_text
from audit.stats import print_stats, stats_frames
from audit.store import connect, ingest

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "stats_s15" / "avg-drawn-87-of-40.jsonl"
SCHEMAS = Path(__file__).resolve().parent.parent / "schemas" / "stats"


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("round") / "s.duckdb"
    ingest([str(FIXTURE)], db, 1, None)
    return db


def _out(db: Path, fmt: str) -> str:
    out = io.StringIO()
    print_stats(db, "draw", fmt, out)
    return out.getvalue()


def test_an_average_of_87_over_40_shows_2_18(db: Path) -> None:
    table = _out(db, "table").splitlines()
    assert table[3].split()[0] == "ann" and table[3].split()[-3:] == ["40", "0.0", "2.18"]
    csv = _out(db, "csv").splitlines()
    assert csv[1].startswith("ann,") and csv[1].endswith(",40,0.0,2.18")
    rows = json.loads(_out(db, "json"), parse_float=Decimal)
    assert rows[0]["player"] == "ann" and rows[0]["avg_drawn"] == Decimal("2.18")


@pytest.mark.parametrize("query, value", [
    ("stat_ratio(87, 40)", 2.18),       # 2.175
    ("stat_ratio(-87, 40)", -2.18),     # half away from zero
    ("stat_ratio(2, 3)", 0.67),
    ("stat_ratio(1, 3)", 0.33),
    ("stat_pct(7, 2000)", 0.4),         # 0.35
    ("stat_pct(1, 16)", 6.3),           # 6.25
    ("stat_pct(2, 3)", 66.7),
    ("stat_pct(3, 0)", None),           # no denominator: empty
    ("stat_ratio(3, NULL)", None),
])
def test_the_figures_round_half_away_from_zero_in_exact_integers(db: Path, query: str, value) -> None:
    con = connect(db, read_only=True)
    try:
        stats_frames(con, "draw")                   # defines the macros (stats/views.sql)
        assert con.execute(f"SELECT {query}").fetchone()[0] == value
    finally:
        con.close()


def test_no_figure_is_rounded_through_a_double() -> None:
    """Every rounded figure goes through stat_pct / stat_ratio (stats/views.sql), none through
    DuckDB's round() of a DOUBLE quotient."""
    for path in sorted(SCHEMAS.glob("*.sql")):
        text = re.sub(r"--[^\n]*", "", sql_text(f"stats/{path.name}"))     # but the comments
        assert not re.search(r"\b(round|avg)\s*\(", text, re.IGNORECASE), path.name
