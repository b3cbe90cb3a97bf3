"""findings-data.js holds every finding of the store (some 220 bytes each: 20 MB for 100,000
findings), so a findings page loads it only when a filter is chosen: reading a page does not
parse every other page's rows, and the filter still searches every page."""

from __future__ import annotations

from pathlib import Path

from .test_report_browser import browser, site, wait_filtered  # noqa: F401 - fixtures


def _data_requests(page) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda r: seen.append(r.url) if r.url.endswith("/findings-data.js") else None)
    return seen


def test_a_page_read_without_a_filter_does_not_load_every_finding(browser, site: Path) -> None:  # noqa: F811
    page = browser.new_page()
    seen = _data_requests(page)
    page.goto((site.parent / "findings.html").as_uri())
    page.wait_for_load_state("load")
    assert page.locator("#rows tr").count() >= 1
    assert seen == []
    assert page.evaluate("typeof window.HANDAUDIT_FINDINGS") == "undefined"
    page.close()


def test_the_first_filter_loads_every_finding_once(browser, site: Path) -> None:  # noqa: F811
    page = browser.new_page()
    seen = _data_requests(page)
    page.goto((site.parent / "findings.html").as_uri())
    page.select_option("#f-code", "out-of-turn")
    wait_filtered(page)
    total = page.evaluate("window.HANDAUDIT_FINDINGS.rows.filter(r => r[0] === 'out-of-turn').length")
    assert total >= 1 and page.locator("#rows tr").count() == total
    assert page.inner_text("#f-count") == f"{total} matching findings"
    page.select_option("#f-code", "wrong-amount")
    wait_filtered(page)
    assert len(seen) == 1
    page.close()
