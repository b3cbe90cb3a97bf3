"""The Pot disputes page lists, per disputed hand, each player paid other than owed.  An uncalled
bet is in no pot, so its owner has no award row: dave's uncalled 100, not returned and collected
by carol with side pot 2, showed carol's +100 alone, as if the chips were nobody's (review of
session 70).  Now the owner has a row of their own, the difference their end as logged less their
correct end beyond their pots' shares, as the hand's page and ``explain`` tell it player by player;
so does a player given back chips of another's uncalled bet."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb

from audit import report_data
from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES

LOG = FIXTURES / "explain_s70" / "side-pots.jsonl"
RETURN = FIXTURES / "explain_s44" / "return_to_the_wrong_player.jsonl"


def _disputes(db: Path) -> dict[str, list[tuple]]:
    con = duckdb.connect(str(db), read_only=True)
    try:
        return {h["hand_id"]: [(p["player"], p["diff"], p.get("uncalled", 0)) for p in h["players"]]
                for h in report_data.disputes(con)}
    finally:
        con.close()


def test_the_owner_of_an_uncalled_bet_kept_has_a_row(tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(LOG)], db, 1, None)
    got = _disputes(db)
    assert got["sides-uncalled-kept"] == [("carol", 100, 0), ("dave", -100, -100)]
    # a hand without an uncalled bet kept has no such row
    assert [h for h, rows in got.items() if any(u for _, _, u in rows)] == ["sides-uncalled-kept"]
    write_report(db, tmp_path / "site")
    page = (tmp_path / "site" / "disputes.html").read_text()
    assert '<td><span class="who">dave</span> <span class="muted">their uncalled bet, not given back in full ' \
           '(owed back beside given back)</span></td><td class="n">100</td><td class="n">0</td>' in page
    assert "\u2212100" in page


def test_a_player_given_back_another_players_chips_has_a_row(tmp_path: Path) -> None:
    # C's uncalled 21 returned to A: with a pot paid wrong too, so that the hand is disputed
    hand = json.loads(RETURN.read_text().splitlines()[0])
    collects = [e for e in hand["events"] if e["type"] == "collect"]
    collects[0]["amount"] += 1
    collects[1]["amount"] -= 1
    log = tmp_path / "h.jsonl"
    log.write_text(json.dumps(hand) + "\n")
    db = tmp_path / "s.duckdb"
    ingest([str(log)], db, 1, None)
    rows = _disputes(db)[hand["hand_id"]]
    assert ("A", 21, 21) in rows and ("C", -21, -21) in rows
