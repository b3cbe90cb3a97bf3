"""A file named twice (two spellings of its path, a link, a folder and a file inside it) is read
once: ``check`` counts its hands once and ``ingest`` stores them without false
``duplicate-hand`` findings.  And the store's own check of a key met twice compares the
hands' content: the same hand seen again is a repeat, never "a duplicate with different
content" (before, any second sight of a key was one, and the hand was quarantined)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import msgspec

from audit.readers import expand_paths, read_paths
from audit.resources import queries
from audit.runner import validate_chunks
from audit.store import IngestStats, connect, ingest
from audit.store_build import build_rows
from audit.store_write import Writer

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


def _copy(tmp_path):
    folder = tmp_path / "logs"
    folder.mkdir()
    shutil.copy(GOOD, folder / "base.jsonl")
    os.symlink(folder / "base.jsonl", tmp_path / "link.jsonl")
    return folder


def test_a_file_named_under_several_spellings_is_read_once(tmp_path, monkeypatch):
    folder = _copy(tmp_path)
    monkeypatch.chdir(tmp_path)
    named = [tmp_path / "logs/base.jsonl", str(folder / "base.jsonl"), "logs/./base.jsonl", "logs", "link.jsonl"]
    assert expand_paths(named) == [tmp_path / "logs" / "base.jsonl"]


def test_check_counts_the_hands_of_a_file_named_twice_once(tmp_path, monkeypatch):
    folder = _copy(tmp_path)
    monkeypatch.chdir(tmp_path)
    p = subprocess.run([sys.executable, "-m", "audit", "check", "logs/base.jsonl", str(folder), "--format", "json"],
                       capture_output=True, text=True, timeout=120)
    doc = json.loads(p.stdout)
    assert p.returncode == 0 and doc["hands"] == 5 and doc["findings"] == [], p.stdout


def test_ingest_of_a_file_named_twice_stores_every_hand_and_quarantines_none(tmp_path, monkeypatch):
    folder = _copy(tmp_path)
    monkeypatch.chdir(tmp_path)
    stats = ingest(["logs/base.jsonl", str(folder / "base.jsonl")], tmp_path / "h.duckdb")
    assert stats.stored == 5 and not stats.quarantined and stats.exit_code == 0


def test_the_store_takes_the_same_hand_met_again_under_another_name_for_a_repeat(tmp_path):
    """The store's check itself (should two names of one file reach it): by content."""
    records = list(read_paths([GOOD]))
    again = [msgspec.structs.replace(r, file=os.path.join(os.path.dirname(r.file), ".", "base.jsonl"))
             for r in records]
    db = tmp_path / "h.duckdb"
    con = connect(db)
    stats = IngestStats(db=str(db))
    writer = Writer(con, stats, queries("store_queries.sql"))
    try:
        for checked, rows in validate_chunks([], records=records + again, build=build_rows):
            writer.add(checked, rows)
    finally:
        writer.close()
        con.close()
    assert stats.stored == 5 and stats.repeats == 5 and not stats.quarantined


def test_a_file_ingested_through_a_linked_folder_then_by_its_own_path_is_stored_once(tmp_path):
    # hands without a session are keyed by their file: its real path, so that the second ingest
    # finds them stored (CLI.md: ingesting the same hand again changes nothing)
    folder = tmp_path / "sub"
    folder.mkdir()
    plain = [{k: v for k, v in json.loads(line).items() if k != "session"}
             for line in GOOD.read_text().splitlines() if line.strip()]
    (folder / "nosess.jsonl").write_text("".join(json.dumps(h) + "\n" for h in plain))
    os.symlink(folder, tmp_path / "sublink")
    db = tmp_path / "h.duckdb"
    first = ingest([str(tmp_path / "sublink" / "nosess.jsonl")], db)
    again = ingest([str(folder / "nosess.jsonl")], db)
    assert (first.stored, again.stored, again.skipped) == (len(plain), 0, len(plain))
    con = connect(db, read_only=True)
    try:
        assert con.execute("SELECT DISTINCT source_file FROM hands").fetchall() == [(str(folder / "nosess.jsonl"),)]
    finally:
        con.close()
