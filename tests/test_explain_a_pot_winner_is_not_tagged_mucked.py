"""The dispute view's pots tag a mucked hand "(mucked)", but not the pot's winner: after everyone
else folds, the last player may muck and still wins the pot. The line read "eligible: erin
(mucked)" above "goes to erin: everyone else folded", as if the mucked hand had lost."""

from __future__ import annotations

from pathlib import Path

from audit.explain import explain_data, find_hand, render_text

HAND = Path(__file__).parent / "fixtures" / "poker_s60" / "uncontested-winner-mucks.jsonl"


def test_the_winner_of_an_uncontested_pot_who_mucks_is_not_tagged() -> None:
    hand, stored, record = find_hand("draw-3-2", file=HAND)
    text = render_text(explain_data(hand, None, stored, record))
    assert "eligible: erin\n" in text
    assert "(mucked)" not in text
    assert "goes to erin: everyone else folded" in text
