"""Palace: a battle raise of a wrong size (PALACE.md 3: one big bet in ``limit``, at least the big
bet in ``no_limit``, the raise before it with ``no_limit_reraise: same``) is ``palace-wrong-response``;
the other side's call of what a raise of its legal size would owe answers the raise that line meant,
as a dealer corrects a raise of the wrong size and the call matches the corrected one: one fault,
the raise's one finding (the chips of both lines count as logged, FORMAT.md).  A call of neither
amount is still its own finding.  Before (session 69's review), that call was a second
``palace-wrong-response`` ("alice owed the raise of 30")."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s70" / "a-call-after-a-wrongly-sized-raise.jsonl")
# carol attacks alice for 10 (event 13); alice's answer is event 14, and so on; limit, big bet 20


def _found(hand_id):
    return [(f.code, f.seq) for f in replay(HANDS[hand_id]).findings]


def test_the_battle_raised_and_called_at_the_legal_sizes_is_clean():
    assert _found("limit-legal") == []


def test_a_call_of_a_legal_reraises_size_after_a_wrongly_sized_one_is_no_second_finding():
    # carol re-raises 50 (20 owed + 30, not + 20); alice calls 20, what a re-raise to 40 owes
    assert _found("limit-reraise-too-big-called-at-its-legal-size") == [("palace-wrong-response", 15)]
    # and a call of what the line as logged owes is no finding either
    assert _found("limit-reraise-too-big-called-as-logged") == [("palace-wrong-response", 15)]


def test_after_a_wrongly_sized_first_raise_too():
    assert _found("limit-raise-too-big-called-at-its-legal-size") == [("palace-wrong-response", 14)]


def test_in_no_limit_a_call_of_the_least_raise_after_a_short_one_and_with_reraise_same_the_raise_before():
    assert _found("no-limit-raise-too-small-called-at-the-least") == [("palace-wrong-response", 14)]
    assert _found("reraise-same-called-at-the-raise-before") == [("palace-wrong-response", 15)]


def test_a_call_of_neither_size_is_still_its_own_finding():
    assert _found("limit-raise-too-big-called-at-neither") == [("palace-wrong-response", 14),
                                                                ("palace-wrong-response", 15)]
