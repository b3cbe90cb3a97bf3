"""Memory stays bounded however a file is made: a line too long to hold a hand (a binary file, a
log without new lines) is skipped as one malformed record and the next lines are read, and a
chunk of lines for the workers holds at most CHUNK_BYTES of them.  Before, a line was read
whole however long, and a chunk held a thousand lines however long they were.

MAX_LINE is set small here so that the files stay small."""

from __future__ import annotations

import gzip
import random

import pytest

from audit import runner
from audit.readers import native_open, read_paths, read_units

from .conftest import REAL, ROOT

SESSION = ROOT / "sample_histories" / "draw-session.jsonl"


@pytest.fixture
def small_lines(monkeypatch):
    monkeypatch.setattr(native_open, "MAX_LINE", 8192)


def _with_a_long_line(at: int) -> tuple[bytes, int]:
    """The sample session with a line of 50,000 random bytes (no new line; it does not compress)
    before line ``at`` + 1, and how many lines the session has."""
    lines = SESSION.read_bytes().splitlines(keepends=True)
    noise = random.Random(7).randbytes(50_000).replace(b"\n", b"n")
    return b"".join(lines[:at] + [noise + b"\n"] + lines[at:]), len(lines)


def test_a_line_too_long_is_one_malformed_record_and_the_next_lines_are_read(tmp_path, small_lines):
    data, n = _with_a_long_line(3)
    path = tmp_path / "long.jsonl"
    path.write_bytes(data)
    records = list(read_paths([path]))
    assert len(records) == n + 1
    assert [r.line for r in records] == list(range(1, n + 2))
    assert records[3].hand is None and "holds no hand: skipped" in records[3].error
    assert all(r.hand is not None for i, r in enumerate(records) if i != 3)
    units = list(read_units([path]))            # the parallel path reads the same lines
    assert [u[1] if isinstance(u, tuple) else u.line for u in units] == list(range(1, n + 2))


def test_a_gzip_file_cut_inside_a_long_line_keeps_the_lines_before(tmp_path, small_lines):
    data, _ = _with_a_long_line(5)
    packed = gzip.compress(data)
    path = tmp_path / "cut.jsonl.gz"
    path.write_bytes(packed[:len(packed) // 2])       # inside the long line, most of the file
    records = list(read_paths([path]))
    assert len(records) == 6 and all(r.hand is not None for r in records[:5])
    assert records[5].line == 6 and "cannot be read past this line" in records[5].error


def test_a_long_line_in_pokerstars_text_is_skipped_and_the_hands_around_it_read(tmp_path, small_lines):
    text = (REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt").read_bytes()
    whole = [r for r in read_paths([REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"])]
    path = tmp_path / "long.txt"
    path.write_bytes(text.replace(b"\n\n\n", b"\n\n" + b"y" * 50_000 + b"\n\n", 1))
    records = list(read_paths([path]))
    skipped = [r for r in records if r.hand is None]
    assert len(skipped) == 1 and "holds no hand" in skipped[0].error
    assert [r.hand for r in records if r.hand is not None] == [r.hand for r in whole]


def test_chunks_hold_at_most_chunk_bytes_of_lines(monkeypatch):
    monkeypatch.setattr(runner, "CHUNK_BYTES", 10_000)
    units = [("f", i, b"z" * 3000) for i in range(1, 21)]
    chunks = list(runner._chunks(iter(units), 1000))
    assert [len(c) for c in chunks] == [4] * 5           # 4 lines reach 12,000 bytes
    assert [u for c in chunks for u in c] == units
