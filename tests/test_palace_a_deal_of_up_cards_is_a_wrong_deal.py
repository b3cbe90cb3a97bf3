"""A Palace ``deal`` with only ``up`` cards is a ``wrong-deal`` (palace cards are dealt face down),
not a malformed hand: FORMAT.md's Palace events take ``deal`` "as above", where "either list
may be absent".  Before, the hand was set aside ("missing field 'down'") while a deal of two
down cards and one up card was replayed."""

from __future__ import annotations

import json

from audit.runner import validate

HAND = {"format": "handaudit/1", "hand_id": "up-only", "game": "palace",
        "rules": {"betting": "limit", "small_bet": 10, "big_bet": 20, "ante": 5}, "button": 2,
        "seats": [{"seat": 1, "player": "bob", "stack": 1000}, {"seat": 2, "player": "carol", "stack": 1000}],
        "events": [{"type": "ante", "player": "bob", "amount": 5}, {"type": "ante", "player": "carol", "amount": 5},
                   {"type": "banner", "player": "bob", "card": "Kh"}, {"type": "banner", "player": "carol", "card": "9s"},
                   {"type": "deal", "player": "bob", "down": ["Ks", "7c", "4d"]},
                   {"type": "deal", "player": "carol", "up": ["9c", "9d", "Jh"]},
                   {"type": "fold", "player": "bob"}, {"type": "collect", "player": "carol", "amount": 10}]}


def _found(tmp_path, hand) -> list[tuple[str, int | None, str | None]]:
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    return [(f.code, f.seq, f.player) for c in validate([str(path)]) for f in c.findings]


def test_palace_cards_dealt_face_up_are_a_wrong_deal(tmp_path):
    assert _found(tmp_path, HAND) == [("wrong-deal", 5, "carol")]


def test_a_palace_deal_without_cards_is_still_malformed(tmp_path):
    hand = json.loads(json.dumps(HAND))
    del hand["events"][5]["up"]
    assert [code for code, _, _ in _found(tmp_path, hand)] == ["malformed"]
