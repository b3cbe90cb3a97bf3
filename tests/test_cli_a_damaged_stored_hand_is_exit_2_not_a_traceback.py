"""A store whose hand data cannot be inflated (damaged by hand or on disk) is a user's problem:
`explain --db` and `report` say so in one line and exit 2 (CLI.md: an unreadable database),
not a zlib traceback. Review of session 60."""

from __future__ import annotations

from pathlib import Path

import duckdb
from typer.testing import CliRunner

from audit.cli import app
from audit.store import ingest

SAMPLE = Path(__file__).resolve().parents[1] / "sample_histories" / "draw-faults.jsonl"


def test_explain_and_report_of_a_damaged_hand_exit_2(tmp_path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(SAMPLE)], db, jobs=1)
    con = duckdb.connect(str(db))
    hand_id = con.execute("SELECT min(hand_id) FROM findings WHERE session IS NOT NULL").fetchall()[0][0]
    con.execute("UPDATE hands SET native = 'garbage'::BLOB WHERE hand_id = ?", [hand_id])
    con.close()
    for args in (["explain", hand_id, "--db", str(db)],
                 ["report", "--db", str(db), "--out", str(tmp_path / "report"), "--jobs", "1"]):
        r = CliRunner().invoke(app, args)
        assert r.exit_code == 2, (args, r.output)
        assert "Traceback" not in r.output and "the store is damaged" in r.output, r.output
