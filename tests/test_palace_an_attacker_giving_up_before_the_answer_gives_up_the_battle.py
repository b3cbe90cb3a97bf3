"""FORMAT.md: a ``fold`` in a battle is "the defender or attacker gives up the battle", and an
action out of turn is taken as that player's action.  An attacker who folds before the defender
has answered, when the defender answers nowhere after it, gives the battle up: one
``palace-wrong-response`` (out of order), the defender wins it, and the payout is judged on
that (review 54: the fold was dropped, the cards judged a battle nobody had called, and the pot
was said to belong to the attacker).  When the defender does answer after it, the fold stays
only out of order and the battle goes on (README: a battle response out of order)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

PATH = FIXTURES / "palace_s54" / "attacker_gives_up_before_the_answer.jsonl"


def _by_hand():
    return {c.hand_id: [(f.seq, f.code) for f in c.findings] for c in validate([str(PATH)])}


def test_the_attackers_fold_gives_the_battle_to_the_defender():
    found = _by_hand()
    assert found["p31-attacker-gives-up-2p"] == [(7, "palace-wrong-response")]
    assert found["p31-attacker-gives-up-2p-nobattleline"] == [(7, "palace-wrong-response")]


def test_three_players_play_goes_on_after_the_battle_given_up():
    # the turn after the battle is b's (turn_after_battle: attacker, the player left of a)
    assert _by_hand()["p30-attacker-folds-early"] == [(10, "palace-wrong-response"), (12, "out-of-turn")]


def test_a_defender_who_answers_after_it_keeps_the_battle_going():
    assert _by_hand()["answered-later"] == [(7, "palace-wrong-response")]
