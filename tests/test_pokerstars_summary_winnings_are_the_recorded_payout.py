"""A PokerStars summary's seat lines record what each player won (``and won ($0.81) with ...``,
``collected ($0.25)``).  A hand that has no ``collected`` line is judged by them, as collects with
no pot named (before, it was clean, its summary paying the loser included: "no settlement to
compare"); beside ``collected`` lines, each player's total must agree with them, else
``books-unbalanced`` about the hand (SOURCES.md: the totals check), unless the settlement already
found the payout wrong (one fault, one finding)."""

from __future__ import annotations

from pathlib import Path

from audit.readers.pokerstars import read
from audit.recorded_totals import with_reader_findings
from audit.replay import replay

from .conftest import REAL

DRAW = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"
HAND = "35839114737"


def _hand(tmp_path: Path, edits: dict[int, str | None]):
    lines = DRAW.read_text().split("\n")
    for k, new in edits.items():        # k: the line number in the real file (1-based)
        assert lines[k - 1], k
        lines[k - 1] = new if new is not None else "\0"
    path = tmp_path / "x.txt"
    path.write_text("\n".join(line for line in lines if line != "\0"))
    (rec,) = [r for r in read(path, path.read_text()) if r.hand_id == HAND]
    result = replay(rec.hand)
    return [(f.code, f.seq, f.player, f.message)
            for f in with_reader_findings(result.findings, rec.warnings, rec.summary, result)]


def test_the_real_hand_is_clean(tmp_path):
    assert _hand(tmp_path, {}) == []


def test_without_collected_lines_the_summary_is_the_payout(tmp_path):
    assert _hand(tmp_path, {224: None}) == []
    loser = "Seat 1: francois 712 showed [7h Js Ks Kc 7c] and won ($0.81) with two pair, Kings and Sevens"
    winner = "Seat 6: Postman15 (big blind) showed [6c Ah 2d As 6s] and lost with two pair, Aces and Sixes"
    found = _hand(tmp_path, {224: None, 227: loser, 231: winner})
    assert [f[:3] for f in found] == [("wrong-winner", 20, "francois 712")]


def test_a_summary_at_odds_with_the_collected_lines(tmp_path):
    split = {227: "Seat 1: francois 712 showed [7h Js Ks Kc 7c] and won ($0.10) with two pair, Kings and Sevens",
             231: "Seat 6: Postman15 (big blind) showed [6c Ah 2d As 6s] and won ($0.71) with two pair, Aces and Sixes"}
    assert _hand(tmp_path, split) == [
        ("books-unbalanced", None, None, "the summary records what the players won as francois 712 10, "
                                         "Postman15 71, but the 'collected' lines give Postman15 81")]
