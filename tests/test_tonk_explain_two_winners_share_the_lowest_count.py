"""A caught drop with two tied winners: each payment's reason says the winners share the lowest
count (it said "carol has the lowest count (15)", then "dave has the lowest count (15)": review of
session 65)."""

from __future__ import annotations

from audit.explain import explain_data, render_text

from .conftest import FIXTURES, hands_by_id


def test_the_payments_say_the_lowest_count_is_shared():
    (hand,) = hands_by_id(FIXTURES / "tonk_s65" / "caught-drop-two-winners.jsonl").values()
    text = render_text(explain_data(hand))
    assert "carol shares the lowest count (15) with dave; everyone else pays each winner" in text
    assert "dave shares the lowest count (15) with carol" in text
    assert "has the lowest count" not in text
