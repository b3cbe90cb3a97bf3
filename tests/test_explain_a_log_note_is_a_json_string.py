"""``explain`` quotes an event's note (the log's own words) as a JSON string: a ``"`` in it is
``\\"``, a backslash ``\\\\``, a new line ``\\n``, any other control or invisible character JSON's
``\\u`` escape.  Before, the note was put between double quotes as it was (a new line and an
escape character escaped as the rest of explain's text, a quote or a backslash not at all), so
``said "fold" ... bob: "I raise"`` could not be told from a note that ended earlier, and the
backslash of ``\\x41`` in a note read as an escape.  The quoted text gives the note back with
``json.loads``, with ``--file`` and with ``--db`` alike."""

from __future__ import annotations

import json
import re

import pytest

from .conftest import FIXTURES
from .test_cli_check import run

LOG = FIXTURES / "cli_s68" / "note-quotes.jsonl"
NOTES = [e["note"] for e in json.loads(LOG.read_text())["events"] if "note" in e]


def _notes_shown(stdout: str) -> list[str]:
    return re.findall(r"  \[log note: (\".*\")\]$", stdout, re.M)


@pytest.mark.parametrize("source", ["file", "db"])
def test_explain_a_log_note_is_a_json_string(tmp_path, source):
    assert any('"' in n and "\\" in n and "\n" in n for n in NOTES) and len(NOTES) == 3
    if source == "db":
        db = tmp_path / "n.duckdb"
        assert run("ingest", str(LOG), "--db", str(db)).returncode == 0
        p = run("explain", "note-quotes", "--db", str(db))
    else:
        p = run("explain", "note-quotes", "--file", str(LOG))
    assert p.returncode == 0, p.stdout + p.stderr
    shown = _notes_shown(p.stdout)
    assert [json.loads(s) for s in shown] == NOTES
    assert shown[0] == r'"said \"fold\"\\ then left\nbob: \"I raise\""'
    assert shown[1] == '"plain note"'
    assert shown[2] == r'"tab\there \u001b[31mred \u202eevil C:\\x41"'
    assert "\x1b" not in p.stdout and "\u202e" not in p.stdout


def test_json_quoted_escapes_what_the_terminal_would_and_reads_back():
    from audit.untrusted import json_quoted

    for note in ["a \"b\" \\c", "bo\u0301b", "\u3164x", "\U000e0001tag", "\x7f", "\u540d\u524d ok", ""]:
        shown = json_quoted(note)
        assert json.loads(shown) == note and shown.isprintable(), note
    assert json_quoted("bo\u0301b") == r'"bo\u0301b"'                # not in the composed form
    assert json_quoted("\U000e0001") == r'"\udb40\udc01"'            # past 16 bits: its surrogate pair
    assert json_quoted("\u540d\u524d") == '"\u540d\u524d"'                  # printable text as it is
