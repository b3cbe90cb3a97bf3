"""Palace Poker's dispute view (``explain`` and the HTML hand page) names every pot's part of the
rake (README): the part the settlement judged the pot by (as ``poker.settle`` divides it), and with
no collect, that the log records no settlement to compare with.  Before, it said "15 taken from the
pot" of a rake of 1 when the payee cannot win a pot of unknown cards (its correct share is 0), and
"0 taken" with no collect (review of session 34, D7)."""

from __future__ import annotations

from pathlib import Path

from audit.replay import replay_steps
from audit.report import write_report
from audit.store import ingest

from .conftest import FIXTURES, hands_by_id

DIR = FIXTURES / "palace_s34"


def _settlement_lines(name: str, hand_id: str) -> list[str]:
    _, result = replay_steps(hands_by_id(DIR / name)[hand_id])
    (sec,) = [s for s in result.sections if s.title == "Settlement"]
    return [line for line in sec.lines if line.startswith("The rake")]


def test_the_rake_taken_from_a_pot_of_unknown_cards():
    # bob (who cannot win) collects 14 of the pot of 15; the rake is 1
    assert _settlement_lines("rake-line-unknown.jsonl", "u3") == [
        "The rake of 1: 1 taken from the pot; the shares are of what is left (14)."]


def test_the_rake_with_no_collect():
    assert _settlement_lines("rake-line-no-collect.jsonl", "r1") == [
        "The rake of 2: the log records no settlement to compare with."]
    assert _settlement_lines("rake-line-no-collect.jsonl", "r3") == [
        "The rake of 2: 2 taken from the pot; the shares are of what is left (23)."]


def test_the_hand_pages_say_the_same(tmp_path: Path):
    db = tmp_path / "r.duckdb"
    ingest([str(DIR / "rake-line-unknown.jsonl"), str(DIR / "rake-line-no-collect.jsonl")], db, 1, None)
    write_report(db, tmp_path / "site")
    # (pages are written for the hands with findings: u3 and r3, both wrong-winner)
    pages = " ".join(p.read_text() for p in (tmp_path / "site" / "hands").glob("*.html"))
    assert "The rake of 1: 1 taken from the pot; the shares are of what is left (14)." in pages
    assert "The rake of 2: 2 taken from the pot; the shares are of what is left (23)." in pages
    assert "15 taken" not in pages
