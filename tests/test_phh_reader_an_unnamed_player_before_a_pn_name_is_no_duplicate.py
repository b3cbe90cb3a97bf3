"""README (PHH): a player ``players`` leaves unnamed (an empty string) is known by the label its
actions use, ``pN``; two players of one given name make the hand malformed (which one acts
would be a guess), and a given name equal to another player's invented label sends every
player back to the labels.  With the empty name first and another player *named* ``p1``, the
invented ``p1`` was taken for a second player of that name: a legal hand set aside as
malformed ("players names 'p1' twice"; session 52's review)."""

from __future__ import annotations

import pytest

from audit.runner import validate

HAND = """variant = 'F7S'
ante_trimming_status = true
antes = [5, 5, 5]
bring_in = 5
small_bet = 10
big_bet = 20
starting_stacks = [1000, 1000, 30]
players = PLAYERS
actions = [
  'd dh p1 AsKsQh', 'd dh p2 AdKdJh', 'd dh p3 2c3c4d',
  'p3 pb', 'p1 cbr 10', 'p2 cc', 'p3 cc',
  'd dh p1 9h', 'd dh p2 Jd', 'd dh p3 5c',
  'p2 cc', 'p3 cbr 10', 'p1 cc', 'p2 cc',
  'd dh p1 8h', 'd dh p2 8d', 'd dh p3 6h',
  'p2 cc', 'p3 cbr 5', 'p1 cc', 'p2 cc',
  'd dh p1 7h', 'd dh p2 7d', 'd dh p3 Ts',
  'p2 cc', 'p1 cc',
  'd dh p1 2h', 'd dh p2 2d', 'd dh p3 Js',
  'p2 f', 'p1 cc',
  'p3 sm 2c3c4d5c6hTsJs', 'p1 sm AsKsQh9h8h7h2h',
]
finishing_stacks = [1060, 970, 0]
"""


def _checked(tmp_path, players: str):
    path = tmp_path / "hand.phh"
    path.write_text(HAND.replace("PLAYERS", players), encoding="utf-8")
    (checked,) = validate([str(path)], jobs=1, keep=True)
    return checked


@pytest.mark.parametrize("players", ["['', 'p1', 'Carol']", "['p2', '', 'Carol']", "['', '', 'p2']"])
def test_an_unnamed_player_and_a_player_named_like_a_label_read_clean(tmp_path, players):
    checked = _checked(tmp_path, players)
    assert checked.error is None
    assert checked.findings == []
    names = [s.player for s in checked.hand.seats]
    assert len(set(names)) == 3


def test_two_players_given_one_name_are_still_malformed(tmp_path):
    checked = _checked(tmp_path, "['Carol', '', 'Carol']")
    assert checked.error is not None and "players names 'Carol' twice" in checked.error
    assert [f.code for f in checked.findings] == ["malformed"]
