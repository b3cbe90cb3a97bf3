"""Under `odd_chip: called`, a three-way tie with two odd chips gives one to the player who was
called and the other clockwise from the button's left (POKER.md 3: no player gets more than one
odd chip of a pot).  The reason shown for the odd chips said only that the first player was
called, also on the row of the player who got the second chip."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id


def test_the_reason_of_two_odd_chips_under_called_names_the_second_chips_rule():
    hand = hands_by_id(FIXTURES / "odd_chip_s15" / "three-way-tie-called.jsonl")["D2-tie-called"]
    result = replay(hand)
    assert result.findings == []
    odd = [(a.player, a.odd_chips, a.reason) for a in result.awards if a.pot == 0 and a.odd_chips]
    why = ("odd_chip=called: alice made the last bet or raise that was called or raised; any other odd chip goes "
           "clockwise from the button's left: bob, then carol")
    assert odd == [("alice", 1, why), ("bob", 1, why)]
