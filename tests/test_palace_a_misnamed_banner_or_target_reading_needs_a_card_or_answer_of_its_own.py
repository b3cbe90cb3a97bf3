"""The readings of session 66 for a Palace line under another player's name, held to what they need
(the diff review of session 66):

- a banner line under another player's name is the next player's banner only when its card was not
  dealt already (each card is dealt once, PALACE.md 1.2): a copy of a banner another player kept,
  in the place of the next player's lost banner line, is that line repeated, as before (it was
  given to the next player: a false palace-banner-suit, palace-capture and palace-wrong-response);
- an attack whose target is logged as the attacker, answered and captured by the defender, is the
  attack on the defender (one palace-attack-same-suit) even when the attacker answers the
  defender's raise later in the battle (that answer was taken as the named target's own: nine
  findings, the payout unjudged)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def _found(name):
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings]
            for c in validate([str(FIXTURES / "palace_s66" / name)])}


def test_a_banner_line_of_a_card_dealt_already_is_not_the_next_players_banner():
    assert _found("banner-line-of-a-card-dealt-already-in-another-players-place.jsonl") == {
        "palace-1": [],
        "B1-bob-banner-line-again-at-alice-place": [("wrong-deal", 6, "bob"), ("duplicate-card", 6, "bob"),
                                                    ("wrong-deal", 7, "alice")]}


def test_an_attack_on_the_attacker_answered_by_the_defender_is_on_the_defender_whatever_follows():
    assert _found("attack-target-logged-as-the-attacker.jsonl") == {
        "self-legal": [],
        "self-target-misnamed-defender-raised": [("palace-attack-same-suit", 13, "carol")],
        "self-target-misnamed-defender-called": [("palace-attack-same-suit", 13, "carol")]}
