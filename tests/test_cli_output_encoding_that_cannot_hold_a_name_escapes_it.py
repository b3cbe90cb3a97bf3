"""A player's name the standard output's encoding cannot hold (``张`` or an emoji under a Latin-1 or
ASCII locale, or in a file a Windows console's output is redirected to) stopped ``check``,
``stats`` and ``explain`` with a UnicodeEncodeError traceback, the findings half written.  Such a
character is now written as JSON's escape (``\\u5f20``, a surrogate pair past 16 bits): the text
formats show it as an escape, as they show an invisible character, and ``--format json`` stays
valid JSON of the exact name (review of session 67)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NAME = "Zoë张😀"


def _run(tmp_path, encoding, *args):
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    p = subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, timeout=120, cwd=tmp_path,
                       env=env)
    assert b"Traceback" not in p.stderr, p.stderr.decode(encoding, "replace")
    return p


@pytest.fixture
def log(tmp_path):
    text = (ROOT / "sample_histories" / "draw-faults.jsonl").read_text(encoding="utf-8")
    (tmp_path / "uni.jsonl").write_text(text.replace('"alice"', json.dumps(NAME, ensure_ascii=False)),
                                        encoding="utf-8")
    return "uni.jsonl"


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_check_writes_every_finding(tmp_path, log, encoding):
    p = _run(tmp_path, encoding, "check", log, "--jobs", "1")
    assert p.returncode == 1
    out = p.stdout.decode(encoding)
    assert "\\u5f20\\ud83d\\ude00 raised to 19" in out and out.rstrip().splitlines()[-1].startswith("26 hands")


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_check_json_is_valid_and_exact(tmp_path, log, encoding):
    p = _run(tmp_path, encoding, "check", log, "--jobs", "1", "--format", "json")
    assert p.returncode == 1
    doc = json.loads(p.stdout.decode(encoding))
    assert doc["hands"] == 26 and NAME in {f["player"] for f in doc["findings"]}


def test_stats_and_explain_of_the_stored_hands(tmp_path, log):
    assert _run(tmp_path, "utf-8", "ingest", log, "--db", "s.duckdb", "--jobs", "1").returncode == 1
    p = _run(tmp_path, "latin-1", "stats", "--db", "s.duckdb")
    assert p.returncode == 0 and "Zoë\\u5f20\\ud83d\\ude00" in p.stdout.decode("latin-1")
    p = _run(tmp_path, "latin-1", "stats", "--db", "s.duckdb", "--format", "json")
    assert p.returncode == 0 and NAME in {r["player"] for r in json.loads(p.stdout.decode("latin-1"))}
    first = json.loads((tmp_path / log).read_text(encoding="utf-8").splitlines()[0])["hand_id"]
    p = _run(tmp_path, "latin-1", "explain", first, "--db", "s.duckdb")
    assert p.returncode in (0, 1) and "seat 1 Zoë\\u5f20\\ud83d\\ude00 (1000)" in p.stdout.decode("latin-1")
