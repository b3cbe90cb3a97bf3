"""Palace: a capture that names another capturer or another loser is one ``palace-capture`` and is
applied as logged: the battle's winner takes the named cards the loser holds (README, Readings of
the rules), so the payout after it is judged right (before, the winner took nothing and a right
payout was a ``wrong-winner``).  A buy out of turn during a battle's betting, by a player in the
hand, the battle going on after it, is that player's buy (FORMAT.md: an action out of turn is
taken as that player's action): its chips and card count.  A buy logged under the name of a player
out of the hand, or of another player in it, in the turn of the player to act is that player's
buy when they may make it and the log goes on exactly as after it (as the wait, discard and fold
readings): one ``out-of-turn``.  On the review's mutants of simulated legal hands (seeds
47400-47440, every mutant): captures under another capturer's or loser's name one finding in
5,164 of 5,164 (1,016 before, 208 with a payout finding), buys under another player's name 4,422
of 4,469 (2 before, 1,437 with a payout finding), a buy swapped with an attack no payout finding
in 193 (193 before).

The guards: a capture by the player the log's battle result named, when the replay gave the
battle to another (the claimed winner is not in it), leaves the winner nothing as before (the log
plays on as that claim has it); a buy during a battle the player who must answer never answers
is not applied; a buy under a player's name who discards next is that player's own."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "palace_s47b" / "capture_and_buy_names.jsonl")
PAYOUT = {"wrong-amount", "wrong-winner", "books-unbalanced", "uncalled-bet-not-returned", "odd-chip"}


def _findings(hand_id):
    return [(f.code, f.seq, f.player, f.message) for f in replay(HANDS[hand_id]).findings]


def _checked(hand_id):
    assert _findings(hand_id + "-base") == []
    return _findings(hand_id)


def _one(hand_id):
    found = _checked(hand_id)
    assert len(found) == 1, found
    return found[0]


def test_a_capture_by_another_player_is_the_winners_capture():
    # dave won the battle against sybil; the capture of sybil's banner is logged as zoe's
    assert _one("palace-capture-by-another-player") == (
        "palace-capture", 21, "zoe",
        ("zoe captured from sybil, but dave won the battle against sybil: only the winner captures, and "
         "only the loser's banner and soldiers (taken as dave's capture of the named cards sybil holds)"))


def test_a_capture_from_another_player_is_the_winners_capture():
    assert _one("palace-capture-from-another-player") == (
        "palace-capture", 20, "dave",
        ("dave captured from zoe, but dave won the battle against sybil: only the winner captures, and "
         "only the loser's banner and soldiers (taken as dave's capture of the named cards sybil holds)"))
    # the capturer the battle line named (mallory): the hand is zoe's attack on mallory with its
    # target logged as olivia (mallory answers it, and the capture is between zoe and mallory).
    # Before the review of session 66 the battle was olivia's, mallory not in it, and the guard
    # was that the winner by the cards took nothing, as the log plays on with mallory holding the
    # card; now the attack is taken as on mallory: one finding, at the attack
    found = _checked("palace-capture-by-the-claimed-winner-of-a-battle-they-are-not-in")
    assert found == [("palace-wrong-response", 23, "zoe",
                      ("zoe attacked olivia, but mallory answers the attack (the next line) and the capture is "
                       "between zoe and mallory: taken as zoe's attack on mallory, the target logged as olivia"))]


def test_a_buy_out_of_turn_during_a_battle_is_applied():
    found = _checked("palace-buy-during-a-battle")
    assert [(f[0], f[1], f[2]) for f in found] == [("out-of-turn", 10, "walter"), ("out-of-turn", 11, "rupert")]
    assert found[1][3] == ("rupert played (buy) during the battle of walter against zoe; zoe must respond first "
                           "(the buy is taken as rupert's, its chips and card counted)")
    # the guard: zoe never answers the attack: the buy is not applied
    found = _checked("palace-buy-during-a-battle-never-answered")
    assert ("out-of-turn", 11, "rupert",
            "rupert played (buy) during the battle of walter against zoe; zoe must respond first") in found


def test_a_buy_under_the_name_of_a_player_out_of_the_hand():
    # alice's buy of 6s logged as bob's, who lost a battle; alice discards next, over the limit
    assert _one("palace-buy-under-the-name-of-a-player-out") == (
        "out-of-turn", 49, "bob",
        ("bob played (buy) but had left the hand (lost a battle); it was alice's turn, and alice goes on "
         "with the buyer's discard: taken as alice's buy, logged under bob's name"))


def test_a_buy_under_the_name_of_a_player_in_the_hand():
    assert _one("palace-buy-under-the-name-of-the-next-player") == (
        "out-of-turn", 10, "walter",
        ("walter played (buy) but it was rupert's turn, and walter plays next, as after rupert's turn: "
         "taken as rupert's buy, logged under walter's name"))
    assert _one("palace-buy-under-the-name-of-a-player-in-the-hand") == (
        "out-of-turn", 10, "zoe",
        ("zoe played (buy) but it was rupert's turn, and walter plays next, as after rupert's turn: "
         "taken as rupert's buy, logged under zoe's name"))
    # the guard: walter discards the card next: his own buy, out of turn, as logged
    found = _checked("palace-buy-out-of-turn-with-the-buyers-discard")
    assert found[0] == ("out-of-turn", 10, "walter", "walter played (buy) but it was rupert's turn")
    assert not [f for f in found if "logged under" in f[3]]
