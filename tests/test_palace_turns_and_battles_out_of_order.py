"""Palace turns and battles out of their order.  PALACE.md 4: a quiet round needs every player
still in to keep quiet for a full round; with ``quiet_round: turn_round`` and
``turn_after_battle: defender``, play after a battle goes on left of the defender, a step back
that does not pass the dealer and begins no new turn-round (before, one wait could end the
hand; the simulator plays the same rule).  README: a battle response out of order counts its
chips, and the battle still waits for the player who had to answer."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.runner import validate
from audit.simulate import simulate

from .conftest import FIXTURES

DIR = FIXTURES / "palace_s32"


def test_a_turn_round_after_the_defender_rule_needs_every_player_quiet():
    for name in ("D1_turn_round_ends_after_one_wait.jsonl", "D1b_turn_round.jsonl"):
        [checked] = list(validate([str(DIR / name)]))
        assert checked.findings == [], (name, checked.findings)


def test_simulated_turn_round_hands_with_the_defender_rule_are_legal():
    hands = [h for h in simulate("palace", 3000, seed=21)
             if h["rules"].get("quiet_round") == "turn_round" and h["rules"].get("turn_after_battle") == "defender"]
    assert len(hands) > 20
    for h in hands:
        assert replay(msgspec.convert(h, Hand)).findings == [], h["hand_id"]


def test_a_battle_fold_or_raise_out_of_order_is_one_finding_and_the_battle_waits():
    """README: a battle response out of order counts its chips, and the battle still waits for
    the player who had to answer (a stray fold or raise by the attacker was applied as the
    answer: five more findings, a wrong settlement)."""
    for name, what in (("D2_attacker_fold_out_of_order.jsonl", "folded"),
                       ("D2b_attacker_raise_out_of_order.jsonl", "raised")):
        [checked] = list(validate([str(DIR / name)]))
        assert [(f.code, f.seq, f.player) for f in checked.findings] == [("palace-wrong-response", 11, "bob")], name
        assert checked.findings[0].message == f"bob {what} out of order: alice had to answer first"


def test_a_showdown_with_unknown_cards_still_names_a_payee_who_cannot_win():
    """CODES.md wrong-winner; POKER.md 3 leaves only the winner's award unverifiable: a folded
    player, or one whose known hand a known hand beats, cannot win whatever the unknown cards
    are (before: an unverifiable-award warning only, exit 0)."""
    for name, payee in (("D3a_folded_player_paid_unknown_showdown.jsonl", "carol"),
                        ("D3b_known_loser_paid_unknown_showdown.jsonl", "dave")):
        [checked] = list(validate([str(DIR / name)]))
        assert [(f.code, f.player) for f in checked.findings] == [("wrong-winner", payee)], name
