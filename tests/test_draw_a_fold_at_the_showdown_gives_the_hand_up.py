"""A fold logged at the showdown, after the last betting round, gives the hand up: one
``out-of-turn``, and the hand, unless shown, is mucked and cannot win (README; stud applies such a
fold).  Before (review of session 67) draw did not apply it: a player whose draw line was lost
(taken as standing pat) and who then folded was judged the winner without showing, and the right
payout called ``wrong-winner``."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found():
    return {c.hand_id: [(f.code, f.seq) for f in c.findings] for c in validate(
        [str(FIXTURES / "draw_s67" / "a-fold-at-the-showdown.jsonl")])}


def test_a_fold_at_the_showdown_is_one_finding_and_the_hand_cannot_win():
    found = _found()
    assert found["lost_draw_then_a_fold_at_the_showdown"] == [("illegal-action", 11), ("out-of-turn", 16)]
    assert found["a_fold_at_the_showdown"] == [("out-of-turn", 17)]
    # a shown hand stays live (the fold after it is only out of turn)
    assert found["shown_then_a_fold"] == [("out-of-turn", 18)]


def test_a_pot_paid_to_the_player_who_folded_at_the_showdown_is_wrong_winner():
    assert _found()["a_fold_at_the_showdown_then_paid"] == [("out-of-turn", 17), ("wrong-winner", 18)]
