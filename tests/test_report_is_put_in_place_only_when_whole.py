"""A report is written into a folder of its own inside ``--out`` and put in place only when every
page is written: a report that fails midway (a full disk, an interrupt, a failing query) leaves
the report already in the folder as it was, byte for byte, and leaves no partial folder behind.
Before, the old pages were deleted first and the new ones written in place, so a failure left
half a site (the HUGEINT overflow of session 16 deleted the old pages, then crashed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit import report_data
from audit.report import write_report
from audit.store import ingest

from .conftest import ROOT

SAMPLES = ROOT / "sample_histories"


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture()
def site(tmp_path: Path) -> tuple[Path, Path]:
    db = tmp_path / "h.duckdb"
    ingest([str(SAMPLES)], db, 1, None)
    out = tmp_path / "report"
    write_report(db, out, jobs=1)
    (out / "hands" / "my-notes.txt").write_text("the user's own file")
    return db, out


@pytest.mark.parametrize("failure", [KeyboardInterrupt, RuntimeError])
def test_a_report_that_fails_midway_leaves_the_old_report_as_it_was(site, monkeypatch, failure):
    db, out = site
    before = _snapshot(out)
    assert any(name.startswith("hands/h") for name in before) and "index.html" in before

    def fail(con):
        raise failure("stopped midway")

    monkeypatch.setattr(report_data, "sessions", fail)   # after the findings and the hand pages
    with pytest.raises(failure):
        write_report(db, out, jobs=1)
    assert _snapshot(out) == before
    assert sorted(p.name for p in out.iterdir() if p.name.startswith(".")) == []


def test_a_whole_report_replaces_the_old_pages_and_keeps_the_users_files(site):
    db, out = site
    stale = out / "hands" / "h0123456789abcdef.html"
    stale.write_text("a page of an older report")
    write_report(db, out, jobs=1)
    after = _snapshot(out)
    assert not stale.exists()
    assert after["hands/my-notes.txt"] == b"the user's own file"
    assert "index.html" in after and any(name.startswith("hands/h") for name in after)
    assert sorted(p.name for p in out.iterdir() if p.name.startswith(".")) == []
