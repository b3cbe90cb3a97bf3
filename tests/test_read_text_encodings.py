"""Text logs in other encodings.  A file that starts with a UTF-16 byte order mark (what some
Windows tools save) is decoded as UTF-16 and read like its UTF-8 text (before: a thousand
invalid-JSON records).  A hand with a line that is not UTF-8 (a Latin-1 file) is
``malformed``, naming the line and the byte: decoding it with U+FFFD in place of the bad bytes
made ``José`` and ``Josè`` the same player without a word."""

from __future__ import annotations

import gzip

import pytest

from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

PS = FIXTURES / "inputs" / "ps_u2028_chat.txt"


def _verdicts(path) -> list[tuple]:
    return [(r.line, r.hand_id, r.error, [(f.code, f.seq, f.message) for f in r.findings])
            for r in validate([str(path)], jobs=1)]


@pytest.mark.parametrize("codec,bom", [("utf-16-le", b"\xff\xfe"), ("utf-16-be", b"\xfe\xff")])
@pytest.mark.parametrize("packed", [False, True])
def test_a_utf16_file_with_a_byte_order_mark_reads_like_its_utf8_text(tmp_path, codec, bom, packed):
    data = bom + PS.read_text(encoding="utf-8").replace("\n", "\r\n").encode(codec)
    path = tmp_path / ("utf16.txt.gz" if packed else "utf16.txt")
    path.write_bytes(gzip.compress(data) if packed else data)
    assert _verdicts(path) == [(line, *rest) for line, *rest in _verdicts(PS)]


def _latin1(tmp_path):
    """The PokerStars log with one player of the second hand renamed José in Latin-1."""
    raw = PS.read_bytes()
    second = raw.index(b"PokerStars Game #", 1)
    path = tmp_path / "latin1.txt"
    path.write_bytes(raw[:second] + raw[second:].replace(b"dantho", b"Jos\xe9", 4))
    return path, raw[:second].count(b"\n") + 1


def test_a_hand_with_a_line_that_is_not_utf8_is_malformed_naming_the_line(tmp_path):
    path, first_line = _latin1(tmp_path)
    records = list(read_paths([path]))
    bad = [r for r in records if r.hand is None]
    assert len(records) == 30 and len(bad) == 1
    assert bad[0].line == first_line
    assert "is not UTF-8 text" in bad[0].error and "0xe9" in bad[0].error
    assert bad[0].hand_id is not None
    assert bad[0].game == "draw"        # counted under its game (review of session 64)


def test_names_that_differ_only_in_bytes_that_are_not_utf8_never_become_one_player(tmp_path):
    path = FIXTURES / "inputs" / "latin1_collide.txt"
    for r in validate([str(path)], jobs=1):
        assert r.error is None or "sits twice" not in r.error, r.error
        if r.error is not None:
            assert "not UTF-8" in r.error
