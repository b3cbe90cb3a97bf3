"""PokerStars stud: the river has no line for the other players, so it goes unseen only to a player
who plays on (a later action, show or muck).  A 6th-street fold line lost (or garbled into a check)
dealt the player who really folded a river card and kept them in the hand: a false
``uncalled-bet-not-returned``, ``hand-incomplete`` and ``books-unbalanced`` beside the one true
finding (review of session 63).  Now the hand reads as its native twin: one finding."""

from __future__ import annotations

import pytest

from audit.runner import validate

from .conftest import REAL

LOG = REAL / "pokerstars" / "pokerstars_7stud_limit_multi_hands_2009.txt"


def _first_hand_with(tmp_path, old: str, new: str) -> list[tuple]:
    if not LOG.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    first = LOG.read_text(encoding="utf-8").split("\n\n\n")[0].strip() + "\n"
    lines = first.splitlines(keepends=True)
    at = [i for i, x in enumerate(lines) if x.strip() == old]
    assert len(at) == 1, at
    lines[at[0]] = new
    out = tmp_path / "hand.txt"
    out.write_text("".join(lines), encoding="utf-8")
    return [(f.code, f.seq, f.player, f.message) for c in validate([str(out)]) for f in c.findings]


def test_the_real_hand_is_clean(tmp_path):
    assert _first_hand_with(tmp_path, "Nikolay Zem: folds", "Nikolay Zem: folds\n") == []


def test_a_lost_sixth_street_fold_is_one_wrong_deal(tmp_path):
    found = _first_hand_with(tmp_path, "Nikolay Zem: folds", "")
    assert [(c, s) for c, s, _, _ in found] == [("wrong-deal", 40)]
    assert "Nikolay Zem had not acted, facing a bet, and is not in the log again: taken as folded" in found[0][3]


def test_a_sixth_street_fold_written_as_a_check_is_one_illegal_check(tmp_path):
    found = _first_hand_with(tmp_path, "Nikolay Zem: folds", "Nikolay Zem: checks\n")
    assert [c for c, _, _, _ in found] == ["illegal-check"]
