"""A PHH ``cbr`` "completes, bets or raises to" an amount: the line states no kind.  The reader chose
the kind by its own replay; after a mistake in the log (a fold logged under another player's name,
which the checker takes as the right player's) that replay had the street's betting still going,
and a right 5th-street ``cbr`` became a ``raise`` with nobody having bet: ``illegal-bet``, then a
return and a payout derived from the same replay (``uncalled-bet-not-returned``,
``books-unbalanced``).  After the checker's first finding the ``cbr`` is the kind the checker's
state takes it for, and the result is read against what the checker says each player put in
(review 49, G1)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "phh_s49"


def test_a_right_cbr_after_a_misnamed_fold_is_no_illegal_bet():
    # hand 5 with 'p1 f' -> 'p2 f': the native hand's one out-of-turn
    (checked,) = validate([str(DIR / "P1_fold_renamed.phh")])
    assert [(f.code, f.seq) for f in checked.findings] == [("out-of-turn", 11)]


def test_a_deleted_fold_gives_no_illegal_bet_nor_illegal_check_on_later_streets():
    (checked,) = validate([str(DIR / "P5_fold_deleted.phh")])
    codes = {f.code for f in checked.findings}
    assert not codes & {"illegal-bet", "illegal-check", "wrong-call-amount", "uncalled-bet-not-returned",
                        "books-unbalanced"}
