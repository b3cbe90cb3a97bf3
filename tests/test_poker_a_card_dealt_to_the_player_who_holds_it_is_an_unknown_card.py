"""Draw and stud: a card dealt (or drawn) to the player who already holds it is one
``duplicate-card``, and the card they got is taken as unknown: one card is never two.  Before, the
player held it twice, so a pair was made of one card (``wrong-winner`` on a right payout), the show
of the real card was a ``shown-cards-mismatch``, and in stud an upcard held twice made a pair on
the board (who opens the betting, two ``out-of-turn``).  And a draw deal logged twice whose
cards include a joker is the line logged twice, left out (one ``wrong-deal``), as one without."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "poker_s47" / "review.jsonl")


@pytest.mark.parametrize("hand_id", ["stud-own-card-legal", "draw-own-card-legal"])
def test_the_legal_hands_are_clean(hand_id):
    assert replay(HANDS[hand_id]).findings == []


def _paid(result) -> list[tuple]:
    return [(a.pot, a.player, a.correct, a.recorded) for a in result.awards]


@pytest.mark.parametrize("hand_id,finding", [
    # carol's 7th-street down card logged as Kh, her own 6th-street upcard (she shows 7c)
    ("stud-own-card-dealt-again", ("duplicate-card", 40, "carol", "Kh dealt to carol is already held by carol")),
    # carol's 6th-street upcard logged as Td, her own 4th-street upcard
    ("stud-own-upcard-dealt-again", ("duplicate-card", 32, "carol", "Td dealt to carol is already held by carol")),
    # carol dealt 3c twice in one deal (her second card was 8h, which she shows)
    ("draw-own-card-dealt-twice", ("duplicate-card", 6, "carol",
                                   "3c dealt to carol is already held by carol: a deck holds each card once")),
    # carol draws Qc, which she holds (she drew 6h)
    ("draw-own-card-received", ("duplicate-card", 17, "carol",
                                "Qc drawn by carol is already held by carol: a deck holds each card once")),
    # carol's deal line, a joker among its cards, logged twice
    ("draw-deal-with-a-joker-logged-twice", ("wrong-deal", 7, "carol",
                                             "carol was dealt JK 8h 3c Qc Kd again: carol already holds them "
                                             "(a deal logged twice)")),
])
def test_one_card_is_never_two_and_the_payout_is_judged(hand_id, finding):
    result = replay(HANDS[hand_id])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [finding]
    # paid as the legal hand it comes from (the draw hand has a rake and three side pots)
    legal = replay(HANDS[f"{hand_id.split('-')[0]}-own-card-legal"])
    assert _paid(result) == _paid(legal) and all(a.correct == a.recorded for a in legal.awards)
