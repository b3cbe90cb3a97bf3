"""README (draw, stud, Palace): a fold logged under another player's name while it was the turn
of a player whose only later line is a payout line is that player's fold when it cannot be the
named player's own (they had folded, or fold later; Palace: out of the hand, or the log does not
read on as after the fold as logged): one ``out-of-turn`` at it, as alone, and their collect judged,
``wrong-winner`` (review two49, D2 / Q1: the pair was called incomplete, with a cascade of
out-of-turn findings and a right return called wrong, and the wrong winner lost)."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "two_s49"


def _findings(name):
    return [(f.seq, f.code, f.player, f.message) for c in validate([str(DIR / name)]) for f in c.findings]


def _codes(name):
    return [(s, c) for s, c, _, _ in _findings(name)]


@pytest.mark.parametrize("game, alone, together, taken_as", [
    ("draw", [(8, "out-of-turn"), (11, "wrong-winner")], [(8, "out-of-turn", "heidi"), (11, "wrong-winner", "frank")],
     "taken as frank's action, logged under heidi's name"),
    ("palace", [(38, "out-of-turn"), (43, "wrong-winner")],
     [(38, "out-of-turn", "victor"), (43, "wrong-winner", "sybil")], "taken as sybil's fold, logged under victor's name"),
    ("stud", [(34, "out-of-turn"), (37, "wrong-winner")], [(34, "out-of-turn", "grace"), (37, "wrong-winner", "alice")],
     "taken as alice's action, logged under grace's name"),
])
def test_the_fold_is_theirs_and_their_collect_is_the_wrong_winner(game, alone, together, taken_as):
    name = f"{game}_misnamed_fold_player_only_collects"
    # the base hand is clean, each mistake alone one finding at its event
    assert _findings(name + ".base.jsonl") == []
    assert _codes(name + ".a.jsonl") == alone[:1]
    assert _codes(name + ".b.jsonl") == alone[1:]
    found = _findings(name + ".jsonl")
    assert [(s, c, p) for s, c, p, _ in found] == together
    assert found[0][3].endswith(taken_as)


def test_palace_not_when_the_fold_as_logged_reads_on_too():
    # a fold out of turn by a player in the hand that ends it as the log has it (the payout next):
    # the player to act who collects is in the hand, the fold stays the named player's
    name = "palace_fold_out_of_turn_winner_collects"
    assert _findings(name + ".base.jsonl") == []
    assert [(s, c, p) for s, c, p, _ in _findings(name + ".jsonl")] == [(47, "out-of-turn", "zoe")]
    # while the misnamed fold of a player out of the hand is the collector's
    assert _codes("palace_misnamed_fold_player_only_collects.jsonl") == [(38, "out-of-turn"), (43, "wrong-winner")]
