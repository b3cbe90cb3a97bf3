"""A five-card draw blind logged after the first deal is one ``wrong-forced-bet`` at that line
("posted during the deal"), not also a missing blind, and its chips count as logged (FORMAT.md:
an event with a finding is applied as logged wherever it can be), as a late ante's do.  While
nobody has acted yet it is in place, as a live blind, so the betting is judged with it.  The
blind was thrown away: its chips not counted, the blinds also reported missing, a correct call
``wrong-call-amount`` and a correct collect ``wrong-amount``, ``books-unbalanced`` and
``uncalled-bet-not-returned`` (8 findings from one fault)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s16" / "one-fault.jsonl")

SB = "alice posted a small blind of 5 but it was posted during the {}; blinds come before the deal"
BB = "bob posted a big blind of 10 but it was posted during the {}; blinds come before the deal"


@pytest.mark.parametrize("hand_id,expected", [
    ("blinds_during_the_deal", [(1, SB.format("deal")), (2, BB.format("deal"))]),
    ("three_blinds_during_the_deal", [(1, SB.format("deal")), (2, BB.format("deal"))]),
    ("three_big_blind_during_the_deal", [(3, BB.format("deal"))]),
    ("blinds_after_the_deal", [(2, SB.format("first betting round")), (3, BB.format("first betting round"))]),
])
def test_a_late_blind_is_one_wrong_forced_bet_and_the_betting_counts_it(hand_id, expected):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.message) for f in result.findings] == \
        [("wrong-forced-bet", seq, msg) for seq, msg in expected]
    assert sum(p.net for p in result.players) == 0
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == \
        [("bob", result.pot_total, result.pot_total)]


def test_a_late_blind_after_the_betting_began_still_counts_its_chips():
    # alice's call of 5 was judged with no blind in: owed nothing; the blinds' chips still count
    result = replay(HANDS["blinds_after_a_call"])
    assert [(f.code, f.seq) for f in result.findings] == [
        ("wrong-call-amount", 2), ("wrong-forced-bet", 3), ("wrong-forced-bet", 4)]
    assert result.pot_total == 60
    assert {p.player: p.net for p in result.players} == {"alice": -30, "bob": 30}


def test_a_late_ante_is_one_wrong_forced_bet():
    assert replay(HANDS["antes_clean"]).findings == []
    result = replay(HANDS["ante_during_the_deal"])
    assert [(f.code, f.seq, f.message) for f in result.findings] == [
        ("wrong-forced-bet", 2, "bob posted an ante of 5 during the deal; antes come before the deal")]
    assert result.pot_total == 50
