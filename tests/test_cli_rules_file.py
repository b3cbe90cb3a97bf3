"""A ``--rules`` file is checked before any hand is read: a value that no game with the option
can take (``{"ante": "x"}``) is a usage error naming the file and the option (exit 2), not a
``malformed`` finding on every hand of the logs; a byte order mark before the JSON is
accepted; an option no game has is ignored, as in a hand's ``rules``, with a warning."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from .conftest import FIXTURES, ROOT

INPUTS = FIXTURES / "inputs"
GOOD = INPUTS / "base.jsonl"


def _check(rules, *more: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", "check", str(GOOD), "--rules", str(rules), *more],
                          capture_output=True, text=True, timeout=120)


def test_a_rules_file_with_a_value_of_the_wrong_type_is_a_usage_error_naming_the_file():
    p = _check(INPUTS / "rules_wrongtype.json")
    assert p.returncode == 2 and p.stdout == "", p.stdout
    assert p.stderr.count("\n") == 1 and "rules_wrongtype.json" in p.stderr and "rules.ante" in p.stderr


def test_a_rules_file_nested_too_deeply_is_a_usage_error(tmp_path):
    rules = tmp_path / "deep.json"
    rules.write_text('{"ante": ' + "[" * 100000 + "]" * 100000 + "}")
    p = _check(rules)
    assert p.returncode == 2 and "Traceback" not in p.stderr and "deep.json" in p.stderr


def test_a_rules_file_with_a_byte_order_mark_is_read(tmp_path):
    rules = tmp_path / "bom.json"
    rules.write_bytes(b"\xef\xbb\xbf" + b'{"jokers": 0}')
    p = _check(rules)
    assert p.returncode == 0 and p.stderr == "", p.stderr


def test_an_option_no_game_has_is_ignored_with_a_warning(tmp_path):
    rules = tmp_path / "typo.json"
    rules.write_text('{"antee": 1}')
    p = _check(rules)
    assert p.returncode == 0 and "'antee'" in p.stderr and "ignored" in p.stderr


def test_an_option_some_game_can_take_is_accepted(tmp_path):
    rules = tmp_path / "spread.json"
    rules.write_text('{"betting": "pot", "small_bet": 5, "raise_cap": null}')    # palace has no "pot"
    assert _check(rules).returncode == 0


def test_the_options_checked_are_those_of_the_readme_table():
    from audit.options import GAME_OPTIONS

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    table = text.split("### Rule options and defaults", 1)[1].split("\n\n", 2)[1]
    games: dict[str, set[str]] = {}
    for row in table.splitlines()[2:]:
        cells = row.split("|")
        names = set(re.findall(r"`(\w+)`", re.sub(r"\([^()]*\)", "", cells[2])))
        for game in cells[1].replace(" ", "").split(","):
            games.setdefault(game, set()).update(names)
    assert games == {g: set(names) for g, names in GAME_OPTIONS.items()}


def test_a_button_new_player_no_game_can_take_is_a_usage_error(tmp_path):
    # an option every game has but that the replay reads itself, not a game's options: it passed
    # the file's check, and every hand was malformed for it, exit 1 (review of session 58)
    rules = tmp_path / "button.json"
    rules.write_text('{"button_new_player": "sometimes"}')
    p = _check(rules)
    assert p.returncode == 2 and p.stdout == "", p.stdout
    assert "button.json" in p.stderr and "rules.button_new_player must be one of passes, deals" in p.stderr
    rules.write_text('{"button_new_player": "deals"}')
    assert _check(rules).returncode == 0


def test_a_rules_file_nested_hundreds_deep_is_a_usage_error_whatever_the_jobs(tmp_path):
    # JSON that parses, but nested some 700 deep: with --jobs 2 the rules travel to the workers
    # pickled, which stopped the run with a RecursionError traceback (review of session 58)
    rules = tmp_path / "deep.json"
    rules.write_text('{"zz": ' + "[" * 700 + "]" * 700 + '}')
    for jobs in ("1", "2"):
        p = _check(rules, "--jobs", jobs)
        assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr
        assert "deep.json: not valid rules (nested more than 64 levels deep)" in p.stderr
    rules.write_text('{"zz": [[[1]]]}')
    assert _check(rules).returncode == 0


def test_a_device_as_the_rules_file_is_one_line_not_a_traceback():
    # /dev/zero was read whole: memory filled to a MemoryError traceback (review of session 63)
    p = _check("/dev/zero")
    assert p.returncode == 2 and p.stderr == "handaudit: /dev/zero: not a rules file (more than 1 MiB)\n"
    assert "Traceback" not in p.stdout + p.stderr


def test_the_rules_from_a_pipe_are_still_read(tmp_path):
    p = subprocess.run([sys.executable, "-m", "audit", "check", str(GOOD), "--rules", "/dev/stdin", "--format",
                        "json"], input='{"odd_chip": "left_of_button"}', capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and json.loads(p.stdout)["hands"] == 5, p.stderr
