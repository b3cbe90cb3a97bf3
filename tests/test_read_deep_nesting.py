"""A record nested too deeply for the parser (a JSON line of a thousand ``[``, even inside a
field the format ignores; TOML arrays some hundreds deep) is one ``malformed`` record, and
every other hand is processed.  Before, the parser's ``RecursionError`` stopped every command
with a traceback."""

from __future__ import annotations

import json
import subprocess
import sys

from audit.readers import read_paths

from .conftest import FIXTURES

INPUTS = FIXTURES / "inputs"
GOOD = INPUTS / "base.jsonl"


def _deep(levels: int = 1000) -> str:
    return "[" * levels + "]" * levels


def test_a_json_line_nested_a_thousand_levels_deep_is_malformed_and_the_others_are_read():
    records = list(read_paths([INPUTS / "deep.jsonl"]))
    assert [r.line for r in records] == [1, 2, 3]
    assert records[0].hand is not None and records[2].hand is not None
    assert records[1].hand is None


def test_a_valid_hand_with_a_thousand_levels_in_an_ignored_field_is_malformed_not_a_crash(tmp_path):
    hand = json.loads(GOOD.read_text().splitlines()[0])
    line = json.dumps(hand)[:-1] + ', "extra": ' + _deep() + "}"
    path = tmp_path / "deep-extra.jsonl"
    path.write_text(line + "\n" + GOOD.read_text())
    records = list(read_paths([path]))
    assert len(records) == 6
    assert records[0].hand is None and "nested too deeply" in records[0].error
    assert all(r.hand is not None for r in records[1:])


def test_toml_nested_too_deeply_is_one_malformed_record():
    records = list(read_paths([INPUTS / "deep.phh"]))
    assert len(records) == 1 and records[0].hand is None
    assert "nested too deeply" in records[0].error


def test_check_of_deeply_nested_records_exits_1_without_a_traceback(tmp_path):
    p = subprocess.run([sys.executable, "-m", "audit", "check", str(INPUTS / "deep.jsonl"),
                        str(INPUTS / "deep.phh")], capture_output=True, text=True, timeout=120)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert "4 hands" in p.stdout and "malformed 2" in p.stdout
