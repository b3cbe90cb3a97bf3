"""An independent reading of POKER.md 3 (pots, splits and the odd chip) and legal tie-heavy hands
to check the validator's settlement against it.

Not the validator's code: the reference below is written from the spec's text alone (only the
ranking of a five-card hand is the validator's ``rank_hand``, which
tests/test_evaluate_pokerkit_order.py checks against PokerKit), so that a settlement both compute
alike is one two readings agree on.  PokerKit (tests/pokerkit_*.py) is a
second opinion too, but it gives every odd chip to one player in seat order: it cannot check
``odd_chip`` ``called`` (draw's default) nor ``high_card`` (stud's), nor collects that name no pot.

    from tests.pots_reference import draw_hand, stud_hand, settle
    hand, clockwise = draw_hand(random.Random(1), "called", "no_limit", "d-1")
    awards, returned, pots = settle(hand, "called", clockwise)

The hands are five-card draw (no limit or pot limit, blinds, maybe antes) or fixed-limit stud
(ante and bring-in), two to seven players, with stacks from less than a forced bet to deep, so
that there are short blinds and bring-ins, all-ins and side pots.  Most players hold a king-high
straight of their own suits, so most showdowns are ties of two or more players (draw stands
pat; stud's two other cards pair nothing).  Whose turn it is, and the bet sizes each may choose
from, are the validator's (its betting round's ``to_act`` and ``options``): the actions are
random among those, so the hands test the settlement, not the betting.
"""

from __future__ import annotations

import random
from itertools import combinations

import msgspec

from audit.cards import parse_cards
from audit.games.draw import Replay as DrawReplay
from audit.games.stud import Replay as StudReplay
from audit.model import Event, Hand
from audit.poker.evaluate import rank_hand

#: Four king-high straights that tie (each 9, T, J, Q and K once), two worse hands, one better.
STRAIGHTS = ["9c Tc Jd Qh Kd", "9d Th Js Qc Ks", "9h Ts Jc Qd Kh", "9s Td Jh Qs Kc"]
DRAW_WORSE = ["2c 3d 4s 5c 7d", "2d 3c 4c 5d 7s"]
DRAW_BETTER = "2h 4h 6h 8h Ah"
#: stud: two more cards for each seven that pair nothing and make no flush beside a straight
STUD_JUNK = ["2c 3d", "4h 5s", "2d 3h", "4s 5c", "2h 3s", "4c 5d", "2s 3c"]
STUD_WORSE = ["6c 7d 8h 6s 7c", "6d 7h 8s 6h 7s"]
NAMES = ["ann", "bob", "cat", "dan", "eve", "fay", "gus"]


def _best(cards: list[str]) -> int:
    cs = parse_cards(cards)
    if len(cs) <= 5:
        return rank_hand(cs)
    return max(rank_hand(list(c)) for c in combinations(cs, 5))


