"""Palace Poker: a call with no battle waiting (in limit), by a player the player to act may
attack, of what that player would owe, when the battle result or capture that follows is between
the two, is the answer to the attack of the player to act, whose line was lost (README): one
``palace-wrong-response`` at the call, the attack taken as made for its one amount.  Before, the
call, the result and the capture were refused, the next battle's call called wrong-sized, the hand
``hand-incomplete`` and the right payout ``books-unbalanced``: five to seven findings for one lost
line (review of session 67)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s67" / "attack-line-lost.jsonl"


def test_a_call_answering_a_lost_attack_line_is_one_finding():
    found = {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}
    assert found["target-legal"] == []
    # carol's attack on alice (13) lost: alice's call of 10 (13), carol's result and capture follow
    assert found["attack1-lost"] == [
        ("palace-wrong-response", 13, "alice",
         "alice called but no battle was waiting for an answer; it was carol's turn, and the battle's result "
         "that follows is between carol and alice: taken as the answer to carol's attack on alice (for 10), "
         "its line lost")]
    # bob's attack on carol (17) lost, the last battle: carol's call of 20 (1 soldier + 1)
    assert [(f[0], f[1], f[2]) for f in found["attack2-lost"]] == [("palace-wrong-response", 17, "carol")]
