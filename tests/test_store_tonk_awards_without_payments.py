"""A Tonk hand that records no `pay` at all makes no claim about its settlement; the correct one is
computed and stored (FORMAT.md), in ``awards`` too, as for a poker pot without a collect: one row
per player (pot 0) with the correct net and no recorded amount, and the hand is not disputed."""

from __future__ import annotations

from audit.store import ingest

from .conftest import ROOT, stored_rows

LOG = ROOT / "tests" / "fixtures" / "tonk_awards" / "paid_and_unpaid_drop.jsonl"


def test_tonk_hand_without_payments_stores_the_correct_settlement_in_awards(tmp_path):
    db = tmp_path / "t.duckdb"
    ingest([str(LOG)], db, 1, None)
    rows = stored_rows(db, "SELECT hand_id, player, pot_index, correct_amount, recorded_amount FROM awards "
                           "ORDER BY hand_id, player")
    nets = stored_rows(db, "SELECT hand_id, player, net FROM seats ORDER BY hand_id, player")
    disputed = stored_rows(db, "SELECT hand_id, disputed, claims FROM hands ORDER BY hand_id")
    assert rows == [("tonk-nopay", "ann", 0, 1, None), ("tonk-nopay", "ben", 0, -1, None),
                    ("tonk-pay", "ann", 0, 1, 1), ("tonk-pay", "ben", 0, -1, -1)]
    assert nets == [("tonk-nopay", "ann", 1), ("tonk-nopay", "ben", -1),
                    ("tonk-pay", "ann", 1), ("tonk-pay", "ben", -1)]
    assert disputed == [("tonk-nopay", False, False), ("tonk-pay", False, True)]
