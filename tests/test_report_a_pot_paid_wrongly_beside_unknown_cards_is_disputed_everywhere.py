"""A pot whose winner the unknown cards decide, paid so that a payout finding says it is wrong
(alice and bob show equal hands, carol's are unknown, alice takes the whole pot), is a disputed
pot on every page: the hand's page marked bob's row, while the overview counted no disputed pot
and the Pot disputes page said every award matched (review of session 64).  The store keeps the
rows the hand page marks (``awards.differs``); ``hands.disputed`` is read from them."""

from __future__ import annotations

import re

import duckdb

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES

HAND = FIXTURES / "report_s64" / "unknown-cards-tie-paid-to-one.jsonl"


def test_the_store_marks_the_row_a_payout_finding_names(tmp_path):
    db = tmp_path / "u.duckdb"
    ingest([str(HAND)], db, 1, None)
    con = duckdb.connect(str(db), read_only=True)
    try:
        disputed = con.execute("SELECT disputed FROM hands").fetchall()
        rows = con.execute("SELECT player, correct_amount, recorded_amount, differs FROM awards "
                           "ORDER BY player").fetchall()
    finally:
        con.close()
    assert disputed == [(True,)]
    assert rows == [("alice", 30, 30, False), ("bob", 0, None, True)]


def test_the_overview_the_disputes_page_and_the_hand_page_agree(tmp_path):
    db = tmp_path / "u.duckdb"
    ingest([str(HAND)], db, 1, None)
    site = tmp_path / "site"
    write_report(db, site, jobs=1)
    index = (site / "index.html").read_text(encoding="utf-8")
    assert re.search(r">1</a></b>disputed pot in 1 hand", index)
    disputes = (site / "disputes.html").read_text(encoding="utf-8")
    assert "No disputed pot" not in disputes
    assert "<td><span class=\"who\">bob</span></td><td class=\"n muted\">not known</td>" in disputes
    assert "a finding says this payout is wrong" in disputes
    (page,) = (site / "hands").glob("*.html")
    text = page.read_text(encoding="utf-8")
    assert '<tr class="bad"><td class="w">the main pot</td><td><span class="who">bob</span></td>' in text
    assert "a finding says this payout is wrong" in text


def test_explain_says_a_finding_calls_the_unrecorded_row_wrong(tmp_path):
    from typer.testing import CliRunner

    from audit.cli import app
    out = CliRunner().invoke(app, ["explain", "u1", "--file", str(HAND)]).output
    (bob,) = [line for line in out.splitlines() if line.strip().startswith("the main pot  bob")]
    assert bob.endswith("<-- a finding says this payout is wrong")
