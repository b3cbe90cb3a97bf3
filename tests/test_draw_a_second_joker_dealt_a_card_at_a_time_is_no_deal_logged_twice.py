"""Draw with two jokers (``jokers: 2``), the deal logged a card at a time: a player dealt the
second joker after the first holds both, legally (README: a deal may be logged a card at a time;
the deck holds two jokers).  Before, the second ``JK`` line was ``wrong-deal`` "bob was dealt JK
again: bob already holds it (a deal logged twice)": a line of jokers only is a repeat only when the
deck has no joker left to deal (found by the simulator's oracle, seed 2, hand draw-2-2450)."""

from __future__ import annotations

import json

from audit.readers.native import decode_hand
from audit.replay import replay

ALICE = ["2c", "4d", "JK", "8s", "Tc"]
BOB = ["3c", "JK", "7h", "JK", "Jc"]


def _hand(bob: list[str], jokers: int) -> dict:
    deal = [{"type": "deal", "player": p, "down": [cards[k]]}
            for k in range(5) for p, cards in (("bob", bob), ("alice", ALICE if jokers > 2 else
                                                                   [c if c != "JK" else "6h" for c in ALICE]))]
    return {"format": "handaudit/1", "hand_id": "x_two_jk", "game": "draw",
            "rules": {"betting": "fixed", "ante": 5, "small_bet": 10, "wild": ["JK"], "jokers": jokers},
            "button": 1,
            "seats": [{"seat": 1, "player": "alice", "stack": 500}, {"seat": 2, "player": "bob", "stack": 500}],
            "events": [{"type": "ante", "player": "alice", "amount": 5},
                       {"type": "ante", "player": "bob", "amount": 5}, *deal,
                       {"type": "check", "player": "bob"}, {"type": "check", "player": "alice"},
                       {"type": "draw", "player": "bob", "discard": [], "receive": []},
                       {"type": "draw", "player": "alice", "discard": [], "receive": []},
                       {"type": "check", "player": "bob"}, {"type": "check", "player": "alice"},
                       {"type": "show", "player": "bob", "cards": BOB},
                       {"type": "show", "player": "alice", "cards": [c if c != "JK" else "6h" for c in ALICE]},
                       {"type": "collect", "player": "bob", "amount": 10}]}


def _found(hand: dict) -> list:
    return [(f.code, f.seq) for f in replay(decode_hand(json.dumps(hand).encode())).findings]


def test_the_second_joker_of_two_dealt_to_one_player_a_card_at_a_time_is_legal():
    assert _found(_hand(BOB, 2)) == []


def test_a_joker_past_the_decks_jokers_is_still_a_fault():
    # one joker in the deck: the second JK line is a fault (whichever code tells it)
    assert _found(_hand(BOB, 1)) != []
