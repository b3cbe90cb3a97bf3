"""The PokerStars and PHH readers put the cards a player shows into the ``??`` of their deals
(the log never wrote them), but not a card known elsewhere in the hand: the show is then judged at
its own event, ``shown-cards-mismatch`` of the player who showed it, naming where the card is,
as the same hand written natively gets.  Before, the card was copied into the unknown deal, and
the fault was blamed on another player's real deal (``duplicate-card`` at that deal, naming
them), and explain showed a deal the log never wrote."""

from __future__ import annotations


from .conftest import REAL, findings_of_changed_log

PS = REAL / "pokerstars"


_found = findings_of_changed_log


def test_pokerstars_draw_a_shown_card_the_hero_holds(tmp_path):
    found = _found(tmp_path, PS / "pokerstars_5carddraw_limit_multi_hands_2009.txt",
                   "dantho: shows [3s Js 5s 6s 2s]", "dantho: shows [3s Js 5s 6s 7s]")
    assert [f[1:4] for f in found] == [("shown-cards-mismatch", 17, "dantho")]
    assert found[0][4].endswith(": 7s is held by Hero")


def test_pokerstars_stud_a_shown_card_another_player_holds_face_up(tmp_path):
    found = _found(tmp_path, PS / "pokerstars_7stud_limit_multi_hands_2009.txt",
                   "Nikolay Zem: shows [Ac 4d 7d Td 3d Tc 2h]", "Nikolay Zem: shows [Th 4d 7d Td 3d Tc 2h]")
    assert [f[1:4] for f in found] == [("shown-cards-mismatch", 52, "Nikolay Zem")]
    assert found[0][4].endswith(": Th is held by totof51")


def test_phh_a_shown_card_the_other_player_holds(tmp_path):
    path = tmp_path / "wsop-2023-43-day5-hand6.phh"
    assert _found(tmp_path, REAL / "phh" / path.name, "'d dh p1 QdJsAc', ", "'d dh p1 ????Ac', ") == []
    # (the down cards unknown, and shown as dealt: filled in, clean)
    found = _found(tmp_path, path, "'p1 sm'", "'p1 sm Ts9sAcKc5s2dAd'")
    # the show is the fault; with James Obst's down cards unknown, the award cannot be checked
    assert [f[1:4] for f in found] == [("shown-cards-mismatch", 38, "James Obst"),
                                       ("unverifiable-award", 39, "Talal Shakerchi")]
    assert found[0][4].endswith(": Ts is held by Talal Shakerchi")
