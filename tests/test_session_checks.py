"""Checks across the hands of one session and table: stacks carry over, the button moves, ids are unique."""

from __future__ import annotations

import json

from audit.runner import validate

from .conftest import FIXTURES


def _run(*paths):
    return [c for c in validate([str(p) for p in paths])]


def _codes(checked):
    return [(c.hand_id, f.code, f.player) for c in checked for f in c.findings]


def test_session_with_carried_stacks_rotating_button_added_chips_and_an_exact_repeat_is_clean():
    checked = _run(FIXTURES / "session-clean.jsonl")
    assert _codes(checked) == []
    assert [c.repeat for c in checked] == [False, False, True, False]


def test_stack_mismatch_names_the_player_and_the_difference():
    checked = _run(FIXTURES / "codes" / "stack-mismatch.jsonl")
    assert _codes(checked) == [("club-2", "stack-mismatch", "alice")]
    msg = checked[1].findings[0].message
    assert "539" in msg and "489" in msg and "+50" in msg


def test_button_not_rotated_says_which_seat_was_next():
    checked = _run(FIXTURES / "codes" / "button-not-rotated.jsonl")
    assert _codes(checked) == [("club-2", "button-not-rotated", None)]
    assert "seat 2" in checked[1].findings[0].message


def test_duplicate_hand_id_with_different_content_in_one_session():
    checked = _run(FIXTURES / "codes" / "duplicate-hand.jsonl")
    assert ("club-1", "duplicate-hand", None) in _codes(checked)


def test_same_hand_id_in_another_session_is_not_a_duplicate(tmp_path):
    lines = (FIXTURES / "codes" / "duplicate-hand.jsonl").read_text().splitlines()
    second = json.loads(lines[1])
    second["session"] = "another-night"
    (tmp_path / "two.jsonl").write_text(lines[0] + "\n" + json.dumps(second) + "\n")
    assert not any(code == "duplicate-hand" for _, code, _ in _codes(_run(tmp_path / "two.jsonl")))


def test_hands_without_session_or_table_are_not_chained(examples_dir):
    checked = _run(examples_dir / "draw-split-pot.jsonl", examples_dir / "draw-split-pot.jsonl")
    # the same file twice: the second reading is an exact repeat (same file, same id, same content)
    assert _codes(checked) == []


def test_the_button_moves_clockwise_in_the_order_the_seats_are_listed():
    from audit.session import HandFacts, SessionChecker

    def hand(i: int, button: int) -> HandFacts:
        # seats listed clockwise as 1, 3, 2 (FORMAT.md: seats in clockwise order)
        seats = [(1, "ann", 100, 0), (3, "bo", 100, 0), (2, "cy", 100, 0)]
        return HandFacts("f.jsonl", f"h{i}", "s", "T", button, i, seats, {"ann": 100, "bo": 100, "cy": 100})

    checker = SessionChecker()
    found = [checker.observe(h) for h in (hand(1, 1), hand(2, 3), hand(3, 2), hand(4, 1), hand(5, 3), hand(6, 1))]
    assert [[f.code for f in fs] for fs in found] == [[], [], [], [], [], ["button-not-rotated"]]
    assert "should have moved one seat clockwise to seat 2" in found[5][0].message
