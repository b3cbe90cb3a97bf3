"""``--jobs`` more than four worker processes a core is a usage error (exit 2, one line, before
any input is read or a database made): each worker holds its own memory (some 75 MB), so
``--jobs 1000`` filled the memory of the machine instead of running faster."""

from __future__ import annotations

from audit.runner import default_jobs

from .conftest import FIXTURES
from .test_cli_check import run

LOG = FIXTURES / "report_s16" / "empty-and-other-session.jsonl"


def test_more_than_four_jobs_a_core_is_refused(tmp_path):
    too_many = 4 * default_jobs() + 1
    db = tmp_path / "x.duckdb"
    for args in (("check", str(LOG)), ("ingest", str(LOG), "--db", str(db)),
                 ("audit", str(LOG), "--db", str(db), "--out", str(tmp_path / "site"))):
        p = run(*args, "--jobs", str(too_many))
        assert p.returncode == 2 and p.stdout == ""
        assert p.stderr == (f"handaudit: --jobs {too_many} is more than four worker processes a core "
                            f"({default_jobs()} here: at most {4 * default_jobs()}); each worker holds its own "
                            f"memory, and more than the cores only wait\n")
    assert not db.exists()


def test_four_jobs_a_core_run():
    p = run("check", str(LOG), "--jobs", str(4 * default_jobs()))
    assert p.returncode == 1 and "2 hands" in p.stdout
