"""POKER.md 3: each pot goes to the best eligible hand.  One set of unknown cards decides every
pot: the hand that won the main pot beats every hand in it, so it wins a side pot it is in too.
Pots whose cards are unknown were each taken as recorded on their own, so a main pot paid to D
over B and the side pot paid to B over D both passed (review of session 61).

tests/fixtures/poker_s61/pots-of-unknown-cards-paid-against-each-other.jsonl: x1 (main to B,
side to D), x3 (main to D, side to B), x2 (x3 with collects that name no pot: not judged so),
u1 and u2 (four players, three pots, ties), x4 (both pots to D: consistent), x-bob-carol (stud,
a review of masked stud hands of session 61)."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61" / "pots-of-unknown-cards-paid-against-each-other.jsonl"


def _errors() -> dict[str, list[tuple[str, int | None, str | None]]]:
    return {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings if f.code != "unverifiable-award"]
            for c in validate([str(FIX)])}


def test_a_side_pot_paid_against_the_main_pots_winner_is_wrong_winner() -> None:
    found = _errors()
    assert found["x1"] == [("wrong-winner", 17, "D")]
    assert found["x3"] == [("wrong-winner", 17, "B")]
    assert found["u1"] == [("wrong-winner", 27, "C")]
    assert found["u2"] == [("wrong-winner", 31, "D")]
    assert found["x-bob-carol"] == [("wrong-winner", 29, "carol")]       # stud: bob's down cards unknown


def test_pots_paid_consistently_stay_unverifiable_only() -> None:
    found = _errors()
    assert found["x4"] == []
    assert found["x2"] == []        # (collects that name no pot: each player's total is judged)
    # a side pot of 1 chip after the rake, tied B and D: only one of them can get it (review of
    # session 61's diff: a false wrong-amount)
    assert found["t3"] == []
