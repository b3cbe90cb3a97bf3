"""A file's format is decided by its first line that is recognisably a hand of a format (a
native JSON object with "format" or "hand_id", a PokerStars header, a PHH ``key = value``
line with a key of PHH's), not by its first bytes: a junk first line, or a note that mentions
"PokerStars" or "variant", no longer makes a file of hands read as another format (every hand
lost).  The junk line is read in the file's format: one malformed record."""

from __future__ import annotations

import pytest

from audit.readers import detect_format, read_paths

from .conftest import FIXTURES

INPUTS = FIXTURES / "inputs"

CASES = [   # file, its format, its hands
    ("array_first_line.jsonl", "native", 5),
    ("ps_word_first_line.jsonl", "native", 5),
    ("junk_first_variant_note.jsonl", "native", 5),
    ("ps_long_junk_first.txt", "pokerstars", 30),
]


@pytest.mark.parametrize("name,fmt,hands", CASES)
def test_a_junk_first_line_does_not_decide_the_format_of_a_file(name, fmt, hands):
    path = INPUTS / name
    assert detect_format(path.read_bytes()[:1 << 16], path.name) == fmt
    records = list(read_paths([path]))
    assert sum(1 for r in records if r.hand is not None) == hands
    bad = [r for r in records if r.hand is None]
    assert [r.line for r in bad] == [1]


def test_a_note_that_mentions_pokerstars_and_variant_inside_native_hands_decides_nothing(tmp_path):
    lines = (INPUTS / "base.jsonl").read_text().splitlines()
    path = tmp_path / "notes.jsonl"
    path.write_text("PokerStars export\nvariant = 'notes'\n" + "\n".join(lines) + "\n")
    records = list(read_paths([path]))
    assert [r.line for r in records if r.hand is None] == [1, 2]
    assert sum(1 for r in records if r.hand is not None) == 5


def test_phh_is_recognised_after_comments_and_a_table_header():
    head = b"# a comment\n\n[1]\nvariant = 'F7S'\nantes = [1, 1]\n"
    assert detect_format(head, "hands.txt") == "phh"


def test_a_file_without_a_recognisable_line_is_read_by_its_name():
    assert detect_format(b"junk\nmore junk\n", "x.phh") == "phh"
    assert detect_format(b"junk\nmore junk\n", "x.jsonl") == "native"
