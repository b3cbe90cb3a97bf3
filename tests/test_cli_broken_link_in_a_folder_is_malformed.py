"""A broken link found in a folder is a file that cannot be opened: one `malformed` record
(README, Input formats), never passed over silently; named on the command line it is a usage
error, like any missing path."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from .conftest import FIXTURES

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32",
                                reason="symbolic links")


def run(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


@pytest.fixture
def folder(tmp_path):
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "a.jsonl").write_bytes((FIXTURES / "session-clean.jsonl").read_bytes())
    os.symlink(tmp_path / "gone" / "x.jsonl", logs / "broken.jsonl")     # its target is missing
    os.symlink("loop.jsonl", logs / "loop.jsonl")                       # a link to itself
    os.symlink(tmp_path / "gone", logs / "notes")                      # no log by its name
    return logs


def test_a_broken_link_in_a_folder_is_one_malformed_record(folder):
    clean = json.loads(run("check", str(folder / "a.jsonl"), "--format", "json").stdout)
    p = run("check", "logs", "--format", "json", cwd=folder.parent)
    assert p.returncode == 1, p.stdout + p.stderr
    doc = json.loads(p.stdout)
    bad = [(f["file"], f["line"], f["code"], f["message"]) for f in doc["findings"]]
    assert bad == [
        ("logs/broken.jsonl", 1, "malformed",
         "logs/broken.jsonl, line 1: the file cannot be read: No such file or directory"),
        ("logs/loop.jsonl", 1, "malformed",
         "logs/loop.jsonl, line 1: the file cannot be read: Too many levels of symbolic links"),
    ]
    assert doc["hands"] == clean["hands"] + 2 and doc["clean"] == clean["clean"]
    # a broken link with no log's name is passed over like any such file, and named
    assert "skipped 1 file of the folders, not a log by its name or content: logs/notes" in p.stderr


def test_ingest_quarantines_a_broken_link_in_a_folder(folder, tmp_path):
    p = run("ingest", str(folder), "--db", str(tmp_path / "l.duckdb"))
    assert p.returncode == 1, p.stdout + p.stderr
    assert "quarantined 2 (malformed 2)" in p.stdout


def test_a_broken_link_named_on_the_command_line_is_a_usage_error(folder):
    p = run("check", str(folder / "broken.jsonl"))
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr == f"handaudit: {folder / 'broken.jsonl'}: a link to nothing\n"


def test_a_link_loop_named_on_the_command_line_says_it_loops(tmp_path):
    # (review of session 62: it was "no such file or folder")
    (tmp_path / "a.jsonl").symlink_to(tmp_path / "b.jsonl")
    (tmp_path / "b.jsonl").symlink_to(tmp_path / "a.jsonl")
    p = run("check", str(tmp_path / "a.jsonl"))
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr == f"handaudit: {tmp_path / 'a.jsonl'}: a link that loops back on itself\n"

