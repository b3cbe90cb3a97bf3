"""CODES.md: a message a person understands without the code.  A Palace discard of several cards,
some of them legal soldiers, that is ``card-not-held`` or ``palace-discard-not-soldier`` for
another, names what the player held when the event began: before, the soldiers it took off first
were left out ("holds Kh 2d 7d 4d", "soldiers: none" for a player who held the soldier Ah).  An
attack short of the attack by a player who has less than it left says they could not attack."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s44" / "messages.jsonl")


def _found(hand_id: str):
    return [(f.code, f.seq, f.message) for f in replay(HANDS[hand_id]).findings]


def test_a_card_not_held_names_the_soldier_discarded_beside_it():
    assert _found("p3-discard-notheld") == [
        ("card-not-held", 10, "alice discarded Ad but holds Kh 2d 7d 4d Ah")]


def test_a_palace_card_discarded_names_the_soldier_discarded_beside_it():
    assert _found("discard-msg-soldiers") == [
        ("palace-discard-not-soldier", 10, "alice discarded 2d (a palace card); only soldiers may "
                                           "be discarded (soldiers: Ah)")]


def test_an_attack_short_of_the_attack_says_the_attacker_could_not_attack():
    # PALACE.md 4: no player pays more than they have left; alice has 7 left against an attack of 10
    assert _found("p-shortattack") == [
        ("palace-attack-amount", 6, "alice attacked for 7 with 0 soldiers; the attack is exactly (0 + 1) x 10 = 10; "
                                    "alice had only 7 left and could not attack")]


def test_a_call_logged_after_its_battles_result_counts_its_chips():
    # attack, battle, call (the call and the result swapped): the call's chips go in as logged
    # (FORMAT.md), so the right collect of 30 is no wrong-amount nor books-unbalanced
    assert HANDS["palace-112-109"].events[-1].amount == 30
    assert [(f.code, f.seq) for f in replay(HANDS["palace-112-109~swap~7~7"]).findings] == [
        ("palace-wrong-response", 7), ("palace-hand-not-over", 8)]
    assert replay(HANDS["palace-112-109"]).findings == []


def test_a_battle_result_logged_before_the_responders_fold_is_one_finding():
    # attack, battle (walter), fold (sybil): the fold decides the battle, as in order; before, the
    # battle was judged by the cards (sybil's) and the right payout called a wrong-winner
    assert replay(HANDS["palace-112-14"]).findings == []
    assert [(f.code, f.seq, f.message) for f in replay(HANDS["palace-112-14~swap~7~7"]).findings] == [
        ("palace-wrong-response", 7, "the battle's result was logged before sybil's fold, which decides it")]
