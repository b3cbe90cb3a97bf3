"""A ``.gz`` log damaged near its start (an invalid deflate block in its first bytes) is one
``malformed`` record saying where reading stopped; the other files are read as usual, and no
command shows a traceback.  Before, ISA-L's error (not an ``OSError``) escaped while the
format was being detected: every command stopped with a traceback, a folder's good files
were lost, and ``convert`` left a partial output."""

from __future__ import annotations

import shutil
import subprocess
import sys

from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

INPUTS = FIXTURES / "inputs"
BAD = INPUTS / "bad_deflate.jsonl.gz"
GOOD = INPUTS / "base.jsonl"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)


def _folder(tmp_path):
    folder = tmp_path / "logs"
    folder.mkdir()
    shutil.copy(GOOD, folder / "a.jsonl")
    shutil.copy(BAD, folder / "b.jsonl.gz")
    return folder


def test_a_gzip_file_damaged_at_its_start_is_one_malformed_record_where_reading_stopped():
    records = list(read_paths([BAD]))
    assert len(records) == 1
    rec = records[0]
    assert rec.hand is None and rec.line == 1
    assert "cannot be read past this line" in rec.error and "Invalid deflate block" in rec.error


def test_the_other_files_of_a_folder_with_a_damaged_gzip_file_are_read_as_usual(tmp_path):
    results = list(validate([str(_folder(tmp_path))], jobs=1))
    good = [r for r in results if r.file.endswith("a.jsonl")]
    bad = [r for r in results if r.file.endswith("b.jsonl.gz")]
    assert len(good) == 5 and all(r.error is None for r in good)
    assert len(bad) == 1 and [f.code for f in bad[0].findings] == ["malformed"]


def test_check_and_convert_of_a_damaged_gzip_file_say_what_is_wrong_without_a_traceback(tmp_path):
    folder = _folder(tmp_path)
    p = _run("check", str(folder))
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert "6 hands" in p.stdout and "b.jsonl.gz:1" in p.stdout
    out = tmp_path / "out.jsonl"
    p = _run("convert", str(folder), "-o", str(out))
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert "b.jsonl.gz:1: malformed, not converted" in p.stderr
    assert len(out.read_bytes().splitlines()) == 5
