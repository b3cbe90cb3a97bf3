"""Poker hand evaluation (POKER.md section 1): the best five of any number of cards.

Cards are ints (:mod:`audit.cards`).  The public API::

    rank_hand(cards) -> int                 strength; higher is better, equal ints tie
    best_five(cards) -> (cards that play, strength)
    category(strength) -> HIGH_CARD .. FIVE_KIND
    describe(strength) -> "full house, kings over nines"
    strength_ranks(strength) -> deciding ranks then kickers (0..12)
    played_ranks(strength) -> ranks of the cards that play ("K K K 9 9")
    WildRules.from_rules(rules) -> WildRules | None
    rank_hand_wild(cards, wild) -> int      comparable with rank_hand and other wild strengths
    best_five_wild(cards, wild) -> (cards that play, strength)
    stand_ins(cards, wild) -> [(wild card, card it stands for or None)]
    describe_wild(cards, wild) -> "five aces (JK as Ad)"

The strength layout is documented in :mod:`audit.poker.evaluate_core`; the
tables and the hot path live there, words in :mod:`audit.poker.evaluate_words`,
wild cards in :mod:`audit.poker.evaluate_wild`.
"""

from __future__ import annotations

from .evaluate_core import (
    CATEGORY_NAMES,
    DOUBLE_ACE_FLUSH,
    FIVE_KIND,
    FLUSH,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    QUADS,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    TWO_PAIR,
    category,
    rank_hand,
    strength_ranks,
)
from .evaluate_wild import WildRules, best_five_wild, describe_wild, rank_hand_wild, stand_ins
from .evaluate_words import best_five, describe, played_ranks

__all__ = [
    "HIGH_CARD", "PAIR", "TWO_PAIR", "TRIPS", "STRAIGHT", "FLUSH", "DOUBLE_ACE_FLUSH",
    "FULL_HOUSE", "QUADS", "STRAIGHT_FLUSH", "FIVE_KIND", "CATEGORY_NAMES",
    "rank_hand", "best_five", "category", "describe", "strength_ranks", "played_ranks",
    "WildRules", "rank_hand_wild", "best_five_wild", "stand_ins", "describe_wild",
]
