"""``ingest`` (and ``audit``) of an input that does not exist exits 2 before the store is
created: no empty database file is left behind."""

from __future__ import annotations

import subprocess
import sys

import pytest

from audit.errors import UserError
from audit.store import ingest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


@pytest.mark.parametrize("command", ["ingest", "audit"])
def test_a_missing_input_leaves_no_database_file(tmp_path, command):
    db = tmp_path / "new.duckdb"
    p = subprocess.run([sys.executable, "-m", "audit", command, str(GOOD), str(tmp_path / "missing.jsonl"),
                        "--db", str(db)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert p.returncode == 2 and "missing.jsonl: no such file or folder" in p.stderr
    assert not db.exists() and sorted(f.name for f in tmp_path.iterdir()) == []


def test_store_ingest_checks_its_inputs_before_creating_the_store(tmp_path):
    db = tmp_path / "new.duckdb"
    with pytest.raises(UserError):
        ingest([str(GOOD), str(tmp_path / "missing.jsonl")], db)
    assert not db.exists()
