"""Palace: a line logged under another player's name, when the log reads on exactly as after the
action of the player it belongs to, is that player's action (README, Readings of the rules): one
finding at it, the action (and its chips) theirs.  Here: an attack in the turn of the player to act
whose battle the log captures between that player and the target (before, a folded player's attack
was skipped and the battle, its result and capture all wrong, with a payout finding in 376 of 474
such mutants of simulated legal hands; now all 474 give one finding); a wait under the name of a
player out of the hand, followed by the turn of the player after the one to act (378 of 559 such
mutants one finding before, 533 now); a battle fold under the name of a third player or of the
battle's other side, where the responder answers nowhere and the other side captures from them
next (77 of 77, none before); and a discard right after a capture or a buy, of soldiers the
capturer or buyer holds beyond five, under another name (120 of 122, 54 before: the soldier limit
was reported at the capture, and a right call after it wrong)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s47" / "misnamed.jsonl")


def _findings(hand_id):
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def test_an_attack_under_a_folded_players_name_is_the_attack_of_the_player_in_turn():
    # olivia's attack on carol logged as bob's, who had folded: olivia's (the battle, its result
    # and the capture are olivia's, and the collect of the pot is right)
    assert _findings("palace-legal-p1") == []
    assert _findings("palace-attack-misnamed") == [
        ("out-of-turn", 11, "bob", (
            "bob attacked carol but has left the hand (folded); it was olivia's turn, and "
            "the battle goes on as olivia's (the capture is between olivia and carol): taken "
            "as olivia's attack on carol, logged under bob's name"))]
    # the guard: in bob's turn (not folded), olivia attacks and captures: olivia's own attack out
    # of turn, as logged, not bob's
    findings = _findings("palace-attack-out-of-turn-played-on-as-logged")
    assert findings[0] == ("out-of-turn", 10, "olivia", "olivia played (attack) but it was bob's turn")
    assert not [f for f in findings if "logged under" in f[3]]


def test_an_attack_under_the_targets_own_name_is_the_attack_of_the_player_in_turn():
    assert _findings("palace-attack-under-the-targets-name") == [
        ("out-of-turn", 11, "carol", (
            "carol attacked themselves in another player's turn: it was olivia's turn, "
            "and the battle goes on as olivia's (the capture is between olivia and carol): "
            "taken as olivia's attack on carol, logged under carol's name"))]


def test_a_wait_under_the_name_of_a_player_out_of_the_hand_is_the_wait_of_the_player_in_turn():
    # zoe's wait logged as grace's, who had lost a battle; victor, after zoe, plays next
    assert _findings("palace-legal-p2") == []
    assert _findings("palace-wait-of-a-player-out") == [
        ("out-of-turn", 33, "grace", (
            "grace played (wait) but had left the hand (lost a battle); it was zoe's turn, "
            "and victor plays next, as after zoe's turn: taken as zoe's wait, logged under "
            "grace's name"))]


def test_a_battle_fold_under_a_third_players_name_is_the_responders_fold():
    # bob's fold to carol's raise logged as olivia's; carol captures from bob next
    assert _findings("palace-legal-p3") == []
    assert _findings("palace-battle-fold-misnamed") == [
        ("out-of-turn", 11, "olivia", (
            "olivia folded in the battle of bob against carol, where bob had to answer and "
            "answers nowhere else, and the log goes on as after bob's fold: taken as bob's "
            "fold, logged under olivia's name"))]


def test_a_battle_fold_under_the_other_sides_name_is_the_responders_fold():
    assert _findings("palace-battle-fold-under-the-other-sides-name") == [
        ("palace-wrong-response", 11, "carol", (
            "carol folded in the battle of bob against carol, where bob had to "
            "answer and answers nowhere else, and the log goes on as after bob's "
            "fold: taken as bob's fold, logged under carol's name"))]


def test_the_capturers_discard_owed_under_another_players_name_is_the_capturers():
    # victor's discard down to five after his capture logged as zoe's (folded): victor's, so his
    # call later is figured from five soldiers (it was the soldier limit at the capture and a
    # wrong call)
    assert _findings("palace-legal-p4") == []
    assert _findings("palace-capturer-discard-misnamed") == [
        ("out-of-turn", 31, "zoe", (
            "zoe discarded 3c, held by victor as soldiers, right after victor's capture, "
            "which left victor with 6 soldiers to discard down to five: taken as victor's "
            "discard, logged under zoe's name"))]
