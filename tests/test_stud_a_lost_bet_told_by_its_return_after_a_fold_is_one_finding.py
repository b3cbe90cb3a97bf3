"""A bet line lost, the last other player's fold logged, and the bet returned: the fold comes in
the turn of the player who bet, who owed nothing, and leaves them alone in the hand; when the
payout (the return and the collect) is exactly the pot with the return's chips bet by that player
and the return is that uncalled bet, the bet was the line lost: it counts, and the fold's
``out-of-turn`` is the one finding, telling the other reading (README).  Before (session 71's
damage harness on stud), the right return was also ``uncalled-bet-not-returned`` and the books
unbalanced.  A payout that does not fit is judged as before."""

from __future__ import annotations

from .conftest import FIXTURES, findings_alone

LOG = FIXTURES / "stud_s71" / "a-bet-line-lost-then-a-fold-and-its-return.jsonl"


def _found():
    return findings_alone(LOG)


def test_heads_up_a_lost_bet_returned_is_one_finding_at_the_fold():
    assert _found()["heads_up_bet_lost_then_the_fold_and_its_return"] == [
        ("out-of-turn", 7, "judy folded but it was peggy's turn to act (peggy's bet of 10 is not in the log, "
                           "but the return of 10 to peggy says it: taken as bet, the line lost; if peggy did "
                           "not bet, the return is 10 more than peggy's uncalled bet)")]


def test_multiway_a_lost_bet_returned_is_one_finding_at_the_fold():
    assert [(c, s) for c, s, _ in _found()["multiway_bet_lost_then_the_last_fold_and_its_return"]] == [
        ("out-of-turn", 39)]


def test_a_payout_that_does_not_fit_is_judged_as_before():
    assert [(c, s) for c, s, _ in _found()["the_return_more_than_the_collect_says"]] == [
        ("out-of-turn", 7), ("uncalled-bet-not-returned", 8), ("wrong-amount", 9), ("books-unbalanced", 9)]
