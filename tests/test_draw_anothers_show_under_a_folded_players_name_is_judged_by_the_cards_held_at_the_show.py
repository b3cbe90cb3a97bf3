"""A show under the name of a player who folded out of turn, holding every known card of one other
player still in the hand and none of the folder's, is that player's show under the wrong name, not
the folder playing on (README; review of session 66).  In draw the cards compared are those held at
the show: the other player's draw since the fold applied.  Before (the diff review of session 66) a
player who drew after the fold no longer held the cards of the deal, so the show read as the folder
playing on: the fold was not applied, seven findings, the right payout called wrong."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_the_show_is_the_other_players_after_their_draw():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "draw_s66" / "fold-out-of-turn-then-anothers-show-under-the-folders-name.jsonl")])}
    assert found["SD-oot-show-as-ann-cat-draws"] == [("out-of-turn", 7, "ann"), ("shown-cards-mismatch", 15, "ann")]
    assert found["SD-oot-show-as-ann-cat-pat"] == [("out-of-turn", 7, "ann"), ("shown-cards-mismatch", 15, "ann")]
