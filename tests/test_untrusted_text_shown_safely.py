"""Untrusted text cannot act on where it is shown: a player name, hand id or session holding
ANSI escape sequences, carriage returns, new lines, bidirectional overrides or zero-width
characters is shown with those characters escaped by ``check``, ``explain``, ``stats``, the
error messages and the HTML report (before, they were shown raw: a name could colour the
terminal, set its title, start a line that looked like a finding of its own, or pass for
another player's name on a page)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audit.untrusted import for_html, for_terminal

from .conftest import ROOT

FAULTS = ROOT / "sample_histories" / "draw-faults.jsonl"
NASTY = "da\x1b[31mve\r\nFAKE: LINE\u202eevil\x07"
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200f]")
SPOOF = "al\u200bice\u202e"       # looks like "alice" on a page


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=300,
                          check=False, encoding="utf-8")


@pytest.fixture
def nasty_log(tmp_path):
    hands = [json.loads(line) for line in FAULTS.read_text().splitlines()[:3]]
    text = "\n".join(json.dumps(h) for h in hands).replace('"dave"', json.dumps(NASTY))
    text = text.replace(json.dumps(hands[0]["hand_id"]), json.dumps("h\x1b]0;title\x07"), 1)
    path = tmp_path / "nasty.jsonl"
    path.write_text(text + "\n", encoding="utf-8")
    return path


def test_safe_escapes_what_acts_on_a_terminal_and_nothing_else():
    assert for_terminal(NASTY) == "da\\x1b[31mve\\x0d\\x0aFAKE: LINE\\u202eevil\\x07"
    assert for_terminal("élodie 漢字 🂡 tab-free") == "élodie 漢字 🂡 tab-free"
    # a name that types out the escapes does not pass for the name that holds the characters
    assert for_terminal(for_terminal(NASTY)) != for_terminal(NASTY)
    assert for_terminal("\x85\u2028\u2066") == "\\x85\\u2028\\u2066"
    assert for_terminal(SPOOF) == "al\\u200bice\\u202e"


def test_for_html_escapes_whitespace_and_invisible_characters_and_keeps_markup():
    from markupsafe import Markup

    # in HTML a new line or a tab shows as a space: "alice\n" would pass for "alice"
    assert for_html("alice\n") == "alice\\x0a" and for_html("a\tb") == "a\\x09b"
    assert for_html(SPOOF) == "al\\u200bice\\u202e"
    assert for_html(Markup("<style>\n</style>")) == Markup("<style>\n</style>")
    assert for_html(12) == 12 and for_html(None) is None


def test_check_prints_one_line_per_finding_with_the_name_escaped(nasty_log):
    p = run("check", str(nasty_log), "--jobs", "1")
    assert p.returncode == 1
    assert not RAW_CONTROL.search(p.stdout)
    lines = p.stdout.splitlines()
    assert all(line.startswith(str(nasty_log)) for line in lines[:-1])      # no forged line
    assert any("da\\x1b[31mve\\x0d\\x0aFAKE: LINE\\u202eevil\\x07" in line for line in lines)
    assert any("h\\x1b]0;title\\x07" in line for line in lines)


def test_check_json_keeps_the_name_exact(nasty_log):
    doc = json.loads(run("check", str(nasty_log), "--format", "json", "--jobs", "1").stdout)
    assert any(NASTY in f["message"] for f in doc["findings"])


def test_explain_escapes_names_in_every_line(nasty_log):
    p = run("explain", "h\x1b]0;title\x07", "--file", str(nasty_log))
    assert p.returncode == 1 and "1 finding" in p.stdout, p.stderr      # the log's fault: an error
    assert not RAW_CONTROL.search(p.stdout)
    assert "seat 4 da\\x1b[31mve\\x0d\\x0aFAKE: LINE\\u202eevil\\x07 (500)" in p.stdout


def test_stats_table_escapes_names_and_keeps_its_columns(nasty_log, tmp_path):
    db = tmp_path / "h.duckdb"
    assert run("ingest", str(nasty_log), "--db", str(db)).returncode == 1
    p = run("stats", "--db", str(db))
    assert not RAW_CONTROL.search(p.stdout)
    lines = p.stdout.splitlines()
    rule = next(line for line in lines if line.startswith("---"))
    row = next(line for line in lines if line.startswith("da\\x1b"))
    assert len(rule.split("  ")[0]) == len(for_terminal(NASTY))         # the column is as wide as the escaped name
    assert row.index(" draw ") + 1 == rule.index("  ----") + 2     # the game column starts where its rule does


def test_error_messages_escape_what_the_log_said(tmp_path):
    hand = json.loads(FAULTS.read_text().splitlines()[0])
    twins = []
    for session in ("s\x1b[2J1", "s2"):
        h = dict(hand, session=session)
        twins.append(json.dumps(h))
    path = tmp_path / "twins.jsonl"
    path.write_text("\n".join(twins) + "\n")
    p = run("explain", hand["hand_id"], "--file", str(path))
    assert p.returncode == 2 and "several sessions" in p.stderr
    assert "s\\x1b[2J1" in p.stderr and not RAW_CONTROL.search(p.stderr)


def test_explain_of_a_malformed_hand_escapes_what_the_log_said(tmp_path):
    hand = json.loads(FAULTS.read_text().splitlines()[0])
    hand["events"][2]["type"] = "\x1b[31mRED\u202e\nforged: line"
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    p = run("explain", hand["hand_id"], "--file", str(path))
    assert p.returncode == 1 and p.stdout.startswith("malformed: "), p.stdout + p.stderr
    assert len(p.stdout.splitlines()) == 1 and not RAW_CONTROL.search(p.stdout)
    assert "\\x1b[31mRED\\u202e\\x0aforged: line" in p.stdout


def test_summary_lines_escape_the_paths_given(tmp_path):
    # the paths come from the command line, but are shown as every other text is: one line each
    db = tmp_path / "d\x1b[31m\u202e.duckdb"
    out = tmp_path / "o\x1b[31m\nerror: forged"
    p = run("audit", str(FAULTS), "--db", str(db), "--out", str(out), "--jobs", "1")
    assert p.returncode == 1, p.stderr
    assert not RAW_CONTROL.search(p.stdout)
    assert p.stdout.splitlines()[-1] == "report: " + for_terminal(str(out / "index.html"))
    assert "new hands in " + for_terminal(str(db)) + ";" in p.stdout
    log = tmp_path / "s\x1b[2J.jsonl"
    p = run("simulate", "--game", "draw", "--hands", "2", "-o", str(log))
    assert p.returncode == 0 and p.stdout == f"wrote 2 draw hands to {for_terminal(str(log))}\n"
    p = run("convert", str(log), "-o", str(tmp_path / "c\x07.jsonl"))
    assert p.returncode == 0 and not RAW_CONTROL.search(p.stdout), p.stderr


def test_report_pages_show_invisible_and_control_characters_escaped(tmp_path):
    hands = [json.loads(line) for line in FAULTS.read_text().splitlines()[:3]]
    text = "\n".join(json.dumps(h) for h in hands).replace('"dave"', json.dumps(SPOOF + "\x1b[2J"))
    log = tmp_path / "spoof.jsonl"
    log.write_text(text + "\n", encoding="utf-8")
    out = tmp_path / "site"
    assert run("audit", str(log), "--db", str(tmp_path / "h.duckdb"), "--out", str(out), "--jobs", "1").returncode == 1
    pages = [p for p in out.rglob("*") if p.suffix in (".html", ".js")]
    assert len(pages) > 5
    shown = "al\\u200bice\\u202e\\x1b[2J"
    for page in pages:
        body = page.read_text(encoding="utf-8")
        assert not re.search("[\x00-\x08\x0b\x0c\x0e-\x1f\u200b-\u200f\u202a-\u202e\u2066-\u2069]", body), page
    hand_pages = [p.read_text(encoding="utf-8") for p in (out / "hands").glob("*.html")]
    assert any(shown in body for body in hand_pages)
    assert shown.replace("\\", "\\\\") in (out / "findings-data.js").read_text(encoding="utf-8")
    # the findings pages escape the name once: escaped twice, "al\\u200b" would be a typed-out name
    listed = "".join(p.read_text(encoding="utf-8") for p in out.glob("findings*.html"))
    assert shown in listed and "al\\\\u200b" not in listed


def test_the_fast_path_skips_no_character_that_is_escaped():
    from audit.untrusted import _BLANK, _escaped

    escaped = [c for c in map(chr, range(0x110000)) if _escaped(c) != c]
    # every character escaped is one the fast path sends to the slow one (a combining mark that is
    # not in composed form alone, U+0340 say, is escaped as any in a name not in that form)
    assert all(not c.isprintable() or _BLANK.match(c) or not unicodedata.is_normalized("NFC", c) for c in escaped)
    assert all(for_terminal(c) != c and for_html(c) != c for c in escaped[::97])


def test_characters_that_show_as_nothing_are_escaped():
    # a soft hyphen, a tag character, the Hangul filler, a variation selector, a no-break space
    for c, shown in (("\xad", "\\xad"), ("\U000e0041", "\\U000e0041"), ("\u3164", "\\u3164"),
                     ("\ufe0f", "\\ufe0f"), ("\xa0", "\\xa0")):
        assert for_terminal("alice" + c) == "alice" + shown
        assert for_html("alice" + c) == "alice" + shown
    assert for_terminal("élodie 漢字 🂡") == "élodie 漢字 🂡"


def _read_back(shown: str) -> str:
    """The one reading of escaped text the module promises: two backslashes are one, a backslash
    and x, u or U with hex digits an escape, any other backslash itself."""
    out, k = [], 0
    while k < len(shown):
        c = shown[k]
        if c == "\\" and shown[k + 1:k + 2] == "\\":
            out.append("\\")
            k += 2
            continue
        if c == "\\":
            for letter, width in (("x", 2), ("u", 4), ("U", 8)):
                digits = shown[k + 2:k + 2 + width]
                if shown[k + 1:k + 2] == letter and re.fullmatch(f"[0-9a-f]{{{width}}}", digits):
                    out.append(chr(int(digits, 16)))
                    k += 2 + width
                    break
            else:
                out.append(c)
                k += 1
            continue
        out.append(c)
        k += 1
    return "".join(out)


def test_a_backslash_before_an_escaped_character_is_doubled_so_two_names_never_look_the_same():
    # "e\x1b" typed out (five characters) and "e", a backslash and an escape character: both showed
    # as e\\x1b, so two players at one table looked the same on the terminal and on the pages
    typed, real = "e\\x1b", "e\\\x1b"
    assert for_terminal(typed) == "e\\\\x1b"
    assert for_terminal(real) == "e\\\\\\x1b"
    assert for_html(real) == for_terminal(real) != for_html(typed)


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet=st.sampled_from(["\\", "x", "u", "U", "1", "b", "e", "\x1b", "\n", "\u200b", "\u202e",
                                         "\xad", "a", " "]), max_size=12))
def test_what_is_shown_reads_back_as_exactly_the_name(name):
    assert _read_back(for_terminal(name)) == name
    assert _read_back(for_html(name)) == name


def test_stats_table_lines_up_under_wide_and_combining_names(tmp_path):
    hand = json.loads(FAULTS.read_text().splitlines()[0])
    text = json.dumps(hand).replace('"dave"', json.dumps("中文名")).replace('"bob"', json.dumps("cafe\u0301"))
    path = tmp_path / "wide.jsonl"
    path.write_text(text + "\n", encoding="utf-8")
    db = tmp_path / "w.duckdb"
    assert run("ingest", str(path), "--db", str(db)).returncode in (0, 1)
    lines = run("stats", "--db", str(db)).stdout.splitlines()
    rule = next(line for line in lines if line.startswith("---"))
    rows = [line for line in lines if " draw " in line]
    assert len(rows) == len(hand["seats"])
    from audit.untrusted import display_width
    # every row's game column starts in the same terminal column as the rule's second dashes
    start = rule.index("  -") + 2
    for row in rows:
        assert display_width(row[:row.index(" draw ") + 1]) == start, row
