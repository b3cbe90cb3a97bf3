"""Untrusted text (player names, hand ids, notes) made safe to print on a terminal.

A log's names are shown by ``check``, ``explain``, ``stats`` and the error messages.  Printed
as they are, a name holding control characters could drive the terminal (ANSI escape
sequences: colours, the window title, a cleared screen), start a new line that looks like a
finding of its own, or, with Unicode's bidirectional overrides, show its text in another
order.  :func:`safe` writes every such character as an escape (``\\x1b``, ``\\u202e``), the way
Python's ``repr`` does, and leaves all other text alone (HTML is escaped by the report's
templates; JSON and CSV output keep the text exact: they are data).
"""

from __future__ import annotations

import re

# C0 and C1 controls (newlines and tabs included), DEL, the line and paragraph separators,
# and the bidirectional embeddings, overrides and isolates
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def _escape(m: re.Match) -> str:
    c = ord(m.group())
    return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"


def safe(text: str) -> str:
    """``text`` with every character that could act on a terminal written as an escape."""
    return _UNSAFE.sub(_escape, text) if _UNSAFE.search(text) else text
