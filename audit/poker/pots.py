"""Pots: uncalled bets, side pots, splits and the odd chip (POKER.md section 3).

Pure functions over player names; used by draw, stud and Palace Poker.

``build_pots(contributions, folded) -> (pots, uncalled)``
    ``contributions``: ``{player: chips put in this hand}`` in seat order;
    ``folded``: the players out of the hand (folded, or otherwise not eligible).
    ``uncalled`` is ``(player, amount)`` or ``None``: the top contribution's excess
    over the next highest, returned to its owner and in no pot.  ``pots`` is a list
    of :class:`audit.model.Pot` (main pot first): one level per distinct total of
    the players still in; each pot holds, from every player, the chips between the
    previous level and this one, and is open to the players still in who reached
    it.  A level nobody still in reached (folded players' chips above every live
    total) is added to the pot below it.

``seat_pots(names, totals, folded, dead=None) -> (pots, uncalled)``
    The same from per-seat lists (``folded[i]``: seat ``i`` is out of the hand),
    with a short path for the common hand of one pot and no side pot.  ``dead``
    (``{seat: chips}``): the part of those totals posted as a dead blind: in the main
    pot, in no player's bet (never an uncalled bet, never a level of the side pots).

``split(amount, order) -> list[int]``
    Equal shares of ``amount`` among the winners in ``order``; the remainder, one
    chip each, goes to the first winners of ``order`` (never two to one player).

Odd-chip orderings (each returns the winners in the order odd chips go, and a
short reason naming the rule):
``order_left_of_button(winners, clockwise)``: ``clockwise`` is every player in
seat order starting left of the button.
``order_called(winners, called, clockwise)``: the player who made the last bet or
raise of the hand first when among the winners, then left of the button.
``order_high_card(winners, cards)``: by each winner's single highest card of those it holds
(a stud community card, everyone's, is not among them; cards are
``rank*4+suit``, suits c<d<h<s, so the highest card is ``max(cards)``).
``odd_chip_order(rule, winners, clockwise, called=None, cards=None)`` dispatches on
the rule name (``called``, ``called_voluntary``, ``last_bet``, ``left_of_button``, ``high_card``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from ..cards import card_str
from ..model import Pot

#: ``called_voluntary``: ``called`` where only voluntary bets and raises count (not the big blind);
#: ``last_bet``: POKER.md's "that is, the one who made the last bet or raise of the hand" read to
#: the letter, ``called`` where the last bet or raise counts whether anybody answered it or not
ODD_CHIP_RULES = ("called", "left_of_button", "high_card", "called_voluntary", "last_bet")


def uncalled_bet(contributions: Mapping[str, int]) -> tuple[str, int] | None:
    """The part of the highest contribution nobody matched, with its owner."""
    top_p = None
    top = second = 0
    for p, c in contributions.items():
        if c > top:
            second = top
            top, top_p = c, p
        elif c > second:
            second = c
    if top_p is None or top == second:
        return None
    return top_p, top - second


def build_pots(contributions: Mapping[str, int], folded: Collection[str]) -> tuple[list[Pot], tuple[str, int] | None]:
    unc = uncalled_bet(contributions)
    contrib = dict(contributions)
    if unc is not None:
        contrib[unc[0]] -= unc[1]
    levels = sorted({c for p, c in contrib.items() if p not in folded and c > 0})
    pots: list[Pot] = []
    prev = 0
    for level in levels:
        parts = {}
        amount = 0
        for p, c in contrib.items():
            if c > prev:
                x = (c if c < level else level) - prev
                parts[p] = x
                amount += x
        eligible = [p for p, c in contrib.items() if c >= level and p not in folded]
        pots.append(Pot(len(pots), amount, eligible, parts))
        prev = level
    # chips above every live total (only folded players reached them) go to the top pot
    rest = {p: c - prev for p, c in contrib.items() if c > prev}
    if rest:
        if not pots:
            pots.append(Pot(0, 0, [], {}))
        top = pots[-1]
        for p, x in rest.items():
            top.contributions[p] = top.contributions.get(p, 0) + x
            top.amount += x
    return pots, unc


def seat_pots(names: Sequence[str], totals: Sequence[int], folded: Sequence[bool],
              dead: Mapping[int, int] | None = None) -> tuple[list[Pot], tuple[str, int] | None]:
    """:func:`build_pots` from per-seat lists (see the module docstring)."""
    if dead:
        live = list(totals)
        for i, d in dead.items():
            live[i] -= d
        pots, unc = seat_pots(names, live, folded)
        if not pots:
            pots = [Pot(0, 0, [p for p, out in zip(names, folded) if not out], {})]
        main = pots[0]
        for i, d in dead.items():
            main.amount += d
            main.contributions[names[i]] = main.contributions.get(names[i], 0) + d
        return pots, unc
    top = second = 0
    top_i = -1
    for i, c in enumerate(totals):
        if c > top:
            second = top
            top, top_i = c, i
        elif c > second:
            second = c
    level = -1
    for c, out in zip(totals, folded):
        if not out and c > 0:
            if c > second:
                c = second           # the top contribution less its uncalled part
            if level < 0:
                level = c
            elif c != level:
                level = -2           # live players at several levels: side pots
                break
    if level > 0:
        # one pot: every player still in put in the same once the uncalled bet is returned
        # (chips folded players put in above that level go into it too)
        unc = None if top == second else (names[top_i], top - second)
        parts = {}
        amount = 0
        eligible = []
        for p, c, out in zip(names, totals, folded):
            if c > 0:
                if c > second:
                    c = second
                parts[p] = c
                amount += c
                if not out:
                    eligible.append(p)
        return [Pot(0, amount, eligible, parts)], unc
    return build_pots(dict(zip(names, totals)), {p for p, out in zip(names, folded) if out})


def split(amount: int, order: Sequence[str]) -> list[int]:
    n = len(order)
    if n == 0:
        return []
    base, odd = divmod(amount, n)
    return [base + 1 if k < odd else base for k in range(n)]


#: Where ``clockwise`` starts, in words: left of the button (a stud hand without a button names
#: where it starts instead: its dealer is on the last seat).
BUTTONS_LEFT = "the button's left"


def _in_turn(order: Sequence[str]) -> str:
    """The order the odd chips go in, for a reason that says who came first: ": bob, then carol"."""
    return ": " + ", then ".join(order) if len(order) > 1 else ""


def order_left_of_button(winners: Collection[str], clockwise: Sequence[str],
                         start: str = BUTTONS_LEFT) -> tuple[list[str], str]:
    order = [p for p in clockwise if p in winners]
    return order, f"odd_chip=left_of_button: clockwise from {start}{_in_turn(order)}"


def order_called(winners: Collection[str], called: str | None,
                 clockwise: Sequence[str], rule: str = "called", start: str = BUTTONS_LEFT) -> tuple[list[str], str]:
    rest = [p for p in clockwise if p in winners]
    what = "voluntary bet or raise" if rule == "called_voluntary" else "bet or raise"
    # (last_bet: the last bet or raise of the hand, answered or not)
    which = f"the last {what} of the hand" if rule == "last_bet" else f"the last {what} that was called or raised"
    if called is not None and called in winners:
        rest.remove(called)
        # three or more winners may share two odd chips: the second goes by the seats, not to the
        # player called (no player gets more than one odd chip of a pot, POKER.md 3)
        then = f"; any other odd chip goes clockwise from {start}{_in_turn(rest)}" if len(rest) > 1 else ""
        return [called] + rest, f"odd_chip={rule}: {called} made {which}{then}"
    who = (("nobody bet or raised" if rule == "last_bet" else f"no {what} was called or raised")
           if called is None else f"{called}, who made {which}, is not among them")
    return rest, f"odd_chip={rule}, but {who}: clockwise from {start}{_in_turn(rest)}"


def _top_card(cards: Sequence[int]) -> int:
    known = [c for c in cards if 0 <= c < 52]
    return max(known) if known else -1


def order_high_card(winners: Collection[str], cards: Mapping[str, Sequence[int]]) -> tuple[list[str], str]:
    top = {p: _top_card(cards.get(p, ())) for p in winners}
    ordered = sorted(winners, key=top.__getitem__, reverse=True)
    tops = ", ".join([f"{p} {card_str(top[p])}" for p in ordered])
    return ordered, f"odd_chip=high_card: by the single highest card each one holds, spades > hearts > diamonds > clubs ({tops})"


def odd_chip_order(rule: str, winners: Collection[str], clockwise: Sequence[str], called: str | None = None,
                   cards: Mapping[str, Sequence[int]] | None = None,
                   start: str = BUTTONS_LEFT) -> tuple[list[str], str]:
    """The tied ``winners`` in the order they get odd chips, and why; ``clockwise``: every player
    from ``start`` (in words) on."""
    if rule == "called" or rule == "called_voluntary" or rule == "last_bet":
        return order_called(winners, called, clockwise, rule, start)
    if rule == "high_card":
        return order_high_card(winners, cards or {})
    return order_left_of_button(winners, clockwise, start)
