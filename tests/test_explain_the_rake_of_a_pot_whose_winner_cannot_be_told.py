"""The dispute view's Rake section tells each pot's part of the rake by what its correct shares
leave; a pot whose winner cannot be told has no shares, and its part is the rest of the rake, not
the whole pot. Before, a rake of 1 read "the rake of 1: 15 from the main pot of 15". Review of
session 60."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, find_hand, render_text

HAND = Path(__file__).parent / "fixtures" / "poker_s60" / "rake-beside-a-pot-whose-winner-cannot-be-told.jsonl"


def test_the_rake_is_told_as_taken_from_the_untold_pot_not_as_the_pot() -> None:
    hand, stored, record = find_hand("rk2", file=HAND)
    text = render_text(explain_data(hand, None, stored, record))
    assert "\nRake\n  the rake of 1: 1 from the main pot of 15, whose winner cannot be told\n" in text
    assert "15 from the main pot" not in text
