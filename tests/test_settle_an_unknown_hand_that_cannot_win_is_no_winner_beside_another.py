"""README: a hand with one or two unknown cards that loses to the best known hand whatever they
are is judged as if shown: paid the pot, it is ``wrong-winner``.  The check was skipped as soon as
another live hand was unknown too (a player who showed nothing): every unknown hand stayed among
those who could win (review of session 61).  Among them, in eight-player stud with the community
card (stud-78-8), an opponent with two down cards unknown who can make at best a straight, paid
the pot over a shown full house.

tests/fixtures/poker_s61/unknown-hand-that-cannot-win-beside-another-unknown.jsonl: r1-three (b,
2c 3d 7h 9s ??, paid against a's full house while c showed nothing), r1-two (c folded), stud-78-8."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61" / "unknown-hand-that-cannot-win-beside-another-unknown.jsonl"


def test_a_hand_that_cannot_win_paid_the_pot_is_wrong_winner_beside_another_unknown() -> None:
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FIX)])}
    assert found["r1-three"] == [("wrong-winner", 16, "b")]
    assert found["r1-two"] == [("wrong-winner", 14, "b")]
    assert found["stud-78-8"] == [("wrong-winner", 110, "grace")]
