"""Palace Poker's two ways of comparing hands, as pure functions.

* a **battle** (PALACE.md section 3): each side plays its best five (or fewer)
  of its banner, palace cards and soldiers **leaving out every card of the
  opponent's banner suit**; a tie goes to the player with more cards of their
  own banner suit; still tied, it is a tie;
* the **showdown** after a quiet round (section 4): each player's best five of
  all their cards, no suit left out.

A side with fewer than five cards to play is compared as the ``short_hand`` option reads it
(:func:`compare`): its missing cards below any card (the default), or only as far as the
shorter hand goes (``held_only``).

Cards are ints; a hand holding an unknown card (``??``) cannot be judged.
"""

from __future__ import annotations

from ..cards import SUIT_NAMES, UNKNOWN, cards_str, suit_of
from ..poker.evaluate import best_five, describe, rank_hand, strength_ranks
from ..poker.evaluate_core import CAT_SHIFT, NIBBLE_SHIFTS

#: the bits of a strength's category and of its first n stored ranks (n = 0..5; evaluate_core)
_AS_FAR_AS = tuple(~0 << CAT_SHIFT | sum(15 << s for s in NIBBLE_SHIFTS[:n]) for n in range(6))


def compare(sa: int, sb: int, held_only: bool) -> int:
    """> 0 when strength ``sa`` is the better hand, < 0 when ``sb`` is, 0 on a tie.

    By default (``short_hand: missing_lowest``) this is poker's order: a short hand's missing
    kickers rank below any card.  With ``held_only`` two hands of one category tie when their
    ranks agree as far as the shorter one goes (A-K-7-5 ties A-K-7-5-2)."""
    if sa == sb:
        return 0
    if held_only and sa >> CAT_SHIFT == sb >> CAT_SHIFT:
        n = min(len(strength_ranks(sa)), len(strength_ranks(sb)))
        if sa & _AS_FAR_AS[n] == sb & _AS_FAR_AS[n]:
            return 0
    return 1 if sa > sb else -1


class Side:
    """One side of a battle, as judged (the words are made only when asked for)."""

    __slots__ = ("name", "cards", "eligible", "left_out", "strength", "own", "_best")

    def __init__(self, name: str, cards: list[int], own_suit: int | None, enemy_suit: int | None) -> None:
        self.name = name
        self.cards = list(cards)
        if enemy_suit is None:
            self.eligible, self.left_out = self.cards, []
        else:
            self.eligible = [c for c in cards if c < 0 or c & 3 != enemy_suit]
            self.left_out = [c for c in cards if c >= 0 and c & 3 == enemy_suit]
        self.own = 0 if own_suit is None else sum(1 for c in cards if c >= 0 and c & 3 == own_suit)
        self.strength = -1 if UNKNOWN in cards else rank_hand(self.eligible) if self.eligible else -1
        self._best = None

    @property
    def best(self) -> list[int]:
        if self._best is None:
            self._best = best_five(self.eligible)[0] if self.strength >= 0 else []
        return self._best

    @property
    def words(self) -> str:
        if UNKNOWN in self.cards:
            return "unknown cards"
        return describe(self.strength, kickers=True) if self.eligible else "no cards"

    def line(self, enemy_suit: int | None) -> str:
        without = f"without {SUIT_NAMES[enemy_suit]}" if enemy_suit is not None else "with every card"
        out = f" ({cards_str(self.left_out)} left out)" if self.left_out else ""
        return (f"{self.name} {without}: {cards_str(self.eligible) or 'nothing'}{out}: "
                f"best {cards_str(self.best) or 'none'}, {self.words}")


