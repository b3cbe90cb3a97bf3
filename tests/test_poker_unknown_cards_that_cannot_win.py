"""An unknown hand that loses whatever its unknown cards are does not make a pot unverifiable
(POKER.md 3: the award cannot be verified when the *winner's* cards are unknown; CODES.md
``unverifiable-award``).

A player who reaches the showdown with one or two unknown cards (``??``) is given every card of
the deck they do not hold in their place (more than they could really have: the cards others
hold are tried too, so their best is never underestimated).  When even the best of those hands
is below the best known hand, the pot is judged as if their cards were shown: no warning when
it is paid right, ``wrong-winner`` when it is paid to them.  A hand that could win or tie, or
with three unknown cards or more, still leaves the award unverifiable.
"""

from __future__ import annotations

import msgspec

from audit.cards import CARD_INDEX
from audit.model import Hand
from audit.poker.evaluate import rank_hand
from audit.poker.table_settle import unknown_ceiling
from audit.replay import replay

from .conftest import FIXTURES

DIR = FIXTURES / "unknown_s30"


def _findings(name: str):
    r = replay(msgspec.json.decode((DIR / f"{name}.jsonl").read_text(), type=Hand))
    return [(f.code, f.seq) for f in r.findings], r


def test_a_draw_hand_whose_unknown_card_cannot_win_leaves_the_award_verifiable():
    # bob: 2c 7d 9h Js ??, at best a pair; carol shows queens full
    found, r = _findings("draw-one-unknown-card-cannot-win")
    assert found == []
    assert r.pots[0].winners == ["carol"] and "unknown hand of bob" in r.pots[0].reason


def test_a_stud_hand_whose_last_card_is_unknown_and_cannot_win_leaves_the_award_verifiable():
    assert _findings("stud-one-unknown-card-cannot-win")[0] == []


def test_a_pot_paid_to_an_unknown_hand_that_cannot_win_is_a_wrong_winner():
    assert _findings("stud-paid-to-an-unknown-hand-that-cannot-win")[0] == [("wrong-winner", 39)]


def test_an_unknown_card_that_could_win_or_tie_keeps_the_award_unverifiable():
    # four hearts and an unknown card against a straight: a heart makes the flush
    assert _findings("draw-one-unknown-card-could-win")[0] == [("unverifiable-award", 17)]
    # A-K-Q-J and an unknown card against the ace-high straight: a ten ties
    assert _findings("draw-one-unknown-card-could-tie")[0] == [("unverifiable-award", 17)]


def test_three_unknown_cards_are_not_tried():
    assert _findings("stud-three-unknown-cards")[0] == [("unverifiable-award", 39)]


def test_the_ceiling_of_an_unknown_hand_is_its_best_completion():
    cards = [CARD_INDEX[c] for c in ("2c", "7d", "9h", "Js")] + [CARD_INDEX["??"]]
    pair_of_jacks = rank_hand([CARD_INDEX[c] for c in ("2c", "7d", "9h", "Js", "Jd")])
    assert unknown_ceiling(cards, rank_hand, 0) == pair_of_jacks
    # two unknown cards: trips at least (two more jacks)
    assert unknown_ceiling(cards[:4] + [CARD_INDEX["??"]] * 2, rank_hand, 0) > pair_of_jacks
    assert unknown_ceiling(cards[:4] + [CARD_INDEX["??"]] * 3, rank_hand, 0) is None
    assert unknown_ceiling([CARD_INDEX["??"]] * 2, rank_hand, 0) is None
