"""Text logs are split into lines at line feeds only (``\\r\\n`` ends a line too): a Unicode line
or paragraph separator, a next-line character, a form feed or a lone carriage return is a
character of its line, as in every editor and in ``grep -n``.  Before, ``str.splitlines``
split there too: the line numbers of findings went wrong from there on, and a PHH hand with
such a character in a string became invalid TOML."""

from __future__ import annotations

from audit.readers import read_paths
from audit.runner import validate

from .conftest import FIXTURES

INPUTS = FIXTURES / "inputs"


def _line_of(path, text: bytes) -> int:
    return next(n for n, line in enumerate(path.read_bytes().split(b"\n"), 1) if text in line)


def test_a_line_separator_in_a_pokerstars_chat_line_does_not_shift_the_line_numbers():
    path = INPUTS / "ps_u2028_chat.txt"
    assert "\u2028".encode() in path.read_bytes()
    findings = [f for r in validate([str(path)], jobs=1) for f in r.findings]
    assert [f.code for f in findings] == ["unparsed-line"]      # the chat line is understood
    assert findings[0].message.startswith(f"line {_line_of(path, b'@@@ junk @@@')}: ")


def test_a_line_separator_inside_a_phh_string_is_part_of_the_string():
    records = list(read_paths([INPUTS / "phh_u2028_in_string.phh"]))
    assert len(records) == 1 and records[0].hand is not None, records[0].error


def test_lone_carriage_returns_and_form_feeds_do_not_end_pokerstars_lines(tmp_path):
    path = INPUTS / "ps_u2028_chat.txt"
    text = path.read_bytes().replace(b"@@@ junk @@@", b"@@@ junk\r\x0c\x1c\xc2\x85 @@@")
    odd = tmp_path / "odd.txt"
    odd.write_bytes(text.replace(b"\n", b"\r\n"))
    findings = [f for r in validate([str(odd)], jobs=1) for f in r.findings]
    assert [f.code for f in findings] == ["unparsed-line"]
    assert findings[0].message.startswith(f"line {_line_of(path, b'@@@ junk @@@')}: ")
