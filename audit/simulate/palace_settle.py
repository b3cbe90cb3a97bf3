"""Synthetic Palace Poker hands: the end of a hand, its showdown and payout (split from
:mod:`.palace`, review of session 65: the module was at the size limit)."""

from __future__ import annotations

from ..poker.evaluate import rank_hand


def settle(h) -> None:
    """The end of the simulated hand ``h`` (palace._Hand): the shows of a quiet round, the
    rake and the collects (the faults injected there)."""
    rng = h.rng
    kind, ps = h.end
    names = [p.name for p in ps]
    if kind == "quiet":
        s = {p.name: rank_hand(p.cards()) for p in ps}
        names = [n for n in names if not any(h.beats(o, s[n]) for o in s.values())]
        if rng.random() < 0.5 or h.fault == "shown-cards-mismatch":
            for p in ps:
                cards = p.cards()
                seq = len(h.events)
                if h.fault == "shown-cards-mismatch":
                    cards[-1] = next(c for c in range(52) if c not in cards)
                    h.inject(seq)
                h.ev(type="show", player=p.name, cards=h.names(cards))
    if h.fault == "palace-hand-not-over":
        h.inject(h.ev(type="wait", player=ps[0].name))
    winners = odd_chip_order(h, [n for n in h.clockwise if n in names])
    rake = rng.randint(1, 3) if rng.random() < 0.2 and h.pot > 20 else 0
    if rake:
        h.ev(type="rake", amount=rake)
    base, odd = divmod(h.pot - rake, len(winners))
    shares = [base + (1 if i < odd else 0) for i in range(len(winners))]
    wrong_chip = h.fault == "odd-chip" and odd > 0
    if wrong_chip:                      # the last odd chip goes to the last winner instead
        shares[odd - 1] -= 1
        shares[-1] += 1
    for i, n in enumerate(winners):
        share = shares[i]
        if share <= 0:
            continue
        seq = len(h.events)
        if wrong_chip and (i == odd - 1 or i == len(winners) - 1 and shares[odd - 1] <= 0):
            h.inject(seq)            # the first wrong collect (CODES.md): short of its odd chip
        elif h.fault == "wrong-amount":
            share -= 1
            h.inject(seq)
        elif h.fault == "wrong-winner":
            others = [q for q in h.clockwise if q not in winners]
            if not others:
                return
            n = rng.choice(others)
            h.inject(seq)
        ev = {"type": "collect", "player": n, "amount": share}
        if rng.random() < 0.5:
            ev["pot"] = 0
        h.events.append(ev)
    if h.fault == "hand-incomplete" and h.end_turn_seq is not None:
        del h.events[h.end_turn_seq:]
        h.injected = {"code": "hand-incomplete", "seq": None}
        h.fault = None


def odd_chip_order(h, winners: list) -> list:
    """The tied ``winners`` (clockwise from the dealer's left) in the order they get odd chips
    (POKER.md 3): ``high_card``, by each one's single highest card (a card's number orders rank,
    then suit: clubs, diamonds, hearts, spades); ``called``, the maker of the last attack or raise
    the other side called or raised (README) first, when among them."""
    rule = h.rules.get("odd_chip", "left_of_button")
    if rule == "high_card":
        return sorted(winners, key=lambda n: -max(h.by_name[n].cards()))
    if rule == "called" and h.called in winners:
        return [h.called] + [n for n in winners if n != h.called]
    return winners
