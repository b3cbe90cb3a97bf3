"""The button moves to the next seat clockwise whose player was dealt in the previous hand there
(README, "Sessions"):
* in Palace a player who cannot pay the ante is left out of the hand (PALACE.md, README): a seat
  short of the ante is passed over like a seat without chips (before, only a seat of 0 chips was);
* a table whose previous hand showed it numbered downward (9, 7, 4, 2 clockwise) still runs
  downward when two of its seats are left: the button moves from 7 to 4 (two seats fit both ways,
  and were taken as numbered upward);
* the message says why a seat was passed over: its player sat there without chips (not "sat
  down since the previous hand")."""

from __future__ import annotations

from audit import runner

from .conftest import FIXTURES

DIR = FIXTURES / "sessions_s40"


def _found(name: str) -> dict[str, list[tuple[str, str]]]:
    return {c.hand_id: [(f.code, f.message) for f in c.findings] for c in runner.validate([str(DIR / name)], None, 1)}


def test_a_palace_seat_short_of_the_ante_is_not_dealt_the_button():
    assert _found("palace-seat-short-of-the-ante-is-not-dealt-the-button.jsonl") == {"h1": [], "h2": []}


def test_a_downward_table_gone_heads_up_still_runs_downward():
    assert _found("downward-table-gone-heads-up.jsonl") == {"h1": [], "h2": []}


def test_the_message_says_the_seat_passed_over_had_no_chips():
    found = _found("button-on-a-seat-without-chips.jsonl")
    assert found["h1"] == []
    [(code, message)] = found["h2"]
    assert code == "button-not-rotated"
    assert message.endswith("so it should have moved one seat clockwise to seat 1; a player who sat there in the "
                            "previous hand without the chips to be dealt in is not dealt the button")
