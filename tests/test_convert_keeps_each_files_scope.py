"""``convert`` of several files into one.  A table named without a session is that table in its
file (FORMAT.md, README); written into one file, a table of the same name in two files got false
stack-mismatch and button-not-rotated: such hands now take their file's name as their session.
Hands with neither keep none (a session would chain them), and convert says that their ids are
pooled.  And an input folder holding a link to the output made convert read what it wrote until
the disk was full."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from .conftest import FIXTURES

SCOPE = FIXTURES / "convert_scope"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                          check=False)


def _check(path) -> dict:
    return json.loads(_run("check", str(path), "--format", "json").stdout)


def test_tables_named_without_a_session_stay_their_files_tables(tmp_path):
    apart = _check(SCOPE / "nat")
    out = tmp_path / "nat.jsonl"
    assert _run("convert", str(SCOPE / "nat"), "-o", str(out)).returncode == 0
    assert apart["findings"] == [] and _check(out) == apart
    # each hand with a table and no session took its file's name as its session
    hands = [json.loads(line) for line in out.read_text().splitlines()]
    assert {h["session"] for h in hands} == {str(SCOPE / "nat" / "s1.jsonl"), str(SCOPE / "nat" / "s2.jsonl")}


def test_hands_with_neither_session_nor_table_are_pooled_and_convert_says_so(tmp_path):
    # a session would chain them (FORMAT.md: the hands of a session and table form a sequence),
    # so they keep none: two files' "hand = 5" are then one id, and convert warns
    out = tmp_path / "phh.jsonl"
    done = _run("convert", str(SCOPE / "phh"), "-o", str(out))
    assert done.returncode == 0
    assert "note: hands without a session or table from 2 files" in done.stderr
    assert "a hand id used in two of them is a duplicate-hand there" in done.stderr
    assert all("session" not in json.loads(line) for line in out.read_text().splitlines())
    assert [f["code"] for f in _check(out)["findings"]] == ["duplicate-hand"]


def test_one_file_converted_gets_no_session(tmp_path):
    out = tmp_path / "one.jsonl"
    assert _run("convert", str(SCOPE / "nat" / "s1.jsonl"), "-o", str(out)).returncode == 0
    assert all("session" not in json.loads(line) for line in out.read_text().splitlines())
    again = tmp_path / "again.jsonl"
    assert _run("convert", str(out), "-o", str(again)).returncode == 0
    assert again.read_bytes() == out.read_bytes()


def test_a_link_to_the_output_in_an_input_folder_is_refused(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes((SCOPE / "nat" / "s1.jsonl").read_bytes())
    os.symlink(tmp_path / "out.jsonl", folder / "z.jsonl")      # the output does not exist yet
    done = _run("convert", str(folder), "-o", str(tmp_path / "out.jsonl"))
    assert done.returncode == 2 and "(a link to it)" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out.jsonl").exists()
