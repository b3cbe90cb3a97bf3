"""``explain --file`` of a hand whose rules hold an option of the wrong type or value: one line
naming the hand, its line and the option, no traceback (it showed Python's traceback of the
``RulesError``, in every game).  ``check`` makes such a hand ``malformed``, a finding of that
severity, so ``explain`` exits 1 as ``check`` does (CLI.md: "1 when there are such findings"),
not 2, which is for a usage or I/O problem."""

from __future__ import annotations

import pytest

from .conftest import FIXTURES
from .test_cli_check import run

FILE = FIXTURES / "explain_s16" / "bad-rule-options.jsonl"


@pytest.mark.parametrize("line,hand_id,option", [
    (1, "seed-sample-deal-badbring_in", "rules.bring_in must be an integer"),
    (2, "palace-1-badbattle_raise_cap", "rules.battle_raise_cap must be an integer"),
    (3, "tonk-1-badstake", "rules.stake must be an integer"),
    (4, "draw-split-1-badodd_chip", "rules.odd_chip must be one of"),
    (5, "draw-split-1-badraise_cap", "rules.raise_cap.per_round must be an integer"),
])
def test_explain_of_a_hand_with_a_bad_rule_option_is_one_malformed_line_and_exit_1(line, hand_id, option):
    p = run("explain", hand_id, "--file", str(FILE))
    assert p.returncode == 1 and p.stderr == ""
    assert p.stdout.count("\n") == 1 and "Traceback" not in p.stdout
    assert p.stdout.startswith(f"malformed: hand {hand_id!r} (")
    assert f", line {line}) is malformed and cannot be replayed: {option}" in p.stdout


def test_explain_of_a_structurally_malformed_record_exits_1_like_check(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"format": "handaudit/1", "hand_id": "m1", "game": "draw", "rules": {}, '
                   '"seats": "x", "events": []}\n')
    p = run("explain", "m1", "--file", str(bad))
    assert (p.returncode, p.stderr) == (1, "")
    assert p.stdout == (f"malformed: hand 'm1' ({bad}, line 1) is malformed and cannot be replayed: "
                        "seats: Expected `array`, got `str`\n")
    assert run("check", str(bad)).returncode == 1
