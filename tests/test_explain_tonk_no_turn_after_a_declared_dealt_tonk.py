"""A declared dealt tonk ends the hand at the first event that is no other declaration (TONK.md 1):
the dispute view shows nobody to act after it, and the play logged next carries no turn label.
Before, the row after the declaration read "next: zoe", and zoe's discard "[zoe's turn]" above
its out-of-turn finding ("after the hand had ended"). Review of session 60."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, find_hand

HAND = Path(__file__).parent / "fixtures" / "poker_s60" / "tonk-play-after-a-declared-dealt-tonk.jsonl"


def test_nobody_is_to_act_after_the_declaration() -> None:
    hand, stored, record = find_hand("tonk-11-148", file=HAND)
    steps = explain_data(hand, None, stored, record)["steps"]
    k = next(i for i, s in enumerate(steps) if s["type"] == "declare")
    assert steps[k]["next"] is None and "declared a dealt tonk" in steps[k]["phase"]
    after = steps[k + 1]
    assert after["turn"] is None
    assert [f["code"] for f in after["findings"]] == ["out-of-turn"]
