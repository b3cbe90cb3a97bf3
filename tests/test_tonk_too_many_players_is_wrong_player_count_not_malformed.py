"""README (how many players): a hand dealing in too many players is ``wrong-player-count`` and the
rest of it is still replayed.  Tonk with 11 players or more (five cards each and the upcard need
more than 52 cards) was ``malformed`` instead, blaming a ``hand_size`` option the record did not
give; now the count is the fault, and a card dealt twice is ``duplicate-card``, as in draw.  With a
right count, a ``hand_size`` too large for the deck is still a bad option (malformed)."""

from __future__ import annotations

import json

from audit.runner import validate

from .conftest import FIXTURES

ELEVEN = FIXTURES / "tonk_s41" / "eleven_players.jsonl"


def test_eleven_players_are_wrong_player_count_and_replayed():
    found = {c.hand_id: (c.error, [f.code for f in c.findings]) for c in validate([str(ELEVEN)])}
    assert found["tk11-empty"] == (None, ["wrong-player-count", "hand-incomplete"])
    error, codes = found["tk11"]
    assert error is None and codes[0] == "wrong-player-count" and "duplicate-card" in codes


def test_a_hand_size_the_deck_cannot_deal_is_still_malformed(tmp_path):
    hand = {"format": "handaudit/1", "hand_id": "big", "game": "tonk", "button": 1, "rules": {"hand_size": 20},
            "seats": [{"seat": k, "player": f"p{k}", "stack": 100} for k in (1, 2, 3)], "events": []}
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    [c] = validate([str(path)])
    assert c.error is not None and "hand_size 20 for 3 players needs 61 cards; the deck has 52" in c.error
