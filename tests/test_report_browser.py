"""The report opened from disk in headless Chromium: overview -> finding -> hand page.

Needs Debian's chromium (/usr/bin/chromium) and the Python playwright package
(no browser download: Playwright drives the system Chromium).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .test_report_pages import EVIL, EXAMPLES, build_logs

CHROMIUM = os.environ.get("HANDAUDIT_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-dev-shm-usage", "--no-first-run"]


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def wait_filtered(page) -> None:
    """Wait until the filter shows its matches from every page (findings-data.js is loaded on
    the first filter)."""
    page.wait_for_function("() => { const t = document.getElementById('f-count').textContent;"
                           " return t.includes('matching') && !t.includes('loading'); }")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    if not EXAMPLES.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    root = tmp_path_factory.mktemp("browser")
    db = root / "b.duckdb"
    ingest([str(build_logs(root / "logs"))], db, 1, None)
    return write_report(db, root / "site")


def test_overview_to_finding_to_hand_page(browser, site: Path, tmp_path: Path) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    dialogs: list[str] = []
    errors: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: None if r.url.startswith(("file:", "data:", "about:")) else errors.append(r.url))

    page.goto(site.as_uri())
    assert page.title() == "Overview · handaudit"
    assert "wrong-amount" in page.inner_text("#by-code")
    assert EVIL in page.inner_text("#worst") or "turn-2" in page.inner_text("#worst")
    page.screenshot(path=str(tmp_path / "overview.png"), full_page=True)

    # overview -> the findings of one code (the filter searches every page)
    page.click("#by-code a:text('out-of-turn')")
    wait_filtered(page)
    rows = page.locator("#rows tr")
    assert rows.count() >= 1
    assert all("out-of-turn" in rows.nth(i).inner_text() for i in range(rows.count()))
    assert page.input_value("#f-code") == "out-of-turn"
    page.select_option("#f-code", "")
    page.fill("#f-player", "bob")
    wait_filtered(page)
    assert all("bob" in page.locator("#rows tr").nth(i).inner_text()
               for i in range(page.locator("#rows tr").count()))
    page.select_option("#f-code", "out-of-turn")
    page.fill("#f-player", "")
    page.screenshot(path=str(tmp_path / "findings.png"), full_page=True)

    # finding -> its hand page: the offending event is marked on the timeline
    page.click("#rows tr >> nth=0 >> a")
    page.wait_for_selector("#timeline")
    assert page.inner_text("#hand-id") == "turn-2"
    assert "out-of-turn" in page.inner_text("#hand-findings")
    bad = page.locator("#timeline tr.bad")
    assert bad.count() >= 1 and "out-of-turn" in bad.first.inner_text()
    assert EVIL in page.inner_text("#players")          # the hostile name shown as text
    awards = page.inner_text("#awards")
    assert "40" in awards and "37" in awards
    page.screenshot(path=str(tmp_path / "hand.png"), full_page=True)
    assert (tmp_path / "hand.png").stat().st_size > 10_000

    assert dialogs == [] and errors == []


def test_no_page_runs_injected_script(browser, site: Path) -> None:
    page = browser.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    folder = site.parent
    for path in sorted(folder.rglob("*.html")):
        page.goto(path.as_uri())
        if path.name.startswith("findings"):
            page.fill("#f-player", "script")              # render rows from the data file too
            wait_filtered(page)
    assert dialogs == []
    assert page.evaluate("typeof window.alert") == "function"
