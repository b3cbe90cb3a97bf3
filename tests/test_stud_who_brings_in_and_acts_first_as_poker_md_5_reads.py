"""POKER.md 5.2 and 5.4, who opens each street, read from the spec's text alone and compared with
the validator on random deals of two to eight players, with the button named (on any seat) or
not (the dealer is the last seat):

- with a bring-in, the lowest upcard brings in: by rank (ace high), then by suit, clubs lowest,
  then diamonds, hearts, spades; play goes on clockwise from the bring-in;
- without one, the highest upcard acts first; suits do not break that tie: of two equal high
  upcards, the first clockwise from the dealer acts first;
- on 4th street and later, the best board (pairs, trips, quads, then high cards: no straights or
  flushes) acts first; equal boards, the first clockwise from the dealer.

Every hand deals each street in turn from the dealer's left and has each player call the bring-in
or check, in the order the reading gives: it must validate with no finding (a seven- or eight-player
hand stops after 6th street, where the deck cannot serve 7th without the community card, and is
only incomplete).
"""

from __future__ import annotations

import random
from collections import Counter

import msgspec

from audit.model import Hand
from audit.replay import replay

RANKS = "23456789TJQKA"
SUITS = "cdhs"
HANDS = 600


def _low_key(card: str) -> tuple[int, int]:
    return RANKS.index(card[0]), SUITS.index(card[1])


def _board_key(board: list[str]) -> tuple[int, list[int]]:
    counts = Counter(RANKS.index(c[0]) for c in board)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    top = groups[0][1]
    two_pair = top == 2 and len(groups) > 1 and groups[1][1] == 2
    category = 4 if top == 4 else 3 if top == 3 else 2 if two_pair else 1 if top == 2 else 0
    return category, [r for r, _n in groups]


def _in_turn(live: list[str], first: str) -> list[str]:
    k = live.index(first)
    return live[k:] + live[:k]


def _hand(rng: random.Random, k: int) -> dict:
    n = rng.randint(2, 8)
    names = [f"p{i}" for i in range(n)]
    button = rng.randint(1, n) if rng.random() < 0.6 else None
    dealer = button - 1 if button else n - 1
    live = [names[(dealer + 1 + j) % n] for j in range(n)]       # from the dealer's left
    rules = {"betting": "fixed", "ante": 1, "small_bet": 10, "big_bet": 20}
    bring_in = rng.random() < 0.6
    if bring_in:
        rules["bring_in"] = 5
    deck = [r + s for r in RANKS for s in SUITS]
    rng.shuffle(deck)
    events: list[dict] = [{"type": "ante", "player": p, "amount": 1} for p in live]
    board: dict[str, list[str]] = {}
    for p in live:
        down = [deck.pop(), deck.pop()]
        board[p] = [deck.pop()]
        events.append({"type": "deal", "player": p, "down": down, "up": list(board[p])})
    if bring_in:
        low = min(live, key=lambda p: _low_key(board[p][0]))
        events.append({"type": "bring_in", "player": low, "amount": 5})
        events += [{"type": "call", "player": p, "amount": 5} for p in _in_turn(live, low)[1:]]
    else:
        high = max(RANKS.index(board[p][0][0]) for p in live)
        first = next(p for p in live if RANKS.index(board[p][0][0]) == high)
        events += [{"type": "check", "player": p} for p in _in_turn(live, first)]
    for street in range(1, 5 if n <= 6 else 4):
        events.append({"type": "burn", "cards": [deck.pop()]})
        for p in live:
            card = deck.pop()
            if street < 4:
                board[p].append(card)
            events.append({"type": "deal", "player": p, ("down" if street == 4 else "up"): [card]})
        best = max(_board_key(board[p]) for p in live)
        first = next(p for p in live if _board_key(board[p]) == best)
        events += [{"type": "check", "player": p} for p in _in_turn(live, first)]
    hand = {"format": "handaudit/1", "hand_id": f"first-{k}", "game": "stud", "rules": rules,
            "seats": [{"seat": i + 1, "player": p, "stack": 100} for i, p in enumerate(names)], "events": events}
    if button:
        hand["button"] = button
    return hand


def test_who_brings_in_and_who_acts_first_on_each_street_agree_with_the_reading() -> None:
    rng = random.Random(20261207)
    for k in range(HANDS):
        hand = _hand(rng, k)
        findings = replay(msgspec.convert(hand, Hand)).findings
        n = len(hand["seats"])
        assert [(f.code, f.seq) for f in findings] == ([] if n <= 6 else [("hand-incomplete", None)]), \
            (hand["hand_id"], findings)
