"""Palace Poker: an attack whose next line is another player's answer, the named target answering
nowhere, is the attack on the player who answers, the target logged under the wrong name (README),
when the battle's first capture is between the attacker and that player, or, the capture lost, when
the battle's result line names that player the winner (as for an attack logged under another
attacker's name): one finding at the attack, and the lost capture its own ``palace-capture``.
Before, a misnamed target and a lost final capture were five findings: the attack refused on a
player out of the hand, the answer and the result with no battle waiting, the books unbalanced and
the hand incomplete (the second damaged-log review of Palace, session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "attack-target-under-another-name-capture-lost.jsonl"


def test_a_misnamed_target_is_read_from_the_battle_result_when_the_capture_is_lost():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}
    assert found["two-battles-legal"] == []
    # the spec's example, carol's capture from bob (20) lost: owed at the payout
    assert found["last-capture-lost"] == [("palace-capture", 20, "carol")]
    # and bob's attack on carol (17) logged on alice, who left the hand: carol calls, the result
    # (19) names carol
    assert found["target-misnamed-and-last-capture-lost"] == [
        ("palace-attack-same-suit", 17, "bob"),
        ("palace-capture", 20, "carol")]
