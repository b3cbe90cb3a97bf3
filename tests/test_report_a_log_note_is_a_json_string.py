"""The report's hand page quotes an event's note (the log's own words) as ``explain`` does: a JSON
string (audit.untrusted.json_quoted), escaped for HTML.  Before, the page set the note between
curly quotes as it was, so a note holding ``”`` (``said ”fold” then left``) could not be told from
one that ended at it.  On the page a space after a space is ``\\u0020`` (HTML shows two as one), and
a right-to-left run is set between U+2068 and U+2069 as every text of the page is: without those
two characters, ``json.loads`` of what the page shows gives the note back."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from audit.report import write_report
from audit.store import ingest
from audit.untrusted import json_quoted, json_quoted_for_page

from .conftest import FIXTURES

NOTES = [
    "said \u201dfold\u201d then left, bob: \u201cI raise\u201d",         # curly quotes: the page's old quotes
    'said "fold"\\ then left\nbob: "I raise"',
    "two  spaces and   three",
    "</span><script>alert(1)</script>",
    "\u05e9\u05dc\u05d5\u05dd 30, \u202eevil",
]


def _hand() -> dict:
    hand = json.loads((FIXTURES / "cli_s68" / "note-quotes.jsonl").read_text())
    hand["hand_id"] = "noted"
    for e in hand["events"]:
        e.pop("note", None)
    events = [e for e in hand["events"] if e["type"] in ("fold", "call", "show", "collect", "bet", "check")]
    for e, note in zip(events, NOTES):
        e["note"] = note
    hand["events"][-2]["amount"] = 40       # carol paid 40 where 37 was owed: the hand has a page
    hand["events"][-1]["amount"] = 33
    return hand


def test_report_a_log_note_is_a_json_string(tmp_path: Path) -> None:
    log = tmp_path / "noted.jsonl"
    log.write_text(json.dumps(_hand()) + "\n")
    db = tmp_path / "n.duckdb"
    ingest([str(log)], db, 1, None)
    site = tmp_path / "site"
    write_report(db, site, 1)
    pages = [p for p in (site / "hands").glob("*.html") if ">noted</span>" in p.read_text()]
    assert len(pages) == 1
    text = pages[0].read_text()
    assert "<script>alert(1)" not in text
    assert "\u201c" + NOTES[0] + "\u201d" not in text          # (as the page showed it before)
    shown = [html.unescape(s) for s in re.findall(r'<span class="note">(.*?)</span>', text)]
    assert len(shown) == len(NOTES)
    assert [json.loads(s.replace("\u2068", "").replace("\u2069", "")) for s in shown] == NOTES
    assert shown[0] == json_quoted(NOTES[0]) == '"said \u201dfold\u201d then left, bob: \u201cI raise\u201d"'
    assert shown[1] == r'"said \"fold\"\\ then left\nbob: \"I raise\""'
    assert shown[2] == r'"two \u0020spaces and \u0020 three"'
    assert shown[4] == '"\u2068\u05e9\u05dc\u05d5\u05dd\u2069 30, \\u202eevil"'


def test_json_quoted_for_page_reads_back_as_the_note() -> None:
    for note in ["", " a ", "a  b", "a" + " " * 5 + "b", "\u201d", "\u05d0  \u05d1", "tab\t\u200b"]:
        shown = json_quoted_for_page(note)
        bare = shown.replace("\u2068", "").replace("\u2069", "")
        assert bare.isprintable() and "  " not in shown and json.loads(bare) == note, note
