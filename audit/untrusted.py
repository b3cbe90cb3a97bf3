"""Untrusted text (player names, hand ids, sessions, notes) made safe to show.

A log's names are shown by ``check``, ``explain``, ``stats``, the error messages and the HTML
report.  Shown as they are, a name holding control characters could drive a terminal (ANSI
escape sequences: colours, the window title, a cleared screen) or start a line that looks
like a finding of its own; with Unicode's bidirectional overrides it shows its text in
another order ("\\u202eecila" looks like "alice" reversed, so one player can pass for
another), and with zero-width characters two different names look the same.  Every such
character is written as an escape (``\\x1b``, ``\\u202e``, ``\\u200b``), the way Python's
``repr`` does; all other text is left alone.

* :func:`for_terminal`: what the CLI prints (new lines and tabs escaped too: one line of
  output is one line).
* :func:`for_html`: the report's Jinja ``finalize`` (every ``{{ }}`` of a plain string, before
  autoescaping) and its findings data; new lines and tabs are whitespace in HTML, and
  ``Markup`` (built by handaudit itself: the style sheet, charts) is left alone.

JSON and CSV output keep the exact text: they are data.
"""

from __future__ import annotations

import re
from typing import Any

# bidirectional marks, embeddings, overrides and isolates; zero-width spaces and joiners,
# the word joiner and invisible operators, the byte order mark
_INVISIBLE = "\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
# C0 and C1 controls, DEL, the line and paragraph separators, and the above
_TERMINAL = re.compile(f"[\x00-\x1f\x7f-\x9f\u2028\u2029{_INVISIBLE}]")
# the same but for tab, line feed and carriage return (whitespace in HTML)
_HTML = re.compile(f"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029{_INVISIBLE}]")


def _escape(m: re.Match) -> str:
    c = ord(m.group())
    return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"


def for_terminal(text: str) -> str:
    """``text`` with every character that could act on a terminal, or hide, written as an escape."""
    if text.isprintable():     # nearly always: every character escaped here is unprintable
        return text
    return _TERMINAL.sub(_escape, text)


def for_html(value: Any) -> Any:
    """A plain string with its controls and invisible characters written as escapes; anything
    else (numbers, ``Markup``, None) as it is."""
    if type(value) is not str or value.isprintable():    # nearly always (see for_terminal)
        return value
    return _HTML.sub(_escape, value)
