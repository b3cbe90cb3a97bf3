"""README (five-card draw, a redeal's pot): when a record set aside as malformed comes between a
redeal and the table's next hand, the record may have played for the pot or not.  The pot was
dropped (review, session 55): the next hand's right payout of it, its own pot of 4 and the
carried 4, was ``wrong-amount`` and ``books-unbalanced``; and a log ingested while that hand's
line was still being written (cut after its session and table), then again once whole, gave those
two and lost the pot, where one ingest of the whole log gave none.  The pot now still waits
(``session_tables.carry_from``, store version 14): the next draw hand is judged with it when its
log shows it played for it (that judgment has fewer findings), else as its log shows.

tests/fixtures/session_s55: the review's logs (redeal_then_malformed.jsonl: T1-3 a redeal of 4,
a record with an unknown event type at T1, then T1-4 whose winner collects 8; grown_log_cut and
grown_log_full: T1-4 a redeal, T1-5 cut after its table, then whole, b's start 3 too high)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from audit.runner import validate
from audit.store import ingest

from .conftest import fetch_all

HERE = Path(__file__).resolve().parent / "fixtures" / "session_s55"


def _found(path: Path) -> list[tuple[str | None, str]]:
    return [(c.hand_id, f.code) for c in validate([str(path)]) for f in c.findings]


def test_the_next_hand_that_collects_the_pot_played_for_it() -> None:
    assert _found(HERE / "redeal_then_malformed.jsonl") == [("X", "malformed")]


def test_the_next_hand_that_does_not_collect_it_is_judged_as_its_log_shows(tmp_path: Path) -> None:
    lines = (HERE / "redeal_then_malformed.jsonl").read_text().splitlines()[:5]
    hand = json.loads(lines[4])
    assert hand["hand_id"] == "T1-4"
    for e in hand["events"]:
        if e["type"] == "collect":
            e["amount"] = 4         # its own pot only: the record set aside played for the redeal's
    lines[4] = json.dumps(hand)
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(lines) + "\n")
    assert _found(path) == [("X", "malformed")]


def _stored(db: Path) -> tuple[list[tuple], list[tuple]]:
    findings, carried = fetch_all(db, "SELECT hand_id, code FROM findings ORDER BY ALL",
                                  "SELECT hand_id, carried_in, carried_from FROM hands WHERE carried_in IS NOT NULL")
    return findings, carried


def test_a_log_ingested_while_the_hand_after_a_redeal_was_written_keeps_its_pot(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    shutil.copy(HERE / "grown_log_cut.jsonl", log)
    ingest([str(log)], tmp_path / "two.duckdb")
    shutil.copy(HERE / "grown_log_full.jsonl", log)
    ingest([str(log)], tmp_path / "two.duckdb")
    ingest([str(log)], tmp_path / "one.duckdb")
    two, one = _stored(tmp_path / "two.duckdb"), _stored(tmp_path / "one.duckdb")
    assert one == ([("T1-5", "stack-mismatch")], [("T1-5", 4, "T1-4")])
    # the pot is played for as in one ingest; the mended record is not checked against the hand
    # before it (README: a known limit), so b's start 3 too high is found at the next hand
    assert two == ([("T1-6", "stack-mismatch")], [("T1-5", 4, "T1-4")])
