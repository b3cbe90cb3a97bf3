"""``explain`` of Palace: a buyer who goes on after the buy (a discard) is still the player to act.
The verdict was right, but the dispute view showed the discard as made on the next player's turn
("[trent's turn] mallory discards 8c"), which reads as an out-of-turn action that was not one."""

from __future__ import annotations

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand

from .conftest import FIXTURES


def test_a_discard_after_a_buy_is_shown_on_the_buyers_turn():
    hand = msgspec.json.decode((FIXTURES / "messages" / "palace-discard-after-a-buy.jsonl").read_text(), type=Hand)
    lines = render_text(explain_data(hand)).splitlines()
    buy = next(k for k, x in enumerate(lines) if "mallory buys a soldier (9c)" in x)
    assert "mallory going on after the buy" in lines[buy + 1] and "next: mallory;" in lines[buy + 1]
    assert lines[buy + 2].strip() == "52. [mallory's turn] mallory discards 8c"
    # once the buyer is done, the turn is the next player's again
    assert "next: trent;" in lines[buy + 3] and "going on" not in lines[buy + 3]
    assert lines[buy + 4].strip() == "53. [trent's turn] trent folds"
