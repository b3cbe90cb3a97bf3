"""File names that are not UTF-8 (README, the database: a byte of a name that is not UTF-8 is
written ``\\xNN``, a backslash typed where it would read as such an escape is doubled, and the
terminal doubles the backslash again, as for any shown text):

* a ``malformed`` finding's message names its file as the finding's ``file`` does, so the file
  ``x\\xe9.jsonl`` typed (a backslash, ``x``, ``e``, ``9``) and the file whose name holds the byte
  0xE9 are told apart there too (before, the message used the name as Python holds it);
* ``--db``, ``--out`` and ``-o`` paths in messages show such a byte as ``\\xNN`` (before,
  ``\\udce9``, Python's surrogate escape);
* a ``--db`` path that is not UTF-8 is a usage error, exit 2, one line (DuckDB cannot open it:
  before, a traceback); from its folder, a database whose folder's name is not UTF-8 opens."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from audit.cli import app
from typer.testing import CliRunner


def _name(raw: bytes) -> str:
    return os.fsdecode(raw)


def test_malformed_messages_tell_the_two_files_apart(tmp_path):
    (tmp_path / _name(b"x\\xe9.jsonl")).write_text("{bad\n")
    (tmp_path / _name(b"x\xe9.jsonl")).write_text("{bad\n")
    r = CliRunner().invoke(app, ["check", str(tmp_path), "--jobs", "1", "--format", "json"])
    found = json.loads(r.stdout)["findings"]
    assert len(found) == 2
    for f in found:
        assert f["message"].startswith(f["file"] + ", line 1: ")
    assert len({f["message"] for f in found}) == 2


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], cwd=cwd, capture_output=True, timeout=300)


def test_a_db_path_not_utf8_is_a_usage_error(tmp_path):
    from audit.simulate import write_simulation
    write_simulation("draw", 3, tmp_path / "log.jsonl", seed=2)
    p = _run(["ingest", "log.jsonl", "--db", _name(b"db\xe9.duckdb"), "--jobs", "1"], tmp_path)
    assert p.returncode == 2 and b"Traceback" not in p.stderr
    assert p.stderr.splitlines() == [b"handaudit: db\\\\xe9.duckdb: DuckDB cannot open a database whose path is not "
                                     b"UTF-8 text: give --db another name (or run from its folder, if only the "
                                     b"folder's name is not)"]
    folder = tmp_path / _name(b"d\xe9")
    folder.mkdir()
    p = _run(["ingest", "../log.jsonl", "--db", "s.duckdb", "--jobs", "1"], folder)
    assert p.returncode == 0 and (folder / "s.duckdb").is_file()


def test_paths_in_messages_show_the_byte_as_an_escape(tmp_path):
    p = _run(["stats", "--db", _name(b"db\xe9.duckdb")], tmp_path)
    assert p.returncode == 2 and p.stderr.startswith(b"handaudit: db\\\\xe9.duckdb: no such database")
    p = _run(["simulate", "--game", "draw", "--hands", "2", "-o", _name(b"s\xe9.jsonl")], tmp_path)
    assert p.returncode == 0 and p.stdout == b"wrote 2 draw hands to s\\\\xe9.jsonl\n"
