"""The Players page lists the players in alphabetical order whatever the case of their names'
first letters, as a club host looks a name up: "alice", "Bob", "carol", "Dave".  It listed them in
byte order, every name that starts with a capital before every other ("Bob", "Dave", "alice",
"carol"; the real histories' "Brian Rast" ... "Tumim" above "alice": review of session 71).  A
session's chart legend follows the same order; names that differ only in case keep one order."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from audit.report import write_report
from audit.store import ingest

from .conftest import EXAMPLES

NAMES = {"alice": "Dave", "bob": "alice", "carol": "Bob"}     # the example's players renamed


def _site(tmp_path: Path) -> Path:
    hand = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    text = json.dumps(hand)
    for old, new in NAMES.items():      # (marked, so that no name is renamed twice)
        text = text.replace(json.dumps(old), json.dumps("#" + new))
    text = text.replace('"#', '"')
    log = tmp_path / "h.jsonl"
    log.write_text(text + "\n")
    db = tmp_path / "s.duckdb"
    ingest([str(log)], db, 1, None)
    write_report(db, tmp_path / "site")
    return tmp_path / "site"


def test_the_players_page_is_in_alphabetical_order_whatever_the_case(tmp_path: Path) -> None:
    site = _site(tmp_path)
    page = (site / "players.html").read_text()
    table = page[page.index('<table id="players">'):]
    table = table[:table.index("</table>")]
    listed = [html.unescape(n) for n in re.findall(r'<a class="who" href="players/[^"]+">([^<]*)</a>', table)]
    assert len(listed) >= 3
    assert listed == sorted(listed, key=lambda n: (n.lower(), n))
    assert listed != sorted(listed)           # (the names of this hand are not already so)


def test_a_sessions_chart_legend_is_in_the_same_order(tmp_path: Path) -> None:
    site = _site(tmp_path)
    page = next((site / "sessions").glob("*.html")).read_text()
    legend = page[page.index('class="legend"'):]
    names = [html.unescape(n) for n in re.findall(r'<span class="who">([^<]*)</span>', legend)]
    if not names:
        names = [html.unescape(n) for n in re.findall(r"</svg>([^<(]+) \(", legend)]
    assert len(names) >= 3
    assert names == sorted(names, key=lambda n: (n.lower(), n))
