"""``duplicate-hand`` (CODES.md): a hand under a stored id with other content, logged twice in a row
into a store that already holds the id, is set aside both times.  Before, the second copy was
taken as a repeat of the first (which had itself been set aside) and lost, but only when both
copies fell in one chunk of a store that was not empty: what the store held depended on the
chunking, where ingesting the files together set both aside."""

from __future__ import annotations

import subprocess
import sys

import duckdb

from .conftest import FIXTURES

KEYS = FIXTURES / "keys_s13"


def _ingest(db, *files) -> str:
    done = subprocess.run([sys.executable, "-m", "audit", "ingest", *map(str, files), "--db", str(db)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


def _set_aside(db) -> list[tuple[int, str]]:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute("SELECT source_line, kind FROM quarantine WHERE source_file LIKE '%again.jsonl' "
                           "ORDER BY source_line").fetchall()


def test_both_copies_are_set_aside_when_the_store_already_holds_the_hand(tmp_path):
    db = tmp_path / "a.duckdb"
    _ingest(db, KEYS / "changed-twice-stored.jsonl")
    out = _ingest(db, KEYS / "changed-twice-again.jsonl")
    assert "quarantined 2 (duplicate-hand 2)" in out and "repeated" not in out
    assert _set_aside(db) == [(1, "duplicate-hand"), (2, "duplicate-hand")]


def test_the_same_as_ingesting_both_files_at_once(tmp_path):
    db = tmp_path / "b.duckdb"
    _ingest(db, KEYS / "changed-twice-stored.jsonl", KEYS / "changed-twice-again.jsonl")
    assert _set_aside(db) == [(1, "duplicate-hand"), (2, "duplicate-hand")]
