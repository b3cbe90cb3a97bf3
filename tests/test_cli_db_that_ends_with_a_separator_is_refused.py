"""``--db newdb/`` (a path that ends with a separator, or with ``.`` or ``..``) names a folder:
every command that takes ``--db`` refuses it (exit 2, one line, nothing created).  Before,
``ingest`` and ``audit`` made a database file named ``newdb`` (``Path`` drops the ``/``), and
``stats``, ``report`` and ``explain`` said there was no such database.  A folder that exists,
given so, is "a folder, not a database file", as it is without the ``/``."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

COMMANDS = [["ingest", str(GOOD)], ["audit", str(GOOD), "--out", "report"], ["stats"],
            ["report", "--out", "report"], ["explain", "h1"]]


def _run(cwd, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd, env=env)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("db, said", [("newdb/", "'/'"), ("newdb/.", "'.'"), ("sub/newdb/..", "'..'")])
def test_cli_db_that_ends_with_a_separator_is_refused(tmp_path, command, db, said):
    p = _run(tmp_path, *command, "--db", db)
    assert (p.returncode, p.stdout, p.stderr) == (
        2, "", f"handaudit: {db}: names a folder (it ends with {said}), not a database file: give --db the "
               f"database file's name\n")
    assert list(tmp_path.iterdir()) == []           # no file "newdb", no report


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_an_existing_folder_with_a_separator_is_a_folder(tmp_path, command):
    (tmp_path / "store").mkdir()
    absolute = str(tmp_path / "store") + os.sep
    for db in ("store/", absolute):
        p = _run(tmp_path, *command, "--db", db)
        assert (p.returncode, p.stdout, p.stderr) == (2, "", f"handaudit: {db}: a folder, not a database file\n")
    assert [x.name for x in tmp_path.iterdir()] == ["store"] and list((tmp_path / "store").iterdir()) == []
