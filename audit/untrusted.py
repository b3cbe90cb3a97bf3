"""Untrusted text (player names, hand ids, sessions, notes) made safe to show.

A log's names are shown by ``check``, ``explain``, ``stats``, the error messages and the HTML
report.  Shown as they are, a name holding control characters could drive a terminal (ANSI
escape sequences: colours, the window title, a cleared screen) or start a line that looks
like a finding of its own; with Unicode's bidirectional overrides it shows its text in
another order ("\\u202eecila" looks like "alice" reversed, so one player can pass for
another), with zero-width characters two different names look the same, and so do a name and
its decomposed form (an accent as a combining mark: "bo\u0301b" against "b\xf3b").  Every such
character is written as an escape (``\\x1b``, ``\\u202e``, ``\\u200b``), the way Python's
``repr`` does (the parts of a name not in Unicode's composed form, NFC, too), and a backslash that could be read as part of such an escape (before ``x``,
``u`` or ``U`` and hex digits, before another backslash, or before a character that is itself
escaped) is doubled, so that the name ``"E\\x1b"`` typed out passes neither for ``"E"`` and an
escape character nor for ``"E\\"`` and one: the text shown is always read back one way (two
backslashes are one, a backslash and ``x``, ``u`` or ``U`` start an escape, any other backslash is
itself).  All other text is left alone.

* :func:`for_terminal`: what the CLI prints (new lines and tabs escaped too: one line of
  output is one line).
* :func:`for_cell`: a value alone in a padded column of a table the CLI prints: the spaces
  the padding hides too, as in HTML.
* :func:`json_quoted`: a log's note that ``explain`` quotes, as a JSON string
  (:func:`json_quoted_for_page`: the report's hand page).
* :func:`for_html`: the report's Jinja ``finalize`` (every ``{{ }}`` of a plain string, before
  autoescaping) and its findings data; new lines and tabs too (in HTML they show as a space,
  so a name could end in one unseen); ``Markup`` (built by handaudit itself: the style sheet,
  charts) is left alone.

JSON and CSV output keep the exact text: they are data.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import msgspec

_JSON = msgspec.json.Encoder()

#: Characters that print as nothing although Unicode calls them printable: the combining
#: grapheme joiner, the Hangul fillers, the Khmer inherent vowels, the Mongolian free variation
#: selectors, the braille blank and the variation selectors.
_BLANKS = "\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\U000e0100-\U000e01ef"
_BLANK = re.compile(f"[{_BLANKS}]")


def _escape_char(c: str) -> str:
    n = ord(c)
    if 0xDC80 <= n <= 0xDCFF:
        # a byte of a file name that is not UTF-8 (Python's surrogate escape): ``\xNN`` as the name
        # is written (audit.readers.paths.shown_name), its backslash doubled as shown text's is
        return f"\\\\x{n - 0xDC00:02x}"
    return f"\\x{n:02x}" if n < 0x100 else f"\\u{n:04x}" if n < 0x10000 else f"\\U{n:08x}"


#: A backslash that starts what reads as an escape: doubled (here, and in file names by
#: audit.readers.paths.shown_path).
ESCAPE_LIKE = re.compile(r"\\(?=\\|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})")


def _joins(c: str) -> bool:
    """Whether ``c`` may compose with the character before it: a mark (combining, or a vowel sign of
    class 0: Bengali U+09C7 + U+09BE composes to U+09CB), or a Hangul vowel or final consonant
    (conjoining jamo: U+1100 + U+1161 composes to U+AC00)."""
    return unicodedata.category(c)[0] == "M" or "\u1160" <= c <= "\u11ff"


def _not_composed(text: str) -> list[int]:
    """Where ``text`` is not in Unicode's composed form (NFC): of each cluster (a character and those
    that join it) that is not, its joining characters, and its first one when that is no character
    NFC keeps (a singleton such as U+212B, the angstrom sign, which NFC makes U+00C5).  A composed
    name in the same text is left alone (virama, tone marks that compose with nothing)."""
    out = []
    k, n = 0, len(text)
    while k < n:
        j = k + 1
        while j < n and _joins(text[j]):
            j += 1
        if not unicodedata.is_normalized("NFC", text[k:j]):
            if not unicodedata.is_normalized("NFC", text[k]):
                out.append(k)
            out.extend(range(k + 1, j))
        k = j
    return out


def _escaped(text: str, spaces: bool = False) -> str:
    """Every character that is not printable (controls, separators other than the space, format
    characters such as the bidirectional marks, zero-width characters, soft hyphens and tags,
    private use, unassigned) or prints as nothing, written as an escape, as ``repr`` does; a
    backslash that would read as part of an escape, doubled."""
    if "\\" in text:
        text = ESCAPE_LIKE.sub(r"\\\\", text)
    out = [c if c.isprintable() and not _BLANK.match(c) else _escape_char(c) for c in text]
    if not text.isascii() and not unicodedata.is_normalized("NFC", text):
        # a name not in its composed form ("bo" + U+0301 + "b") looks like the composed one ("b\xf3b"),
        # a different name: the parts of it not in that form escaped (review of session 59)
        for k in _not_composed(text):
            out[k] = _escape_char(text[k])
    if spaces:      # (for_html) the spaces HTML does not show: leading, trailing, after a space
        last = len(text) - 1
        for k, c in enumerate(text):
            if c == " " and (k == 0 or k == last or text[k - 1] == " "):
                out[k] = "\\x20"
    for k in range(len(out) - 1):
        # a backslash (not already doubled) before an escaped character: doubled too
        if out[k] == "\\" and len(out[k + 1]) > 1 and out[k + 1][0] == "\\":
            out[k] = "\\\\"
    return "".join(out)


def _plain(text: str) -> bool:
    """Whether printable text that is not ASCII is shown as it is: nothing in it prints as nothing,
    and it is in the composed form (NFC)."""
    return not _BLANK.search(text) and unicodedata.is_normalized("NFC", text)


def for_terminal(text: str) -> str:
    """``text`` with every character that could act on a terminal, or hide, written as an escape."""
    if text.isprintable() and "\\" not in text and (text.isascii() or _plain(text)):  # nearly always
        return text
    return _escaped(text)


#: JSON's own escapes of the characters it must escape in a string.
_JSON_SHORT = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def json_quoted(text: str) -> str:
    """``text`` as a JSON string literal, for the terminal: in double quotes, a quote, a backslash
    and a control character written as JSON writes them (``\\"``, ``\\\\``, ``\\n``, ``\\u001b``),
    and every other character :func:`for_terminal` would escape (not printable, printing as
    nothing, not in the composed form) as JSON's ``\\u`` escape (its surrogate pair past 16 bits).
    A log's note shown so (``explain``'s ``[log note: "..."]``) reads back one way: a quote in it
    cannot close the quotes, nor a new line start a line of output; ``json.loads`` gives the note."""
    if text.isprintable() and '"' not in text and "\\" not in text and (text.isascii() or _plain(text)):
        return f'"{text}"'
    odd = set(_not_composed(text)) if not text.isascii() and not unicodedata.is_normalized("NFC", text) else ()
    out = []
    for k, c in enumerate(text):
        if c in _JSON_SHORT:
            out.append(_JSON_SHORT[c])
        elif not c.isprintable() or _BLANK.match(c) or k in odd:
            n = ord(c)
            out.append(f"\\u{n:04x}" if n < 0x10000 else
                       f"\\u{0xD800 + ((n - 0x10000) >> 10):04x}\\u{0xDC00 + ((n - 0x10000) & 0x3FF):04x}")
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def for_cell(text: str) -> str:
    """``text`` shown alone in a column that pads it (``explain``'s and ``stats``' tables): as
    :func:`for_terminal`, and the spaces padding hides too (leading, trailing, the second of two:
    ``\\x20``), so that "bob " does not pass for "bob" (as :func:`for_html`)."""
    return for_html(text)


def display_width(text: str) -> int:
    """The columns ``text`` takes on a terminal: two for a wide character (CJK, fullwidth), none
    for a combining mark, one for any other (so that explain's tables line up under such names)."""
    if text.isascii():
        return len(text)
    width = 0
    for c in text:
        if unicodedata.combining(c):
            continue
        width += 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
    return width


def for_html(value: Any) -> Any:
    """A plain string with its controls, whitespace other than the space and invisible characters
    written as escapes (in HTML a new line or a tab shows as a space, so "alice\\n" would pass
    for "alice"), and the spaces HTML does not show too (``\\x20``: "bob " and "b  ob" would pass
    for "bob" and "b ob"); anything else (numbers, ``Markup``, None) as it is."""
    if type(value) is not str:
        return value
    spaces = value[:1] == " " or value[-1:] == " " or "  " in value
    if not spaces and value.isprintable() and "\\" not in value and (value.isascii() or _plain(value)):
        return value            # nearly always
    return _escaped(value, spaces)


#: A character written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and the rest of
#: Unicode's right-to-left blocks, their presentation forms included).
_RTL_CHAR = "\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\U00010800-\U00010fff\U0001e800-\U0001efff"
_RTL = re.compile(f"[{_RTL_CHAR}]")
#: A run of right-to-left words: non-ASCII text holding a right-to-left character, and the next
#: such words after one space each (a name of two words stays one run, in its own order).
_WORD = f"[^\\x00-\\x7f\\s]*[{_RTL_CHAR}][^\\x00-\\x7f\\s]*"
_RTL_RUN = re.compile(f"{_WORD}(?: {_WORD})*")


def _isolate(run: re.Match) -> str:
    return f"\u2068{run.group(0)}\u2069"


def for_page(value: Any) -> Any:
    """:func:`for_html`, and each run of right-to-left text (a Hebrew or Arabic name) set between
    Unicode's first-strong isolate and pop directional isolate (U+2068, U+2069): shown as it
    is, right to left, but kept apart from the text around it.  Without them the Unicode
    bidirectional algorithm pulls the number or comma after such a name into it, so that "dan 30,
    \u05d3\u05e0\u05d9 50, \u05e8\u05d5\u05df 10" shows the second name beside the third's
    amount: one player's chips read as another's (review of session 65).  The report's
    ``finalize`` and its findings data."""
    return _isolated(for_html(value))


def _isolated(value: Any) -> Any:
    """Each run of right-to-left text in ``value`` between U+2068 and U+2069 (:func:`for_page`)."""
    if type(value) is str and not value.isascii() and _RTL.search(value):
        return _RTL_RUN.sub(_isolate, value)
    return value


def json_quoted_for_page(text: str) -> str:
    """A log's note as the report's hand page shows it: quoted as ``explain`` quotes it
    (:func:`json_quoted`: a quote in it cannot pass for the closing quote), a space after a space
    written ``\\u0020`` (HTML shows two spaces as one, as :func:`for_html` writes ``\\x20``), and
    each run of right-to-left text isolated (:func:`for_page`): a JSON string the note is read back
    from.  Escaped for HTML where it is shown, as any text."""
    return _isolated(json_quoted(text).replace("  ", " \\u0020"))


def quoted(value: Any) -> str:
    """A value named in a message: a string as it is, in single quotes (double quotes when it
    holds a single quote and no double quote, as ``repr`` chooses).  The message is escaped where
    it is shown, by :func:`for_terminal` or :func:`for_html`: ``repr`` would escape it a first
    time, and a control character would show as ``\\\\x1b``.  The values of the log's JSON (or
    PHH's TOML) in their spelling there: ``true``, ``false``, ``null``, a list or an object as JSON
    (not Python's ``True``, ``None``, ``['a']``).  Anything else (a ``str`` subclass with a
    ``repr`` of its own too) as ``repr``."""
    cls = value.__class__
    if cls is not str:
        if value is None or cls is bool or cls is list or cls is dict or cls is tuple:
            try:
                return _JSON.encode(value).decode()
            except (TypeError, ValueError):
                pass
        return repr(value)
    return f'"{value}"' if "'" in value and '"' not in value else f"'{value}'"     # repr's choice of quotes


#: The name of the codec error handler :func:`writable_anywhere` sets.
_UNENCODABLE = "handaudit-unencodable"


def _as_json_escapes(e: UnicodeError) -> tuple[str, int]:
    """A character the output's encoding cannot write, as JSON's escape (``\\u5f20``; one past the
    16 bits as its surrogate pair): the exact text in ``--format json``, and in the other formats
    an escape as those of :func:`for_terminal`, which writes a name's own backslash as ``\\\\``."""
    if not isinstance(e, UnicodeEncodeError):
        raise e
    out = []
    for c in map(ord, e.object[e.start:e.end]):
        if c > 0xFFFF:
            c -= 0x10000
            out.append(f"\\u{0xD800 + (c >> 10):04x}\\u{0xDC00 + (c & 0x3FF):04x}")
        else:
            out.append(f"\\u{c:04x}")
    return "".join(out), e.end


def writable_anywhere(stream: Any) -> None:
    """Make ``stream`` (the standard output or error) write what its encoding cannot hold (a
    player's name in Chinese under a Latin-1 locale, or to a file on Windows) as escapes, not
    stop with a UnicodeEncodeError traceback (review of session 67)."""
    import codecs

    encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
    if encoding in ("utf-8", "utf8") or not hasattr(stream, "reconfigure"):
        return
    try:
        codecs.lookup_error(_UNENCODABLE)
    except LookupError:
        codecs.register_error(_UNENCODABLE, _as_json_escapes)
    try:
        stream.reconfigure(errors=_UNENCODABLE)
    except (ValueError, OSError):       # (a stream that cannot be reconfigured: left as it is)
        pass
