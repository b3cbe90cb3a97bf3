"""Untrusted text: a name in decomposed form ("bo" + U+0301 + "b") and the composed name it looks
like ("b\\xf3b") are two players, so they are never shown alike: the combining marks of a name not
in Unicode's composed form (NFC) are escaped, on the terminal and in the report (before, two such
players' rows read the same, and a finding read "the odd chip went to bób; it belongs to bób":
review of session 59).  So are a singleton NFC replaces (U+212B, the angstrom sign, for U+00C5) and
Hangul jamo NFC composes.  A name in composed form keeps its marks (Vietnamese, Devanagari), also in
a line that names a decomposed one beside it (the parts not composed are escaped, not the line's every
mark: the diff review of session 59)."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from audit.untrusted import for_cell, for_html, for_terminal

COMPOSED = "b\u00f3b"
DECOMPOSED = "bo\u0301b"


def test_the_decomposed_name_shows_its_mark_escaped():
    for show in (for_terminal, for_html, for_cell):
        assert show(COMPOSED) == COMPOSED
        assert show(DECOMPOSED) == "bo\\u0301b"
    assert for_terminal(f"the odd chip went to {DECOMPOSED}; it belongs to {COMPOSED}") == \
        "the odd chip went to bo\\u0301b; it belongs to b\u00f3b"


def test_only_the_parts_not_composed_are_escaped():
    assert for_terminal("\u212b") == "\\u212b" and for_terminal("\u00c5") == "\u00c5"
    assert for_terminal("\u1100\u1161") == "\u1100\\u1161" and for_terminal("\uac00") == "\uac00"
    # a vowel sign of combining class 0 (Bengali U+09C7 + U+09BE is U+09CB)
    assert for_terminal("\u09c7\u09be") == "\u09c7\\u09be" and for_terminal("\u09cb") == "\u09cb"
    line = f"paid to \u0915\u094d\u0937\u092e\u093e; it belongs to {DECOMPOSED}"
    assert for_terminal(line) == "paid to \u0915\u094d\u0937\u092e\u093e; it belongs to bo\\u0301b"


def test_composed_names_with_marks_are_shown_as_they_are():
    for name in ("Vi\u1ec7t", "\u0905\u0928\u0941", "Zo\u00eb"):
        assert unicodedata.is_normalized("NFC", name)
        assert for_terminal(name) == for_html(name) == name


@given(st.text(alphabet=st.sampled_from("abo\u00f3\u0301\u0300\u00e0e\u0308\u212b\u00c5\u1100\u1161\uac00\u094d"), min_size=1, max_size=6),
       st.text(alphabet=st.sampled_from("abo\u00f3\u0301\u0300\u00e0e\u0308\u212b\u00c5\u1100\u1161\uac00\u094d"), min_size=1, max_size=6))
def test_two_different_names_never_show_alike(a, b):
    if a != b:
        assert for_terminal(a) != for_terminal(b)
        assert for_html(a) != for_html(b)
