"""A ``button-not-rotated`` message says why a seat is passed over: its player, dealt in there in
the previous hand, has too few chips to be dealt in now (not "new to the seat", not "empty now").
Review of session 60 (the verdict was right; the reason given was not)."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s60" / "button-past-a-player-who-busted.jsonl"


def test_the_seat_of_a_player_who_busted_is_passed_for_that_reason() -> None:
    found = {c.hand_id: [(f.code, f.message) for f in c.findings] for c in validate([str(FIX)])}
    assert found["h1"] == []
    [(code, message)] = found["h2"]
    assert code == "button-not-rotated"
    assert "(or to seat 2, whose player has too few chips to be dealt in now, as a dead button)" in message
    assert message.endswith("; a player with too few chips to be dealt in now is not dealt the button")
    assert "new to the seat" not in message and "empty now" not in message