def settle(hand: dict, rule: str, clockwise: list[str]) -> tuple[dict, dict, list]:
    """POKER.md 3 read from the log alone (no rake, every hand still in shown): ``({(pot, player):
    chips}, {player: uncalled bet returned}, [[pot amount, eligible players], ...])``.
    ``clockwise``: every player from the button's left (stud: the dealer's)."""
    names = [s["player"] for s in hand["seats"]]
    total = dict.fromkeys(names, 0)
    put = dict.fromkeys(names, 0)
    out: set[str] = set()
    held: dict[str, list[str]] = {p: [] for p in names}
    pending = called = None      # the last bet or raise, and the last one somebody called or raised
    for e in hand["events"]:
        kind = e["type"]
        p = e.get("player")
        if kind in ("burn", "draw"):
            put = dict.fromkeys(names, 0)          # a new betting round
        if kind == "ante":
            total[p] += e["amount"]
        elif kind in ("blind", "bring_in"):
            total[p] += e["amount"]
            put[p] += e["amount"]
            if kind == "blind" and e["kind"] == "big":
                pending = p                        # POKER.md 4: the big blind counts as a bet
        elif kind == "call":
            total[p] += e["amount"]
            put[p] += e["amount"]
            if e["amount"] and pending is not None and pending != p:
                called = pending
        elif kind in ("bet", "raise", "complete"):
            total[p] += e["to"] - put[p]
            put[p] = e["to"]
            if kind != "bet" and pending is not None and pending != p:
                called = pending
            pending = p
        elif kind in ("fold", "muck"):
            out.add(p)
        elif kind == "deal":
            held[p] += e.get("down", []) + e.get("up", [])
        elif kind == "draw":
            for c in e["discard"]:
                held[p].remove(c)
            held[p] += e["receive"]
    # the uncalled bet: the top contribution's excess over the next
    ordered = sorted(total.values(), reverse=True)
    returned = {}
    if ordered[0] > ordered[1]:
        top = max(total, key=total.__getitem__)
        returned[top] = ordered[0] - ordered[1]
        total[top] -= returned[top]
    # side pots: one level per total of a player still in
    live = [p for p in names if p not in out and total[p] > 0]
    pots = []
    prev = 0
    for level in sorted({total[p] for p in live}):
        amount = sum(max(0, min(total[p], level) - prev) for p in names)
        pots.append([amount, [p for p in live if total[p] >= level]])
        prev = level
    if pots:
        pots[-1][0] += sum(max(0, total[p] - prev) for p in names)
    strength = {p: _best(held[p]) for p in live}
    awards = {}
    for k, (amount, eligible) in enumerate(pots):
        best = max(strength[p] for p in eligible)
        winners = eligible if len(live) == 1 else [p for p in eligible if strength[p] == best]
        if rule == "high_card":
            # the single highest card by rank, then suit (spades > hearts > diamonds > clubs)
            top_card = {p: max(parse_cards(held[p])) for p in winners}
            order = sorted(winners, key=top_card.__getitem__, reverse=True)
        else:
            order = [p for p in clockwise if p in winners]
            if rule == "called" and called in winners:
                order.remove(called)
                order.insert(0, called)
        base, odd = divmod(amount, len(order))
        for j, p in enumerate(order):
            awards[(k, p)] = base + (1 if j < odd else 0)
    return awards, returned, pots


def _act(rng: random.Random, t, names: list[str], emit, fixed: bool, bring_in_due) -> None:
    """Random legal actions until the betting round in progress is over."""
    for _ in range(80):
        br = t.br
        if br is None or br.to_act is None:
            return
        i = br.to_act
        p = names[i]
        if bring_in_due(i):
            emit({"type": "bring_in", "player": p, "amount": min(bring_in_due.amount, t.stacks[i])})
            continue
        owed, lo, hi, can = br.options(i)
        r = rng.random()
        if owed > 0 and r < 0.12:
            emit({"type": "fold", "player": p})
        elif can and r < 0.45:
            top = br.put[i] + t.stacks[i]
            to = rng.choice([lo, hi]) if fixed else rng.randint(lo, hi)
            if rng.random() < 0.2 and top <= hi:
                to = top
            kind = "complete" if br.brought_in and not br.opened else "raise" if br.current > 0 else "bet"
            emit({"type": kind, "player": p, "to": to})
        elif owed > 0:
            emit({"type": "call", "player": p, "amount": min(owed, t.stacks[i])})
        else:
            emit({"type": "check", "player": p})


class _NoBringIn:
    amount = 0

    def __call__(self, i: int) -> bool:
        return False


class _BringIn:
    """Whether seat ``i`` is to post the stud bring-in now (the validator's stud replay says so)."""

    def __init__(self, state, amount: int) -> None:
        self.state = state
        self.amount = amount

    def __call__(self, i: int) -> bool:
        s = self.state
        return s.await_bring_in and s.bring_in_seat == i and s.t.br.current == 0


def _recorder(replay, hand: dict, rules: dict):
    """The replay of ``hand`` and a function that logs an event in it and applies it."""
    state = replay(msgspec.convert(hand, Hand), rules)
    events = hand["events"]

    def emit(d: dict) -> None:
        events.append(d)
        state.apply(len(events) - 1, msgspec.convert(d, Event))

    return state, emit


