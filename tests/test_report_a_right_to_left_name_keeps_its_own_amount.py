"""A right-to-left name (Hebrew, Arabic) beside an amount in the report is set between Unicode's
directional isolates (U+2068 ... U+2069), so that the amount after it stays its own: without them
the bidirectional algorithm pulls "50" after the name into it, and "niaj 30, <name1> 50, <name2>
10" shows the first name beside nothing and the second beside 50 (review of session 65).  The
name is shown as it is, right to left; only the text around it is kept apart."""

from __future__ import annotations

import json

from audit.untrusted import for_page

from .conftest import FIXTURES
from .test_cli_check import run

DAN, RON = "\u05d3\u05e0\u05d9", "\u05e8\u05d5\u05df"
FSI, PDI = "\u2068", "\u2069"


def test_each_right_to_left_run_is_isolated_and_nothing_else_changes():
    assert for_page("niaj") == "niaj"
    assert for_page(DAN) == FSI + DAN + PDI
    assert for_page(f"{DAN} {RON}") == FSI + f"{DAN} {RON}" + PDI          # one name of two words
    assert for_page(f"x {DAN} 50, {RON} 10") == f"x {FSI}{DAN}{PDI} 50, {FSI}{RON}{PDI} 10"
    assert for_page(f"{DAN}\u202e") == FSI + DAN + PDI + "\\u202e"          # escaped as before


def test_the_hand_pages_pot_contributions_and_the_chart_legend(tmp_path):
    hand = json.loads((FIXTURES / "draw_s64" / "blinds-in-every-order.jsonl").read_text().splitlines()[0])
    text = json.dumps(hand)
    names = [s["player"] for s in hand["seats"]]
    for old, new in zip(names, (DAN, RON)):
        text = text.replace(f'"{old}"', f'"{new}"')
    hand = json.loads(text)
    hand["session"] = "s1"
    log = tmp_path / "h.jsonl"
    log.write_text(json.dumps(hand) + "\n")
    out = tmp_path / "site"
    run("audit", str(log), "--db", str(tmp_path / "s.duckdb"), "--out", str(out))
    [page] = list((out / "hands").glob("*.html"))
    page = page.read_text()
    assert f"{FSI}{DAN}{PDI} " in page and f"{FSI}{RON}{PDI} " in page
    assert f">{DAN}" not in page and f" {DAN} " not in page
    [session] = list((out / "sessions").glob("*.html"))
    assert f"{FSI}{DAN}{PDI} (" in session.read_text()
