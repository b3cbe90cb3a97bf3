"""A ``.phhs`` hand is reported at its ``[key]`` line (CLI.md: ``line`` is the hand's first line
in a text format) also when the key is a quoted TOML key with escapes (``["sec\\u0041nd"]``),
a literal key holding a quote, or a dotted key: the header's text was matched against the
decoded key, never equal, so the hand fell back to line 1."""

from __future__ import annotations

from audit.readers import read_paths

from .conftest import FIXTURES

HERE = FIXTURES / "phh_s16"


def test_a_hand_under_an_escaped_key_is_at_its_header_line():
    lines = {r.hand.hand_id: r.line for r in read_paths([HERE / "escaped-table-key.phhs"])}
    assert sorted(lines.values()) == [1, 21]


def test_malformed_hands_under_quoted_and_dotted_keys_are_at_their_header_lines():
    records = list(read_paths([HERE / "escaped-keys-malformed.phhs"]))
    assert sorted(r.line for r in records if r.error) == [21, 41, 61]
