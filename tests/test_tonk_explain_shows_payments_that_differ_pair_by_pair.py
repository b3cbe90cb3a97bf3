"""CLI.md: explain shows the correct settlement beside the recorded one.  For Tonk, a player's net
can be right while their payment went to the wrong player (``tonk-wrong-payment``): the settlement
table no longer says "ok" for them ("net ok, paid to the wrong players"), and a table lists every
payer-payee pair whose payments differ, correct beside recorded."""

from __future__ import annotations

import json

from audit.explain import explain_data, render_text
from audit.readers.native import decode_hand

HAND = {"format": "handaudit/1", "hand_id": "t1-wrongwin", "game": "tonk", "button": 1,
        "seats": [{"seat": k, "player": p, "stack": 100} for k, p in enumerate(("alice", "bob", "carol", "dave"), 1)],
        "events": [{"type": "deal", "player": "bob", "cards": ["3c", "3d", "4c", "5c", "5d"]},
                   {"type": "deal", "player": "carol", "cards": ["Ac", "Ad", "2c", "2d", "3h"]},
                   {"type": "deal", "player": "dave", "cards": ["Ah", "As", "2h", "2s", "9c"]},
                   {"type": "deal", "player": "alice", "cards": ["Kc", "Kd", "Qc", "9d", "8d"]},
                   {"type": "upcard", "card": "7h"}, {"type": "drop", "player": "bob"},
                   {"type": "reveal", "player": "bob", "cards": ["3c", "3d", "4c", "5c", "5d"]},
                   {"type": "reveal", "player": "carol", "cards": ["Ac", "Ad", "2c", "2d", "3h"]},
                   {"type": "reveal", "player": "dave", "cards": ["Ah", "As", "2h", "2s", "9c"]},
                   {"type": "reveal", "player": "alice", "cards": ["Kc", "Kd", "Qc", "9d", "8d"]},
                   {"type": "pay", "from": "bob", "to": "dave", "amount": 1},
                   {"type": "pay", "from": "carol", "to": "dave", "amount": 1},
                   {"type": "pay", "from": "alice", "to": "dave", "amount": 1}]}


def test_the_settlement_marks_a_right_net_paid_to_the_wrong_player_and_lists_the_pairs():
    data = explain_data(decode_hand(json.dumps(HAND).encode()))
    settle = next(s for s in data["sections"] if s["title"] == "Settlement")
    assert ["alice", "-1", "-1", "net ok, paid to the wrong players"] in settle["rows"]
    pairs = next(s for s in data["sections"] if s["title"] == "Payments that differ: correct beside recorded")
    assert pairs["rows"] == [["alice", "carol", "1", "0"], ["alice", "dave", "0", "1"], ["bob", "carol", "2", "0"],
                             ["carol", "dave", "0", "1"], ["dave", "carol", "1", "0"]]
    assert "Payments that differ" in render_text(data)


def test_payments_that_net_right_are_all_ok_and_list_no_pairs():
    # TONK.md 3: the payments must net, player by player, to the settlement (alice -1, bob -3,
    # carol +4, dave 0): routed otherwise (alice pays dave, who passes it on to carol; bob pays carol
    # all of his 3) they are right: check is clean, and explain says "ok" and lists no pairs
    hand = json.loads(json.dumps(HAND))
    hand["hand_id"] = "net-right"
    hand["events"] = hand["events"][:-3] + [{"type": "pay", "from": "bob", "to": "carol", "amount": 3},
                                            {"type": "pay", "from": "alice", "to": "dave", "amount": 1},
                                            {"type": "pay", "from": "dave", "to": "carol", "amount": 1}]
    data = explain_data(decode_hand(json.dumps(hand).encode()))
    assert data["findings"] == []
    settle = next(s for s in data["sections"] if s["title"] == "Settlement")
    assert [row[3] for row in settle["rows"]] == ["ok", "ok", "ok", "ok"]
    assert not any(s["title"].startswith("Payments that differ") for s in data["sections"])
