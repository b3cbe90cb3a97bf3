"""A Palace hand's dispute view (``explain`` and the hand page) has one settlement table: the
one every game's view has, correct beside recorded, the rows that differ marked.  Before (review
of session 67), Palace's own "Settlement" section had a second table of the same rows, which
wrote a missing collect "not recorded" where the other wrote "-" (or, on the hand page, beside
the other's "not recorded" with no mark of the difference): two tables of the settlement, one
marking a row that differs and one not, for a floor person to reconcile.  The section keeps its
lines (how the hand ended, why the pot goes where it goes, the odd chips, the rake)."""

from __future__ import annotations

import re
from pathlib import Path

from audit.explain import explain_data, find_hand, render_text
from audit.replay import replay_steps
from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES, hands_by_id

HAND = FIXTURES / "palace_s67" / "a-collect-left-out.jsonl"      # C's collect of 17 left out


def test_the_palace_section_keeps_its_lines_and_no_table():
    (hand,) = hands_by_id(HAND).values()
    _, result = replay_steps(hand)
    (sec,) = [s for s in result.sections if s.title == "Settlement"]
    assert sec.rows == [] and sec.header == []
    assert "The rake of 1: 1 taken from the pot; the shares are of what is left (34)." in sec.lines
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == [("B", 17, 17), ("C", 17, None)]


def test_explain_shows_one_settlement_table():
    hand, stored, record = find_hand("pal-one-collect-left-out", file=HAND)
    text = render_text(explain_data(hand, None, stored, record))
    assert len(re.findall(r"^  .*\bcorrect +recorded\b", text, re.M)) == 1
    assert "not recorded" not in text
    # (with the difference, recorded less correct: session 70)
    assert re.search(r"^  the main pot +C +17 +- +-17 +<-- differs$", text, re.M)


def test_the_hand_page_shows_one_settlement_table(tmp_path: Path):
    db = tmp_path / "p.duckdb"
    ingest([str(HAND)], db, 1, None)
    write_report(db, tmp_path / "site")
    (page,) = (tmp_path / "site" / "hands").glob("*.html")
    html = page.read_text()
    assert html.count(">recorded</th>") == 1
    assert html.count("not recorded") == 1
    awards = html[html.index('<table id="awards">'):]
    awards = awards[:awards.index("</table>")]
    assert awards.count('<tr class="bad">') == 1          # C's row, marked as differing
