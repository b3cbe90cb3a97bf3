"""A bring-in posted when none is due is one `wrong-forced-bet` saying why (CODES.md: "a missing
or wrong ante, blind or bring-in"); its chips go in as logged.  It was also applied as a call:
`out-of-turn` ("called but the betting round was over") and `wrong-call-amount` ("called 25 but
owed 0") on the same event, and when every other player was all-in the reason given was "only
the first action of 3rd street is a bring-in", though it was the first."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HERE = FIXTURES / "stud_s15"


def test_a_bring_in_when_every_other_player_is_all_in_says_none_is_due():
    hand = hands_by_id(HERE / "bring-in-nobody-can-call.jsonl")["hu_b_allin_ante_bi"]
    assert [(f.code, f.seq, f.message) for f in replay(hand).findings] == [
        ("wrong-forced-bet", 4, "a posted a bring-in of 25, but no bring-in is due: nobody else can still "
                                "bet (every other player is all-in)")]


def test_a_bring_in_in_a_game_without_one_is_one_finding():
    hand = hands_by_id(HERE / "bring-in-without-a-bring-in.jsonl")["bi-none-posted"]
    assert [(f.code, f.seq, f.message) for f in replay(hand).findings] == [
        ("wrong-forced-bet", 8, "p3 posted a bring-in of 5, but this game has no bring-in")]
