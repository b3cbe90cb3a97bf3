"""The evaluator orders hands exactly as PokerKit's standard high hand (a second opinion).

Random pairs of hands of five to seven cards, drawn from the full deck and from
narrowed decks that make pairs, full houses, quads, flushes and straights
common; a suit-relabelled copy of a hand must tie with it.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pokerkit import StandardHighHand

from audit.cards import CARD_NAMES
from audit.poker.evaluate import (
    FLUSH,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    QUADS,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    TWO_PAIR,
    best_five,
    category,
    rank_hand,
)

PAIRS_PER_EXAMPLE = 20
EXAMPLES = 150           # 150 x 20 pairs drawn by hypothesis (a failure shrinks); and 11,000 more by seed below

LABELS = {"High card": HIGH_CARD, "One pair": PAIR, "Two pair": TWO_PAIR,
          "Three of a kind": TRIPS, "Straight": STRAIGHT, "Flush": FLUSH,
          "Full house": FULL_HOUSE, "Four of a kind": QUADS, "Straight flush": STRAIGHT_FLUSH}


def _deck(rng: random.Random) -> list[int]:
    kind = rng.randrange(4)
    if kind == 0:                                    # the full deck
        return list(range(52))
    if kind == 1:                                    # few ranks: pairs, trips, full houses, quads
        ranks = rng.sample(range(13), rng.randint(3, 5))
        return [r * 4 + s for r in ranks for s in range(4)]
    if kind == 2:                                    # two suits: flushes
        suits = rng.sample(range(4), 2)
        return [r * 4 + s for r in range(13) for s in suits]
    low = rng.choice([-1] + list(range(0, 9)))       # connected ranks: straights (-1: the wheel)
    ranks = [(low + i) % 13 if low >= 0 else [12, 0, 1, 2, 3, 4][i] for i in range(6)]
    return [r * 4 + s for r in ranks for s in range(4)]


def _relabel(cards: list[int], rng: random.Random) -> list[int]:
    perm = rng.sample(range(4), 4)
    return [(c >> 2) * 4 + perm[c & 3] for c in cards]


def _kit(cards: list[int]) -> StandardHighHand:
    return StandardHighHand.from_game("".join(CARD_NAMES[c] for c in cards))


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.large_base_example])
@given(st.randoms(use_true_random=False))     # every choice drawn by hypothesis: a failure shrinks
def test_order_and_ties_match_pokerkit(rng: random.Random) -> None:
    _compare_pairs(rng, PAIRS_PER_EXAMPLE)


@pytest.mark.parametrize("seed", range(10))
def test_order_and_ties_match_pokerkit_on_many_pairs(seed: int) -> None:
    _compare_pairs(random.Random(seed), 1100)       # 11,000 pairs, 22,000 hands in all


def _compare_pairs(rng: random.Random, n: int) -> None:
    for _ in range(n):
        deck = _deck(rng)
        a = rng.sample(deck, rng.randint(5, 7))
        if rng.random() < 0.15:
            b = _relabel(a, rng)
            rng.shuffle(b)
        else:
            b = rng.sample(_deck(rng) if rng.random() < 0.5 else deck, rng.randint(5, 7))
        ka, kb = _kit(a), _kit(b)
        ours = _sign(rank_hand(a) - rank_hand(b))
        theirs = 0 if ka == kb else (1 if kb < ka else -1)
        assert ours == theirs, (a, b, ka, kb)
        assert category(rank_hand(a)) == LABELS[ka.entry.label.value], (a, ka)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.large_base_example])
@given(st.randoms(use_true_random=False))     # every choice drawn by hypothesis: a failure shrinks
def test_best_five_plays_the_hand_pokerkit_finds(rng: random.Random) -> None:
    for _ in range(10):
        cards = rng.sample(_deck(rng), rng.randint(5, 7))
        five, strength = best_five(cards)
        assert len(five) == 5 and set(five) <= set(cards)
        assert rank_hand(five) == strength
        assert _kit(five) == _kit(cards)
