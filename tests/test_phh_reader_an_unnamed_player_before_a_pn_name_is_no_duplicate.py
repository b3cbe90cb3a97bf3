"""README (PHH): a player ``players`` leaves unnamed (an empty string) is known by the label its
actions use, ``pN``; two players of one given name make the hand malformed (which one acts
would be a guess), and a given name equal to another player's invented label sends every
player back to the labels.  With the empty name first and another player *named* ``p1``, the
invented ``p1`` was taken for a second player of that name: a legal hand set aside as
malformed ("players names 'p1' twice"; session 52's review)."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

# the clean hand of the lone-check test, with a ``players`` line
HAND = (FIXTURES / "phh_s52" / "lone_check.phh").read_text(encoding="utf-8").replace(
    "starting_stacks = [1000, 1000, 30]\n", "starting_stacks = [1000, 1000, 30]\nplayers = PLAYERS\n")
assert "players = PLAYERS" in HAND


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
