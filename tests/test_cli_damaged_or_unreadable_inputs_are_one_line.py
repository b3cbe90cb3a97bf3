"""A database file that is damaged or cut short, and a file, database or folder the user may
not read, are a user's problem: one line on stderr, exit 2, no traceback (CLI.md: "2 for a usage
or I/O problem (missing file, unreadable database), with a one-line message and no traceback").
Before, a store cut in half crashed ``stats``, ``explain`` and ``report`` with DuckDB's traceback;
an unreadable path got Click's six-line usage box; and a subfolder that could not be searched
left its logs unread with exit 0 (a file that cannot be read is a ``malformed`` record)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"


def _run(*args: str, unprivileged: bool = False) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "audit", *args]
    if unprivileged and os.geteuid() == 0:
        # root reads anything: drop the capabilities that override file permissions
        cmd = ["setpriv", "--inh-caps=-dac_override,-dac_read_search",
               "--bounding-set=-dac_override,-dac_read_search", *cmd]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=180)


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("store") / "whole.duckdb"
    p = _run("ingest", str(FIXTURES / "inputs"), "--db", str(db))
    assert p.returncode in (0, 1), p.stderr
    return db


def _cut(store: Path, tmp_path: Path) -> Path:
    half = tmp_path / "half.duckdb"
    data = store.read_bytes()
    half.write_bytes(data[: len(data) // 2])
    return half


@pytest.mark.parametrize("command", [["stats"], ["explain", "h1"], ["report", "--out", "REPORT"],
                                     ["ingest", str(GOOD)]])
def test_a_database_cut_short_is_one_line_and_exit_2(store, tmp_path, command):
    half = _cut(store, tmp_path)
    args = [str(tmp_path / "report") if a == "REPORT" else a for a in command]
    p = _run(*args, "--db", str(half))
    assert p.returncode == 2, p.stderr
    lines = p.stderr.splitlines()
    assert "Traceback" not in p.stderr
    assert lines[-1].startswith(f"handaudit: {half}: the database file is damaged or cut short (")
    assert lines[-1].endswith("); ingest the logs into a new database")


def _can_drop_privileges() -> bool:
    return os.geteuid() != 0 or shutil.which("setpriv") is not None


needs_permissions = pytest.mark.skipif(not _can_drop_privileges(),
                                       reason="running as root without setpriv: file permissions do not apply")


@needs_permissions
@pytest.mark.parametrize("what", ["log", "rules", "db", "explain-file"])
def test_a_path_that_cannot_be_read_is_one_line_and_exit_2(store, tmp_path, what):
    secret = tmp_path / "secret"
    if what == "db":
        shutil.copy(store, secret)
        args = ["stats", "--db", str(secret)]
    else:
        shutil.copy(GOOD, secret)
        args = {"log": ["check", str(secret)], "rules": ["check", str(GOOD), "--rules", str(secret)],
                "explain-file": ["explain", "h1", "--file", str(secret)]}[what]
    secret.chmod(0)
    try:
        p = _run(*args, unprivileged=True)
    finally:
        secret.chmod(0o600)
    assert p.returncode == 2
    assert len(p.stderr.splitlines()) == 1, p.stderr
    assert p.stderr.startswith(f"handaudit: {secret}:") and "Permission denied" in p.stderr


@needs_permissions
def test_a_folder_that_cannot_be_searched_is_a_malformed_record(tmp_path):
    outer = tmp_path / "outer"
    inner = outer / "inner"
    inner.mkdir(parents=True)
    shutil.copy(GOOD, outer / "good.jsonl")
    shutil.copy(GOOD, inner / "more.jsonl")
    inner.chmod(0)
    try:
        p = _run("check", str(outer), "--format", "json", unprivileged=True)
    finally:
        inner.chmod(0o700)
    assert p.returncode == 1, p.stderr
    import json
    found = json.loads(p.stdout)["findings"]
    assert [(f["file"], f["line"], f["code"]) for f in found if f["code"] == "malformed"] == \
        [(str(inner), 1, "malformed")]
    assert [f["message"] for f in found if f["code"] == "malformed"][0].endswith(
        "the folder cannot be searched (Permission denied): its logs are not read")
