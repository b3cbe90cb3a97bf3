"""A big blind whose line is lost is taken as posted when the first betting round reads so (README,
Draw: a blind line lost); a call with no amount tells nothing of the level, so the lines after it
are read: here the small blind's call of the rest of the big blind.  Before (review of session 66)
the first call decided, and having no amount said "not posted": six findings, the right payout
called wrong.  And the message of a wrong-sized raise over a lone small blind says "raised" (draw
has no completion: it said "completed")."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found(name):
    return {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings]
            for c in validate([str(FIXTURES / "draw_s66" / name)])}


def test_the_small_blinds_call_of_the_rest_after_a_call_without_amount_says_posted():
    found = _found("big-blind-lost-first-call-without-amount.jsonl")
    assert [(code, seq, player) for code, seq, player, _ in found["lostbb"]] == [("wrong-forced-bet", 1, "cat")]
    assert found["lostbb"][0][3].endswith("taken as posted")


def test_a_raise_over_a_lone_small_blind_is_called_a_raise():
    msgs = [m for code, _, _, m in _found("raise-over-a-lone-small-blind.jsonl")["lone-sb-raise"]
            if code == "bet-above-maximum"]
    assert msgs == ["cat raised to 15 but in fixed limit it must be to 10 (bets and raises are 10 in this round)"]
