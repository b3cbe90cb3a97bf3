"""A Palace hand that a quiet round ends in a showdown shows the hands once, in the section that
says why there is a showdown ("Showdown after a quiet round"), with each hand's place: ``explain``
and the hand page alike.  Before (noticed in session 67, left alone), both showed every hand
twice: under "Showdown (best first)" (the hand page: "Showdown") and again under the quiet
round's section.  Every fact stays: the place, the cards, the best five, the hand's words, and
who won the pot (the Pots lines and the settlement)."""

from __future__ import annotations

import re
from pathlib import Path

from audit.explain import explain_data, find_hand, render_text
from audit.replay import replay_steps
from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES, hands_by_id

HAND = FIXTURES / "palace_s68" / "quiet-round-showdown.jsonl"   # judy, carol, olivia show; judy wins
# the same hand, judy's collect 5 short (a finding: the hand page is written)
PAID_SHORT = FIXTURES / "palace_s68" / "quiet-round-showdown-paid-short.jsonl"
TITLE = "Showdown after a quiet round (best five of all cards, no suit left out)"


def test_the_quiet_round_section_ranks_the_hands():
    (hand,) = hands_by_id(HAND).values()
    _, result = replay_steps(hand)
    (sec,) = [s for s in result.sections if s.title == TITLE]
    assert sec.showdown
    assert sec.header == ["place", "player", "cards", "best five", "hand"]
    assert [(r[0], r[1], r[4]) for r in sec.rows] == [
        ("1", "judy", "pair of kings, kickers jack, ten, two"),
        ("2", "carol", "high card king, then queen, jack, ten"),
        ("3", "olivia", "high card jack, then nine, eight, seven")]
    # the ranked showdown stays in the result (the store and the statistics read it)
    assert [(s.player, s.order) for s in result.showdown] == [("judy", 1), ("carol", 2), ("olivia", 3)]


def test_explain_shows_the_quiet_round_showdown_once():
    hand, stored, record = find_hand("pal-s68-quiet-showdown", file=HAND)
    text = render_text(explain_data(hand, None, stored, record))
    assert "Showdown (best first)" not in text
    assert text.count(TITLE) == 1
    for name, words in (("judy", "pair of kings, kickers jack, ten, two"),
                        ("carol", "high card king, then queen, jack, ten"),
                        ("olivia", "high card jack, then nine, eight, seven")):
        assert len(re.findall(rf"^  .*\b{name}\b.*{words}$", text, re.M)) == 1, name
        assert not re.search(rf"^  \d+\. {name}: ", text, re.M)
    assert re.search(r"^  1 +judy +Ks Td 2h Jh Kh +Ks Kh Jh Td 2h +pair of kings", text, re.M)
    assert "    goes to judy: a quiet round ended the hand; at the showdown judy has the best hand" in text
    assert re.search(r"^  the main pot +judy +40 +40", text, re.M)


def test_the_hand_page_shows_the_quiet_round_showdown_once(tmp_path: Path):
    db = tmp_path / "p.duckdb"
    ingest([str(PAID_SHORT)], db, 1, None)
    write_report(db, tmp_path / "site")
    (page,) = (tmp_path / "site" / "hands").glob("*.html")
    html = page.read_text()
    assert "<h2>Showdown</h2>" not in html
    assert html.count(TITLE) == 1
    assert html.count("<td>high card king, then queen, jack, ten</td>") == 1
    assert html.count("<td>pair of kings, kickers jack, ten, two</td>") == 1
    assert "<td>1</td><td>judy</td>" in html
