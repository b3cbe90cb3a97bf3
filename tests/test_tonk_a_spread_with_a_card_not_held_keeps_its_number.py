"""Tonk: spreads are numbered 1, 2, 3... in the order they are laid (TONK.md).  A spread naming
a card its player does not hold is one `card-not-held`, and it is still on the table, as
with its number: a later hit on the next spread names that spread (it was judged against a table
one spread short: a false `tonk-invalid-hit`), and a hit on the faulty spread is judged on the
cards laid in it, those the player held (once each)."""

from __future__ import annotations

import json

from audit.runner import validate

#: bob spreads 5h 5c 5s without holding 5s; carol then lays spread 2 (7s 7c 7d); alice hits
DEAL = [{"type": "deal", "player": "bob", "cards": ["5h", "5c", "9s", "Kc", "2d"]},
        {"type": "deal", "player": "carol", "cards": ["7s", "7c", "4s", "Qs", "Jh"]},
        {"type": "deal", "player": "alice", "cards": ["Ac", "2c", "8h", "8s", "5d"]},
        {"type": "upcard", "card": "6d"},
        {"type": "draw", "player": "bob", "from": "stock", "card": "3d"},
        {"type": "spread", "player": "bob", "cards": ["5h", "5c", "5s"]},
        {"type": "discard", "player": "bob", "card": "Kc"},
        {"type": "draw", "player": "carol", "from": "stock", "card": "7d"},
        {"type": "spread", "player": "carol", "cards": ["7s", "7c", "7d"]},
        {"type": "discard", "player": "carol", "card": "Qs"},
        {"type": "draw", "player": "alice", "from": "stock", "card": "7h"}]


def _found(tmp_path, events: list[dict], deal: list[dict] = DEAL) -> list[tuple[str, int | None]]:
    hand = {"format": "handaudit/1", "hand_id": "t", "game": "tonk", "button": 1,
            "seats": [{"seat": 1, "player": "alice", "stack": 100}, {"seat": 2, "player": "bob", "stack": 100},
                      {"seat": 3, "player": "carol", "stack": 100}],
            "events": deal + events}
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    (checked,) = validate([str(path)])
    return [(f.code, f.seq) for f in checked.findings if f.code != "hand-incomplete"]


def test_a_hit_on_the_spread_after_a_faulty_one_names_it_by_its_number(tmp_path):
    events = [{"type": "hit", "player": "alice", "spread": 2, "cards": ["7h"]},
              {"type": "discard", "player": "alice", "card": "8h"}]
    assert _found(tmp_path, events) == [("card-not-held", 5)]


def test_a_hit_on_the_faulty_spread_is_judged_on_the_cards_laid(tmp_path):
    events = [{"type": "hit", "player": "alice", "spread": 1, "cards": ["5d"]},     # 5h 5c 5d: a set
              {"type": "discard", "player": "alice", "card": "8h"}]
    assert _found(tmp_path, events) == [("card-not-held", 5)]
    events = [{"type": "hit", "player": "alice", "spread": 1, "cards": ["7h"]},     # no set of fives
              {"type": "discard", "player": "alice", "card": "8h"}]
    assert _found(tmp_path, events) == [("card-not-held", 5), ("tonk-invalid-hit", 11)]


def test_the_cards_held_go_to_the_spread(tmp_path):
    # bob no longer holds 5h: discarding it is card-not-held (the log laid it)
    events = [{"type": "hit", "player": "alice", "spread": 2, "cards": ["7h"]},
              {"type": "discard", "player": "alice", "card": "8h"},
              {"type": "draw", "player": "bob", "from": "stock", "card": "Ts"},
              {"type": "discard", "player": "bob", "card": "5h"}]
    assert _found(tmp_path, events) == [("card-not-held", 5), ("card-not-held", 14)]


def test_a_spread_listing_a_card_twice_or_unknown_can_still_be_hit(tmp_path):
    hit = [{"type": "hit", "player": "alice", "spread": 1, "cards": ["5d"]},
           {"type": "discard", "player": "alice", "card": "8h"}]
    for cards in (["5h", "5h", "5c"], ["5h", "??", "5c"]):
        deal = [dict(e, cards=cards) if e["type"] == "spread" and e["player"] == "bob" else e for e in DEAL]
        found = _found(tmp_path, hit, deal)
        assert found == [("card-not-held", 5)], (cards, found)

