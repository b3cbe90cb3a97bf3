"""A file named (or found without a log's name) that is no log at all is one ``malformed`` record
saying what it is, in place of one record per line of junk ("invalid character (byte 0)" for every
line of a DuckDB store, eight for a zip, two hundred for a pretty-printed hand): a DuckDB or SQLite
database, an archive (zip, tar, 7-Zip), a file compressed other than with gzip, a Parquet file, a
PDF, or one JSON document written over several lines (JSON Lines holds a hand per line)."""

from __future__ import annotations

import gzip
import json
import tarfile
import zipfile

import pytest

from audit.runner import validate

from .conftest import EXAMPLES


def _errors(path) -> list[tuple[int, str]]:
    return [(c.line, c.error) for c in validate([str(path)])]


def test_a_duckdb_store_named_as_a_log(tmp_path):
    from audit.store import ingest
    db = tmp_path / "s.duckdb"
    ingest([str(EXAMPLES)], db, 1)
    assert _errors(db) == [(1, "not a log: a DuckDB database (give it to --db)")]


def test_archives(tmp_path):
    log = next(EXAMPLES.glob("*.jsonl"))
    with zipfile.ZipFile(tmp_path / "logs.zip", "w") as z:
        z.write(log, log.name)
    with tarfile.open(tmp_path / "logs.tar.gz", "w:gz") as t:
        t.add(log, log.name)
    assert _errors(tmp_path / "logs.zip") == [(1, "not a log: a zip archive (unpack it, and give the logs in it)")]
    assert _errors(tmp_path / "logs.tar.gz") == [(1, "not a log: a tar archive (unpack it, and give the logs in it)")]


@pytest.mark.parametrize("listed", [False, True])
def test_a_json_document_over_several_lines(tmp_path, listed):
    hand = json.loads(next(EXAMPLES.glob("*.jsonl")).read_text().splitlines()[0])
    text = json.dumps([hand, hand] if listed else hand, indent=2)
    path = tmp_path / "pretty.json"
    path.write_text(text)
    what, jq = ("a list of hands", "'.[]'") if listed else ("a hand", ".")
    assert _errors(path) == [(1, f"not JSON Lines: one JSON document ({what}) written over "
                                 f"{text.count(chr(10)) + 1} lines; a log holds each hand on one line of its own "
                                 f"(jq -c {jq} writes them so)")]
    gz = tmp_path / "pretty.json.gz"
    gz.write_bytes(gzip.compress(text.encode()))
    assert len(_errors(gz)) == 1


def test_a_broken_record_over_lines_is_still_read_line_by_line(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{\n"x": 1\n')
    assert [line for line, _ in _errors(path)] == [1, 2]


def test_logs_are_read_as_before():
    assert all(c.error is None for c in validate([str(EXAMPLES)]))


def test_several_pretty_printed_hands_one_after_the_other(tmp_path):
    # what `jq . log.jsonl` writes: one record saying so, not one per line; a file ending with a
    # new line counts its lines as wc -l does
    hand = json.loads(next(EXAMPLES.glob("*.jsonl")).read_text().splitlines()[0])
    one = json.dumps(hand, indent=2) + "\n"
    path = tmp_path / "jq.json"
    path.write_text(one * 3)
    assert _errors(path) == [(1, f"not JSON Lines: 3 JSON documents (hands) written over {3 * one.count(chr(10))} "
                                 f"lines; a log holds each hand on one line of its own (jq -c . writes them so)")]


def test_a_log_gzipped_twice(tmp_path):
    # (review of session 64: one "invalid JSON" record for each binary line of the inner gzip)
    log = next(EXAMPLES.glob("*.jsonl"))
    path = tmp_path / "twice.jsonl.gz"
    path.write_bytes(gzip.compress(gzip.compress(log.read_bytes())))
    assert _errors(path) == [(1, "not a log: a gzip file compressed twice (decompress it once first)")]
    once = tmp_path / "once.jsonl.gz"
    once.write_bytes(gzip.compress(log.read_bytes()))
    assert all(error is None for _, error in _errors(once))
