"""Palace Poker: a fold logged right before the line it answers (the lines swapped) is one
``palace-wrong-response`` and is that answer once the line is in, as a call or raise logged right
before the attack it answers is (README): the defender's fold logged before the attack on them (the
next line is that attack, the defender not answering right after it, and the defender was not the
player to act), and a battle side's fold logged before the other side's raise it answers.  Before,
the fold before the attack was a fold out of turn, the attack one on a player who had left, and the
battle lines after it false findings (the last two: the hand over, a correct payout wrong-amount);
the fold before the raise was dropped as out of order, and nineteen findings followed (review of
session 65).  A fold in the folder's own turn, followed by an attack on them, stays their fold."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s65" / "fold-logged-before-the-line-it-answers.jsonl"


def _by_hand() -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_a_fold_logged_before_the_attack_it_answers_is_one_finding():
    found = _by_hand()
    assert found["fold-legal"] == found["last-fold-legal"] == []
    assert found["fold-swapped"] == [("palace-wrong-response", 13, "alice")]
    # the last two: carol's fold before bob's attack ends the hand at the attack, bob's payout is right
    assert found["last-fold-swapped"] == [("palace-wrong-response", 17, "carol")]
    assert found["call-swapped"] == [("palace-wrong-response", 13, "alice")]


def test_a_fold_logged_before_the_raise_it_answers_is_one_finding():
    found = _by_hand()
    assert found["fold-after-the-raise-legal"] == []
    assert found["fold-before-the-raise-swapped"] == [("palace-wrong-response", 14, "alice")]


def test_a_fold_in_ones_own_turn_then_an_attack_on_the_folder_stays_as_logged():
    assert _by_hand()["fold-in-turn-then-attacked"] == [("palace-attack-same-suit", 15, "bob")]
