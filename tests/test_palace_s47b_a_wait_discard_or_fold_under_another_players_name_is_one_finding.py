"""Palace: a wait, a discard or a fold logged under another player's name in the turn of the player
to act is that player's action when it is one they may take (a discard: of known soldiers of
theirs) and the log goes on exactly as after it: the next line is the turn of the player after
them, or their action ends the hand (a quiet round, or a fold that leaves one player or one suit)
and the next line is the payout or a showdown that shows their cards (README, Readings of the
rules).  One ``out-of-turn`` at the line; the action is theirs, so the rest of the hand and the
payout are judged on what happened.  On the review's mutants of simulated legal hands (seeds
47100-47140, every mutant): turn discards under another name one finding in 1,161 of 1,161 (689
before), turn folds 872 of 872 (441 before, 287 with a payout finding), waits 2,987 of 2,987
(2,850 before: the quiet round's last wait was a second finding, hand-incomplete).

The guards: a folded player in turn who plays on later did not fold; cards the named player holds
are their own discard; a showdown that does not show the player in turn does not go on as after
their wait; and the waits of a player out of the hand who shows at the showdown, while the player
in turn appears nowhere after them, are that player's own (before, read as the player in turn's,
they kept a player the log had put out in the hand to the showdown: a wrong-winner on a right
payout)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s47b" / "misnamed_turns.jsonl")
PAYOUT = {"wrong-amount", "wrong-winner", "books-unbalanced", "uncalled-bet-not-returned", "odd-chip"}


def _findings(hand_id):
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def _one(hand_id):
    assert _findings(hand_id + "-base") == []
    found = _findings(hand_id)
    assert len(found) == 1, found
    return found[0]


def test_a_turn_discard_under_the_name_of_a_player_out_of_the_hand():
    # mallory's discard of her soldier 7s logged as carol's, who lost a battle; victor is next
    assert _one("palace-discard-under-the-name-of-a-player-out") == (
        "out-of-turn", 43, "carol",
        ("carol discarded 7s (mallory's soldiers) but had left the hand (lost a battle); it was mallory's "
        "turn, and victor plays next, as after mallory's turn: taken as mallory's discard, logged under "
        "carol's name"))


def test_a_turn_discard_under_the_name_of_a_player_in_the_hand():
    assert _one("palace-discard-under-the-name-of-a-player-in-the-hand") == (
        "out-of-turn", 27, "zoe",
        ("zoe discarded Js (peggy's soldiers) but it was peggy's turn, and bob plays next, as after "
        "peggy's turn: taken as peggy's discard, logged under zoe's name"))
    # the guard: a soldier of zoe's own is zoe's discard, out of turn, as logged
    found = _findings("palace-discard-of-the-named-players-own-soldier")
    assert found[0] == ("out-of-turn", 27, "zoe", "zoe played (discard) but it was peggy's turn")
    assert not [f for f in found if "logged under" in f[3]]


def test_a_turn_discard_under_the_name_of_a_capturer_owing_no_discard():
    # sybil's discard of Jh logged as victor's, right after victor's capture left him five
    # soldiers: not the capturer's discard (Jh is sybil's), sybil's turn
    assert _one("palace-discard-under-the-capturers-name") == (
        "out-of-turn", 28, "victor",
        ("victor discarded Jh (sybil's soldiers) but it was sybil's turn, and heidi plays next, as after "
        "sybil's turn: taken as sybil's discard, logged under victor's name"))


def test_a_turn_fold_under_the_name_of_a_player_out_of_the_hand():
    assert _one("palace-fold-under-the-name-of-a-player-out") == (
        "out-of-turn", 37, "niaj",
        ("niaj played (fold) but had left the hand (lost a battle); it was heidi's turn, and bob plays "
        "next, as after heidi's turn: taken as heidi's fold, logged under niaj's name"))
    # the guard: heidi plays later in the log, so she did not fold: niaj's fold, as logged
    found = _findings("palace-fold-under-another-name-whose-player-in-turn-plays-on")
    assert found[0] == ("out-of-turn", 37, "niaj", "niaj played (fold) but has left the hand (lost a battle)")
    assert not [f for f in found if "logged under" in f[3]]


def test_a_turn_fold_that_ends_the_hand_under_another_name():
    # frank's fold logged as trent's completes the quiet round: the payout follows
    assert _one("palace-fold-that-ends-the-quiet-round") == (
        "out-of-turn", 15, "trent",
        ("trent played (fold) but it was frank's turn, and the log goes on to the payout, as after "
        "frank's fold: taken as frank's fold, logged under trent's name"))


def test_the_quiet_rounds_last_wait_under_another_name():
    # alice's wait, the last of the quiet round, logged as frank's: the showdown follows
    assert _one("palace-last-wait-of-the-quiet-round") == (
        "out-of-turn", 17, "frank",
        ("frank played (wait) but it was alice's turn, and the log goes on to the showdown, as after "
        "alice's wait: taken as alice's wait, logged under frank's name"))
    # the guard: a showdown that does not show alice does not go on as after her wait
    found = _findings("palace-last-wait-whose-showdown-does-not-show-the-player-in-turn")
    assert found[0] == ("out-of-turn", 17, "frank", "frank played (wait) but it was alice's turn")
    assert not [f for f in found if "logged under" in f[3]]


def test_the_waits_of_a_player_out_who_shows_at_the_showdown_are_their_own():
    # a review mutant (an attack's target changed, shrunk): the replay puts niaj out and keeps
    # victor in; niaj waits twice after and shows at the showdown, victor appears nowhere: the
    # waits are niaj's, out of turn, and the right payout to walter is not a wrong-winner
    # (since the review of session 66 the attack is taken as on walter, who answers it and whom
    # the capture names: one finding, at the attack, niaj still in the hand and his waits his own)
    assert _findings("palace-waits-of-a-player-out-who-shows-base") == []
    found = _findings("palace-waits-of-a-player-out-who-shows")
    assert [(f[0], f[1], f[2]) for f in found] == [("palace-wrong-response", 22, "victor")]
    assert not [f for f in found if f[0] in PAYOUT]
