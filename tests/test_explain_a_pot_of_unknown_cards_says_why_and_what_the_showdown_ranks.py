"""A pot the unknown cards decide: ``explain``'s Pots section says why the correct settlement
names no winner (the reason the hand page's pots table gives), and its showdown says that it
ranks only the hands whose cards are known, naming the players whose cards are not; so does the
hand page's showdown (one function, ``explain.unranked``, for both).  Before (review of session
67), explain listed the pot with its eligible players and nothing more, and ranked the shown hand
"1." as if it were the best at the table."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, find_hand, render_text
from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES

HAND = FIXTURES / "codes" / "unverifiable-award.jsonl"      # bob's cards never shown, bob paid
SHOWN = FIXTURES / "codes" / "wrong-winner.jsonl"


def _text(path: Path, hand_id: str) -> str:
    hand, stored, record = find_hand(hand_id, file=path)
    return render_text(explain_data(hand, None, stored, record))


def test_explain_says_why_no_winner_and_what_is_ranked():
    text = _text(HAND, "unverifiable-award-1")
    assert ("  the main pot: 20 (from alice 10, bob 10); eligible: alice, bob\n"
            "    the correct settlement names no winner: the cards of bob are unknown\n") in text
    assert ("Showdown (best first)\n"
            "  only the hands whose cards are known are ranked; the cards of bob are not\n"
            "  1. alice: ") in text


def test_every_hand_known_says_nothing_more():
    text = _text(SHOWN, "wrong-winner-1")
    assert "names no winner" not in text
    assert "only the hands whose cards are known" not in text


def test_the_hand_page_says_what_is_ranked(tmp_path: Path):
    db = tmp_path / "u.duckdb"
    ingest([str(HAND)], db, 1, None)
    write_report(db, tmp_path / "site")
    (page,) = (tmp_path / "site" / "hands").glob("*.html")
    html = page.read_text()
    assert "<td>the cards of bob are unknown</td>" in html
    assert "Only the hands whose cards are known are ranked; the cards of bob are not." in html
