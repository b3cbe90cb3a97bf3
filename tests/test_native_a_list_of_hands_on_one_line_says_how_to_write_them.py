"""A list of hands written on one line (a script's ``json.dump(hands, f)``) was one malformed record
saying only "Expected `object`, got `array`", while the same list written over many lines says that
a log holds each hand on one line of its own and how to write it so (``jq -c '.[]'``).  The one
line now says so too (review of session 67)."""

from __future__ import annotations

import json
from pathlib import Path

from audit.runner import validate

ROOT = Path(__file__).resolve().parents[1]
SAYS = ("a list (a JSON array), not a hand: a log holds each hand on one line of its own "
        "(jq -c '.[]' writes a list's hands so)")


def _errors(path) -> list[tuple[int, str]]:
    return [(c.line, c.error) for c in validate([str(path)])]


def test_a_list_of_hands_on_one_line(tmp_path):
    lines = (ROOT / "sample_histories" / "tonk-club-night.jsonl").read_text(encoding="utf-8").splitlines()
    (tmp_path / "hands.json").write_text(json.dumps([json.loads(line) for line in lines[:3]]) + "\n")
    assert _errors(tmp_path / "hands.json") == [(1, SAYS)]


def test_a_list_among_hands_and_other_values(tmp_path):
    line = (ROOT / "sample_histories" / "tonk-club-night.jsonl").read_text(encoding="utf-8").splitlines()[0]
    (tmp_path / "mixed.jsonl").write_text(f"[{line}]\n{line}\n\"x\"\n")
    errors = _errors(tmp_path / "mixed.jsonl")
    assert errors[0] == (1, SAYS) and errors[1] == (2, None)
    assert errors[2] == (3, "Expected `object`, got `str`")     # (not a list: as it was)
