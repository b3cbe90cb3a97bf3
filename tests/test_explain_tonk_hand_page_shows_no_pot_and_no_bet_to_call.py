"""Tonk has no pot and no bet to call: its players pay each other (TONK.md 3), and ``explain``'s
events show no pot for it.  The report's hand page had the poker columns "to call" and "pot" in
every Tonk timeline, a 0 in each row (review of session 70): a floor person read a pot of 0.
Now a Tonk hand's timeline has neither column; a poker hand's keeps both."""

from __future__ import annotations

from pathlib import Path

from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES, SPEC


def _pages(tmp_path: Path, *logs: Path) -> dict[str, str]:
    db = tmp_path / "s.duckdb"
    ingest([str(p) for p in logs], db, 1, None)
    write_report(db, tmp_path / "site")
    out = {}
    for page in (tmp_path / "site" / "hands").glob("*.html"):
        text = page.read_text()
        head = text[text.index('<table id="timeline">'):]
        out[text[text.index('<span id="hand-id">') + 19:text.index("</span>", text.index('<span id="hand-id">'))]] = \
            head[:head.index("</thead>")]
    return out


def test_a_tonk_timeline_has_no_pot_and_no_to_call(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.jsonl"          # the draw example paid wrong: a page of a poker hand
    wrong.write_text((SPEC / "examples" / "draw-split-pot.jsonl").read_text().replace('"amount": 37', '"amount": 36'))
    heads = _pages(tmp_path, FIXTURES / "tonk_s63" / "wrong-payments.jsonl", wrong)
    assert '<th class="n">pot</th>' not in heads["tonk-aslogged"]
    assert '<th class="n">to call</th>' not in heads["tonk-aslogged"]
    assert '<th class="n">to call</th><th class="n">pot</th>' in heads["draw-split-1"]
