"""The report does not depend on the number of jobs: hand pages written by worker processes
(each reading its slice of the store itself) are the pages one process writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit import report_pages
from audit.report import write_report
from audit.store import ingest

from .test_report_pages import EXAMPLES, build_logs


def _files(site: Path) -> dict[str, bytes]:
    return {str(p.relative_to(site)): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()}


def test_worker_processes_write_the_same_site(tmp_path: Path, monkeypatch) -> None:
    if not EXAMPLES.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    db = tmp_path / "p.duckdb"
    ingest([str(build_logs(tmp_path / "logs"))], db, 1, None)
    write_report(db, tmp_path / "one", jobs=1)
    monkeypatch.setattr(report_pages, "MIN_PARALLEL", 1)      # workers even for a few pages,
    monkeypatch.setattr(report_pages, "SLICE", 1)             # one page a slice
    used: list[tuple[bool, int]] = []
    finish = report_pages.PageWriter.finish

    def spy(self, con):
        used.append((self.pool is not None, len(self.ranges)))
        return finish(self, con)

    monkeypatch.setattr(report_pages.PageWriter, "finish", spy)
    write_report(db, tmp_path / "two", jobs=2)
    assert used == [(True, 2)]                                # two slices, rendered by the workers
    one, two = _files(tmp_path / "one"), _files(tmp_path / "two")
    assert sorted(p for p in one if p.startswith("hands/")) and one.keys() == two.keys()
    assert len([p for p in one if p.startswith("hands/")]) == 2
    for name in one:
        assert one[name] == two[name], name
