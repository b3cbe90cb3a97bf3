"""CODES.md: a settlement finding points at the first recorded event that is wrong.  A player
paid too much is wrong at the collect that took them past their share: a collect line logged
twice is right the first time and wrong the second (the finding pointed at the first)."""

from __future__ import annotations

import json

import pytest

from audit.runner import validate

EVENTS = [{"type": "ante", "player": "A", "amount": 10}, {"type": "ante", "player": "B", "amount": 10},
          {"type": "deal", "player": "A", "down": ["As", "Ah", "Kd", "7c", "2s"]},
          {"type": "deal", "player": "B", "down": ["3c", "4d", "8h", "9s", "Jc"]},
          {"type": "check", "player": "A"}, {"type": "check", "player": "B"},
          {"type": "draw", "player": "A", "discard": [], "receive": []},
          {"type": "draw", "player": "B", "discard": [], "receive": []},
          {"type": "check", "player": "A"}, {"type": "check", "player": "B"},
          {"type": "show", "player": "A", "cards": ["As", "Ah", "Kd", "7c", "2s"]},
          {"type": "show", "player": "B", "cards": ["3c", "4d", "8h", "9s", "Jc"]}]


def _found(tmp_path, collects: list[dict]) -> list[tuple[str, int | None]]:
    hand = {"format": "handaudit/1", "hand_id": "h", "game": "draw", "button": 2,
            "rules": {"betting": "fixed", "ante": 10, "small_bet": 10},
            "seats": [{"seat": 1, "player": "A", "stack": 500}, {"seat": 2, "player": "B", "stack": 500}],
            "events": EVENTS + collects}
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    (checked,) = validate([str(path)])
    return [(f.code, f.seq) for f in checked.findings]


@pytest.mark.parametrize("pot", [{"pot": 0}, {}])
def test_a_collect_logged_twice_is_wrong_at_the_second(tmp_path, pot):
    once = {"type": "collect", "player": "A", "amount": 20, **pot}
    assert _found(tmp_path, [once]) == []
    assert _found(tmp_path, [once, once]) == [("wrong-amount", 13), ("books-unbalanced", 13)]


@pytest.mark.parametrize("pot", [{"pot": 0}, {}])
def test_a_short_collect_is_wrong_at_the_first(tmp_path, pot):
    part = {"type": "collect", "player": "A", "amount": 5, **pot}
    assert _found(tmp_path, [part, part])[0] == ("wrong-amount", 12)


def test_the_first_wrong_collect_of_any_player_is_named():
    """A paid the main pot (right), B 350 of side pot 1's 400 (short: wrong at once), then A 50
    more (over): the first wrong event is B's collect, with or without pot numbers, and A's is
    wrong too (every player paid other than their share is named, at the collect that took them
    past it)."""
    from .conftest import FIXTURES

    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings if f.code == "wrong-amount"]
             for c in validate([str(FIXTURES / "settle_s39" / "first-wrong-collect.jsonl")])}
    assert found["NOPOT-mixed"] == [("wrong-amount", 18, "B"), ("wrong-amount", 19, "A")]
    assert found["POT-mixed"] == [("wrong-amount", 18, "B"), ("wrong-amount", 19, "A")]
