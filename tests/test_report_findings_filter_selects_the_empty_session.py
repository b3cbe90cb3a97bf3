"""The findings page's session filter can select a session named "" (README: findings are
"filterable by game, code, player and session"; the empty name has a visible label so that it
can be chosen).  Its option had the value "", the value of "all": choosing it showed every
finding, and the address (#session=) restored nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES
from .test_report_browser import browser, wait_filtered  # noqa: F401  (the fixture)

LOG = FIXTURES / "report_s16" / "empty-and-other-session.jsonl"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("empty-session")
    db = root / "e.duckdb"
    ingest([str(LOG)], db, 1, None)
    return write_report(db, root / "site").parent


def test_each_session_option_has_its_own_value(site: Path) -> None:
    html = (site / "findings.html").read_text(encoding="utf-8")
    assert '<option value="">all</option>' in html
    assert '<option value="=">&#34;&#34; (empty name)</option>' in html
    assert '<option value="=other">other</option>' in html


def test_choosing_the_empty_session_shows_its_findings_only(browser, site: Path) -> None:  # noqa: F811
    page = browser.new_page()
    page.goto((site / "findings.html").as_uri())
    page.select_option("#f-session", value="=")
    wait_filtered(page)
    sessions = page.eval_on_selector_all("#rows tr td:nth-child(4)", "tds => tds.map(t => t.textContent)")
    assert sessions and set(sessions) == {'"" (empty name)'}
    assert page.evaluate("() => location.hash") == "#session=%3D"
    page.goto((site / "findings.html").as_uri() + "#session=%3D")
    page.reload()
    wait_filtered(page)
    assert page.eval_on_selector("#f-session", "s => s.value") == "="
    again = page.eval_on_selector_all("#rows tr td:nth-child(4)", "tds => tds.map(t => t.textContent)")
    assert again == sessions
    page.close()


def test_an_address_with_a_percent_sign_of_no_escape_still_filters(browser, site: Path) -> None:  # noqa: F811
    # "#player=50%" (an address edited by hand): decodeURIComponent throws on it; the filter takes
    # the value as written and the session named after it is still restored
    page = browser.new_page()
    errors: list = []
    page.on("pageerror", lambda e: errors.append(e))
    page.goto((site / "findings.html").as_uri() + "#player=50%&session=%3D")
    page.reload()
    wait_filtered(page)
    assert errors == []
    assert page.eval_on_selector("#f-player", "s => s.value") == "50%"
    assert page.eval_on_selector("#f-session", "s => s.value") == "="
    page.close()
