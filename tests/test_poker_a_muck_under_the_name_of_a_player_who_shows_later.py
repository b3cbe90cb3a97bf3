"""Draw and stud: a muck at the showdown by a player who shows their own hand later, while exactly
one other player still in the hand shows and mucks nowhere, is that player's muck under the wrong
name (README): one ``out-of-turn``, and the hand shown is live, so a right payout is judged right.
Before, the muck made the shown hand dead: no finding at all (the player who should have mucked
was taken as not showing), or a ``wrong-winner`` at a right collect.  A show that is not the
player's own hand (the show is the line under the wrong name) leaves the muck as logged."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "poker_s47" / "review.jsonl")


def test_the_legal_hand_is_clean():
    assert replay(HANDS["draw-muck-legal"]).findings == []


@pytest.mark.parametrize("hand_id,finding", [
    # bob's muck logged as victor's, who shows his own hand after it
    ("draw-muck-under-a-players-name-who-shows", (
        "out-of-turn", 25, "victor", "victor mucked but shows later, and bob, still in the hand, shows and mucks "
        "nowhere: taken as bob's muck, logged under victor's name")),
    # niaj's muck logged as bob's, who then shows and collects
    ("draw-muck-under-the-winners-name", (
        "out-of-turn", 12, "bob", "bob mucked but shows later, and niaj, still in the hand, shows and mucks "
        "nowhere: taken as niaj's muck, logged under bob's name")),
])
def test_a_muck_under_the_name_of_a_player_who_shows_later_is_one_finding(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [finding]
    assert all(a.correct == (a.recorded or 0) for a in result.awards)
