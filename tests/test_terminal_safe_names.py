"""Untrusted text printed on a terminal cannot act on it: a player name, hand id or session
holding ANSI escape sequences, carriage returns, new lines or bidirectional overrides is shown
with those characters escaped by ``check``, ``explain``, ``stats`` and the error messages
(before, they were printed raw: a name could colour the terminal, set its title, or start a
line that looked like a finding of its own)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from audit.terminal import safe

from .conftest import ROOT

FAULTS = ROOT / "sample_histories" / "draw-faults.jsonl"
NASTY = "da\x1b[31mve\r\nFAKE: LINE\u202eevil\x07"
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


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
    assert safe(NASTY) == "da\\x1b[31mve\\x0d\\x0aFAKE: LINE\\u202eevil\\x07"
    assert safe("élodie 漢字 🂡 tab-free") == "élodie 漢字 🂡 tab-free"
    assert safe(safe(NASTY)) == safe(NASTY)
    assert safe("\x85\u2028\u2066") == "\\x85\\u2028\\u2066"


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
    assert p.returncode == 0, p.stderr
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
    assert len(rule.split("  ")[0]) == len(safe(NASTY))         # the column is as wide as the escaped name
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
