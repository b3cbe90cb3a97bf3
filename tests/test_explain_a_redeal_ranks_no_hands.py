"""A draw hand that ends in a redeal (POKER.md 4.3: "the hand ends with no winner") has no showdown:
explain ranked the known hands under "Showdown (best first)" after saying nobody won, which a
reader of a dispute could take to mean the best of them was owed something."""

from __future__ import annotations

from audit.explain import explain_data, render_text
from audit.readers.native import read

from .conftest import FIXTURES

WON = FIXTURES / "redeal_carry" / "winner-collects-the-carried-pot.jsonl"


def test_a_redeal_has_no_showdown_section():
    redeal, _ = read(WON)
    d = explain_data(redeal.hand)
    text = render_text(d)
    assert "the hand ends with no winner, and its pot of 15 carries to the table's next hand" in text
    assert "Showdown" not in text and not d["showdown"]


TIED = FIXTURES / "redeal_carry" / "tied-hands-checked-through.jsonl"


def test_a_redeal_of_hands_that_would_tie_splits_no_pot():
    # review 54: the settlement's explanation was kept, so "Splits: main pot of 15 split 2 ways:
    # a 8, b 7" followed the redeal's "carries to the table's next hand" (with a rake of 1 too)
    for rec, pot in zip(read(TIED), (15, 14)):
        d = explain_data(rec.hand)
        text = render_text(d)
        assert f"the hand ends with no winner, and its pot of {pot} carries to the table's next hand" in text
        assert "Splits" not in text and "split" not in text and not d["pots"]
