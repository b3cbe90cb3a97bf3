"""PALACE.md 2 and README: a call or raise logged under another player's name that fits the answer
owed is that answer, one finding, when the player who had to answer answers nowhere else.  A turn
``fold`` of theirs after the battle's capture was taken as an answer to it (the battle then given
to the other side: five findings on a hand with one fault), and so was their call of the other
side's re-raise over the misnamed raise (review of session 61).

tests/fixtures/palace_s61/misnamed-battle-answers.jsonl (each a legal hand with one line renamed):
r1, carol's raise under alice's name, re-raised by bob, called by carol; r2, carol's raise under
bob's name, then bob folds, carol captures and later folds on her turn; r3, carol's call under
alice's name, the capture, and carol's turn fold."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "palace_s61" / "misnamed-battle-answers.jsonl"


def test_each_misnamed_answer_is_one_finding() -> None:
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FIX)])}
    assert found == {"r1": [("out-of-turn", 11, "alice")],
                     "r2": [("palace-wrong-response", 14, "bob")],
                     "r3": [("out-of-turn", 14, "alice")]}
