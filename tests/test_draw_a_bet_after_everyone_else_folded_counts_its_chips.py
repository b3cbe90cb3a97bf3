"""Draw, as stud: a bet or raise after everyone else folded is one ``out-of-turn`` and its chips
count as logged, all uncalled (README), so a return that gives them back is right.  Before (review
of session 65) draw reported the line and dropped its chips: the right return was
``uncalled-bet-not-returned`` and the books unbalanced."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES


def test_the_return_of_the_late_raise_is_right():
    found = {c.hand_id: [(f.code, f.seq) for f in c.findings]
             for c in validate([str(FIXTURES / "draw_s65" / "bet-after-everyone-else-folded.jsonl")])}
    assert found == {"f7": [("out-of-turn", 8)], "f6_swap_bet_fold": [("out-of-turn", 5), ("out-of-turn", 6)]}
