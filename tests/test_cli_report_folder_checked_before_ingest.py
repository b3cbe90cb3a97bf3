"""``audit --out X`` (and ``report --out X``) where X cannot be the report's folder (an existing
file, a path under a file, a folder the user may not write to) is refused before anything is
read or stored: one line naming X, exit 2.  Before, ``audit`` ingested every hand first and
then stopped with a terse "X: File exists"."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import tempfile

import pytest
from typer.testing import CliRunner

from audit.cli import app

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"
NOT_A_FOLDER = "not a folder (--out names the folder the report is written to)"


def _run(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd)


@pytest.mark.parametrize("out, said", [("notes.txt", f"notes.txt: a file, {NOT_A_FOLDER}"),
                                       ("notes.txt/report", f"notes.txt/report: notes.txt is a file, {NOT_A_FOLDER}")])
def test_audit_refuses_an_out_that_is_or_is_under_a_file_before_ingesting(tmp_path, out, said):
    (tmp_path / "notes.txt").write_text("keep me\n")
    p = _run("audit", str(GOOD), "--db", "h.duckdb", "--out", out, cwd=tmp_path)
    assert (p.returncode, p.stdout, p.stderr) == (2, "", f"handaudit: {said}\n")
    assert not (tmp_path / "h.duckdb").exists()                 # nothing was ingested
    assert (tmp_path / "notes.txt").read_text() == "keep me\n"


def test_report_refuses_an_out_that_is_a_file(tmp_path):
    (tmp_path / "notes.txt").write_text("keep me\n")
    assert _run("ingest", str(GOOD), "--db", "h.duckdb", cwd=tmp_path).returncode == 0
    p = _run("report", "--db", "h.duckdb", "--out", "notes.txt", cwd=tmp_path)
    assert (p.returncode, p.stderr) == (2, f"handaudit: notes.txt: a file, {NOT_A_FOLDER}\n")


def test_audit_refuses_an_out_where_no_folder_can_be_made(tmp_path, monkeypatch):
    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(tempfile, "mkdtemp", refused)       # as a folder of another user does
    r = CliRunner().invoke(app, ["audit", str(GOOD), "--db", "h.duckdb", "--out", "site/report"])
    assert r.exit_code == 2
    assert r.output == "handaudit: site/report: cannot write the report there (Permission denied in .)\n"
    assert not (tmp_path / "h.duckdb").exists()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write anywhere")
def test_audit_refuses_a_folder_without_write_permission(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    try:
        p = _run("audit", str(GOOD), "--db", "h.duckdb", "--out", "locked", cwd=tmp_path)
    finally:
        locked.chmod(0o755)
    assert (p.returncode, p.stderr) == (2, "handaudit: locked: cannot write the report there (Permission denied)\n")
    assert not (tmp_path / "h.duckdb").exists()


def test_audit_writes_into_an_existing_folder_and_a_new_one(tmp_path):
    (tmp_path / "old").mkdir()
    for out in ("old", "new/report"):
        p = _run("audit", str(GOOD), "--db", "h.duckdb", "--out", out, cwd=tmp_path)
        assert p.returncode == 0, p.stderr
        assert (tmp_path / out / "index.html").is_file()
        assert [f.name for f in (tmp_path / out).iterdir() if f.name.startswith(".handaudit-")] == []


def test_audit_refuses_an_out_that_is_the_database_before_ingesting(tmp_path):
    # (review of session 64: every hand was stored, then "same.duckdb: File exists" and no summary)
    p = _run("audit", str(GOOD), "--db", "same.duckdb", "--out", "same.duckdb", cwd=tmp_path)
    assert (p.returncode, p.stdout) == (2, "")
    assert p.stderr == "handaudit: same.duckdb: --out is the database (--db); the report is a folder of its own\n"
    assert not (tmp_path / "same.duckdb").exists()


def test_an_out_that_is_a_link_to_nothing_is_called_so(tmp_path):
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    p = _run("audit", str(GOOD), "--db", "h.duckdb", "--out", "dangling", cwd=tmp_path)
    assert (p.returncode, p.stderr) == (2, f"handaudit: dangling: a link to nothing, {NOT_A_FOLDER}\n")


@pytest.mark.parametrize("db", ["rep/index.html", "rep/hands/h.duckdb", "rep/findings-2.html"])
def test_a_database_where_the_report_writes_its_pages_is_refused(tmp_path, db):
    # (the second diff review of session 64: --db rep/index.html --out rep had the store written over)
    p = _run("audit", str(GOOD), "--db", db, "--out", "rep", cwd=tmp_path)
    assert (p.returncode, p.stdout) == (2, "")
    assert p.stderr == f"handaudit: {db}: the database lies where the report in rep writes its pages; keep it elsewhere\n"
    assert not (tmp_path / db).exists()


def test_the_report_names_cover_every_page_and_folder_at_the_top(tmp_path):
    from audit.report_publish import REPORT_NAMES
    (tmp_path / "rep").mkdir()
    p = _run("audit", str(GOOD), "--db", "rep/mine.duckdb", "--out", "rep", cwd=tmp_path)
    assert p.returncode in (0, 1), p.stderr
    top = {f.name for f in (tmp_path / "rep").iterdir()} - {"mine.duckdb"}
    assert top and top <= REPORT_NAMES
