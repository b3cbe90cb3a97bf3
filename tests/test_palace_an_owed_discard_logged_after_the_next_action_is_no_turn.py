"""Palace Poker: a buyer or capturer left with more than five soldiers owes the discard down to five
in the same action (PALACE.md 2); when the log gives it only after the next player's action
(``palace-soldier-limit`` at the action), the discard, out of turn, of cards that are all the
player's soldiers is that owed discard, logged late: one ``out-of-turn``, the cards discarded, and
no turn of the player's (the turn and the quiet round go on as before it).  Before, it was the
player's turn: the next player's wait in turn was a false ``out-of-turn``, the discard counted as a
quiet turn, and with five players a quiet round ended the hand early, a dozen false
``palace-hand-not-over`` and a correct payout ``wrong-amount`` following (review of session 65)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s65" / "owed-discard-logged-after-the-next-action.jsonl"


def _by_hand() -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}


def test_the_owed_discard_logged_late_is_no_turn():
    found = _by_hand()
    assert found["late-discard5-legal"] == found["late-discard-legal"] == []
    # carol's capture at 34 leaves her six soldiers; dave waits; her discard of 2c comes after
    assert found["late-discard5-after-next-wait"] == [("palace-soldier-limit", 34, "carol"),
                                                      ("out-of-turn", 36, "carol")]
    # four players: alice's wait after it is in turn
    assert found["late-discard-after-next-wait"] == [("palace-soldier-limit", 28, "carol"),
                                                     ("out-of-turn", 30, "carol")]


def test_the_message_says_it_is_the_owed_discard():
    [c] = [c for c in validate([str(FILE)]) if c.hand_id == "late-discard-after-next-wait"]
    assert c.findings[1].message == ("carol discarded 2c in alice's turn, holding 6 soldiers: the discard down "
                                     "to five carol owed, logged late; taken as that discard, not a turn")
