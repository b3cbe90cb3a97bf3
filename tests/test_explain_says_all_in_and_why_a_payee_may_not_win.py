"""explain, for a floor person settling a side-pot dispute: an action that puts in the last of a
player's chips says "(all-in)" (in the timeline of explain and of the report's hand page); a payee
who may not win a pot is told why: out of the hand (folded, or a Palace battle lost), or with no
chips in it (all-in for less); an uncalled bet the log did not give back is "owed back"."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HAND = hands_by_id(FIXTURES / "settle_s41" / "folded_payee_and_all_ins.jsonl")["d1-folded-paid"]


def test_the_timeline_says_all_in():
    text = render_text(explain_data(HAND))
    assert "bob bets 60 (all-in)" in text and "alice calls 759 (all-in)" in text
    assert "erin calls 40 (all-in)" not in text and "erin calls 40" in text


def test_a_folded_payee_is_out_of_the_hand():
    [f] = [f for f in replay(HAND).findings if f.code == "wrong-winner"]
    assert f.player == "erin" and "222 paid to erin, who is out of the hand and may not win it" in f.message


def test_an_action_of_a_player_already_all_in_is_not_said_all_in():
    # bob is all-in from his big blind; his call after the draw puts nothing in (out-of-turn)
    hands = hands_by_id(FIXTURES / "betting_s41" / "lone_check_after_the_hand.jsonl")
    text = render_text(explain_data(hands["allin-calls-again"]))
    assert "bob calls 5\n" in text + "\n" and "bob calls 5 (all-in)" not in text
