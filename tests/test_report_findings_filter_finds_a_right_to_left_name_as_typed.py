"""The findings page's player filter finds a player by the name as it reads on the page, a name
with a right-to-left run too ("Zoë שלום").  The report sets each right-to-left run between
Unicode's directional isolates (U+2068, U+2069: README, "In the report each run of right-to-left
text ... is also set between Unicode's directional isolates"), in the rows and in
findings-data.js, and the filter matched the typed text against that: the isolates are unseen, so
the whole name typed found nothing, only a part of it without the run's edges did (review of
session 67)."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES
from .test_report_browser import browser, wait_filtered  # noqa: F401  (the fixture)

LOG = FIXTURES / "report_s67" / "a-finding-of-a-player-with-a-right-to-left-name.jsonl"
NAME = "Zo\u00eb \u05e9\u05dc\u05d5\u05dd"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("rtl-filter")
    db = root / "r.duckdb"
    ingest([str(LOG)], db, 1, None)
    return write_report(db, root / "site").parent


def players_shown(page) -> list[str]:
    return page.eval_on_selector_all("#rows tr td:nth-child(7)", "tds => tds.map(t => t.textContent)")


@pytest.mark.parametrize("typed", [NAME, NAME.upper(), "\u05e9\u05dc\u05d5\u05dd", "\u00eb \u05e9"])
def test_the_name_as_typed_finds_its_finding(browser, site: Path, typed: str) -> None:  # noqa: F811
    page = browser.new_page()
    page.goto((site / "findings.html").as_uri())
    page.fill("#f-player", typed)
    wait_filtered(page)
    shown = players_shown(page)
    assert len(shown) == 1 and shown[0].replace("\u2068", "").replace("\u2069", "") == NAME
    page.fill("#f-player", "alice")                 # another name still finds nothing of hers
    wait_filtered(page)
    assert players_shown(page) == []
    page.close()
