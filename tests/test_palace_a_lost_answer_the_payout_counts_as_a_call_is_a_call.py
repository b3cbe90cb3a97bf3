"""Palace Poker: the other side's capture from the player who had to answer a battle (or a result
naming the other side), that player answering nowhere, is the answer left out, taken as their fold
(README), unless the payout lines pay out exactly the call owed more than the log's lines put in
and the cards give the battle to the other side: the answer left out was the call.  One finding
either way; the call's chips are that player's, and the battle is judged by the cards.  Before,
the call was read as a fold, and the right payout was ``wrong-amount`` and ``books-unbalanced``
(review of session 67)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FOLDS = FIXTURES / "palace_s66" / "battle-fold-lost.jsonl"
CALLS = FIXTURES / "palace_s67" / "battle-call-lost.jsonl"


def _found(path):
    return {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(path)])}


def test_a_lost_answer_the_payout_counts_as_a_call_is_a_call():
    found = _found(CALLS)
    # carol attacks alice (13); alice's call of 10 is lost; carol (a pair of nines against ace high)
    # captures from her (14); carol collects 85, alice's 10 in it
    assert found["call-lost"] == [
        ("palace-wrong-response", 14, "alice",
         "carol captured from alice before alice answered (owing 10); a battle is decided after a call or a "
         "fold, and alice answers nowhere, but the payout counts 10 more than the log's lines put in: taken "
         "as alice's call, its line lost")]
    # with a result line naming carol: the same reading, at the result
    assert [(f[0], f[1], f[2]) for f in found["call-lost-result"]] == [("palace-wrong-response", 14, "alice")]
    assert "taken as alice's call, its line lost" in found["call-lost-result"][0][3]


def test_a_lost_answer_the_payout_does_not_count_is_still_a_fold():
    found = _found(FOLDS)
    assert found["fold-legal"] == []
    assert [(f[0], f[1], f[2]) for f in found["fold-lost"]] == [("palace-wrong-response", 14, "alice")]
    assert found["fold-lost"][0][3].endswith("taken as alice giving it up")
