"""A file whose name is not UTF-8 is read, and its name written out in one display form.

Python gives such a name with each undecodable byte as a surrogate escape, which neither a
JSON document nor the store can hold.  The file is opened by its real name; wherever the name
is written (check's JSON and text, the store, messages) each such byte shows as ``\\xNN``
(audit/readers/paths.py shown_name).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import duckdb
import pytest

from audit.readers.paths import shown_name, shown_path

from .conftest import FIXTURES

HAND = (FIXTURES / "keys_s13" / "hand.jsonl").read_bytes()


def _run(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120, check=False)


@pytest.fixture
def folder(tmp_path):
    """t6/: lat<E9><FF>.jsonl, a clean hand without a session, and bad<E9>.jsonl, a line that is no JSON."""
    logs = tmp_path / "t6"
    logs.mkdir()
    plain = {k: v for k, v in json.loads(HAND).items() if k != "session"}
    try:
        with open(os.path.join(os.fsencode(logs), b"lat\xe9\xff.jsonl"), "wb") as f:
            f.write(json.dumps(plain).encode() + b"\n")
        with open(os.path.join(os.fsencode(logs), b"bad\xe9.jsonl"), "wb") as f:
            f.write(b"{not json\n")
    except (OSError, UnicodeError):
        pytest.skip("this file system takes no file name that is not UTF-8")
    return logs


def test_shown_name_writes_undecodable_bytes_as_hex_escapes():
    assert shown_name(os.fsdecode(b"t6/lat\xe9\xff.jsonl")) == "t6/lat\\xe9\\xff.jsonl"
    assert shown_name("t6/José.jsonl") == "t6/José.jsonl"
    assert shown_name("a\ud800b") == "a\\ud800b"
    assert shown_name("plain/x.jsonl") == "plain/x.jsonl"


MALFORMED = ("t6/bad\\xe9.jsonl, line 1: invalid JSON: JSON is malformed: object keys must be strings "
             "(byte 1)")


def test_check_json_and_text_name_the_files_alike(folder):
    p = _run("check", "t6", "--format", "json", cwd=folder.parent)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert json.loads(p.stdout) == {"hands": 2, "clean": 1, "by_game": {"draw": 1, "unknown": 1}, "findings": [
        {"file": "t6/bad\\xe9.jsonl", "line": 1, "hand_id": None, "game": None, "seq": None,
         "code": "malformed", "severity": "malformed", "player": None, "message": MALFORMED}]}
    text = _run("check", "t6", cwd=folder.parent)
    assert text.returncode == 1 and "Traceback" not in text.stderr, text.stderr
    # the text is the same name, its backslashes doubled as every shown text's (audit/untrusted.py)
    assert text.stdout.splitlines()[0] == ("t6/bad\\\\xe9.jsonl:1 hand ?: malformed: "
                                           + MALFORMED.replace("\\", "\\\\"))


def test_ingest_stores_the_names_in_their_display_form(folder, tmp_path):
    db = tmp_path / "t6.duckdb"
    p = _run("ingest", "t6", "--db", str(db), cwd=folder.parent)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert p.stdout.splitlines()[-1] == (f"stored 1 new hand in {db}; skipped 0 already stored; "
                                         f"quarantined 1 (malformed 1)")
    where = str(folder) + "/"
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert con.execute("SELECT session, has_session, hand_id, source_file FROM hands").fetchall() == [
            ("file:" + where + "lat\\xe9\\xff.jsonl", False, "s1", where + "lat\\xe9\\xff.jsonl")]
        assert con.execute("SELECT source_file, source_line, kind FROM quarantine").fetchall() == [
            (where + "bad\\xe9.jsonl", 1, "malformed")]
        assert con.execute("SELECT source_file, message FROM findings").fetchall() == [
            (where + "bad\\xe9.jsonl", MALFORMED)]
    finally:
        con.close()
    again = _run("ingest", "t6", "--db", str(db), cwd=folder.parent)       # idempotent
    assert again.stdout.splitlines()[-1] == f"stored 0 new hands in {db}; skipped 2 already stored; quarantined 0"
    shutil.rmtree(tmp_path / "rep", ignore_errors=True)
    audit = _run("audit", "t6", "--db", str(tmp_path / "a.duckdb"), "--out", str(tmp_path / "rep"), cwd=folder.parent)
    assert audit.returncode == 1 and "Traceback" not in audit.stderr, audit.stderr
    assert "bad\\\\xe9.jsonl" in (tmp_path / "rep" / "findings.html").read_text()


def test_messages_name_the_file_in_its_display_form(folder):
    p = _run("check", os.fsdecode(b"t6/none\xe9.jsonl"), cwd=folder.parent)
    assert p.returncode == 2
    assert p.stderr == "handaudit: t6/none\\\\xe9.jsonl: no such file or folder\n"
    p = _run("explain", "zz", "--file", os.fsdecode(b"t6/lat\xe9\xff.jsonl"), cwd=folder.parent)
    assert p.returncode == 2
    assert p.stderr == "handaudit: no hand 'zz' in t6/lat\\\\xe9\\\\xff.jsonl\n"


def test_shown_path_doubles_a_typed_backslash_that_reads_as_an_escape():
    assert shown_path("t6/lat\\xe9.jsonl") == "t6/lat\\\\xe9.jsonl"      # a backslash typed in the name
    assert shown_path(os.fsdecode(b"t6/lat\xe9.jsonl")) == "t6/lat\\xe9.jsonl"     # the byte 0xE9
    assert shown_path("a\\b\\\\c.jsonl") == "a\\b\\\\\\c.jsonl"       # a\b: no escape; the pair's first doubled
    assert shown_path("plain/x.jsonl") == "plain/x.jsonl"


def test_a_file_named_with_a_typed_escape_is_not_the_file_with_that_byte(tmp_path):
    # the same hand (no session: keyed by its file) in lat<E9>.jsonl and in lat\xe9.jsonl, typed:
    # two files, two hands, neither a repeat nor a duplicate of the other
    logs = tmp_path / "t7"
    logs.mkdir()
    plain = json.dumps({k: v for k, v in json.loads(HAND).items() if k != "session"}).encode() + b"\n"
    try:
        with open(os.path.join(os.fsencode(logs), b"lat\xe9.jsonl"), "wb") as f:
            f.write(plain)
    except (OSError, UnicodeError):
        pytest.skip("this file system takes no file name that is not UTF-8")
    (logs / "lat\\xe9.jsonl").write_bytes(plain)
    p = _run("check", "t7", "--format", "json", cwd=tmp_path)
    assert p.returncode == 0 and json.loads(p.stdout)["hands"] == 2, p.stdout + p.stderr
    db = tmp_path / "t7.duckdb"
    p = _run("ingest", "t7", "--db", str(db), cwd=tmp_path)
    assert p.returncode == 0 and p.stdout.splitlines()[-1] == (
        f"stored 2 new hands in {db}; skipped 0 already stored; quarantined 0"), p.stdout + p.stderr
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert sorted(r[0] for r in con.execute("SELECT source_file FROM hands").fetchall()) == [
            str(logs) + "/lat\\\\xe9.jsonl", str(logs) + "/lat\\xe9.jsonl"]
    finally:
        con.close()


def test_convert_names_a_file_that_is_not_utf8_as_check_does(folder, tmp_path):
    p = _run("convert", "t6", "-o", str(tmp_path / "out.jsonl"), cwd=folder.parent)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert p.stderr.splitlines()[0] == "t6/bad\\\\xe9.jsonl:1: malformed, not converted: " + \
        MALFORMED.split(": ", 1)[1].replace("\\", "\\\\")
