"""The report's statistics pages (the players page and each player's page) fit a window 800 px
wide: their tables, wider than that with ordinary names (a column a figure, some twenty for
stud), scroll in a box of their own (``.scroll``, ``overflow-x: auto``) instead of making the
whole page some 1,010 px wide and scroll sideways; so does the findings table (nine columns);
the charts scale down (a viewBox, ``max-width: 100%``).  Every other page of the report fits
too.  At 1280 px nothing changes: every table has the room it had, none of the boxes scrolls."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .test_report_browser import browser  # noqa: F401  (the headless Chromium fixture; skips without it)

SAMPLES = Path(__file__).resolve().parent.parent / "sample_histories"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("narrow")
    db = root / "s.duckdb"
    ingest([str(SAMPLES)], db, 1, None)
    write_report(db, root / "site")
    return root / "site"



def _statistics_pages(site: Path) -> list[Path]:
    return [site / "players.html", *sorted((site / "players").glob("*.html"))]


#: each table's width and its box's: [width of the table, the box's width, the box's scrollWidth]
_TABLES = ("[...document.querySelectorAll('table.stats, table#findings')].map(t => "
           "[t.getBoundingClientRect().width, t.parentElement.clientWidth, t.parentElement.scrollWidth])")


def test_report_statistics_pages_fit_800px(browser, site: Path) -> None:  # noqa: F811
    pages = _statistics_pages(site)
    assert len(pages) > 10
    narrow = browser.new_page(viewport={"width": 800, "height": 900})
    wide = browser.new_page(viewport={"width": 1280, "height": 900})
    scrolled = 0
    for path in pages:
        narrow.goto(path.as_uri())
        wide.goto(path.as_uri())
        assert narrow.evaluate("document.documentElement.scrollWidth") <= 800, path.name
        assert narrow.evaluate("document.body.scrollWidth") <= 800, path.name
        # the chart (a player's page) scales down within the page
        charts = narrow.evaluate("[...document.querySelectorAll('svg.chart')].map(s => s.getBoundingClientRect().right)")
        assert all(right <= 800 for right in charts), path.name
        # each table is whole in its box, and scrolls there when the box is narrower
        tables_800, tables_1280 = narrow.evaluate(_TABLES), wide.evaluate(_TABLES)
        assert tables_800 and len(tables_800) == len(tables_1280), path.name
        for (w800, box, inner), (w1280, box1280, inner1280) in zip(tables_800, tables_1280):
            assert inner >= w800 - 1 and w1280 >= w800 - 1, path.name
            scrolled += inner > box
            assert inner1280 <= box1280, path.name      # at 1280 px no box scrolls: the look as before
    assert scrolled          # the stud and draw statistics are wider than 800 px
    narrow.close()
    wide.close()


@pytest.mark.parametrize("width", [800, 1280])
def test_report_every_page_fits_the_window(browser, site: Path, width: int) -> None:  # noqa: F811
    page = browser.new_page(viewport={"width": width, "height": 900})
    paths = sorted(site.rglob("*.html"))
    assert len(paths) > 50
    for path in paths:
        page.goto(path.as_uri())
        assert page.evaluate("document.documentElement.scrollWidth") <= width, path.relative_to(site)
    page.close()
