"""FORMAT.md: an event with a finding is applied as logged.  The PHH reader writes each player's
last ``sm`` at the showdown (PokerKit also shows all-in hands before the last street).  A show
followed by the same player's muck lost the show (a show of another player's cards went
unreported), and a show logged on 7th street before the last call was moved after it (no
``out-of-turn``).  Now a show the player's own muck follows stays, before the muck, and a show
logged on 7th street with betting after it is written where it was logged: the native hand's
findings (review 49, G2)."""

from __future__ import annotations

from .conftest import FIXTURES, file_findings

DIR = FIXTURES / "phh_s49"


def _findings(name: str) -> list[tuple[str, int | None]]:
    return file_findings(DIR / name)


def test_a_show_of_another_players_cards_then_a_muck_is_a_shown_cards_mismatch():
    assert _findings("S2_show_other_players_cards_then_muck.phh") == [("shown-cards-mismatch", 37)]


def test_a_show_before_the_last_call_is_out_of_turn():
    assert _findings("S3_show_before_last_call.phh") == [("out-of-turn", 36)]
