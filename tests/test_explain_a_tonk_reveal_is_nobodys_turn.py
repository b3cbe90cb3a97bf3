"""In the dispute view's timeline, a Tonk ``reveal`` (the count at the end, TONK.md 3) is nobody's
turn, as a ``pay`` is. Before, ``10. [a's turn] b reveals …`` read as b acting in a's turn, on a
hand `check` finds clean. Review of session 60."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, find_hand, render_text

HAND = Path(__file__).parent / "fixtures" / "poker_s60" / "tonk-reveals-at-the-count.jsonl"


def test_the_reveals_carry_no_turn_label() -> None:
    hand, stored, record = find_hand("t2", file=HAND)
    data = explain_data(hand, None, stored, record)
    reveals = [s for s in data["steps"] if s["type"] == "reveal"]
    assert len(reveals) == 3 and all(s["turn"] is None for s in reveals)
    text = render_text(data)
    assert "10. b reveals 4d" in text and "'s turn] b reveals" not in text
