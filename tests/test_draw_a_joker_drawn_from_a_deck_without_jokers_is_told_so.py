"""A joker received in the draw from a deck without jokers is ``duplicate-card`` told as a joker dealt
from such a deck is: "this deck has no jokers" (before: "the deck holds 0 jokers and all are in
play")."""

from __future__ import annotations

import json

from audit.readers.native import decode_hand
from audit.replay import replay

HAND = {"format": "handaudit/1", "hand_id": "x_rcv_jk0", "game": "draw",
        "rules": {"betting": "fixed", "ante": 5, "small_bet": 10}, "button": 1,
        "seats": [{"seat": 1, "player": "alice", "stack": 500}, {"seat": 2, "player": "bob", "stack": 500}],
        "events": [{"type": "ante", "player": "alice", "amount": 5}, {"type": "ante", "player": "bob", "amount": 5},
                   {"type": "deal", "player": "bob", "down": ["3c", "5d", "7h", "9s", "Jc"]},
                   {"type": "deal", "player": "alice", "down": ["2c", "4d", "6h", "8s", "Tc"]},
                   {"type": "check", "player": "bob"}, {"type": "check", "player": "alice"},
                   {"type": "draw", "player": "bob", "discard": ["3c"], "receive": ["JK"]},
                   {"type": "draw", "player": "alice", "discard": [], "receive": []},
                   {"type": "check", "player": "bob"}, {"type": "check", "player": "alice"}]}


def test_the_message_says_the_deck_has_no_jokers():
    found = [(f.code, f.seq, f.message) for f in replay(decode_hand(json.dumps(HAND).encode())).findings]
    assert found == [("duplicate-card", 6, "JK drawn by bob, but this deck has no jokers")]
