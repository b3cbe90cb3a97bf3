"""CODES.md ``wrong-deal``: "a card dealt to a folded player".  A PokerStars stud ``Dealt to`` line
that deals a player who folded, or a second line for the same player and street, is a deal where
the line stands, so the replay finds it (``wrong-deal``), as a PHH ``d dh`` line or a native
deal gets.  Before, the first was dropped and the second replaced the first line's card, without
a word: the hand checked clean, and explain showed a card the log had dealt in place of another."""

from __future__ import annotations

from audit.runner import validate

from .conftest import REAL, findings_of_changed_log

STUD = REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt"


def _findings(tmp_path, old: str, new: str):
    return findings_of_changed_log(tmp_path, STUD, old, new)


def test_a_line_dealing_a_folded_player_is_a_wrong_deal(tmp_path):
    # Hero folded on 4th street; a 5th-street line deals him anyway
    old = "Dealt to Nikolay Zem [9s 6h] [7s]"
    assert _findings(tmp_path, old, "Dealt to Hero [3d Th As Qc] [2h]\n" + old) == [
        ("35874004239", "wrong-deal", 29, "Hero", "Hero was dealt 2h up but has folded")]


def test_a_second_line_of_the_street_is_a_second_deal(tmp_path):
    old = "Dealt to trs2758 [7d 8d 8h] [Ts]"
    assert _findings(tmp_path, old, old + "\nDealt to trs2758 [7d 8d 8h] [2h]") == [
        ("35874004239", "wrong-deal", 38, "trs2758",
         "trs2758 was dealt 2h up but already had the cards of 6th street (one card up)")]


def test_the_log_itself_is_clean():
    assert [f for c in validate([str(STUD)]) for f in c.findings] == []
