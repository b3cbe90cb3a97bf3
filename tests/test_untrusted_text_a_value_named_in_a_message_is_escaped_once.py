"""README (Commands): text from logs is shown with its control characters escaped (`\\x1b`), once,
where it is shown; `--format json` keeps it exact.  Three messages named a value through Python's
``repr`` and were escaped a second time on the way out, so an escape character read as a
backslash and ``x1b`` (session 52's review): the ``--rules`` warning of an unknown option, the
PHH ``ante_trimming_status`` of the wrong type (also in JSON, which must keep it exact), and
``explain``'s rules line (which also spelled values as Python does: ``False``, ``{'a': 1}``)."""

from __future__ import annotations

import json
import subprocess
import sys

from audit.runner import validate

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"
ESC = "\x1b[31mX\u202e"


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)


def test_an_unknown_rule_option_is_named_escaped_once(tmp_path):
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({ESC: 1}), encoding="utf-8")
    p = _cli("check", str(GOOD), "--rules", str(rules))
    assert "no game has the rule option '\\x1b[31mX\\u202e': ignored" in p.stderr, p.stderr
    assert "\x1b" not in p.stderr


def test_a_phh_ante_trimming_status_of_the_wrong_type_is_quoted_exactly(tmp_path):
    path = tmp_path / "h.phh"
    path.write_text('variant = "F7S"\nante_trimming_status = "' + "\\u001b[31mX\\u202e" + '"\nantes = [3, 3]\n'
                    "bring_in = 4\nsmall_bet = 10\nbig_bet = 20\nstarting_stacks = [26, 2]\nactions = []\n",
                    encoding="utf-8")
    [checked] = list(validate([str(path)]))
    assert checked.error.endswith(f"ante_trimming_status must be true or false, got '{ESC}'")
    p = _cli("check", str(path))
    assert "got '\\x1b[31mX\\u202e'" in p.stdout and "\\\\" not in p.stdout, p.stdout


def test_explain_shows_the_rules_once_escaped_in_their_json_spelling(tmp_path):
    doc = json.loads(GOOD.read_text(encoding="utf-8").splitlines()[0])
    doc["rules"] = {**doc.get("rules", {}), "top": "\x1b[31m", "check_allowed": False, "raise_cap": {"per_player": 1}}
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(doc) + "\n", encoding="utf-8")
    p = _cli("explain", doc["hand_id"], "--file", str(path))
    rules = next(line for line in p.stdout.splitlines() if line.startswith("rules: "))
    assert "top=\\x1b[31m" in rules and "check_allowed=false" in rules and 'raise_cap={"per_player":1}' in rules
    assert "False" not in rules and "'" not in rules
