"""The findings page of a store without findings said nothing: a filter form over an empty table
with its headers (review of session 71, the spec's four legal example hands).  Now it says there
are none, in place of the filters and the table, and carries no filter script (which needs them)."""

from __future__ import annotations

from pathlib import Path

from audit.report import write_report
from audit.store import ingest

from .conftest import EXAMPLES, FIXTURES


def test_a_store_without_findings_says_so(tmp_path: Path) -> None:
    db = tmp_path / "c.duckdb"
    ingest([str(EXAMPLES / "draw-split-pot.jsonl"), str(EXAMPLES / "tonk-out.jsonl")], db, 1, None)
    write_report(db, tmp_path / "site")
    page = (tmp_path / "site" / "findings.html").read_text()
    assert '<p id="no-findings">No findings: every stored hand follows the rules' in page
    assert '<table id="findings">' not in page and 'id="filters"' not in page and "<script>" not in page


def test_a_store_with_findings_has_its_table(tmp_path: Path) -> None:
    db = tmp_path / "c.duckdb"
    ingest([str(FIXTURES / "codes" / "wrong-winner.jsonl")], db, 1, None)
    write_report(db, tmp_path / "site")
    page = (tmp_path / "site" / "findings.html").read_text()
    assert 'id="no-findings"' not in page
    assert '<table id="findings">' in page and 'id="filters"' in page and "<script>" in page
