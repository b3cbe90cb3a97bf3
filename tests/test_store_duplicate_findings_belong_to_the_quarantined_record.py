"""A record set aside keeps its findings to itself: a ``duplicate-hand`` record's finding (or a
malformed record's) is stored with the record's file and line and no session, never under the
key of the hand stored before it, which stays clean (README: a duplicate-hand record "is set
aside: it gets that finding only").
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import duckdb

from audit import report_data
from audit.store import ingest, load_hand_and_findings

from .conftest import FIXTURES

KEYS = FIXTURES / "keys_s13"
FIRST = "hand id 's1' was already used in session 'S1' by a hand with different content"
LATER = FIRST      # (an id stored by an earlier ingest is worded as one used earlier in the input)


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                          check=False)


def _query(db, sql: str) -> list[tuple]:
    con = duckdb.connect(str(db), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def _logs(tmp_path):
    dup, dup2 = tmp_path / "dup.jsonl", tmp_path / "dup2.jsonl"
    shutil.copy(KEYS / "dup.jsonl", dup)
    shutil.copy(KEYS / "dup2.jsonl", dup2)
    return dup, dup2


def test_the_duplicates_findings_are_the_quarantined_records(tmp_path):
    dup, dup2 = _logs(tmp_path)
    db = tmp_path / "d.duckdb"
    assert ingest([str(dup)], db).quarantined["duplicate-hand"] == 1
    assert ingest([str(dup2)], db).quarantined["duplicate-hand"] == 1
    assert _query(db, "SELECT hand_id, n_findings, n_errors, worst FROM hands ORDER BY ord") == [
        ("s1", 0, 0, None), ("s2", 0, 0, None), ("s3", 0, 0, None)]
    assert _query(db, "SELECT session, hand_id, idx, code, message, source_file, source_line FROM findings "
                      "ORDER BY source_file, source_line") == [
        (None, "s1", 0, "duplicate-hand", FIRST, str(dup), 4),
        (None, "s1", 0, "duplicate-hand", LATER, str(dup2), 1)]
    assert _query(db, "SELECT source_file, source_line, session, hand_id, kind, error FROM quarantine "
                      "ORDER BY source_file, source_line") == [
        (str(dup), 4, "S1", "s1", "duplicate-hand", FIRST),
        (str(dup2), 1, "S1", "s1", "duplicate-hand", LATER)]
    hand, found = load_hand_and_findings(db, "s1")
    assert (hand.seats[0].stack, found) == (500, [])
    p = _run("explain", "s1", "--db", str(db))
    assert p.returncode == 0, p.stdout + p.stderr
    assert "No findings" in p.stdout and "duplicate-hand" not in p.stdout


def test_the_report_lists_them_under_their_session_without_a_hand_page(tmp_path):
    dup, dup2 = _logs(tmp_path)
    db = tmp_path / "r.duckdb"
    ingest([str(dup), str(dup2)], db)
    con = duckdb.connect(str(db), read_only=True)
    try:
        rows = [(f["session"], f["session_label"], f["hand_id"], f["code"], f["source_line"], f["slug"], f["file"])
                for f in report_data.findings(con)]
        by_code = report_data.rows(con, "by_code")
        pages = report_data.rows(con, "page_keys")
    finally:
        con.close()
    assert rows == [("S1", "S1", "s1", "duplicate-hand", 4, None, "dup.jsonl"),
                    ("S1", "S1", "s1", "duplicate-hand", 1, None, "dup2.jsonl")]
    assert by_code == [{"code": "duplicate-hand", "severity": "error", "n": 2, "hands": 2}]
    assert pages == []          # s1 is clean: no page, no findings of the duplicates on it


def test_check_reports_the_duplicates_as_before(tmp_path):
    dup, dup2 = _logs(tmp_path)
    p = _run("check", str(dup), str(dup2), "--format", "json")
    assert p.returncode == 1
    row = {"hand_id": "s1", "game": "draw", "seq": None, "code": "duplicate-hand", "severity": "error",
           "player": None, "message": FIRST}
    assert json.loads(p.stdout) == {"hands": 5, "clean": 3, "by_game": {"draw": 5}, "findings": [
        {"file": str(dup), "line": 4, **row}, {"file": str(dup2), "line": 1, **row}]}


def test_a_malformed_record_under_a_stored_key_leaves_the_hand_clean(tmp_path):
    dup, _dup2 = _logs(tmp_path)
    bad = json.loads((KEYS / "hand.jsonl").read_text())
    bad["rules"]["betting"] = "bogus"               # session S1, hand s1, but no rules to replay it by
    log = tmp_path / "bad.jsonl"
    log.write_text(json.dumps(bad) + "\n")
    db = tmp_path / "m.duckdb"
    ingest([str(dup)], db)
    assert ingest([str(log)], db).quarantined["malformed"] == 1
    assert _query(db, "SELECT session, hand_id, code, source_line FROM findings WHERE source_file = "
                      f"'{log}'") == [(None, "s1", "malformed", 1)]
    assert _query(db, f"SELECT session, hand_id, kind FROM quarantine WHERE source_file = '{log}'") == [
        ("S1", "s1", "malformed")]
    assert load_hand_and_findings(db, "s1", "S1")[1] == []
