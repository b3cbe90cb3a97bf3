"""A new report replaces the one in ``--out`` all or nothing (README, The report: "a report that
fails midway leaves the old report as it was"; "a report that could not be written completely
says which file failed"): a file of the user's where the report needs a folder stops it before
anything moves, and a page that cannot be moved in puts every page back as it was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import audit.report_publish as publish_mod
from audit.errors import UserError
from audit.report import write_report
from audit.store import ingest

from .conftest import EXAMPLES, FIXTURES


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture()
def two_stores(tmp_path: Path) -> tuple[Path, Path]:
    """A store of one log's hands and a store of other hands: their reports differ page by page."""
    a, b = tmp_path / "a.duckdb", tmp_path / "b.duckdb"
    ingest([str(FIXTURES / "report_s13" / "swap-pots.jsonl")], a, 1, None)
    ingest([str(p) for p in sorted(EXAMPLES.glob("*.jsonl"))], b, 1, None)
    return a, b


def test_a_file_where_the_report_needs_a_folder_changes_nothing(tmp_path, two_stores):
    a, b = two_stores
    site = tmp_path / "site"
    write_report(a, site, jobs=1)
    for p in (site / "sessions").iterdir():
        p.unlink()
    (site / "sessions").rmdir()
    (site / "sessions").write_text("my notes")
    before = _tree(site)
    with pytest.raises(UserError, match=r"sessions: the report needs a folder here, but it is a file of yours"):
        write_report(b, site, jobs=1)
    assert _tree(site) == before
    assert not [p for p in site.iterdir() if p.name.startswith(".handaudit-")]


@pytest.mark.parametrize("fail_at", [1, 5, 10_000])
def test_a_page_that_cannot_be_moved_in_puts_the_old_report_back(tmp_path, two_stores, monkeypatch, fail_at):
    a, b = two_stores
    site = tmp_path / "site"
    write_report(a, site, jobs=1)
    (site / "mine.txt").write_text("the user's")
    before = _tree(site)
    real = os.replace
    calls = []

    def replace(src, dst):
        # the renames that move the new site in come from the staging folder
        if ".handaudit-report-" in str(src):
            calls.append(dst)
            if len(calls) == fail_at:
                raise OSError(30, "Read-only file system")
        return real(src, dst)

    monkeypatch.setattr(publish_mod.os, "replace", replace)
    if fail_at > 1000:      # more renames than the site has: it is put in place
        write_report(b, site, jobs=1)
        assert (site / "mine.txt").read_text() == "the user's"
        assert _tree(site) != before
        return
    with pytest.raises(UserError) as e:
        write_report(b, site, jobs=1)
    assert str(e.value).startswith(f"{calls[-1]}: could not put the report in place: Read-only file system")
    assert "the report already there is as it was" in str(e.value)
    assert _tree(site) == before
    assert not [p for p in site.iterdir() if p.name.startswith(".handaudit-")]


def test_a_new_report_removes_only_the_earlier_reports_pages(tmp_path, two_stores):
    a, b = two_stores
    site = tmp_path / "site"
    write_report(a, site, jobs=1)
    (site / "hands" / "notes.html").write_text("the user's")
    write_report(b, site, jobs=1)
    fresh = tmp_path / "fresh"
    write_report(b, fresh, jobs=1)
    assert (site / "hands" / "notes.html").read_text() == "the user's"
    (site / "hands" / "notes.html").unlink()
    assert sorted(_tree(site)) == sorted(_tree(fresh))


def test_an_interrupt_while_the_pages_move_puts_the_old_report_back(tmp_path, two_stores, monkeypatch):
    a, b = two_stores
    site = tmp_path / "site"
    write_report(a, site, jobs=1)
    before = _tree(site)
    real = os.replace
    calls = []

    def replace(src, dst):
        calls.append(dst)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(src, dst)

    monkeypatch.setattr(publish_mod.os, "replace", replace)
    with pytest.raises(KeyboardInterrupt):
        write_report(b, site, jobs=1)
    assert _tree(site) == before
    assert not [p for p in site.iterdir() if p.name.startswith(".handaudit-")]


def test_a_folder_of_the_report_may_be_a_link_to_a_folder(tmp_path, two_stores):
    a, b = two_stores
    site, elsewhere = tmp_path / "site", tmp_path / "hand-pages"
    elsewhere.mkdir()
    site.mkdir()
    (site / "hands").symlink_to(elsewhere)
    write_report(a, site, jobs=1)
    first = sorted(p.name for p in elsewhere.iterdir())
    assert first and (site / "hands").is_symlink()
    write_report(b, site, jobs=1)
    assert (site / "hands").is_symlink() and sorted(p.name for p in elsewhere.iterdir()) != first
    (site / "players").rename(tmp_path / "p")
    (site / "players").symlink_to(tmp_path / "nowhere")
    with pytest.raises(UserError, match="players: the report needs a folder here, but it is a link to no folder"):
        write_report(a, site, jobs=1)
