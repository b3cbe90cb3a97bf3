"""A player's name of 250 characters anywhere in the store lets the text cells of the site's pages
break their words (``.long-names``), so that the name cannot widen a table.  On the findings page
that broke every cell of the table, though none but the message can hold such a name: at 1280 px
the codes read "hand-incomp / lete", the hand ids "draw- / 5-15", the files "dra / w.js / onl: /
15" (review of session 71, a simulated log with one long name).  Now the cells of severity, code,
game, session, hand and file keep their words (class ``w``), as the rows the filter writes do; so
do the cells of the sessions table (a log named as long as a real history broke at 800 px,
"..._200" above "9.txt"), which scrolls in its own box when it is wider than the window.  The
message still breaks, and no page is wider for the name.  A statistics table's currency is one
word too ("USD", not "US" above "D" in a narrow window)."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES
from .test_report_browser import browser, wait_filtered  # noqa: F401  (skips without Chromium)

LONG = FIXTURES / "report_s67" / "a-long-name.jsonl"     # a hand with a name 250 long
SHORT = FIXTURES / "codes" / "wrong-winner.jsonl"
USD = FIXTURES / "stats" / "stud.jsonl"

#: per row of the findings table, for the columns severity, code, game, session, hand and file: how
#: many times a line of the cell's text ends inside a word (not after a space, a hyphen or a slash)
_LINES = """[...document.querySelectorAll('#rows tr')].map(tr => [0, 1, 2, 3, 4, 8].map(i => {
    const walk = document.createTreeWalker(tr.children[i], NodeFilter.SHOW_TEXT);
    let node, broken = 0;
    while ((node = walk.nextNode())) {
        let top = null;
        for (let k = 0; k < node.length; k++) {
            const r = document.createRange(); r.setStart(node, k); r.setEnd(node, k + 1);
            const box = r.getClientRects()[0];
            if (!box) continue;
            if (top !== null && box.top > top + 2 && !/[\\s\\-\\/]/.test(node.data[k - 1]) && !/\\s/.test(node.data[k])) broken++;
            top = box.top;
        }
    }
    return broken; }))"""


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("words")
    # (a log's name as long as a real history's: its session label is one long word)
    short = root / "pokerstars_5carddraw_limit_multi_hands_2009.jsonl"
    short.write_text(SHORT.read_text())
    db = root / "w.duckdb"
    ingest([str(LONG), str(short), str(USD)], db, 1, None)
    write_report(db, root / "site")
    return root / "site"


def test_the_findings_tables_words_are_whole_beside_a_long_name(browser, site: Path) -> None:  # noqa: F811
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto((site / "findings.html").as_uri())
    assert page.evaluate("document.querySelector('main').className") == "long-names"
    lines = page.evaluate(_LINES)
    assert lines and all(n == 0 for row in lines for n in row), lines
    # the rows the filter writes (from findings-data.js) are alike
    page.fill("#f-player", "e")
    wait_filtered(page)
    lines = page.evaluate(_LINES)
    assert lines and all(n == 0 for row in lines for n in row), lines
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    page.close()


#: the same of every cell of the sessions table
_SESSION_CELLS = _LINES.replace("#rows tr", "#sessions tr:not(:first-child)").replace("[0, 1, 2, 3, 4, 8]", "[0, 1, 2, 6, 7]")


def test_the_sessions_tables_words_are_whole_beside_a_long_name(browser, site: Path) -> None:  # noqa: F811
    page = browser.new_page(viewport={"width": 800, "height": 900})
    for name in ("sessions.html", "index.html"):
        page.goto((site / name).as_uri())
        assert page.evaluate("document.querySelector('main').className") == "long-names"
        lines = page.evaluate(_SESSION_CELLS)
        assert lines and all(n == 0 for row in lines for n in row), (name, lines)
        assert page.evaluate("document.documentElement.scrollWidth") <= 800, name
    page.close()


def test_a_currency_is_one_word_in_a_narrow_window(browser, site: Path) -> None:  # noqa: F811
    page = browser.new_page(viewport={"width": 800, "height": 900})
    pages = [p for p in (site / "players").glob("*.html") if 'class="cur">USD<' in p.read_text()]
    assert pages
    for p in [site / "players.html", *pages]:
        page.goto(p.as_uri())
        heights = page.evaluate("[...document.querySelectorAll('td.cur')].map(td => { const r = document.createRange();"
                                " r.selectNodeContents(td); return r.getClientRects().length; })")
        assert heights and set(heights) == {1}, p.name
    page.close()


#: every cell of a table that holds no player's name: how many times a line of it ends inside a word
_ALL_CELLS = """[...document.querySelectorAll('table tr')].flatMap(tr => [...tr.children]).filter(td =>
    td.tagName === 'TD' && !td.classList.contains('n') && !td.querySelector('.who') && !td.closest('.stats')
    && !/averyvery|erin|\\u|\\x/.test(td.innerText) && td.innerText.split(/\\s+/).length <= 2).map(td => {
    const walk = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
    let node, broken = 0;
    while ((node = walk.nextNode())) {
        let top = null;
        for (let k = 0; k < node.length; k++) {
            const r = document.createRange(); r.setStart(node, k); r.setEnd(node, k + 1);
            const box = r.getClientRects()[0];
            if (!box) continue;
            if (top !== null && box.top > top + 2 && !/[\\s\\-\\/,(]/.test(node.data[k - 1]) && !/\\s/.test(node.data[k])) broken++;
            top = box.top;
        }
    }
    return [td.innerText.slice(0, 30), broken]; }).filter(x => x[1])"""


@pytest.mark.parametrize("width", [800, 1280])
def test_no_word_of_a_page_without_a_name_in_it_is_broken(browser, site: Path, width: int) -> None:  # noqa: F811
    # (the overview's games and codes, the worst hands, the disputes' hands, a hand page's phases
    # and pot names: "pala / ce", "show / down" before)
    page = browser.new_page(viewport={"width": width, "height": 900})
    for path in (site / "index.html", site / "disputes.html", *sorted((site / "hands").glob("*.html"))):
        page.goto(path.as_uri())
        assert page.evaluate(_ALL_CELLS) == [], path.name
        assert page.evaluate("document.documentElement.scrollWidth") <= width, path.name
    page.close()
