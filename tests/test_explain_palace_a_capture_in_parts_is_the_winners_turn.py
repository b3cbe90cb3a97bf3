"""A Palace capture logged in parts (capture lines in a row by the winner from the loser, judged as
one capture) is the winner's action to its last line: the dispute view labels every line of it the
winner's turn, and the next player's turn only after it.  Before (session 70's leftovers), the
second line was labelled the next player's turn ("[alice's turn] carol captures Kd from bob")."""

from __future__ import annotations

from audit.explain import explain_data, find_hand

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s70" / "a-capture-in-parts.jsonl"


def _steps(hand_id):
    hand, stored, record = find_hand(hand_id, file=FILE)
    return explain_data(hand, None, stored, record)["steps"]


def test_both_lines_of_a_capture_in_parts_are_the_winners_turn_mid_hand():
    steps = _steps("mid-in-parts")
    first, second, attack = steps[16], steps[17], steps[18]
    assert (first["type"], first["turn"]) == ("capture", "carol")
    assert (second["type"], second["turn"]) == ("capture", "carol")
    assert first["next"] == "carol" and second["next"] == "alice"
    assert (attack["type"], attack["turn"]) == ("attack", "alice")


def test_and_when_the_capture_ends_the_hand():
    steps = _steps("last-in-parts")
    assert [(s["type"], s["turn"]) for s in steps[20:22]] == [("capture", "carol"), ("capture", "carol")]


def test_a_capture_in_one_line_is_followed_by_the_next_players_turn():
    steps = _steps("mid-whole")
    assert (steps[16]["type"], steps[16]["turn"], steps[16]["next"]) == ("capture", "carol", "alice")
