"""Palace Poker: an attack whose next line is another player's answer, the named target answering
nowhere, is the attack on the player who answers (README) also when the battle ends in a tie, which
no capture follows: when the named target could not be attacked as logged, or plays on after the
tie (here: collects the pot as the last one standing) while the player who answered is nowhere in
the log after it.  One finding at the attack.  Before, the tie was judged between the attacker
and the named target: the answer out of turn, the battle decided before the target answered, a
false ``palace-wrong-battle-result``, and the right payout to the last one standing called
``wrong-winner`` and ``books-unbalanced`` (five findings; review of session 67)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s67" / "tied-battle-target-misnamed.jsonl"


def test_a_misnamed_target_in_a_tied_battle_is_read_from_who_plays_on():
    found = {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings]
             for c in validate([str(FILE)])}
    # carol attacks alice (10), alice calls, the hands tie (Q-9-7-5 each, one own-suit card each):
    # both leave the hand, and bob, the last one standing, collects the pot
    assert found["tie-legal"] == []
    # the attack logged on bob, who collects after the tie while alice is nowhere after it
    assert found["tie-target-misnamed"] == [
        ("palace-wrong-response", 10, "carol",
         "carol attacked bob, but alice answers the attack (the next line) and the battle's result is "
         "a tie, after which alice is nowhere in the log and bob plays on: taken as carol's attack on "
         "alice, the target logged as bob")]
    # the attack logged on the attacker herself, who could not be attacked
    assert [(f[0], f[1], f[2]) for f in found["tie-target-as-attacker"]] == [
        ("palace-attack-same-suit", 10, "carol")]
