"""Draw and stud: a call of chips repeated right after itself (the same player, type and amount)
by a player who owes nothing is the line logged twice (README): one ``out-of-turn``, left out, its
chips not counted again, so the right return and collect are judged right.  Before, its chips went
into the pot as logged: ``wrong-call-amount`` beside the ``out-of-turn``, then
``uncalled-bet-not-returned``, ``wrong-amount`` and ``books-unbalanced`` on right lines.  A call
under another player's name that repeats the line before is still that player's (the misnamed
reading comes first)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "poker_s47" / "review.jsonl")


def test_the_legal_hand_is_clean():
    assert replay(HANDS["draw-call-legal"]).findings == []


def test_a_call_logged_twice_is_one_finding_and_left_out():
    result = replay(HANDS["draw-call-logged-twice"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [(
        "out-of-turn", 10, "erin",
        "erin called 20 again, owing nothing, right after the same line: the line logged twice, left out")]
    legal = replay(HANDS["draw-call-legal"])
    assert [(a.pot, a.player, a.correct, a.recorded) for a in result.awards] == \
        [(a.pot, a.player, a.correct, a.recorded) for a in legal.awards]
    assert result.pot_total == legal.pot_total
