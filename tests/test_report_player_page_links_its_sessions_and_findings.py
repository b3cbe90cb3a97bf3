"""A player's page said "3 sessions" and "4 findings naming the player" with no way to them (review
of session 71): a club host had to find the sessions in the list and type the name in the findings
filter, which also matched every name holding it ("zed" found "zeddy"'s findings too).  Now the
page lists the player's sessions, each linked, with the player's tables, hands and net there, and
its findings count links to the findings page filtered on that player alone (``=name``: the filter
matches the name exactly; a name typed plainly still matches any name that holds it)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES
from .test_report_browser import browser, wait_filtered  # noqa: F401  (skips without Chromium)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("links")
    # erin's wrong-winner finding becomes zed's, dave's wrong-amount finding zeddy's
    (root / "a.jsonl").write_text((FIXTURES / "codes" / "wrong-winner.jsonl").read_text().replace('"erin"', '"zed"'))
    (root / "b.jsonl").write_text((FIXTURES / "codes" / "wrong-amount.jsonl").read_text().replace('"dave"', '"zeddy"'))
    db = root / "l.duckdb"
    ingest([str(root / "a.jsonl"), str(root / "b.jsonl")], db, 1, None)
    write_report(db, root / "site")
    return root / "site"


def _page(site: Path, name: str) -> Path:
    return next(p for p in (site / "players").glob("*.html")
                if f'<span id="player-name">{html.escape(name)}</span>' in p.read_text())


def test_the_player_page_lists_the_players_sessions(site: Path) -> None:
    page = _page(site, "zed").read_text()
    table = page[page.index('<table id="player-sessions">'):]
    table = table[:table.index("</table>")]
    links = re.findall(r'<a href="\.\./sessions/([^"]+)">([^<]*)</a>', table)
    assert [label for _, label in links] == ["a.jsonl (no session)"]
    assert (site / "sessions" / links[0][0]).exists()
    assert '<td class="n">1</td>' in table          # one hand there


def test_the_findings_count_links_to_the_players_findings_alone(browser, site: Path) -> None:  # noqa: F811
    path = _page(site, "zed")
    link = re.search(r'id="player-findings"><b><a href="([^"]+)">1</a>', path.read_text())
    assert link, "the count of findings is a link"
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(path.as_uri())
    page.click("#player-findings a")
    wait_filtered(page)
    players = page.evaluate("[...document.querySelectorAll('#rows tr')].map(tr => tr.children[6].innerText)")
    assert players == ["zed"]
    # typed plainly, the text still finds every name that holds it
    page.fill("#f-player", "zed")
    wait_filtered(page)
    players = page.evaluate("[...document.querySelectorAll('#rows tr')].map(tr => tr.children[6].innerText)")
    assert sorted(players) == ["zed", "zeddy"]
    page.close()
