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


def test_a_show_of_three_cards_with_an_upcard_among_them_shows_no_card_twice(tmp_path):
    # three cards shown in stud are taken as the face-down cards only when none of them is an upcard:
    # "p2 sm Ts9s8c" (8c dealt up) put 8c in the 7th-street slot too, a show of 8c twice the log never
    # wrote (review of session 62); now the show is as written, judged as it stands
    from audit.runner import validate

    from .conftest import REAL

    text = (REAL / "phh" / "wsop-2023-43-day5-hand6.phh").read_text()
    assert text.count("'p2 sm Ts9s8c4c7h6cQc'") == 1
    path = tmp_path / "h.phh"
    path.write_text(text.replace("'p2 sm Ts9s8c4c7h6cQc'", "'p2 sm Ts9s8c'"))
    [found] = [f for c in validate([str(path)]) for f in c.findings]
    assert (found.code, found.seq) == ("shown-cards-mismatch", 37)
    assert found.message.startswith("Talal Shakerchi showed Ts 9s 8c but holds")
