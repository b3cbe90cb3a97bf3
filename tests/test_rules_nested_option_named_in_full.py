"""A wrong value inside ``raise_cap`` (``{"raise_cap": {"per_round": "x"}}``) is named in full,
``rules.raise_cap.per_round``, in a ``--rules`` file's usage error and in a hand's ``malformed``
finding: not ``rules.per_round``, an option that does not exist."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from audit.options import check_defaults
from audit.protocol import RulesError

from .conftest import FIXTURES

GOOD = FIXTURES / "inputs" / "base.jsonl"
LIMIT = "must be an integer from 0 to 9007199254740991"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "audit", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("cap, said", [
    ({"per_round": "x"}, f"rules.raise_cap.per_round {LIMIT}, got 'x'"),
    ({"per_player": -1}, f"rules.raise_cap.per_player {LIMIT}, got -1"),
    ({"per_round": True}, f"rules.raise_cap.per_round {LIMIT}, got true"),
])
def test_a_rules_file_names_the_option_inside_raise_cap(tmp_path, cap, said):
    with pytest.raises(RulesError) as e:
        check_defaults({"raise_cap": cap})
    assert str(e.value) == said
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"raise_cap": cap}))
    p = _run("check", str(GOOD), "--rules", str(rules))
    assert (p.returncode, p.stdout, p.stderr) == (2, "", f"handaudit: {rules}: {said}\n")


def test_a_hand_with_a_wrong_raise_cap_value_is_malformed_naming_it(tmp_path):
    hand = json.loads(GOOD.read_text().splitlines()[0])
    hand["rules"] = {**hand["rules"], "betting": "fixed", "small_bet": 10, "raise_cap": {"per_round": "x"}}
    log = tmp_path / "h.jsonl"
    log.write_text(json.dumps(hand) + "\n")
    p = _run("check", str(log), "--format", "json")
    assert p.returncode == 1, p.stderr
    found = json.loads(p.stdout)["findings"]
    assert [(f["code"], f["hand_id"]) for f in found] == [("malformed", "h1")]
    assert f"rules.raise_cap.per_round {LIMIT}, got 'x'" in found[0]["message"]
    assert "rules.per_round" not in found[0]["message"]
