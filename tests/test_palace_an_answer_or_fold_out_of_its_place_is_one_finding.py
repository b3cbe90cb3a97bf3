"""Palace, one line out of its place, one finding (FORMAT.md: an event with a finding is applied
as logged wherever it can be): the defender's call or raise logged right before the attack it
answers (the lines swapped) is one ``palace-wrong-response`` and is applied as the answer once
the attack is in, its chips counted; a fold by a player outside the battle, logged while the
battle waits for an answer, is that player's fold (``out-of-turn``, or nothing more when the
attack just before it passed over that player's turn, reported there), unless the player plays
on later in the log.  Before, the call's chips were dropped (the right collect was
``wrong-amount`` and ``books-unbalanced``, in every one of 2,700 such mutants) and the fold was
not applied (the hand "incomplete", or the pot split with the folder)."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s45" / "answers-out-of-place.jsonl")


def _found(hand_id: str) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(HANDS[hand_id]).findings]


def test_the_legal_hands_are_clean():
    assert _found("call-before-attack-legal") == [] and _found("fold-legal") == [] and _found("fold-missing-legal") == []


@pytest.mark.parametrize("hand_id", ["call-before-attack", "raise-before-attack"])
def test_an_answer_logged_before_the_attack_counts_its_chips(hand_id):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("palace-wrong-response", 6, "peggy")]
    assert "before the attack on peggy was logged" in result.findings[0].message


def test_a_fold_logged_during_another_battle_is_the_players_fold():
    assert _found("fold-logged-after-attack") == [("out-of-turn", 11, "frank")]


def test_a_stray_call_before_an_attack_the_defender_answers_is_only_a_stray():
    # walter's own call follows the attack: the line before it is a stray, skipped as before
    assert _found("palace_stray_call_before_attack") == [("palace-wrong-response", 29, "walter")]


def test_a_battle_decided_for_the_attacker_with_the_answer_left_out_is_the_defenders_fold():
    # frank's fold is missing; the log says peggy won and frank answers nowhere: decided by that
    # fold (it was judged by the cards, a false palace-wrong-battle-result and wrong-winner)
    result = replay(HANDS["fold-missing"])
    assert [(f.code, f.seq, f.player) for f in result.findings] == [("palace-wrong-response", 7, "frank")]
    assert result.findings[0].message.endswith("taken as frank giving it up")
