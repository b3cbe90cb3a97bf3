"""Each payee who may not win a pot is ``wrong-winner``, and the winners' own collects are judged
beside them (CODES.md: ``wrong-winner`` "a pot (or part of one) paid to ... an ineligible player",
``wrong-amount`` "a player collects more or less than their correct share").  Before, the first
wrong payee of a pot ended its judgment: a second one, and a winner paid too much, went unnamed."""

from __future__ import annotations

import json

import msgspec

from audit.model import Hand
from audit.replay import replay

from .conftest import EXAMPLES


def _split_pot(collects: list[tuple[str, int]], pot: int | None = 0) -> list[tuple[str, int | None, str | None]]:
    """The spec's draw split-pot example (carol and bob tie for 73: carol 37, bob 36; alice
    folded) with its collects replaced."""
    hand = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    events = [e for e in hand["events"] if e["type"] != "collect"]
    for p, a in collects:
        events.append({"type": "collect", "player": p, "amount": a, **({} if pot is None else {"pot": pot})})
    hand["events"] = events
    return _replayed(hand)


def _replayed(hand: dict) -> list[tuple[str, int | None, str | None]]:
    return [(f.code, f.seq, f.player) for f in replay(msgspec.json.decode(json.dumps(hand), type=Hand)).findings]


def test_a_winner_paid_too_much_beside_a_folded_payee_is_named():
    # carol 30 (short 7), alice (folded) 5, bob 38 (2 too much): alice's 5 do not make up what
    # carol is short, so she is named too (as beside a winner paid too much alone)
    for pot in (0, None):
        assert _split_pot([("carol", 30), ("alice", 5), ("bob", 38)], pot) == [
            ("wrong-amount", 20, "carol"), ("wrong-winner", 21, "alice"), ("wrong-amount", 22, "bob")]


def test_a_folded_payee_taking_part_of_a_share_is_one_finding():
    # what carol is short went to alice, whose wrong-winner says it is carol's and bob's
    assert _split_pot([("carol", 32), ("alice", 5), ("bob", 36)]) == [("wrong-winner", 21, "alice")]


# Palace: bob attacks alice, the battle ties, both are out, carol (last one standing) is owed all 35
P5 = {"format": "handaudit/1", "hand_id": "P5-split", "game": "palace", "rules": {"small_bet": 10}, "button": 1,
      "seats": [{"seat": 1, "player": "alice", "stack": 500}, {"seat": 2, "player": "bob", "stack": 500},
                {"seat": 3, "player": "carol", "stack": 500}],
      "events": [{"type": "ante", "player": "bob", "amount": 5}, {"type": "ante", "player": "carol", "amount": 5},
                 {"type": "ante", "player": "alice", "amount": 5}, {"type": "banner", "player": "bob", "card": "Kh"},
                 {"type": "banner", "player": "carol", "card": "Kd"}, {"type": "banner", "player": "alice", "card": "Ks"},
                 {"type": "deal", "player": "bob", "down": ["Qd", "Jc", "2s"]},
                 {"type": "deal", "player": "carol", "down": ["7c", "8c", "9c"]},
                 {"type": "deal", "player": "alice", "down": ["Qc", "Jd", "5h"]},
                 {"type": "attack", "player": "bob", "target": "alice", "amount": 10},
                 {"type": "call", "player": "alice", "amount": 10}, {"type": "battle", "winner": None}]}


def test_two_payees_who_may_not_win_the_pot_are_both_named():
    hand = dict(P5, events=P5["events"] + [{"type": "collect", "player": "bob", "amount": 18, "pot": 0},
                                           {"type": "collect", "player": "alice", "amount": 17, "pot": 0}])
    assert _replayed(hand) == [
        ("wrong-winner", 12, "bob"), ("wrong-winner", 13, "alice")]
    right = dict(P5, events=P5["events"] + [{"type": "collect", "player": "carol", "amount": 35, "pot": 0}])
    assert _replayed(right) == []
