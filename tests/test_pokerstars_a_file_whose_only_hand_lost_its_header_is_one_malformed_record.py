"""A PokerStars file whose only hand has lost its header line (a log cut at the top, a hand copied
without its first line) is read as PokerStars text by its table and seat lines: one ``malformed``
record, "the hand has no header line" (README), as when another hand comes first.  Before (review
of session 65) nothing in it looked like PokerStars, and it was read as native JSON Lines: one
"invalid JSON" record per line."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

from .conftest import SHARED

DRAW = SHARED / "real_histories" / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


def test_a_hand_without_its_header_line_is_one_malformed_record(tmp_path: Path):
    lines = DRAW.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[0].startswith("PokerStars ") and lines[1].startswith("Table '")
    end = next(k for k in range(2, len(lines)) if not lines[k].strip())
    log = tmp_path / "no-header.txt"
    log.write_text("".join(lines[1:end]), encoding="utf-8")
    checked = list(validate([str(log)]))
    assert len(checked) == 1
    [f] = checked[0].findings
    assert f.code == "malformed" and "the hand has no header line" in f.message
