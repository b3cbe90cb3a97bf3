"""FORMAT.md: "the button moves one seat clockwise"; CODES.md: ``button-not-rotated``, "the button
did not move one seat clockwise from the previous hand".  handaudit's reading (README, casino
practice, PokerStars too) passes over a player new to the seat since the previous hand: that
player is not dealt the button.  Both readings are plausible (review, session 55: a button moved
one seat onto a newly seated player was flagged), so the letter is the option
``button_new_player: deals`` (the default, ``passes``, keeps the casino reading).

tests/fixtures/session_s55/new_player_on_the_next_seat.jsonl: the review's hands (button on
seat 1; b leaves seat 2 and e sits there; the next hand's button on seat 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit.runner import validate

LOG = Path(__file__).resolve().parent / "fixtures" / "session_s55" / "new_player_on_the_next_seat.jsonl"


def _findings(tmp_path: Path, value) -> list[tuple[str, str]]:
    hands = [json.loads(line) for line in LOG.read_text().splitlines()]
    for h in hands:
        if value is not None:
            h["rules"]["button_new_player"] = value
    path = tmp_path / "log.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in hands))
    return [(c.hand_id, f.code) for c in validate([str(path)]) for f in c.findings]


@pytest.mark.parametrize("value", [None, "passes"])
def test_by_default_a_player_new_to_the_seat_is_not_dealt_the_button(tmp_path: Path, value) -> None:
    assert _findings(tmp_path, value) == [("T1-3", "button-not-rotated")]


def test_button_new_player_deals_moves_the_button_one_seat_onto_whoever_sits_there(tmp_path: Path) -> None:
    assert _findings(tmp_path, "deals") == []


def test_button_new_player_deals_still_finds_a_button_left_in_place(tmp_path: Path) -> None:
    hands = [json.loads(line) for line in LOG.read_text().splitlines()]
    for h in hands:
        h["rules"]["button_new_player"] = "deals"
    hands[2]["button"] = 1          # not moved (its blinds are then out of place too: findings of the hand)
    path = tmp_path / "log.jsonl"
    path.write_text("".join(json.dumps(h) + "\n" for h in hands))
    assert ("T1-3", "button-not-rotated") in [(c.hand_id, f.code) for c in validate([str(path)]) for f in c.findings]


def test_a_value_it_does_not_know_makes_the_hand_malformed(tmp_path: Path) -> None:
    assert ("T1-1", "malformed") in _findings(tmp_path, "sometimes")


def test_deals_moves_one_seat_when_few_of_the_previous_players_are_left() -> None:
    """The review of session 55's commits: a, b, c with the button on seat 1, then a, e, f with it
    on seat 3: the casino reading lets any seat do (fewer than two players left), the letter
    wants seat 2."""
    found = [(c.hand_id, f.code) for c in validate([str(LOG.parent / "deals_few_stayed.jsonl")]) for f in c.findings]
    assert found == [("D-2", "button-not-rotated")]


def test_deals_says_why_a_seat_without_chips_is_passed_over() -> None:
    """b busted on seat 2 (listed with 0), e new on seat 3, the button on seat 4: it should be on
    seat 3, and the reason is b's chips, not a new player."""
    [f] = [f for c in validate([str(LOG.parent / "deals_busted_and_new.jsonl")]) for f in c.findings]
    assert f.code == "button-not-rotated" and "to seat 3" in f.message
    assert f.message.endswith("; a player without chips enough to be dealt in (rules.button_new_player deals: a "
                              "player new to the seat is dealt it) is not dealt the button")


def test_explain_refuses_a_hand_whose_button_new_player_it_does_not_know(tmp_path: Path) -> None:
    import subprocess
    import sys

    hand = json.loads(LOG.read_text().splitlines()[0])
    hand["rules"]["button_new_player"] = "sometimes"
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    run = subprocess.run([sys.executable, "-m", "audit", "explain", hand["hand_id"], "--file", str(path)],
                         capture_output=True, text=True)
    assert run.returncode == 1 and "cannot be replayed: rules.button_new_player must be one of passes, deals" in \
        run.stdout + run.stderr
