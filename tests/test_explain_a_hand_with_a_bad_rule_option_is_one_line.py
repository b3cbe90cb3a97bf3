"""``explain --file`` of a hand whose rules hold an option of the wrong type or value: one line
naming the hand, its line and the option, exit 2, no traceback (CLI.md: "2 for a usage or I/O
problem ... with a one-line message and no traceback"; ``check`` makes such a hand
``malformed``).  It showed Python's traceback of the ``RulesError``, in every game."""

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
def test_explain_of_a_hand_with_a_bad_rule_option_is_one_line_and_exit_2(line, hand_id, option):
    p = run("explain", hand_id, "--file", str(FILE))
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.count("\n") == 1 and "Traceback" not in p.stderr
    assert p.stderr.startswith(f"handaudit: hand {hand_id!r} (")
    assert f", line {line}) is malformed and cannot be replayed: {option}" in p.stderr
