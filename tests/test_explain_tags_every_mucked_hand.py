"""The dispute view's pots tag every mucked hand "(mucked)", those whose cards the log never
shows too (PokerStars: "vatt110: mucks hand"): the line read "eligible: francois 712, vatt110",
then "goes to francois 712: the only player in it who did not muck"."""

from __future__ import annotations

import pytest

from audit.explain import explain_data, find_hand, render_text

from .conftest import REAL

DRAW = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


def test_a_hand_mucked_unseen_is_tagged_in_the_pots() -> None:
    if not DRAW.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    hand, stored, record = find_hand("35839052257", file=DRAW)
    text = render_text(explain_data(hand, None, stored, record))
    assert "eligible: francois 712, vatt110 (mucked)" in text
    assert "goes to francois 712: francois 712 is the only player in it who did not muck" in text
