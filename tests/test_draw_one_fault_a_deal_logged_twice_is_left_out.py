"""A five-card draw deal line logged twice is one ``wrong-deal``, and the line is left out (as in
stud: FORMAT.md, an event that cannot be applied is skipped; CODES.md ``wrong-deal``).  It was
applied: the player held ten cards, so five ``duplicate-card``, a ``shown-cards-mismatch`` at
the showdown and a ``wrong-winner`` on a correct payout followed from one fault."""

from __future__ import annotations

import pytest

from audit.cards import cards_str
from audit.games.draw import Replay
from audit.replay import effective_rules, replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "draw_s16" / "one-fault.jsonl")


@pytest.mark.parametrize("hand_id,seq,message", [
    ("deal_logged_twice_last", 4,
     "alice was dealt As Kc Qd Jh 9c again: alice already holds them (a deal logged twice)"),
    ("deal_logged_twice_first", 3, "bob was dealt Ah Kd Qc 3s 4d again: bob already holds them (a deal logged twice)"),
    ("three_deal_logged_twice_mid_deal", 4,
     "bob was dealt Ah Kd Qc 3s 4d again: bob already holds them (a deal logged twice)"),
])
def test_a_deal_logged_twice_is_one_wrong_deal(hand_id, seq, message):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == \
        [("wrong-deal", seq, message.split()[0], message)]


def test_the_repeated_line_leaves_the_hand_and_the_payout_as_they_were():
    hand = HANDS["deal_logged_twice_last"]
    state = Replay(hand, effective_rules(hand, None))
    for seq, ev in enumerate(hand.events[:5]):
        state.apply(seq, ev)
    assert cards_str(state.t.cards[0]) == "As Kc Qd Jh 9c"          # alice: five cards, not ten
    result = replay(hand)
    assert {p.player: p.net for p in result.players} == {"alice": -30, "bob": 30}
    assert [(a.player, a.correct) for a in result.awards] == [("bob", 60)]


def test_the_same_hand_without_the_repeated_line_is_clean():
    assert replay(HANDS["heads_up_clean"]).findings == []
    assert replay(HANDS["three_clean"]).findings == []
