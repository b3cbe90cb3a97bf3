"""TONK.md 3: a ``reveal`` that is not the cards the player holds is ``tonk-reveal-mismatch``.  A
hand held unknown (``??``) that reveals a card known to be elsewhere says so (before, the
message only said the player "holds ?? ?? ?? ?? ??", which does not say why the reveal is
impossible)."""

from __future__ import annotations


def test_a_reveal_of_a_card_known_elsewhere_from_an_unknown_hand_says_where_the_fault_is():
    import json

    import msgspec

    from audit.model import Hand
    from audit.replay import replay
    hand = {"format": "handaudit/1", "hand_id": "rv", "game": "tonk", "button": 1,
            "seats": [{"seat": 1, "player": "alice", "stack": 100}, {"seat": 2, "player": "bob", "stack": 100}],
            "events": [{"type": "deal", "player": "bob", "cards": ["??"] * 5},
                       {"type": "deal", "player": "alice", "cards": ["Ac", "2c", "3d", "4s", "5c"]},
                       {"type": "upcard", "card": "6d"}, {"type": "drop", "player": "bob"},
                       {"type": "reveal", "player": "bob", "cards": ["Ac", "9h", "9d", "9s", "Kc"]},
                       {"type": "reveal", "player": "alice", "cards": ["Ac", "2c", "3d", "4s", "5c"]}]}
    found = replay(msgspec.json.decode(json.dumps(hand), type=Hand)).findings
    assert [(f.code, f.seq) for f in found][0] == ("tonk-reveal-mismatch", 4)
    assert found[0].message.endswith("but holds ?? ?? ?? ?? ?? (Ac is known to be elsewhere)")
