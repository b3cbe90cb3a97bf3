"""A muck at the showdown by a player who had folded, while exactly one player still in the hand
shows and mucks nowhere, is that player's muck under the wrong name (README, as for a muck by a
player who shows later): one ``out-of-turn``, and the live hand mucked.  Before, the folded
player's muck was silent and the live hand, never mucked, won the pot: a false ``wrong-winner``
(review of session 64)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HANDS = FIXTURES / "draw_s64" / "muck-by-a-player-who-folded.jsonl"


def test_the_muck_is_the_live_players():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(HANDS)])}
    assert found["mf1"] == [("out-of-turn", 14, "carol")]
    assert found["mf2"] == [("out-of-turn", 14, "carol")]      # alice's kings win: bob mucked
    assert found["mf3"] == []       # bob mucks himself; carol's show of her folded hand is no muck


def test_not_the_muck_of_a_player_the_log_pays():
    # bob collects: he did not muck, and his right collect is no wrong-winner (the fourth diff
    # review of session 64)
    path = FIXTURES / "draw_s64" / "muck-by-a-folded-player-the-silent-player-collects.jsonl"
    assert [f for c in validate([str(path)]) for f in c.findings] == []
