"""Antes match no bet (POKER.md 3: "the part of a bet or raise that no other player matched is
returned"): when the antes were not all the ante (one of another size, a second one, one
missing), every ante is dead money in the main pot, no part of any bet, so a player's extra
ante chip does not "call" part of a bet nobody answered, and the right return and collect
are judged right.  Before, the uncalled bet was the top total's excess over the next total,
antes included: one ante chip too many made a right return of 10 `uncalled-bet-not-returned`
("the uncalled bet was 9") and the right collect `wrong-amount` (about 1,350 of 33,000 one-mistake
mutants of simulated draw and stud hands)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id, paid_right

HANDS = hands_by_id(FIXTURES / "poker_s45" / "wrong-antes.jsonl")


def test_an_ante_chip_too_many_is_one_finding_and_the_return_is_right():
    result = replay(HANDS["ante-plus1"])
    assert [(f.code, f.seq) for f in result.findings] == [("wrong-forced-bet", 0)]
    assert paid_right(result)


def test_a_second_ante_in_place_of_another_players_is_their_ante_under_the_wrong_name():
    # b's ante logged as a's second, b antes nowhere: b's ante (README), one finding (it was two)
    result = replay(HANDS["ante-wrongplayer"])
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("wrong-forced-bet", 1, "a")]
    assert result.findings[0].message.endswith("taken as b's ante, logged under a's name")
    assert paid_right(result)
