"""Palace: after a battle raise of a wrong size (``palace-wrong-response`` at its line), a re-raise
of a legal size over what the raise that line meant would owe, as the dealer corrects the raise's
size and the re-raise is sized from it, answers that raise: one fault, the wrong raise's one finding
(as a call of that size is, session 70), the chips of every line counted as logged (FORMAT.md).
A re-raise of a legal size over what was owed as logged is no finding either; one of neither size
is still its own.  Before (session 70's leftovers), the legal re-raise was a second
``palace-wrong-response`` ("carol raised 40; ... pays the 25 owed plus one big bet (20): 45")."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s71" / "a-reraise-after-a-wrongly-sized-raise.jsonl")
# limit, big bet 20: carol attacks alice for 10 (event 13); alice raises 35 (event 14: 10 owed + 25,
# not + 20); carol re-raises (event 15); alice calls 20 (event 16)


def _found(hand_id):
    return [(f.code, f.seq) for f in replay(HANDS[hand_id]).findings]


def test_a_reraise_sized_from_the_corrected_raise_is_no_second_finding():
    # carol re-raises 40: the 20 a raise of the legal size would owe, plus one big bet
    assert _found("legal-reraise-after-wrong-raise") == [("palace-wrong-response", 14)]


def test_a_reraise_sized_from_the_raise_as_logged_is_none_either():
    assert _found("legal-reraise-after-wrong-raise-as-logged") == [("palace-wrong-response", 14)]


def test_a_reraise_of_neither_size_is_still_its_own_finding():
    assert _found("neither") == [("palace-wrong-response", 14), ("palace-wrong-response", 15)]
