"""In a ``.phhs`` file a hand may be written as an inline table (``2 = {...}``), as dotted keys
before the first header, or as an array of tables (``[[3]]``): its findings name the line where it
starts, as a ``[key]`` hand's do, not line 1 (review of session 64)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

PHHS = FIXTURES / "phh_s64" / "inline-table-and-array-of-tables.phhs"


def test_each_hand_has_the_line_it_starts_at():
    lines = {(c.hand_id, c.line) for c in validate([str(PHHS)])}
    assert lines == {("1", 4), ("2", 3), ("3", 14)}


def test_the_malformed_array_of_tables_names_its_line():
    found = [f.message for c in validate([str(PHHS)]) for f in c.findings if f.code == "malformed"]
    assert len(found) == 1 and found[0].endswith("line 14: a PHH hand must be a TOML table")


def test_a_line_inside_a_string_is_no_hand_s_start():
    # `[[5]]` and `7 = x` written inside another hand's multi-line notes come before the real
    # ones: the real lines are the hands' (the second diff review of session 64)
    found = {(c.hand_id, c.line) for c in validate([str(FIXTURES / "phh_s64" / "array-of-tables-named-in-a-string-first.phhs")])}
    assert found == {("1", 1), ("5", 14)}
    found = {(c.hand_id, c.line) for c in validate([str(FIXTURES / "phh_s64" / "inline-table-named-in-a-string-first.phhs")])}
    assert found == {("2", 1), ("7", 4)}


def test_a_header_inside_a_string_does_not_hide_a_later_inline_hand():
    # `[9]` inside hand 1's notes; hand 2 is an inline table on line 4 (third diff review, s64)
    path = FIXTURES / "phh_s64" / "inline-table-after-a-header-inside-a-string.phhs"
    assert {(c.hand_id, c.line) for c in validate([str(path)])} == {("1", 1), ("2", 4), ("3", 6)}
