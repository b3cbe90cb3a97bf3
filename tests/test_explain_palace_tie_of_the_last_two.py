"""``explain`` of a Palace battle whose hands and own-suit counts tie (PALACE.md 3): both players
leave the hand, unless they are the last two, who split the pot.  The words followed how the
hand ended as logged: a tie of the last two logged as a win read "both leave the hand"."""

from __future__ import annotations

import msgspec
import pytest

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

TIES = FIXTURES / "stats" / "readings" / "palace-battle-ties.jsonl"
SPLIT = "The hands tie and so do the counts of own-suit cards: the last two split the pot."
LEAVE = "The hands tie and so do the counts of own-suit cards: both leave the hand."


def _hand(path, hand_id: str) -> Hand:
    for line in path.read_text().splitlines():
        hand = msgspec.json.decode(line, type=Hand)
        if hand.hand_id == hand_id:
            return hand
    raise AssertionError(hand_id)


@pytest.mark.parametrize("hand_id, words", [("PT", LEAVE), ("PT2", SPLIT)])
def test_a_tie_logged_as_a_tie(hand_id: str, words: str) -> None:
    hand = _hand(TIES, hand_id)
    assert [f.code for f in replay(hand).findings] == []
    text = render_text(explain_data(hand))
    assert words in text and (LEAVE if words == SPLIT else SPLIT) not in text


def test_a_tie_of_the_last_two_logged_as_a_win() -> None:
    hand = _hand(FIXTURES / "palace_s14" / "last-two-tie-logged-as-a-win.jsonl", "tie-W")
    # the pot is owed by the cards (a split), not by the claim: paying it all to the claimed
    # winner is a wrong payout too (tests/test_palace_the_last_battle_is_settled_by_the_cards.py)
    assert [(f.code, f.seq) for f in replay(hand).findings] == [("palace-wrong-battle-result", 8),
                                                                ("wrong-amount", 10)]
    text = render_text(explain_data(hand))
    assert SPLIT in text and LEAVE not in text
    assert "The log says: a (wrong)." in text
