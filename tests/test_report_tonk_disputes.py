"""Tonk has no pots, but a wrong payment is a dispute all the same: the store keeps each player's
net payments, correct and recorded (awards, pot 0), the hand is disputed, and the report's
disputes page lists it instead of saying every settlement matches."""

from __future__ import annotations

import duckdb

from audit.report import write_report
from audit.store import ingest

from .conftest import ROOT

DISPUTES = ROOT / "sample_histories" / "tonk-settlement-dispute.jsonl"


def test_a_wrong_tonk_payment_is_a_disputed_hand_on_the_disputes_page(tmp_path):
    db = tmp_path / "t.duckdb"
    ingest([str(DISPUTES)], db, 1, None)
    con = duckdb.connect(str(db), read_only=True)
    try:
        disputed = con.execute("SELECT hand_id FROM hands WHERE disputed ORDER BY hand_id").fetchall()
        rows = con.execute("SELECT player, correct_amount, recorded_amount FROM awards "
                           "WHERE hand_id = 'dispute-tied-drop' ORDER BY player").fetchall()
    finally:
        con.close()
    assert ("dispute-tied-drop",) in disputed
    assert ("bob", -10, -5) in rows and ("carol", 20, 15) in rows
    write_report(db, tmp_path / "site", jobs=1)
    page = (tmp_path / "site" / "disputes.html").read_text(encoding="utf-8")
    assert "No disputed pot" not in page and "dispute-tied-drop" in page
