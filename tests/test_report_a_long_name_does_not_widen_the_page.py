"""A player's name of 250 characters without a space does not make the report's tables run off
the right of the page (review of session 67): a name alone in its cell (a player column, a stack
column's header, whose turn it was, the player page's title) is marked ``who`` and wraps within
a capped width, whole (nothing of it hidden); on the page of a hand with such a name, the cells
of text that hold it (an event, a pot's players) may break any word.  A page without such a
name lays out as before: a short name takes the width it always took (``td,th{overflow-wrap:
anywhere}`` broke "antes" of ordinary hands at 800 px), and its text cells break no word."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .test_report_browser import browser  # noqa: F401  (the headless Chromium fixture; skips without it)

from .conftest import FIXTURES

LONG = FIXTURES / "report_s67" / "a-long-name.jsonl"     # wrong-winner-1 with erin's name 250 long
SHORT = FIXTURES / "codes" / "wrong-winner.jsonl"
NAME = json.loads(LONG.read_text())["seats"][4]["player"]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("long")
    db = root / "l.duckdb"
    ingest([str(LONG), str(SHORT)], db, 1, None)
    write_report(db, root / "site")
    return root / "site"


def _hand_pages(site: Path) -> dict[str, Path]:
    """The hand pages, the long name's and the other (file names are slugs)."""
    return {"long" if '<span id="hand-id">a-long-name</span>' in p.read_text() else "short": p
            for p in (site / "hands").glob("*.html")}


def test_a_name_alone_is_marked_and_the_long_names_page_breaks_its_text(site: Path) -> None:
    assert len(NAME) == 250 and " " not in NAME
    pages = _hand_pages(site)
    long, short = pages["long"].read_text(), pages["short"].read_text()
    assert f'<td><span class="who">{NAME}</span></td>' in long          # the players table
    assert f'<th class="n"><span class="who">{NAME}</span></th>' in long  # the stacks' header
    assert f'<td><span class="who">{NAME}</span></td>\n<td class="n">' in long   # whose turn
    assert '<main class="long-names">' in long
    assert '<main>' in short                                            # text cells as before
    assert '<main class="long-names">' in (site / "findings.html").read_text()
    assert '<td><span class="who">erin</span></td>' in short
    players = (site / "players.html").read_text()
    assert '<a class="who" href="players/' in players and NAME in players



@pytest.mark.parametrize("width", [800, 1280])
def test_no_page_is_wider_for_the_name(browser, site: Path, width: int) -> None:  # noqa: F811
    page = browser.new_page(viewport={"width": width, "height": 900})
    hands = _hand_pages(site)
    players = [p for p in (site / "players").glob("*.html") if NAME in p.read_text()]
    sessions = [p for p in (site / "sessions").glob("*.html") if NAME in p.read_text()]
    assert players and sessions
    for path in (hands["long"], site / "findings.html", site / "disputes.html", *sessions,
                 site / "players.html", *players):
        page.goto(path.as_uri())
        # the name is there whole, every character of it (wrapped, not cut)
        assert NAME in page.evaluate("document.body.innerText.replace(/\\s/g, '')"), path.name
        # in a box of at most 8em (the statistics' tables are wider than 800 px with any names, and
        # scroll in their own box: the name adds no more than that box to them)
        em = page.evaluate("parseFloat(getComputedStyle(document.querySelector('table')).fontSize)")
        boxes = page.evaluate("[...document.querySelectorAll('.who')].map(e => e.getBoundingClientRect().width)")
        assert boxes and max(boxes) <= 8 * em + 1, path.name
        # (the statistics' tables too: they scroll in their own box; test_report_statistics_pages_fit_800px)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, path.name
    # a short name is one line, as it always was
    page.goto(hands["short"].as_uri())
    lines = page.evaluate("[...document.querySelectorAll('.who')].map(e => e.getClientRects().length)")
    heights = page.evaluate("[...document.querySelectorAll('.who')].map(e => e.getBoundingClientRect().height)")
    assert lines and set(lines) == {1} and max(heights) < 25
    page.close()
