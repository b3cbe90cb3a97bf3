"""button-not-rotated with stud hands that name no button: FORMAT.md puts the dealer of such a
hand on its last seat, so that is the button the next hand is compared with (and the one the
hand itself is compared with); only two hands in a row without a button are not compared (a
stud table with a house dealer has no button to move)."""

from __future__ import annotations

from audit.runner import validate
from audit.session import HandFacts, SessionChecker

from .conftest import FIXTURES

SEATS = [(1, "heidi", 100, 0), (2, "walter", 100, 0), (3, "victor", 100, 0)]


def _facts(i: int, button: int | None) -> HandFacts:
    return HandFacts("f.jsonl", f"stud-{i}", "night", "T1", button, i, SEATS, {p: 100 for _, p, _, _ in SEATS})


def _observe(*buttons: int | None) -> list[list]:
    checker = SessionChecker()
    return [checker.observe(_facts(i, b)) for i, b in enumerate(buttons, 1)]


def test_button_not_rotated_counts_a_stud_hand_without_a_button_as_dealt_from_its_last_seat():
    # 2 -> (no button: seat 3) -> 1 is the button moving one seat at a time
    found = [(c.hand_id, [f.code for f in c.findings])
             for c in validate([str(FIXTURES / "sessions" / "stud-without-button-between.jsonl")])]
    assert found == [("stud-3-2", []), ("stud-3-3", []), ("stud-3-4", [])]
    assert _observe(2, None, 1) == [[], [], []]


def test_button_not_rotated_after_a_stud_hand_without_a_button_names_that_hand_and_its_last_seat():
    found = _observe(2, None, 2)
    assert found[:2] == [[], []]
    (f,) = found[2]
    assert f.code == "button-not-rotated"
    assert f.message == ("the button is on seat 2, but the previous hand (stud-2) named no button (its dealer "
                         "was on its last seat, 3), so it should have moved one seat clockwise to seat 1")


def test_button_not_rotated_for_a_stud_hand_without_a_button_whose_last_seat_was_not_next():
    found = _observe(1, None)
    (f,) = found[1]
    assert f.code == "button-not-rotated"
    assert f.message.startswith("the hand names no button, so its dealer is on its last seat, 3, but the "
                                "previous hand (stud-1) had it on seat 1, so it should have moved")


def test_button_not_rotated_does_not_compare_two_stud_hands_in_a_row_without_a_button():
    assert _observe(None, None, None, 1) == [[], [], [], []]
