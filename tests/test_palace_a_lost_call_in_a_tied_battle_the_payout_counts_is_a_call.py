"""Palace Poker: a battle's call left out where the battle's result is a tie, or names the player
who had to answer (no fold gives either), that player answering nowhere, is their call when the
payout lines pay out exactly the call owed more than the log's lines put in and the cards decide
the battle as the result does (README): one ``palace-wrong-response``, the call's chips that
player's.  Before (noticed in session 67, left alone), the battle was judged without the call's
chips, and the right payout was ``wrong-amount`` and ``books-unbalanced`` (a split, a
``wrong-amount`` for each share).  When the payout does not count the call, the evidence does not
decide: the reading stays as it was (one finding, the battle judged without the call)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s68" / "tied-battle-call-lost.jsonl"


def _found():
    return {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}


def test_a_lost_call_in_a_tied_battle_the_payout_counts_is_a_call():
    found = _found()
    assert found["tie-legal"] == [] and found["tie-raise-legal"] == []
    # carol attacks walter (24); walter's call of 30 is lost; the battle a tie (25), the last two out:
    # ivan, last standing, collects 100, walter's 30 in it
    assert found["tie-call-lost"] == [
        ("palace-wrong-response", 25, "walter",
         "the battle was decided before walter answered (owing 30); a battle is decided after a call; the log "
         "says it was a tie and walter answers nowhere, but the payout counts 30 more than the log's lines put "
         "in: taken as walter's call, its line lost")]
    # the attacker's call of the defender's raise lost (alice owes 20 after dave's raise): a tie, the
    # pot split between carol and ivan later
    assert [(f[0], f[1], f[2]) for f in found["tie-raise-call-lost"]] == [("palace-wrong-response", 33, "alice")]
    assert "taken as alice's call, its line lost" in found["tie-raise-call-lost"][0][3]


def test_a_lost_call_the_result_gives_to_its_caller_is_a_call():
    # walter's call of bob's attack lost (18); the result names walter, who captures from bob
    found = _found()
    assert [(f[0], f[1], f[2]) for f in found["winner-call-lost"]] == [("palace-wrong-response", 18, "walter")]
    assert "the log says walter won and walter answers nowhere, but the payout counts 10 more" \
        in found["winner-call-lost"][0][3]


def test_a_lost_call_the_payout_does_not_count_keeps_its_reading():
    found = _found()
    assert found["tie-call-lost-unpaid"] == [
        ("palace-wrong-response", 25, "walter",
         "the battle was decided before walter answered (owing 30); a battle is decided after a call")]
