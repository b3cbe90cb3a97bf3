"""A player listed without chips in the table's previous hand was not dealt in (README,
"Players without chips"), so they did not play it: back with chips, they may post an entry big
blind (README: "a player who was not in the previous hand (new, or back from sitting out) ...
may post one").  The check across hands counted every seat listed in the previous hand."""

from __future__ import annotations

from .conftest import FIXTURES
from .test_cli_check import run

LOG = FIXTURES / "sessions_s16" / "entry_blind_after_a_hand_without_chips.jsonl"


def test_an_entry_blind_after_a_hand_sat_without_chips_is_legal():
    p = run("check", str(LOG))
    assert p.returncode == 0, p.stdout
    assert p.stdout.strip().endswith("2 hands (draw 2); 2 clean; 0 findings")
