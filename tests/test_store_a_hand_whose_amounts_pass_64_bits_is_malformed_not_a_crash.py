"""Each amount is at most 2**53 - 1, but Tonk's settlement (stake x the payment multiple x the
opponents) and the sum of a hand's many payout lines were not bounded: ``check`` passed such a
hand and ``ingest`` failed with a traceback writing a total past a 64-bit integer (review of
session 61).  Now both make it malformed (its file and line), and ingest stores the rest."""

from __future__ import annotations

import json

from audit.runner import validate
from audit.store import ingest

from .conftest import EXAMPLES, FIXTURES

TONK = FIXTURES / "store_s61" / "tonk-stake-times-pays-beyond-the-largest-amount.jsonl"


def _many_collects(tmp_path):
    hand = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    hand["hand_id"] = "many-collects"
    hand["events"] += [{"type": "collect", "player": "bob", "amount": 2**53 - 1, "pot": 0}] * 1100
    path = tmp_path / "many.jsonl"
    path.write_text(json.dumps(hand) + "\n" + (EXAMPLES / "draw-split-pot.jsonl").read_text())
    return path


def test_a_tonk_settlement_past_the_largest_amount_is_malformed() -> None:
    [checked] = list(validate([str(TONK)]))
    [f] = checked.findings
    assert f.code == "malformed" and "is more than a 64-bit integer holds" in f.message


def test_collects_adding_up_past_64_bits_are_malformed_and_ingest_stores_the_rest(tmp_path) -> None:
    path = _many_collects(tmp_path)
    checked = list(validate([str(path)]))
    assert [[f.code for f in c.findings] for c in checked] == [["malformed"], []]
    assert "more than the largest a store holds" in checked[0].findings[0].message
    db = tmp_path / "s.duckdb"
    ingest([str(path), str(TONK)], db, 1, None)
    from audit.store import connect
    con = connect(db, read_only=True)
    try:
        assert con.execute("SELECT count(*) FROM hands").fetchone()[0] == 1
    finally:
        con.close()
