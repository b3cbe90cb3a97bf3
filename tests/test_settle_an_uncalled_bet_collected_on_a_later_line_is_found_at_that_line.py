"""CODES.md: "A settlement finding points at the first recorded event that is wrong".  a bets 200,
b calls all-in for 50: 150 of a's bet is uncalled, and a wins the pot of 100.  The log returns
nothing and has a collect 100 of pot 0 (exactly a's share: right) then 150 of pot 0 (the uncalled
bet, kept: wrong).  The finding was at the first collect of the pot, the right one (a review,
session 53); it is at the collect that takes a past their share."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_the_uncalled_bet_kept_on_a_second_collect_line_is_found_at_that_line():
    hand = hands_by_id(FIXTURES / "uncalled_s53" / "second_line.jsonl")["uncalled-collected-on-a-second-line"]
    assert [(f.code, f.seq, f.player) for f in replay(hand).findings] == [("uncalled-bet-not-returned", 9, "a")]
