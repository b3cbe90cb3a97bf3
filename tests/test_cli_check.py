"""`handaudit check`: exit codes, the JSON document of CLI.md, malformed lines, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from audit.codes import CODES

from .conftest import FIXTURES


def run(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


def test_check_spec_draw_example_exits_0_with_no_finding(examples_dir):
    p = run("check", str(examples_dir / "draw-split-pot.jsonl"), "--format", "json")
    assert p.returncode == 0, p.stdout + p.stderr
    doc = json.loads(p.stdout)
    assert doc["hands"] == 1 and doc["clean"] == 1 and doc["findings"] == []


def test_check_all_spec_examples_exit_0(examples_dir):
    p = run("check", str(examples_dir))
    assert p.returncode == 0, p.stdout + p.stderr
    assert "4 hands" in p.stdout and "4 clean" in p.stdout


def test_garbage_lines_are_malformed_with_their_line_and_good_hands_still_validated():
    p = run("check", str(FIXTURES / "garbage.jsonl"), "--format", "json")
    assert p.returncode == 1
    assert "Traceback" not in p.stderr
    doc = json.loads(p.stdout)
    malformed = {f["line"]: f for f in doc["findings"] if f["code"] == "malformed"}
    # truncated JSON, binary, unknown event, bad card, unknown player, float amount
    assert sorted(malformed) == [2, 3, 4, 5, 6, 7]
    for f in malformed.values():
        assert f["severity"] == "malformed" and f["seq"] is None
        assert f"line {f['line']}" in f["message"]
    assert malformed[4]["hand_id"] == "unknown-event" and "teleport" in malformed[4]["message"]
    assert "1x" in malformed[5]["message"]
    assert "zed" in malformed[6]["message"]
    # the two good hands (lines 1 and 8) were validated and are clean
    assert doc["hands"] == 8 and doc["clean"] == 2
    # every record counts, so by_game adds up to hands (CLI.md's example): a malformed one under
    # its game when that could be read, else "unknown" (before, malformed records were left out);
    # the truncated line 2 begins with its hand id and game, which are read (native._leading_fields)
    assert doc["by_game"] == {"draw": 7, "unknown": 1}
    assert [(f["line"], f["game"], f["hand_id"]) for f in doc["findings"] if f["code"] == "malformed"] == [
        (2, "draw", "draw-split-1"), (3, None, None), (4, "draw", "unknown-event"), (5, "draw", "bad-card"),
        (6, "draw", "unknown-player"), (7, "draw", "float-amount")]


def test_check_json_document_has_exactly_the_fields_of_cli_md():
    p = run("check", str(FIXTURES / "garbage.jsonl"), "--format", "json")
    doc = json.loads(p.stdout)
    assert set(doc) == {"hands", "clean", "by_game", "findings"}
    for f in doc["findings"]:
        assert set(f) == {"file", "line", "hand_id", "game", "seq", "code", "severity", "player", "message"}


def test_check_text_names_file_line_code_and_ends_with_a_summary():
    p = run("check", str(FIXTURES / "garbage.jsonl"))
    assert p.returncode == 1
    lines = p.stdout.strip().splitlines()
    assert any("garbage.jsonl:5" in x and "malformed" in x for x in lines)
    assert lines[-1].startswith("8 hands")


@pytest.mark.parametrize("args", [
    ("check", "no/such/file.jsonl"),
    ("check", "--format", "xml", "tests"),
    ("check", str(FIXTURES / "garbage.jsonl"), "--rules", "no/such/rules.json"),
    ("ingest", "no/such/file.jsonl", "--db", "x.duckdb"),
    ("simulate", "--game", "chess", "--hands", "1", "-o", "x.jsonl"),
    ("explain", "h1"),
])
def test_user_mistakes_exit_2_with_one_line_and_no_traceback(args, tmp_path):
    p = run(*args, cwd=tmp_path) if args[0] in ("ingest", "simulate", "explain") else run(*args)
    assert p.returncode == 2, p.stdout + p.stderr
    assert "Traceback" not in p.stderr
    assert p.stderr.strip(), "a message on stderr"


def test_rules_lists_every_code_with_severity_and_explanation():
    p = run("rules", "--format", "json")
    assert p.returncode == 0
    rows = json.loads(p.stdout)
    assert {r["code"] for r in rows} == set(CODES)
    assert all(r["severity"] and r["why"] and r["when"] for r in rows)
    text = run("rules").stdout
    for name in CODES:
        assert name in text


def test_check_rules_file_applies_options_to_hands_that_do_not_state_them(tmp_path, examples_dir):
    # The example states odd_chip "called"; a rules file cannot override what a hand states.
    rules = tmp_path / "rules.json"
    rules.write_text('{"odd_chip": "left_of_button"}')
    p = run("check", str(examples_dir / "draw-split-pot.jsonl"), "--rules", str(rules))
    assert p.returncode == 0, p.stdout
    rules.write_text("[1, 2]")
    p = run("check", str(examples_dir / "draw-split-pot.jsonl"), "--rules", str(rules))
    assert p.returncode == 2 and "JSON object" in p.stderr


@pytest.mark.parametrize("args", [("--game", "draw"), ("--game", "draw", "--hands", "3"),
                                  ("--game", "draw", "-o", "simulated.jsonl")])
def test_simulate_needs_hands_and_output_as_cli_md_writes_it(args, tmp_path):
    # before: 100 hands written to ./simulated.jsonl, replacing a file of that name
    (tmp_path / "simulated.jsonl").write_text("mine\n")
    p = run("simulate", *args, cwd=tmp_path)
    assert p.returncode == 2 and "Missing option" in p.stderr
    assert (tmp_path / "simulated.jsonl").read_text() == "mine\n"
