"""Palace: the battle of the last two players ends the hand, and its pot is owed by the cards
(PALACE.md 3-4: the loser of the battle is out, the last one standing wins the pot; a tie of
the last two splits it; FORMAT.md: the `battle` event is "the outcome the log claims; the
validator judges it from both players' cards").  A claimed result the cards contradict is
`palace-wrong-battle-result` at the battle; the play goes on as the log has it (the claimed
winner captures), but the correct settlement is the cards' winner's, so paying the claimed
winner is `wrong-winner` and paying the cards' winner is no second finding."""

from __future__ import annotations

import json

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay
from audit.runner import validate

RULES = {"betting": "limit", "small_bet": 10, "big_bet": 20, "ante": 5}

#: (bob's banner and palace cards, alice's): bob attacks alice, who calls
ALICE_WINS = (("Kh", ["9s", "8c", "2d"]), ("Ks", ["5c", "5d", "3c"]))   # her pair of fives (9s left out)
BOB_BY_SUIT = (("Kh", ["Qh", "Jc", "9d"]), ("Ks", ["Qd", "Jd", "9c"]))   # equal hands; two hearts to one spade
TRUE_TIE = (("Kh", ["9c", "8c", "2d"]), ("Ks", ["9d", "8d", "2c"]))     # equal hands, one card of own suit each


def _hand(hid: str, cards, winner: str | None, captor: str | None, collects: list[tuple[str, int]]) -> dict:
    (bb, bp), (ab, ap) = cards
    events = [{"type": "ante", "player": "bob", "amount": 5}, {"type": "ante", "player": "alice", "amount": 5},
              {"type": "banner", "player": "bob", "card": bb}, {"type": "banner", "player": "alice", "card": ab},
              {"type": "deal", "player": "bob", "down": bp}, {"type": "deal", "player": "alice", "down": ap},
              {"type": "attack", "player": "bob", "target": "alice", "amount": 10},
              {"type": "call", "player": "alice", "amount": 10},
              {"type": "battle", "winner": winner}]
    if captor is not None:
        loser = "alice" if captor == "bob" else "bob"
        events.append({"type": "capture", "player": captor, "from": loser, "cards": [ab if loser == "alice" else bb]})
    events += [{"type": "collect", "player": p, "amount": a, "pot": 0} for p, a in collects]
    return {"format": "handaudit/1", "hand_id": hid, "game": "palace", "button": 1, "rules": RULES,
            "seats": [{"seat": 1, "player": "alice", "stack": 1000}, {"seat": 2, "player": "bob", "stack": 1000}],
            "events": events}


def _check(tmp_path, hand: dict) -> list[tuple[str, int | None]]:
    path = tmp_path / f"{hand['hand_id']}.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    (checked,) = validate([str(path)])
    return [(f.code, f.seq) for f in checked.findings]


def _owed(hand: dict) -> dict[str, int]:
    result = replay(msgspec.convert(hand, Hand))
    return {a.player: a.correct for a in result.awards if a.correct}


def test_the_pot_paid_to_the_claimed_winner_of_the_last_battle_is_wrong_winner(tmp_path):
    hand = _hand("claimed-paid", ALICE_WINS, "bob", "bob", [("bob", 30)])
    assert _check(tmp_path, hand) == [("palace-wrong-battle-result", 8), ("wrong-winner", 10)]
    assert _owed(hand) == {"alice": 30}


def test_the_pot_paid_to_the_winner_by_the_cards_is_no_second_finding(tmp_path):
    hand = _hand("cards-paid", ALICE_WINS, "bob", "bob", [("alice", 30)])
    assert _check(tmp_path, hand) == [("palace-wrong-battle-result", 8)]
    assert _owed(hand) == {"alice": 30}


def test_a_right_claim_paid_right_is_clean(tmp_path):
    hand = _hand("right", ALICE_WINS, "alice", "alice", [("alice", 30)])
    assert _check(tmp_path, hand) == []


def test_a_claimed_tie_of_the_last_two_that_the_suit_count_breaks(tmp_path):
    hand = _hand("claimed-tie", BOB_BY_SUIT, None, None, [("alice", 15), ("bob", 15)])
    assert _check(tmp_path, hand) == [("palace-wrong-battle-result", 8), ("wrong-winner", 9)]
    assert _owed(hand) == {"bob": 30}


@pytest.mark.parametrize("paid, extra", [([("alice", 15), ("bob", 15)], []),
                                         ([("bob", 30)], [("wrong-amount", 10)])])
def test_a_claimed_winner_of_a_tie_by_the_cards_owes_the_split(tmp_path, paid, extra):
    hand = _hand("true-tie", TRUE_TIE, "bob", "bob", paid)
    assert _check(tmp_path, hand) == [("palace-wrong-battle-result", 8), *extra]
    assert _owed(hand) == {"alice": 15, "bob": 15}


@pytest.mark.parametrize("paid, found", [([("alice", 15), ("bob", 14)], []),
                                         ([("alice", 14), ("bob", 15)], [("odd-chip", 11)])])
def test_the_odd_chip_of_a_tie_by_the_cards_goes_by_the_cards_fought_with(tmp_path, paid, found):
    # odd_chip high_card: alice's Ks beats bob's Kh; the claimed winner bob then captured Ks, but
    # the split is of the battle's cards, not of the cards after the capture
    hand = _hand("odd", TRUE_TIE, "bob", "bob", paid)
    hand["rules"] = dict(RULES, odd_chip="high_card")
    hand["events"].insert(10, {"type": "rake", "amount": 1})
    assert _check(tmp_path, hand) == [("palace-wrong-battle-result", 8), *found]
    assert _owed(hand) == {"alice": 15, "bob": 14}
