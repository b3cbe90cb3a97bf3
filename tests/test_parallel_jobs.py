"""--jobs N does not change the output: the same findings in the same order, the same database."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys

import msgspec
import pytest

from audit import runner
from audit.simulate import simulate

from .conftest import dump_database


@pytest.fixture(scope="module")
def mixed_log(tmp_path_factory):
    """Enough hands of the four games (with faults) to fill several chunks."""
    path = tmp_path_factory.mktemp("jobs") / "mixed.jsonl.gz"
    enc = msgspec.json.Encoder()
    with gzip.open(path, "wb") as f:
        for i, game in enumerate(("draw", "stud", "palace", "tonk")):
            for hand in simulate(game, 700, None, seed=100 + i, faults=0.3):
                f.write(enc.encode(hand) + b"\n")
        f.write(b'{"truncated": \n')
    return path


def _findings(path, jobs):
    return [(c.file, c.line, c.hand_id, [(f.code, f.seq, f.player, f.message) for f in c.findings])
            for c in runner.validate([str(path)], None, jobs)]


def test_findings_do_not_depend_on_jobs(mixed_log, monkeypatch):
    monkeypatch.setattr(runner, "CHUNK", 300)
    one = _findings(mixed_log, 1)
    two = _findings(mixed_log, 2)
    assert len(one) == 2801
    assert one == two
    assert any(f for *_, f in one), "the faults were found"


def test_database_does_not_depend_on_jobs(mixed_log, tmp_path):
    dbs = []
    for jobs in (1, 2):
        db = tmp_path / f"j{jobs}.duckdb"
        p = subprocess.run([sys.executable, "-m", "audit", "ingest", str(mixed_log), "--db", str(db),
                            "--jobs", str(jobs)], capture_output=True, text=True, timeout=600)
        assert p.returncode in (0, 1), p.stderr
        dbs.append(dump_database(db))
    assert dbs[0] == dbs[1]
    assert dbs[0]["hands"], "hands were stored"


def test_check_json_output_does_not_depend_on_jobs(mixed_log):
    docs = []
    for jobs in ("1", "2"):
        p = subprocess.run([sys.executable, "-m", "audit", "check", str(mixed_log), "--format", "json",
                            "--jobs", jobs], capture_output=True, text=True, timeout=600)
        assert p.returncode == 1
        docs.append(json.loads(p.stdout))
    assert docs[0] == docs[1]