class BattleJudgement:
    """The verdict of one battle from the cards (``verdict`` in words, made when asked for)."""

    __slots__ = ("attacker", "defender", "a_suit", "d_suit", "unknown", "winner", "by_suit_count",
                 "short_tie")

    def __init__(self, attacker: Side, defender: Side, a_suit, d_suit, held_only: bool = False) -> None:
        self.attacker = attacker
        self.defender = defender
        self.a_suit = a_suit
        self.d_suit = d_suit
        self.unknown = UNKNOWN in attacker.cards or UNKNOWN in defender.cards
        self.winner: str | None = None
        self.by_suit_count = False
        self.short_tie = False      # the hands tie only as far as the shorter goes (held_only)
        if self.unknown:
            return
        a, d = attacker, defender
        order = compare(a.strength, d.strength, held_only)
        self.short_tie = order == 0 and a.strength != d.strength
        if order:
            self.winner = a.name if order > 0 else d.name
        elif a.own != d.own:
            self.winner = a.name if a.own > d.own else d.name
            self.by_suit_count = True

    @property
    def verdict(self) -> str:
        if self.unknown:
            return "the cards are not all known, so the battle cannot be checked"
        a, d = self.attacker, self.defender
        lines = f"{a.line(self.d_suit)}; {d.line(self.a_suit)}"
        if self.short_tie:
            n = min(len(a.best), len(d.best))
            lines += (f" (short_hand held_only: the hands are compared only as far as the shorter goes, "
                      f"{n} card{'s' if n != 1 else ''})")
        if self.winner is None:
            return (f"{lines}: the hands tie and both hold {a.own} card{'s' if a.own != 1 else ''} "
                    f"of their own banner suit: a tie")
        w, l = (a, d) if self.winner == a.name else (d, a)
        if self.by_suit_count:
            return (f"{lines}: the hands tie, and {w.name} holds more cards of their own banner "
                    f"suit ({w.own} against {l.own}), so {w.name} wins")
        return f"{lines}: {w.name} wins"

    def sides(self):
        return ((self.attacker, self.d_suit), (self.defender, self.a_suit))


#: suit -> the cards (jokers included, as ``c & 3`` sees them) not of that suit
_NOT_OF_SUIT = tuple(frozenset(c for c in range(53) if c & 3 != s).__contains__ for s in range(4))


#: :func:`battle_winner` results
UNKNOWN_CARDS, TIE, ATTACKER, DEFENDER = -1, 0, 1, 2


def battle_winner(a_cards: list[int], a_suit: int | None, d_cards: list[int], d_suit: int | None,
                  held_only: bool = False) -> int:
    """Who wins a battle (:data:`ATTACKER`, :data:`DEFENDER`, :data:`TIE`, or :data:`UNKNOWN_CARDS`
    when a card is ``??``): the same verdict as :func:`judge_battle`, without the words."""
    if UNKNOWN in a_cards or UNKNOWN in d_cards:
        return UNKNOWN_CARDS
    # each side's best five without the other's banner suit (-1: no card left)
    a_play = a_cards if d_suit is None else list(filter(_NOT_OF_SUIT[d_suit], a_cards))
    d_play = d_cards if a_suit is None else list(filter(_NOT_OF_SUIT[a_suit], d_cards))
    sa = rank_hand(a_play) if a_play else -1
    sd = rank_hand(d_play) if d_play else -1
    if sa != sd:
        order = compare(sa, sd, held_only)
        if order:
            return ATTACKER if order > 0 else DEFENDER
    oa = 0 if a_suit is None else sum(1 for c in a_cards if c & 3 == a_suit)
    od = 0 if d_suit is None else sum(1 for c in d_cards if c & 3 == d_suit)
    if oa != od:
        return ATTACKER if oa > od else DEFENDER
    return TIE


def judge_battle(a_name: str, a_cards: list[int], a_banner: int | None,
                 d_name: str, d_cards: list[int], d_banner: int | None,
                 held_only: bool = False) -> BattleJudgement:
    a_suit = suit_of(a_banner) if a_banner is not None and a_banner >= 0 else None
    d_suit = suit_of(d_banner) if d_banner is not None and d_banner >= 0 else None
    return BattleJudgement(Side(a_name, a_cards, a_suit, d_suit), Side(d_name, d_cards, d_suit, a_suit),
                           a_suit, d_suit, held_only)


def showdown(hands: dict[str, list[int]], held_only: bool = False):
    """Rank every player's best five of all their cards.

    Returns ``(ranked, winners)``: ``ranked`` is ``[(name, cards, best, strength, words)]``
    best first; ``winners`` the names holding a hand no other beats (:func:`compare`: with
    ``held_only`` a short hand may tie hands that do not tie each other), or ``None`` when a
    card is unknown (the showdown cannot be checked).
    """
    ranked = []
    unknown = False
    for name, cards in hands.items():
        if UNKNOWN in cards:
            unknown = True
            ranked.append((name, list(cards), [], -1, "unknown cards"))
            continue
        best, strength = best_five(cards)
        ranked.append((name, list(cards), best, strength, describe(strength, kickers=True)))
    ranked.sort(key=lambda r: -r[3])
    if unknown or not ranked:
        return ranked, None
    top = ranked[0][3]
    if not held_only:
        return ranked, [r[0] for r in ranked if r[3] == top]
    strengths = [r[3] for r in ranked]
    return ranked, [r[0] for r in ranked if not any(compare(o, r[3], True) > 0 for o in strengths)]
