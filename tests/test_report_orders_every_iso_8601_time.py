"""Hands are ordered by the instant their ISO 8601 time names (FORMAT.md: ``time`` is ISO
8601; README: "by the instant a time names").  DuckDB reads only the extended format, so a time
in the basic format (``20260101T100000Z``), of hours only (``T20Z``) or with a decimal comma was
"a time that cannot be read" and came after every other: a session's first and last time, its
stacks and its chart were out of order."""

from __future__ import annotations

import duckdb
import pytest

from audit.report import write_report
from audit.report_data import Q
from audit.resources import queries
from audit.store import ingest

from .conftest import FIXTURES


@pytest.mark.parametrize("written,instant", [
    ("2026-03-01T10:00:00Z", "2026-03-01 10:00:00+00"),
    ("20260101T100000Z", "2026-01-01 10:00:00+00"),
    ("20260101T1000Z", "2026-01-01 10:00:00+00"),
    ("20260101T100000+0100", "2026-01-01 09:00:00+00"),
    ("20260101T100000.5Z", "2026-01-01 10:00:00.5+00"),
    ("2026-11-28T20Z", "2026-11-28 20:00:00+00"),
    ("2026-01-01T10+01", "2026-01-01 09:00:00+00"),
    ("2026-11-28T20:15:03,5Z", "2026-11-28 20:15:03.5+00"),
    ("20260101", "2026-01-01 00:00:00+00"),
    # a decimal fraction of the hour or the minute (review of session 61: read as no time)
    ("2026-01-01T10:30,5Z", "2026-01-01 10:30:30+00"),
    ("2026-01-01T10,5Z", "2026-01-01 10:30:00+00"),
    ("2026-01-01T10.25+01", "2026-01-01 09:15:00+00"),
    ("20260101T1030.5Z", "2026-01-01 10:30:30+00"),
    ("2026-01-01T10.5x", None),
    ("2026-01-01 10:00:00", "2026-01-01 10:00:00+00"),
    ("no time", None),
])
def test_the_instant_of_an_iso_8601_time(written, instant):
    con = duckdb.connect()
    con.execute(queries(Q)["time_zone"]).fetchall()
    got = con.execute("SELECT CAST(iso_instant(?) AS VARCHAR)", [written]).fetchone()[0]
    assert got == instant


def test_a_session_with_a_basic_format_time_is_in_time_order(tmp_path):
    db = tmp_path / "i.duckdb"
    ingest([str(FIXTURES / "report_s16" / "iso-basic-format-time.jsonl")], db, 1, None)
    site = write_report(db, tmp_path / "site").parent
    page = next((site / "sessions").glob("*.html")).read_text(encoding="utf-8")
    assert "20260101T100000Z to 2026-03-01T10:00:00Z" in page