def draw_hand(rng: random.Random, rule: str, betting: str, hand_id: str) -> tuple[dict, list[str]]:
    """A legal draw hand (every player stands pat) and its players from the button's left."""
    n = rng.randint(2, 7)
    names = NAMES[:n]
    pool = STRAIGHTS + DRAW_WORSE
    rng.shuffle(pool)
    # the better hand dealt now and then only (else to a seventh player): most showdowns tie
    pool.insert(rng.randint(0, len(pool)) if rng.random() < 0.3 else len(pool), DRAW_BETTER)
    cards = dict(zip(names, pool))
    stacks = [rng.choice([3, 7, 10, 15, 23, 40, 57, 100, 101, 250, 1000]) for _ in names]
    button = rng.randint(1, n)
    rules = {"betting": betting, "blinds": [5, 10], "odd_chip": rule}
    if rng.random() < 0.5:
        rules["ante"] = rng.choice([1, 2])
    hand = {"format": "handaudit/1", "hand_id": hand_id, "game": "draw", "rules": rules, "button": button,
            "seats": [{"seat": k + 1, "player": p, "stack": s} for k, (p, s) in enumerate(zip(names, stacks))],
            "events": []}
    state, emit = _recorder(DrawReplay, hand, rules)

    clockwise = [names[(button + k) % n] for k in range(n)]
    left = dict(zip(names, stacks))
    for p in clockwise:
        if rules.get("ante") and left[p]:
            a = min(rules["ante"], left[p])
            left[p] -= a
            emit({"type": "ante", "player": p, "amount": a})
    small, big = (names[button - 1], clockwise[0]) if n == 2 else (clockwise[0], clockwise[1])
    for p, amount, kind in ((small, 5, "small"), (big, 10, "big")):
        if left[p]:
            a = min(amount, left[p])
            left[p] -= a
            emit({"type": "blind", "player": p, "amount": a, "kind": kind})
    for p in clockwise:
        emit({"type": "deal", "player": p, "down": cards[p].split()})
    t = state.t
    _act(rng, t, names, emit, False, _NoBringIn())
    live = [p for p in clockwise if not t.folded[names.index(p)]]
    if len(live) > 1:
        for p in live:
            emit({"type": "draw", "player": p, "discard": [], "receive": []})
        _act(rng, t, names, emit, False, _NoBringIn())
    live = [p for p in clockwise if not t.folded[names.index(p)]]
    if len(live) > 1:
        for p in live:
            emit({"type": "show", "player": p, "cards": cards[p].split()})
    return hand, clockwise


def stud_hand(rng: random.Random, rule: str, hand_id: str) -> tuple[dict, list[str]]:
    """A legal fixed-limit stud hand (no button: the dealer is the last seat) and its players in
    seat order (from the dealer's left)."""
    n = rng.randint(2, 6)
    names = NAMES[:n]
    fives = list(STRAIGHTS)
    rng.shuffle(fives)
    worse = list(STUD_WORSE)
    junk = list(STUD_JUNK)
    rng.shuffle(junk)
    cards = {}
    for p in names:
        five = fives.pop() if fives and (rng.random() < 0.75 or not worse) else worse.pop()
        seven = five.split() + junk.pop().split()
        rng.shuffle(seven)
        cards[p] = seven
    stacks = [rng.choice([6, 12, 20, 33, 60, 101, 250, 1000]) for _ in names]
    rules = {"betting": "fixed", "ante": 5, "bring_in": 10, "small_bet": 20, "odd_chip": rule}
    hand = {"format": "handaudit/1", "hand_id": hand_id, "game": "stud", "rules": rules,
            "seats": [{"seat": k + 1, "player": p, "stack": s} for k, (p, s) in enumerate(zip(names, stacks))],
            "events": []}
    state, emit = _recorder(StudReplay, hand, rules)

    t = state.t
    for p, s in zip(names, stacks):
        emit({"type": "ante", "player": p, "amount": min(5, s)})
    for p in names:
        emit({"type": "deal", "player": p, "down": cards[p][:2], "up": [cards[p][2]]})
    _act(rng, t, names, emit, True, _BringIn(state, 10))
    for street in range(1, 5):
        live = [p for p in names if not t.folded[names.index(p)]]
        if len(live) < 2:
            break
        emit({"type": "burn"})
        for p in live:
            emit({"type": "deal", "player": p, ("down" if street == 4 else "up"): [cards[p][2 + street]]})
        _act(rng, t, names, emit, True, _NoBringIn())
    live = [p for p in names if not t.folded[names.index(p)]]
    if len(live) > 1:
        for p in live:
            emit({"type": "show", "player": p, "cards": cards[p]})
    return hand, names
