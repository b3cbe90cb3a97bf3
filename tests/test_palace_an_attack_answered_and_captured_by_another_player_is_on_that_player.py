"""Palace Poker: an attack whose next line is the answer (a call, raise or fold) of another player
in the hand than its target, one the attacker may attack, while the battle's first capture before
the next attack is between the attacker and that player and the named target answers nowhere
before it, is the attack on that player, its target logged under the wrong name (README): one
finding at the attack (``palace-attack-same-suit`` when the named target could not be attacked, as
one who has left the hand; else ``palace-wrong-response``).  Before, the battle waited for the
named target (nine findings) or the attack on a player out of the hand was refused (six), with
the books unbalanced and the hand incomplete (review of session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "attack-target-under-another-name.jsonl"


def test_an_attack_is_on_the_player_who_answers_it_and_whom_the_capture_names():
    found = {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}
    assert found["target-legal"] == []
    # carol's attack on alice (13) logged as on bob, in the hand: alice calls, carol captures from her
    assert found["target-misnamed-in-the-hand"] == [
        ("palace-wrong-response", 13, "carol",
         "carol attacked bob, but alice answers the attack (the next line) and the capture is between carol "
         "and alice: taken as carol's attack on alice, the target logged as bob")]
    # bob's attack on carol (17) logged as on alice, who has left the hand
    assert found["target-misnamed-out-of-the-hand"] == [
        ("palace-attack-same-suit", 17, "bob",
         "bob attacked alice, but carol answers the attack (the next line) and the capture is between bob "
         "and carol: taken as bob's attack on carol, the target logged as alice")]
