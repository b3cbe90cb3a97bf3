"""A call of chips when nothing is owed (``wrong-call-amount``) puts its chips in the pot as logged,
but they are no part of the round's bet: a call logged a street late, followed by the player's
bet "to" 50 on the new street, is 25 + 50 chips, as the log says.  The 25 were counted in the
round's bet, so the bet added only 25: the correct return of the uncalled bet and the correct
collect were called wrong (``uncalled-bet-not-returned``, ``books-unbalanced``)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s16b" / "late-call-then-a-bet.jsonl")


@pytest.mark.parametrize("hand_id", sorted(HANDS))
def test_a_late_call_leaves_the_settlement_right(hand_id):
    result = replay(HANDS[hand_id])
    codes = {f.code for f in result.findings}
    if "noburn" in hand_id:     # no burn: the deal was logged early, the betting goes on (README, Stud)
        assert [(f.code, f.seq) for f in result.findings] == [("wrong-deal", 9)]
    else:
        assert "wrong-call-amount" in codes
    assert not codes & {"uncalled-bet-not-returned", "books-unbalanced", "wrong-amount", "wrong-winner"}
    victor = next(p for p in result.players if p.player == "victor")
    assert victor.start - victor.end == 25 + 25 + 25 + 50 + 100 - 58      # every chip logged, less the return
