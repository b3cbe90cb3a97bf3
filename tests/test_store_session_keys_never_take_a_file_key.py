"""A session named like the store key of a file's hands (``file:`` + its path) is not those hands.

A hand without a session is keyed in the store by ``file:`` + its file's absolute path; a session
that starts with ``file:`` is stored with one more ``file:`` in front (audit/store_rows.py
session_key), and shown as the log writes it (explain --db --session, the report).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import duckdb

from audit.report_data import session_label
from audit.store import ingest, load_hand_and_findings
from audit.store_rows import key_session, session_key

from .conftest import FIXTURES

BASE = json.loads((FIXTURES / "keys_s13" / "hand.jsonl").read_text())


def _write(path: Path, hand: dict) -> Path:
    path.write_text(json.dumps(hand) + "\n")
    return path


def _logs(folder: Path) -> tuple[Path, Path]:
    """x.jsonl: hand s1 without a session; spoof.jsonl: another hand s1 in the session named
    like x.jsonl's key."""
    plain = {k: v for k, v in BASE.items() if k not in ("session", "table")}
    x = _write(folder / "x.jsonl", plain)
    spoof = json.loads(json.dumps(plain))
    spoof["session"] = "file:" + str(x.resolve())
    spoof["seats"][0]["stack"] = 501
    return x, _write(folder / "spoof.jsonl", spoof)


def _hands(db: Path) -> list[tuple]:
    con = duckdb.connect(str(db), read_only=True)
    try:
        return con.execute("SELECT session, has_session, hand_id, n_findings FROM hands ORDER BY ord").fetchall()
    finally:
        con.close()


def test_session_key_is_the_session_but_for_one_that_starts_like_a_file_key():
    assert session_key("club", "/logs/x.jsonl") == "club"
    assert session_key(None, "/logs/x.jsonl") == "file:/logs/x.jsonl"
    assert session_key("file:/logs/x.jsonl", "/logs/x.jsonl") == "file:file:/logs/x.jsonl"
    assert session_key("file:file:a", "/") == "file:file:file:a"
    for session in ("club", "", "file:", "file:/logs/x.jsonl", "file:file:a", "\0x"):
        assert key_session(session_key(session, "/logs/x.jsonl")) == session
    assert key_session("file:/logs/x.jsonl") is None


def test_one_ingest_stores_both_hands_under_two_keys(tmp_path):
    x, spoof = _logs(tmp_path)
    db = tmp_path / "a.duckdb"
    stats = ingest([str(x), str(spoof)], db)
    assert (stats.stored, dict(stats.quarantined), stats.exit_code) == (2, {}, 0)
    assert _hands(db) == [("file:" + str(x.resolve()), False, "s1", 0),
                          ("file:file:" + str(x.resolve()), True, "s1", 0)]


def test_two_ingests_store_both_hands_and_find_no_duplicate(tmp_path):
    x, spoof = _logs(tmp_path)
    db = tmp_path / "b.duckdb"
    ingest([str(x)], db)
    stats = ingest([str(spoof)], db)
    assert (stats.stored, dict(stats.quarantined), dict(stats.summary.by_code)) == (1, {}, {})
    assert [h[0] for h in _hands(db)] == ["file:" + str(x.resolve()), "file:file:" + str(x.resolve())]


def test_explain_and_the_report_show_the_session_as_the_log_writes_it(tmp_path):
    x, spoof = _logs(tmp_path)
    db = tmp_path / "c.duckdb"
    ingest([str(x), str(spoof)], db)
    named = "file:" + str(x.resolve())
    hand, found = load_hand_and_findings(db, "s1", named)       # --session names the session
    assert (hand.session, hand.seats[0].stack, found) == (named, 501, [])
    p = subprocess.run([sys.executable, "-m", "audit", "explain", "s1", "--db", str(db)],
                       capture_output=True, text=True, timeout=120, check=False)
    assert p.returncode == 2
    # (the hand without a session cannot be named by --session: the message says how to reach it)
    assert p.stderr == (f"handaudit: hand id 's1' is stored in several sessions ({named} (no session), "
                        f"{named}); name one with --session; the hand without a session shares its key with "
                        f"the session named like its file, so --session cannot name it: explain it with --file "
                        f"{x.resolve()}\n")
    assert session_label("file:file:" + str(x.resolve()), True) == named
    assert session_label("file:" + str(x.resolve()), False) == "x.jsonl (no session)"
    assert session_label("club") == "club"


def test_a_hand_without_a_session_is_still_found_by_its_file_key(tmp_path):
    x, _spoof = _logs(tmp_path)
    db = tmp_path / "d.duckdb"
    ingest([str(x)], db)
    hand, found = load_hand_and_findings(db, "s1", "file:" + str(x.resolve()))
    assert (hand.session, hand.seats[0].stack, found) == (None, 500, [])
