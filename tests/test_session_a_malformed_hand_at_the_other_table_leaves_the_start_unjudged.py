"""Sessions: x plays at T1, moves to T2, and T1's next hand is malformed (x may have played it:
it came after x's last hand there); x's next start at T2 is not judged (README: "or a malformed
one there after the player's last hand at it ... the start at this one is not judged").  Only
players whose last hand anywhere was at T1 were left unjudged: a false `stack-mismatch`.  And
an empty `hand_id` is malformed (FORMAT.md requires the id; nothing could name the hand)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

HERE = FIXTURES / "session_s43"


def _found(name):
    return [(c.hand_id, f.code) for c in validate([str(HERE / name)], jobs=1) for f in c.findings]


def test_the_player_back_from_a_table_with_a_malformed_hand_is_not_judged():
    assert _found("malformed-hand-at-the-other-table.jsonl") == [("h3", "malformed")]


def test_an_empty_hand_id_is_malformed():
    [(c, m)] = [(c, f.message) for c in validate([str(HERE / "empty-hand-id.jsonl")], jobs=1) for f in c.findings]
    assert m.endswith("line 1: hand_id: empty")
