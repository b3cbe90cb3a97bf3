"""explain's Turns list a play the replay refused, because the hand was already over, under
"after the hand ended ... (not played)". Two ends are found only at the event after them, so that
event is not played either: the turn that took the last stock card logged without its discard
(the stock runs out at the next player's draw), and a deal that left no stock (it runs out before
the first play). Before, that event was listed as played ("round 1, b: drew Qs"), while `check`
said it came after the hand had ended (review of session 60)."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.explain import explain_data, find_hand, render_text
from audit.replay import replay

FIX = Path(__file__).parent / "fixtures" / "poker_s60"


def _turns(name: str, hand_id: str) -> list[str]:
    hand, stored, record = find_hand(hand_id, file=FIX / name)
    text = render_text(explain_data(hand, None, stored, record))
    block = text.split("\nTurns\n", 1)[1].split("\n\n", 1)[0]
    return [x.strip() for x in block.splitlines()]


@pytest.mark.parametrize("name, hand_id, played, not_played", [
    ("tonk-stock-out-at-a-turn-without-discard.jsonl", "v1", "round 1, a: drew Ks from the stock",
     "after the hand ended, b (not played): drew Qs from the discard pile, discarded Kc"),
    ("tonk-deal-left-no-stock.jsonl", "v2", None,
     "after the hand ended, a (not played): drew Ks from the discard pile, discarded Ac"),
])
def test_the_event_that_found_the_hand_over_is_not_listed_as_played(name, hand_id, played, not_played) -> None:
    turns = _turns(name, hand_id)
    assert turns[0].startswith("the deal: ")
    assert turns[1:] == ([played] if played else []) + [not_played]


def test_check_puts_the_same_event_after_the_end() -> None:
    hand, _, _ = find_hand("v1", file=FIX / "tonk-stock-out-at-a-turn-without-discard.jsonl")
    found = {(f.code, f.seq) for f in replay(hand).findings}
    assert ("out-of-turn", 7) in found and ("tonk-turn-order", 7) in found
