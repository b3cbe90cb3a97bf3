"""Pot limit with ``max_bet`` (README: "an agreed absolute maximum of each bet or raise"): over a
short all-in opening bet a raise is measured from the all-in, its minimum as its maximum.  The
maximum was counted from zero, so a raise of max_bet over the all-in was a false
``bet-above-maximum`` (review of session 61), in draw and in stud (over a short all-in
completion)."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

FIX = Path(__file__).parent / "fixtures" / "poker_s61" / "pot-limit-max-bet-over-a-short-all-in.jsonl"


def _found() -> dict[str, list[tuple[str, int | None, str]]]:
    return {c.hand_id: [(f.code, f.seq, f.message) for f in c.findings if f.code != "hand-incomplete"]
            for c in validate([str(FIX)])}


def test_a_raise_of_max_bet_over_a_short_all_in_is_legal() -> None:
    found = _found()
    assert found["pot-maxbet"] == []            # 5 all-in, raised to 25: max_bet 20 over it
    assert found["stud-pot-maxbet"] == []       # 6 all-in completion, raised to 23: the pot


def test_a_raise_past_max_bet_over_the_all_in_is_above_the_maximum() -> None:
    found = _found()
    assert found["pot-maxbet-over"] == [
        ("bet-above-maximum", 13, "b raised to 26 but pot limit allows at most 25 (max_bet 20)")]
    assert found["stud-pot-maxbet-over"] == [
        ("bet-above-maximum", 8, "c raised to 24 but pot limit allows at most 23 (the pot after the call)")]
