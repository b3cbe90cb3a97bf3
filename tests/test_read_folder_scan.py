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


def test_a_link_to_a_folder_and_a_pipe_in_a_folder_are_named_as_passed_over(tmp_path):
    # README: a link to a folder is not followed; it, and a pipe, are said to be passed over (before,
    # without a word: a folder holding only a link to the real logs checked "clean", exit 0)
    import os
    (tmp_path / "real").mkdir()
    shutil.copy(GOOD, tmp_path / "real" / "a.jsonl")
    scan = tmp_path / "scan"
    scan.mkdir()
    (scan / "logs").symlink_to(tmp_path / "real")
    os.mkfifo(scan / "pipe.jsonl")
    found = scan_paths([scan])
    assert found.files == [] and found.passed == [scan / "logs", scan / "pipe.jsonl"]
    p = subprocess.run([sys.executable, "-m", "audit", "check", str(scan)], capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0
    assert (f"passed over 2 entries of the folders that are no file: {scan / 'logs'}, {scan / 'pipe.jsonl'} "
            "(a link to a folder is not followed, a pipe or a device not read; name a linked folder to search it)"
            in p.stderr)
    assert scan_paths([scan / "logs"]).files == [scan / "logs" / "a.jsonl"]
