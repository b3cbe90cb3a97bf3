"""A draw that takes several discarded cards while the deck still had cards (``reshuffle:
stub_first``: p4 receives p1's discards with two cards left in the deck) is one fault: one
``wrong-draw`` at the draw naming every such card, not one per card (review of session 64)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HAND = FIXTURES / "draw_s64" / "stub-first-discards-taken-before-the-deck-ran-out.jsonl"


def test_one_finding_names_both_cards():
    found = [(f.code, f.seq, f.player, f.message) for c in validate([str(HAND)]) for f in c.findings]
    assert found == [("wrong-draw", 24, "p4", "p4 received 2c, a discarded card, and 3c, a discarded card, but "
                      "the deck had not run out (discards come back only when it has, and never one's own)")]


def test_with_stub_the_same_draw_is_legal(tmp_path):
    import json
    hand = json.loads(HAND.read_text().splitlines()[0])
    hand["rules"]["reshuffle"] = "with_stub"
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(hand) + "\n")
    assert [f for c in validate([str(path)]) for f in c.findings] == []


def test_a_joker_among_them_joins_the_same_finding_in_either_order():
    path = FIXTURES / "draw_s64" / "joker-taken-from-the-discards-early.jsonl"
    found = {c.hand_id: [(f.code, f.seq, f.message) for f in c.findings] for c in validate([str(path)])}
    tail = ", but the deck had not run out (discards come back only when it has, and never one's own)"
    assert found["jk-first"] == [("wrong-draw", 24, "p4 received a discarded joker, and 3c, a discarded card" + tail)]
    assert found["jk-second"] == [("wrong-draw", 24, "p4 received 3c, a discarded card, and a discarded joker" + tail)]
