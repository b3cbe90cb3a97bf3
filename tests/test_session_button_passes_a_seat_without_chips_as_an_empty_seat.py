"""``button-not-rotated``: a seat whose player is listed without chips (busted in the previous hand,
not dealt in now) is, for the button, an empty seat: the button may pass it to the next player who
is dealt in, or stop on it as a dead button, as it may when the seat is left empty.  Before, the
same move past a busted player still listed with 0 chips was ``button-not-rotated``."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "sessions_s42"


def _codes(name: str) -> list[tuple[str, str]]:
    return [(c.hand_id, f.code) for c in validate([str(HERE / name)]) for f in c.findings]


def test_the_button_passes_a_busted_player_listed_without_chips():
    assert _codes("a-busted-player-listed-without-chips.jsonl") == []


def test_as_it_passes_the_empty_seat_the_busted_player_left():
    assert _codes("a-busted-player-gone.jsonl") == []
