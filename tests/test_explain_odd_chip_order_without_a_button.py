"""The reason for an odd chip names where the clockwise order starts.  A stud hand without a
``button`` has its dealer on its last seat (FORMAT.md), so ``left_of_button`` (and ``called``
when the caller is not among the tied winners) starts at the first seat: the dispute view said
"from the button's left" of a button the hand does not have."""

from __future__ import annotations

import msgspec
import pytest

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

HANDS = FIXTURES / "odd_chip_s14"


def _hand(name: str) -> Hand:
    return msgspec.json.decode((HANDS / name).read_text(), type=Hand)


@pytest.mark.parametrize("name, rule", [("stud-no-button-left-of-button.jsonl", "odd_chip=left_of_button"),
                                        ("stud-no-button-called.jsonl", "odd_chip=called, but no bet or raise was called or raised")])
def test_a_stud_hand_without_a_button_counts_odd_chips_from_its_first_seat(name: str, rule: str) -> None:
    hand = _hand(name)
    assert hand.button is None
    result = replay(hand)
    assert result.findings == []
    # bob (seat 1, left of alice: she deals from the last seat) gets the odd chip of the 45
    assert {(a.player, a.correct) for a in result.awards} == {("bob", 23), ("alice", 22)}
    text = render_text(explain_data(hand))
    assert f"odd chip by {rule}: clockwise from seat 1, left of the dealer (no button: the last seat deals)" in text
    assert "button's left" not in text


def test_with_a_button_the_order_starts_at_its_left() -> None:
    data = msgspec.json.decode((HANDS / "stud-no-button-left-of-button.jsonl").read_text())
    data["button"] = 3       # alice's seat: the same dealer, named
    hand = msgspec.convert(data, Hand)
    assert replay(hand).findings == []
    text = render_text(explain_data(hand))
    assert "odd chip by odd_chip=left_of_button: clockwise from the button's left" in text
    assert "no button" not in text
