"""README (betting): a check by the one player left with chips, owing nothing, when everyone else
is all-in or folded, changes nothing and is accepted, once (PokerKit logs it); a second one is
``out-of-turn``.  Draw accepted it; stud found it ``out-of-turn`` ("the betting round was over"):
after the other player with chips folded in the round (POKER.md 2: the round has not ended, the
player has not checked), and in a round that starts with one player with chips."""

from __future__ import annotations

import json

from audit.replay import replay
from audit.readers.native import decode_hand

RULES = {"betting": "fixed", "ante": 5, "bring_in": 10, "small_bet": 20, "big_bet": 40}
SEATS = [{"seat": 1, "player": "ann", "stack": 500}, {"seat": 2, "player": "bob", "stack": 15},
         {"seat": 3, "player": "cat", "stack": 500}]
THIRD = [
    {"type": "ante", "player": "ann", "amount": 5}, {"type": "ante", "player": "bob", "amount": 5},
    {"type": "ante", "player": "cat", "amount": 5},
    {"type": "deal", "player": "ann", "down": ["Ah", "Kh"], "up": ["9c"]},
    {"type": "deal", "player": "bob", "down": ["Ad", "Kd"], "up": ["2c"]},
    {"type": "deal", "player": "cat", "down": ["As", "Ks"], "up": ["Tc"]},
    {"type": "bring_in", "player": "bob", "amount": 10},          # bob all-in
    {"type": "call", "player": "cat", "amount": 10}, {"type": "call", "player": "ann", "amount": 10},
    {"type": "burn", "cards": ["3d"]},
    {"type": "deal", "player": "ann", "up": ["8d"]}, {"type": "deal", "player": "bob", "up": ["5h"]},
    {"type": "deal", "player": "cat", "up": ["Jc"]},
]
LATER = [
    {"type": "burn", "cards": ["4d"]},
    {"type": "deal", "player": "ann", "up": ["7d"]}, {"type": "deal", "player": "bob", "up": ["6h"]},
    {"type": "burn", "cards": ["4c"]},
    {"type": "deal", "player": "ann", "up": ["6d"]}, {"type": "deal", "player": "bob", "up": ["7h"]},
    {"type": "burn", "cards": ["4s"]},
    {"type": "deal", "player": "ann", "down": ["Qd"]}, {"type": "deal", "player": "bob", "down": ["Qh"]},
    {"type": "show", "player": "ann", "cards": ["Ah", "Kh", "9c", "8d", "7d", "6d", "Qd"]},
    {"type": "show", "player": "bob", "cards": ["Ad", "Kd", "2c", "5h", "6h", "7h", "Qh"]},
]


def _found(fourth, fifth, pay):
    events = THIRD + fourth + LATER[:3] + fifth + LATER[3:] + pay
    hand = {"format": "handaudit/1", "hand_id": "h", "game": "stud", "rules": RULES, "seats": SEATS, "events": events}
    return [(f.code, f.seq, f.message) for f in replay(decode_hand(json.dumps(hand).encode())).findings]


def test_a_check_after_the_other_player_with_chips_folded_in_the_round():
    # cat (J-T showing) acts first on 4th street and folds; ann, the one player left with chips, checks
    assert _found([{"type": "fold", "player": "cat"}, {"type": "check", "player": "ann"}], [],
                  [{"type": "collect", "player": "ann", "amount": 45}]) == []


def test_a_check_in_a_round_that_starts_with_one_player_with_chips():
    fourth = [{"type": "check", "player": "cat"}, {"type": "bet", "player": "ann", "to": 20},
              {"type": "fold", "player": "cat"}]
    pay = [{"type": "return", "player": "ann", "amount": 20}, {"type": "collect", "player": "ann", "amount": 45}]
    assert _found(fourth, [{"type": "check", "player": "ann"}], pay) == []


def test_a_second_check_is_out_of_turn():
    found = _found([{"type": "fold", "player": "cat"}, {"type": "check", "player": "ann"},
                    {"type": "check", "player": "ann"}], [], [{"type": "collect", "player": "ann", "amount": 45}])
    assert found == [("out-of-turn", 15, "ann checked but the betting round was over")]


# ---- not once the hand is over (a review of the change: these were accepted by it) -------------
def test_a_check_after_the_hand_ended_or_the_showdown_began_is_out_of_turn():
    from .conftest import FIXTURES, hands_by_id

    hands = hands_by_id(FIXTURES / "betting_s41" / "lone_check_after_the_hand.jsonl")

    def found(hand_id):
        return [(f.code, f.seq) for f in replay(hands[hand_id]).findings]

    assert found("stud-check-after-all-fold") == [("out-of-turn", 5)]       # everyone else folded
    assert found("stud-check-after-showdown") == [("out-of-turn", 21)]     # after the shows
    assert found("lone-ok") == []                                          # draw: before the shows
    assert found("lone-after-shows") == [("out-of-turn", 9)]               # draw: after them
