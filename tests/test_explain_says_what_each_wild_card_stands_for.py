"""POKER.md 1 (wild cards): a wild card takes whatever value makes the best hand.  A floor
person settling a wild-card pot needs to see which card each wild card stood for: explain's
showdown (text and JSON) and the hand page say it beside the cards that play."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, render_text
from audit.replay import replay
from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES, hands_by_id


def _hand(name: str, hand_id: str):
    return hands_by_id(FIXTURES / name)[hand_id]


def test_explain_names_the_card_each_deuce_stands_for():
    d = explain_data(_hand("explain_s17/deuces-wild-showdown.jsonl", "deuces-wild"))
    rows = {s["player"]: (s["rank"], s["best"], s["stands_for"]) for s in d["showdown"]}
    assert rows == {"bob": ("four kings", ["Kh", "Ks", "2c", "2d", "9h"], [["2c", "Kd"], ["2d", "Kc"]]),
                    "carol": ("three queens", ["Qs", "Qd", "Qc", "7h", "3d"], [])}
    text = render_text(d)
    assert "  1. bob: four kings (Kh Ks 2c 2d 9h; 2c as Kd; 2d as Kc) from 2c 2d Kh Ks 9h" in text
    assert "  2. carol: three queens (Qs Qd Qc 7h 3d) from Qs Qd Qc 7h 3d" in text


def test_explain_names_the_joker_of_a_flush_that_loses_on_wild_cards():
    d = explain_data(_hand("messages/draw-fewer-wilds-win.jsonl", "fewer-wilds"))
    carol = next(s for s in d["showdown"] if s["player"] == "carol")
    assert carol["stands_for"] == [["JK", "As"]]
    assert "; JK as As) from Ks 9s 6s 3s JK" in render_text(d)


def test_the_deuces_hand_is_legal_and_the_plain_replay_tells_no_showdown():
    result = replay(_hand("explain_s17/deuces-wild-showdown.jsonl", "deuces-wild"))
    assert result.findings == []
    assert result.showdown == []          # the showdown is told for explain and the pages only


def test_the_hand_page_names_the_card_the_joker_stands_for(tmp_path: Path):
    db = tmp_path / "w.duckdb"
    ingest([str(FIXTURES / "messages" / "draw-fewer-wilds-win.jsonl")], db, 1, None)
    write_report(db, tmp_path / "site")
    (page,) = (tmp_path / "site" / "hands").glob("*.html")
    html = page.read_text()
    row = html[html.index('<table id="showdown">'):]
    row = row[row.index(">carol</span></td>"):row.index("</tr>", row.index(">carol</span></td>"))]
    assert 'with 1 wild card<br><span class="muted"><span class="card">JK</span> as ' \
           '<span class="card k">A\u2660</span></span></td>' in row
