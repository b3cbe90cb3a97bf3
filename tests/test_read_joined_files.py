"""Logs joined with ``cat`` read like the files apart: a byte order mark that starts each file
(Windows editors save one) is not part of a record wherever it stands.  Before, the native
reader took such a line for bad JSON, and the PokerStars reader did not see the hand that
started there: it ran the hand into the previous one as unparsed lines, and gave that hand a
wrong books-unbalanced verdict."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

from .conftest import REAL, ROOT

BOM = b"\xef\xbb\xbf"
SESSION = ROOT / "sample_histories" / "draw-session.jsonl"
PS = REAL / "pokerstars"


def _verdicts(paths: list[Path]) -> list[tuple]:
    return [(r.hand_id, r.game, sorted((f.code, f.seq) for f in r.findings))
            for r in validate([str(p) for p in paths], jobs=1)]


def test_native_files_joined_each_with_a_byte_order_mark_read_like_the_whole_file(tmp_path):
    lines = SESSION.read_bytes().splitlines(keepends=True)
    half = len(lines) // 2
    joined = tmp_path / "joined.jsonl"
    joined.write_bytes(BOM + b"".join(lines[:half]) + BOM + b"".join(lines[half:]))
    assert _verdicts([joined]) == _verdicts([SESSION])


def test_a_line_holding_only_a_byte_order_mark_is_blank(tmp_path):
    joined = tmp_path / "joined.jsonl"
    joined.write_bytes(BOM + b"\n" + SESSION.read_bytes() + BOM)
    assert _verdicts([joined]) == _verdicts([SESSION])


def test_pokerstars_files_joined_each_with_a_byte_order_mark_keep_every_hand_apart(tmp_path):
    files = [PS / "pokerstars_5carddraw_limit_multi_hands_2009.txt", PS / "pokerstars_7stud_allin_sidepot_2011.txt"]
    joined = tmp_path / "joined.txt"
    joined.write_bytes(b"".join(BOM + f.read_bytes() + b"\r\n\r\n" for f in files))
    apart = _verdicts(files)
    assert len(apart) == 31 and all(not codes for _, _, codes in apart)
    assert _verdicts([joined]) == apart
