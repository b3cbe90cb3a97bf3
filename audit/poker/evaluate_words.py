"""Which cards play and how a strength reads in words (for explain, findings and the report)."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANK_NAMES, RANK_PLURALS
from .evaluate_core import (
    DOUBLE_ACE_FLUSH,
    FIVE_KIND,
    FLUSH,
    FULL_HOUSE,
    PAIR,
    QUADS,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    TWO_PAIR,
    rank_hand,
    straight_ranks,
    strength_ranks,
)


def played_ranks(strength: int) -> list[int]:
    """The ranks of the cards that play, in order of importance (``K K K 9 9``)."""
    cat = strength >> 24
    r = strength_ranks(strength)
    if not r:
        return []
    if cat == STRAIGHT or cat == STRAIGHT_FLUSH:
        return straight_ranks(r[0])
    if cat == FIVE_KIND:
        return r[:1] * 5
    if cat == QUADS:
        return r[:1] * 4 + r[1:]
    if cat == FULL_HOUSE:
        return r[:1] * 3 + r[1:2] * 2
    if cat == TRIPS:
        return r[:1] * 3 + r[1:]
    if cat == TWO_PAIR:
        return r[:1] * 2 + r[1:2] * 2 + r[2:]
    if cat == PAIR:
        return r[:1] * 2 + r[1:]
    return r                    # high card, flush, double-ace flush


class WithCommunity:
    """:func:`rank_hand` of a seven-card stud hand with the community card (POKER.md: dealt face up
    when the deck runs out, every player's seventh card), but of a hand dealt a seventh card of
    its own (a wrong-deal): a plain ranking, so that a partial hand with it is a floor too
    (audit.poker.table_settle)."""

    __slots__ = ("card",)

    def __init__(self, card: int) -> None:
        self.card = card

    def __call__(self, cards: list[int]) -> int:
        return rank_hand(cards + [self.card] if len(cards) < 7 else cards)


def best_five(cards: Sequence[int]) -> tuple[list[int], int]:
    """The cards that play (at most five, most important first) and :func:`rank_hand` of all ``cards``."""
    strength = rank_hand(cards)
    real = [c for c in cards if 0 <= c < 52]
    cat = strength >> 24
    suit = None
    if cat == FLUSH or cat == STRAIGHT_FLUSH:
        # the suit whose cards make that strength (with ten cards or more, two suits may hold five)
        for s in range(4):
            mine = {c for c in real if c & 3 == s}
            if len(mine) >= 5 and rank_hand(list(mine)) == strength:
                suit = s
                break
    used: list[int] = []
    for r in played_ranks(strength):
        for c in real:
            if c >> 2 == r and (suit is None or c & 3 == suit) and c not in used:
                used.append(c)
                break
    return used, strength


def _names(ranks: Sequence[int]) -> str:
    return ", ".join(RANK_NAMES[r] for r in ranks)


def describe(strength: int, kickers: bool = False) -> str:
    """The hand in words: ``"full house, kings over nines"``, ``"pair of tens"``.

    With ``kickers``, the cards that break ties within the hand's kind follow:
    ``"pair of tens, kickers ace, king, seven"``, ``"flush, ace high, then king, nine, five, three"``.
    """
    cat = strength >> 24
    r = strength_ranks(strength)
    if not r:
        return "no cards"
    rest: list[int] = []
    if cat == FIVE_KIND:
        text = f"five {RANK_PLURALS[r[0]]}"
    elif cat == STRAIGHT_FLUSH:
        text = f"straight flush, {RANK_NAMES[r[0]]} high"
    elif cat == QUADS:
        text, rest = f"four {RANK_PLURALS[r[0]]}", r[1:]
    elif cat == FULL_HOUSE:
        text = f"full house, {RANK_PLURALS[r[0]]} over {RANK_PLURALS[r[1]]}"
    elif cat == DOUBLE_ACE_FLUSH:
        text = "double-ace flush" + (f", {RANK_NAMES[r[2]]} next" if len(r) > 2 else "")
        if kickers and len(r) > 3:
            text += f", then {_names(r[3:])}"
        return text
    elif cat == FLUSH:
        text = f"flush, {RANK_NAMES[r[0]]} high"
        if kickers and len(r) > 1:
            text += f", then {_names(r[1:])}"
        return text
    elif cat == STRAIGHT:
        text = f"straight, {RANK_NAMES[r[0]]} high"
    elif cat == TRIPS:
        text, rest = f"three {RANK_PLURALS[r[0]]}", r[1:]
    elif cat == TWO_PAIR:
        text, rest = f"two pair, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[1]]}", r[2:]
    elif cat == PAIR:
        text, rest = f"pair of {RANK_PLURALS[r[0]]}", r[1:]
    else:
        text = f"high card {RANK_NAMES[r[0]]}"
        if kickers and len(r) > 1:
            text += f", then {_names(r[1:])}"
        return text
    if kickers and rest:
        text += f", kicker{'s' if len(rest) > 1 else ''} {_names(rest)}"
    return text
