"""A folder is searched for logs by name (``.jsonl``, ``.ndjson``, ``.json``, ``.gz``, ``.txt``,
``.phh``, ``.phhs``, ``.log``) and, for a file without an extension, by content; hidden files
and folders are passed over; the command line says on stderr which other files it skipped
(before, ``hands`` and ``hands.ndjson`` were skipped without a word)."""

from __future__ import annotations

import shutil
import subprocess
import sys

from audit.readers import scan_paths

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


def _folder(tmp_path):
    folder = tmp_path / "logs"
    (folder / ".git").mkdir(parents=True)
    (folder / "sub").mkdir()
    shutil.copy(GOOD, folder / "hands")
    shutil.copy(GOOD, folder / "sub" / "more.ndjson")
    shutil.copy(GOOD, folder / ".git" / "HEAD")
    shutil.copy(GOOD, folder / ".hidden.jsonl")
    (folder / "README").write_text("These are the club's logs.\n")
    (folder / "notes.csv").write_text("a,b\n")
    return folder


def test_a_folder_search_reads_ndjson_and_files_without_an_extension_that_hold_logs(tmp_path):
    folder = _folder(tmp_path)
    found = scan_paths([folder])
    assert found.files == [folder / "hands", folder / "sub" / "more.ndjson"]
    assert found.skipped == [folder / "README", folder / "notes.csv"]


def test_the_files_a_folder_search_skips_are_named_on_stderr(tmp_path):
    folder = _folder(tmp_path)
    p = subprocess.run([sys.executable, "-m", "audit", "check", str(folder)], capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "10 hands" in p.stdout
    assert "skipped 2 files" in p.stderr and "README" in p.stderr and "notes.csv" in p.stderr


def test_a_file_named_is_read_whatever_its_name(tmp_path):
    odd = tmp_path / "hands.data"
    shutil.copy(GOOD, odd)
    assert scan_paths([odd]).files == [odd]
