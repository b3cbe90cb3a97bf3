"""A player an action out of turn passed over (reported then), facing a bet when the turn comes
back to them and not in the log again: their fold line was lost.  They are taken as folding
there, not named by a second ``out-of-turn`` at the next raise (README; review of session 65:
one lost fold gave a finding at each raise after it, up to three in six-handed hands)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "draw_s65"


def _found(name: str) -> dict[str, list[tuple]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(DIR / name)])}


def test_a_lost_fold_is_one_finding_however_often_the_turn_comes_back():
    found = _found("passed-over-fold-lost-then-raises.jsonl")
    assert found == {"lost-fold-then-raise": [("out-of-turn", 5, "walter")], "fold-logged": []}
