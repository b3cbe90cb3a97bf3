"""The players' hands in words at a showdown (messages and the dispute view): made on first use,
and told with the cards that break a tie when two hands read the same."""

from __future__ import annotations

from .evaluate import describe
from .evaluate_core import LOW_MASK

_WORDS: dict[int, str] = {}


class Words(dict):
    """Player -> their hand in words, made on first use (messages and reasons only)."""

    __slots__ = ("strengths", "describe_hand", "index")

    def __init__(self, strengths: dict[str, int], describe_hand, index: dict[str, int]) -> None:
        self.strengths = strengths
        self.describe_hand = describe_hand
        self.index = index

    def __missing__(self, p: str) -> str:
        s = self.strengths[p]
        if self.describe_hand:
            words = self.describe_hand(self.index[p], s)
        else:
            words = _WORDS.get(s)
            if words is None:
                if len(_WORDS) > 50000:
                    _WORDS.clear()
                words = _WORDS[s] = describe(s)
        self[p] = words
        return words

    def get(self, p, default=None):
        return self[p] if p in self.strengths else default


def kickers_when_words_tie(hands: Words, eligible: list[str], winner: str) -> None:
    """A pot's winner beats another player whose hand reads the same ("flush, ace high"): both
    hands are then told with the cards that break the tie, so that messages and the
    dispute view say why one beats the other."""
    words = hands[winner]
    strengths = hands.strengths
    same = [p for p in eligible if hands[p] == words and strengths[p] != strengths[winner]]
    if same:
        told = [p for p in eligible if hands[p] == words]
        for p in told:
            hands[p] = describe(strengths[p], True)
        if any(hands[p] == hands[winner] for p in same):
            # the same cards: fewer wild cards won (rules.fewer_wilds_win; the strength's lowest
            # bits hold 15 less the number of wild cards)
            for p in told:
                k = LOW_MASK - (strengths[p] & LOW_MASK)
                hands[p] += f", with {k or 'no'} wild card{'' if k == 1 else 's'}"
