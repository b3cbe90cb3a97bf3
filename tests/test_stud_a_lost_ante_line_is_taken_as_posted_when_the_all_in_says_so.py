"""An ante the log leaves out is one ``wrong-forced-bet`` at the deal.  When the player's first
line marked all-in brings what they put in the hand to exactly their stack less the ante, its line
was lost and its chips count ("taken as posted", README, Stud); an ante really not posted (the
player's whole stack bet all-in) stays as before.  Review of session 66: ann, stack 3, antes 1
and bets 2 all-in, the ante line lost, gave eight findings (the all-in "below the minimum",
streets dealt "during the betting", a show out of turn, a wrong-amount and books-unbalanced on a
right collect)."""

from __future__ import annotations

from audit.model import Event
from audit.poker.lost_ante import ante_posted
from audit.runner import validate

from .conftest import FIXTURES


def test_a_lost_ante_line_told_by_an_all_in_is_one_finding():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
             for c in validate([str(FIXTURES / "stud_s66" / "ante-line-lost-told-by-an-all-in.jsonl")])}
    assert found == {
        "ante-legal": [],
        "ante-lost-all-in-bet": [("wrong-forced-bet", 1, "ann")],
        "ante-not-posted-whole-stack-all-in": [("wrong-forced-bet", 1, "ann")],
        "ante-bring-in-legal": [],
        "ante-lost-bring-in-then-all-in-call": [("wrong-forced-bet", 2, "ann")],
        "ante-not-posted-bring-in-then-all-in-call": [("wrong-forced-bet", 2, "ann")],
    }


def test_the_all_in_must_be_the_stack_less_the_ante():
    deal = Event(type="deal", player="ann", down=["Ah", "Ad"], up=["As"])
    bet = Event(type="bet", player="ann", to=2, all_in=True)
    assert ante_posted([deal, bet], 0, "ann", 3, 1)
    assert not ante_posted([deal, bet], 0, "ann", 2, 1)          # the whole stack: not posted
    assert not ante_posted([deal, Event(type="bet", player="ann", to=2)], 0, "ann", 3, 1)   # not all-in
    late = Event(type="ante", player="ann", amount=1)
    assert not ante_posted([deal, late, bet], 0, "ann", 3, 1)    # posted late: that line's finding
