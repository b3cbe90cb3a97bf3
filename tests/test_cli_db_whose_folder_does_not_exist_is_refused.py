"""``--db`` naming a database in a folder that does not exist (or under a file) is refused in one line
that says so, exit 2, before anything is read or made: ``ingest`` and ``audit``, which would make
the database, say they cannot create it; ``stats``, ``report`` and ``explain``, which read it, say
there is no such database.  Before, ``ingest`` and ``audit`` gave DuckDB's own text ("cannot open
the database (IO Error: Cannot open file ...: No such file or directory)")."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"     # five draw hands
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

WHERE = {"missingdir/x.duckdb": "the folder missingdir does not exist",
         "missing/deeper/x.duckdb": "the folder missing/deeper does not exist",
         "afile/x.duckdb": "afile is not a folder"}


def _run(cwd, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd, env=env)


@pytest.mark.parametrize("db", WHERE)
@pytest.mark.parametrize("command", [["ingest", str(GOOD)], ["audit", str(GOOD), "--out", "site"]],
                         ids=lambda c: c[0])
def test_a_db_whose_folder_does_not_exist_is_not_created(tmp_path, command, db):
    (tmp_path / "afile").write_text("not a folder")
    p = _run(tmp_path, *command, "--db", db)
    assert (p.returncode, p.stdout) == (2, ""), p.stderr
    assert p.stderr == f"handaudit: cannot create the database {db}: {WHERE[db]}\n"
    assert os.listdir(tmp_path) == ["afile"]            # nothing made: no folder, no report
    assert (tmp_path / "afile").read_text() == "not a folder"


@pytest.mark.parametrize("command", [["stats"], ["report", "--out", "site"], ["explain", "h1"]], ids=lambda c: c[0])
def test_reading_a_db_whose_folder_does_not_exist_says_there_is_no_such_database(tmp_path, command):
    p = _run(tmp_path, *command, "--db", "missingdir/x.duckdb")
    assert (p.returncode, p.stdout) == (2, "")
    assert p.stderr == "handaudit: missingdir/x.duckdb: no such database (run handaudit ingest first)\n"
    assert os.listdir(tmp_path) == []


def test_a_db_that_is_a_link_into_a_folder_that_does_not_exist_is_not_created(tmp_path):
    (tmp_path / "link.duckdb").symlink_to(os.path.join("missingdir", "x.duckdb"))
    p = _run(tmp_path, "ingest", str(GOOD), "--db", "link.duckdb")
    assert (p.returncode, p.stdout) == (2, ""), p.stderr
    assert p.stderr == (f"handaudit: cannot create the database link.duckdb (a link to missingdir/x.duckdb): the folder "
                        f"{tmp_path.resolve() / 'missingdir'} does not exist\n")
    assert os.listdir(tmp_path) == ["link.duckdb"]
