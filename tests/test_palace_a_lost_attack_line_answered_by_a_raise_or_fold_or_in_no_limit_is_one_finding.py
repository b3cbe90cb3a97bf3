"""Palace Poker: an attack's line lost is read from its answer (README): a call, a raise or a
fold with no battle waiting, by a player the player to act may attack, that fits the answer to
such an attack, when the battle's result or capture that follows is between the two (after a
fold, the player to act's) and the attack's amount is known: in limit its one amount; in
no_limit what the payout lines pay out more than the log's lines put in.  One
``palace-wrong-response`` at the answer, the attack taken as made for that amount, the battle
and the payout judged on it.  Before (session 67 read only a call, in limit), a raise, a fold or
any answer in no_limit was four to seven findings: the answer and the capture refused (or the
fold the hand's last, the capture after the hand was over), ``hand-incomplete``, and the right
payout ``wrong-amount`` and ``books-unbalanced``.  With no payout in no_limit the amount is not
known: the reading stays as it was."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s68" / "attack-line-lost.jsonl"
GAMES = ("limit-raise", "limit-fold", "nolimit-call", "nolimit-raise", "nolimit-fold", "nolimit-call-midhand")


def _found():
    return {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}


def test_a_lost_attack_line_answered_by_a_raise_or_fold_or_in_no_limit_is_one_finding():
    found = _found()
    for game in GAMES:
        assert found[f"{game}-legal"] == [], game
        assert [(f[0], f[1]) for f in found[f"{game}-attack-lost"]] == [("palace-wrong-response", 6 if "midhand"
                                                                          not in game else 16)], game
    # limit: grace's attack on mallory (10) lost; mallory raises to 30, grace folds, mallory captures
    assert found["limit-raise-attack-lost"] == [
        ("palace-wrong-response", 6, "mallory",
         "mallory raised but no battle was waiting for an answer; it was grace's turn, and the battle's capture "
         "that follows is between grace and mallory: taken as the answer to grace's attack on mallory (for 10), "
         "its line lost")]
    assert found["limit-fold-attack-lost"][0][3].startswith("mallory folded but no battle was waiting")
    # no_limit: the amount the payout counts (grace's attack on bob of 30, above the minimum of 10)
    assert found["nolimit-call-midhand-attack-lost"] == [
        ("palace-wrong-response", 16, "bob",
         "bob called but no battle was waiting for an answer; it was grace's turn, and the battle's result that "
         "follows is between grace and bob: taken as the answer to grace's attack on bob (for 30, what the "
         "payout counts more than the lines put in), its line lost")]
    assert "(for 20, what the payout counts" in found["nolimit-fold-attack-lost"][0][3]


def test_a_lost_no_limit_attack_line_with_no_payout_keeps_its_reading():
    found = _found()
    assert [(f[0], f[1]) for f in found["nolimit-call-attack-lost-no-payout"]] == [
        ("palace-wrong-response", 6), ("palace-wrong-response", 7), ("palace-capture", 8), ("hand-incomplete", None)]
    assert found["nolimit-call-attack-lost-no-payout"][0][3] == (
        "grace called but no battle was waiting for an answer; a call answers an attack or a raise")
