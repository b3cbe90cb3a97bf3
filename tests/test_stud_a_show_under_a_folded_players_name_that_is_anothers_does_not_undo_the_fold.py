"""A fold out of turn by a player who acts or shows later is another player's line under the wrong
name, not applied (README).  A show under the folding player's name that holds none of their known
cards and every known card of one other player still in the hand, who neither shows nor mucks in
the log, is that player's show under the wrong name: it does not count as the folding player
playing on, the fold is applied, and the show is judged as a folded player's (README).  Review of
session 66: ann's call lost (bob's fold then out of turn) and eve's show logged under bob's name
kept bob in the hand: 20 findings (11 wrong-deal, 6 out-of-turn, hand-incomplete,
uncalled-bet-not-returned and books-unbalanced on a right payout)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_another_players_show_under_a_folded_name_does_not_keep_the_fold_out():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s66" / "lost-call-then-a-show-under-the-folded-players-name.jsonl")])}
    assert found == {
        "show-legal": [],
        "show-lost-call": [("out-of-turn", 13, "bob")],
        "show-under-a-folded-name": [("shown-cards-mismatch", 40, "bob")],
        "show-lost-call-then-under-a-folded-name": [("out-of-turn", 13, "bob"), ("shown-cards-mismatch", 39, "bob")],
    }
