"""Hands without a session are grouped by their file, and the report names that group by the
file relative to the folder all the store's files are in (as the findings pages show files):
two files of the same name in two folders (a night's logs per folder) showed as the same
"club.jsonl (no session)" everywhere.  A session named "" showed as an empty, invisible link."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES

BASE = FIXTURES / "inputs" / "base.jsonl"


def _report(tmp_path: Path, logs: Path) -> str:
    db = tmp_path / "store.duckdb"
    ingest([str(logs)], db)
    out = tmp_path / "report"
    write_report(db, out, jobs=1)
    return (out / "index.html").read_text(encoding="utf-8")


def test_files_of_the_same_name_in_two_folders_show_apart(tmp_path):
    logs = tmp_path / "logs"
    for night in ("mon", "tue"):
        (logs / night).mkdir(parents=True)
        shutil.copy(BASE, logs / night / "club.jsonl")
    index = _report(tmp_path, logs)
    assert "mon/club.jsonl (no session)" in index and "tue/club.jsonl (no session)" in index


def test_a_session_named_empty_shows_a_visible_label(tmp_path):
    logs = tmp_path / "logs"
    logs.mkdir()
    hands = [json.loads(line) for line in BASE.read_text().splitlines()]
    for h in hands:
        h["session"] = ""
    (logs / "night.jsonl").write_text("".join(json.dumps(h) + "\n" for h in hands))
    index = _report(tmp_path, logs)
    assert "&#34;&#34; (empty name)</a>" in index


def test_a_session_named_like_a_label_shows_in_quotes():
    from audit.report_data import session_label
    from audit.store_rows import session_key

    folder = "/logs/"
    shown = [session_label(session_key(s, "/logs/a.jsonl"), s is not None, folder)
             for s in (None, "a.jsonl (no session)", "", '"" (empty name)', '"quoted"', "plain")]
    assert shown == ["a.jsonl (no session)", '"a.jsonl (no session)"', '"" (empty name)',
                     '"\\"\\" (empty name)"', '"\\"quoted\\""', "plain"]
    assert len(set(shown)) == len(shown)
