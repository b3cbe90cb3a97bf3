"""An independent reading of who collects what in a draw or stud hand (POKER.md 1 and 3), for legal
simulated hands under every odd_chip rule and every wild-card option.

Not the validator's code: a brute-force evaluator (every card each wild card may stand for,
POKER.md 1 and the German seed's wild-card rules), pots from the contributions the log records, and
the odd chip by the rule.  Where POKER.md does not define an option, README.md's words are read:
``odd_chip`` ``called_voluntary`` (only voluntary bets and raises count) and ``last_bet`` (the last
bet or raise of the hand, answered or not); ``wild_represents: not_held`` (a wild card stands for a
card the player does not hold, or is itself; no card twice); ``double_ace_flush`` (a flush may hold
its ace twice, and with two aces ranks above every other flush; without it a flush holds no card
twice); a pot every player in which mucked goes to the best mucked hand.  Readings the spec leaves
open, taken as the validator does (session 70): a double-ace flush holds two aces, not three; a bug
with no ace free (``not_held``) and no straight or flush to complete counts as nothing.

    from tests.awards_reference import check_hands
    disagreements, stats = check_hands(hands)     # hands: native hand dicts, in log order
"""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations, combinations_with_replacement, product

RANKS = {r: i for i, r in enumerate("23456789TJQKA", start=2)}
# a bug that can stand for nothing (no ace free, no straight or flush to complete): below every card,
# in no pair, straight or flush
RANKS["0"] = 0
RANKS["1"] = 1
NOTHING = ("0x", "1y")
SUITS = {"c": 0, "d": 1, "h": 2, "s": 3}
JOKER = "JK"
DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def parse(c: str):
    if c == JOKER:
        return None
    r = "T" if c[:-1] == "10" else c[0]
    return (RANKS[r], c[-1])


# ---------------------------------------------------------------- ranking five real cards
def rank5(cards: list[str], dafl: bool = False) -> tuple:
    """POKER.md 1: a tuple, larger is better.  ``cards``: five card names (duplicates possible
    when a wild card stands for a card the player holds)."""
    rs = sorted((RANKS[c[0]] for c in cards), reverse=True)
    suits = {c[1] for c in cards}
    cnt = Counter(rs)
    groups = sorted(cnt.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    distinct = len(cnt) == 5
    straight_high = 0
    if distinct:
        if rs[0] - rs[4] == 4:
            straight_high = rs[0]
        elif rs == [14, 5, 4, 3, 2]:
            straight_high = 5
    flush = len(suits) == 1
    if any(c in NOTHING for c in cards):
        straight_high = 0
    if flush and len(set(cards)) < 5:
        # the same card twice in a flush: a "double-ace flush" (seed: a flush holding two aces)
        # only with the option; without it a wild card may not make one (README.md)
        # with double_ace_flush, the one card a flush may hold twice is its ace (two aces, no more:
        # the validator's reading; "a flush holding two aces" could also allow three)
        dup = Counter(cards)
        if not (dafl and all(n == 1 or (c[0] == "A" and n == 2) for c, n in dup.items())):
            flush = False
    if groups[0][1] == 5:
        return (10, rs[0])
    if flush and straight_high:
        return (9, straight_high)
    if groups[0][1] == 4:
        return (8, groups[0][0], groups[1][0])
    if groups[0][1] == 3 and groups[1][1] == 2:
        return (7, groups[0][0], groups[1][0])
    if flush:
        if dafl and rs.count(14) >= 2:
            return (6, *rs)
        return (5, *rs)
    if straight_high:
        return (4, straight_high)
    if groups[0][1] == 3:
        return (3, groups[0][0], *[r for r in rs if r != groups[0][0]])
    if groups[0][1] == 2 and groups[1][1] == 2:
        hp, lp = groups[0][0], groups[1][0]
        return (2, hp, lp, groups[2][0])
    if groups[0][1] == 2:
        return (1, groups[0][0], *[r for r in rs if r != groups[0][0]])
    return (0, *rs)


def partial_rank(cards: list[str]) -> tuple:
    """Fewer than five cards: pairs, trips, quads, then high cards (POKER.md 1)."""
    rs = sorted((RANKS[c[0]] for c in cards), reverse=True)
    cnt = Counter(rs)
    groups = sorted(cnt.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    cat = {4: 8, 3: 3, 2: 1, 1: 0}[groups[0][1]]
    if groups[0][1] == 3 and len(groups) > 1 and groups[1][1] == 2:
        cat = 7
    if groups[0][1] == 2 and len(groups) > 1 and groups[1][1] == 2:
        cat = 2
    return (cat, *[g[0] for g in groups])


def is_straight_or_flush(cards: list[str], dafl: bool) -> bool:
    r = rank5(cards, dafl)
    return r[0] in (4, 5, 6, 9)


# ---------------------------------------------------------------- wild cards (draw)
class Wild:
    def __init__(self, rules: dict):
        w = rules.get("wild") or []
        if isinstance(w, str):
            w = [w]
        self.jokers = JOKER in w
        self.ranks = {x for x in w if len(x) == 1}
        self.cards = {x for x in w if len(x) == 2 and x != JOKER}
        self.bug = rules.get("joker", "wild") == "bug"
        self.not_held = rules.get("wild_represents", "any") == "not_held"
        self.dafl = bool(rules.get("double_ace_flush", False))
        self.fewer = rules.get("fewer_wilds_win", True) is not False

    def is_wild(self, c: str) -> bool:
        if c in NOTHING:
            return False
        if c == JOKER:
            return self.jokers
        return c[0] in self.ranks or c in self.cards

    def best(self, hand: list[str], count: bool = True) -> tuple:
        """The best rank of a five-card hand, trying every card each wild card may stand for."""
        wild = [c for c in hand if self.is_wild(c)]
        nat = [c for c in hand if not self.is_wild(c)]
        held_all = [c for c in hand if c not in NOTHING]
        dead_jokers = [c for c in nat if c == JOKER]
        if dead_jokers:
            raise ValueError("dead joker")
        if not wild:
            r = rank5(nat, self.dafl)
            return (r, 0)
        best = None
        if not self.not_held:
            # jokers first: each group of interchangeable wild cards tries every multiset of cards
            wild.sort(key=lambda c: c != JOKER)
            nj = wild.count(JOKER)
            for subs in (a + b for a in combinations_with_replacement(DECK, nj)
                         for b in combinations_with_replacement(DECK, len(wild) - nj)):
                cards = nat + list(subs)
                if self.bug and not self._bug_ok(wild, subs, cards):
                    continue
                r = rank5(cards, self.dafl)
                if best is None or r > best:
                    best = r
        else:
            held = set(c for c in held_all if c != JOKER)
            free = [c for c in DECK if c not in held]
            for keep in product((False, True), repeat=len(wild)):
                itself = [w for w, k in zip(wild, keep) if k]
                if any(w == JOKER for w in itself):
                    continue
                others = sorted((w for w, k in zip(wild, keep) if not k), key=lambda c: c != JOKER)
                nj = others.count(JOKER)
                for subs in (a + b for a in combinations(free, nj)
                             for b in combinations([c for c in free if c not in a], len(others) - nj)):
                    cards = nat + itself + list(subs)
                    if self.bug and not self._bug_ok(others, subs, cards):
                        continue
                    r = rank5(cards, self.dafl)
                    if best is None or r > best:
                        best = r
        if self.bug and self.not_held:
            # (not_held: no ace left for a bug, no straight or flush it completes) a bug may count as
            # nothing, below every card: the spec is silent
            others = [w for w in wild if w != JOKER]
            nj = len(wild) - len(others)
            for k in range(1, nj + 1):
                sub = Wild.__new__(Wild)
                sub.__dict__.update(self.__dict__)
                part = sub.best([c for c in hand if c != JOKER] + [JOKER] * (nj - k) + list(NOTHING[:k]),
                                count=False)[0] if nj - k or others else rank5(nat + list(NOTHING[:k]), self.dafl)
                if best is None or part > best:
                    best = part
        return (best, -len(wild) if self.fewer else 0)

    def _bug_ok(self, wild, subs, cards) -> bool:
        # the bug: only an ace, or any card that completes a straight or a flush
        if all(s[0] == "A" for w, s in zip(wild, subs) if w == JOKER):
            return True
        return is_straight_or_flush(cards, self.dafl)


def stud_best(cards: list[str]) -> tuple:
    if len(cards) < 5:
        return partial_rank(cards)
    return max(rank5(list(c)) for c in combinations(cards, 5))


def card_order(c: str) -> tuple:
    return (RANKS[c[0]], SUITS[c[1]])


# ---------------------------------------------------------------- the settlement
def expected(hand: dict, carry_in: int) -> tuple[dict, dict, dict]:
    """(collect per player, return per player, context) as POKER.md 3 reads."""
    game = hand["game"]
    rules = hand.get("rules") or {}
    seats = hand["seats"]
    names = [s["player"] for s in seats]
    stack = {s["player"]: s["stack"] for s in seats}
    total = dict.fromkeys(names, 0)
    put = dict.fromkeys(names, 0)
    out: set[str] = set()
    mucked: set[str] = set()
    held: dict[str, list[str]] = {p: [] for p in names}
    shown: dict[str, list[str]] = {}
    community: list[str] = []
    voluntary_only = rules.get("odd_chip") == "called_voluntary"
    pending = called = None
    rake = 0
    full_blind = rules.get("short_big_blind", "full") == "full" and game == "draw"
    big_posted = drawn = False
    for e in hand["events"]:
        kind = e["type"]
        p = e.get("player")
        if kind in ("burn", "draw", "community"):
            put = dict.fromkeys(names, 0)
        if kind == "ante":
            total[p] += e["amount"]
            stack[p] -= e["amount"]
        elif kind in ("blind", "bring_in"):
            total[p] += e["amount"]
            put[p] += e["amount"]
            stack[p] -= e["amount"]
            if kind == "blind" and e["kind"] == "big":
                big_posted = True
                if not voluntary_only:
                    pending = p
        elif kind == "call":
            amt = e.get("amount")
            if amt is None:
                cur = max(put.values())
                if full_blind and big_posted and not drawn:
                    # a big blind all-in for less still makes the others call the full blind
                    # (README.md: short_big_blind full, the default; posted: what was posted)
                    cur = max(cur, rules["blinds"][1])
                if not any(q != p and q not in out and stack[q] > 0 for q in names):
                    # nobody else can still bet: no more than the others put in (README.md: all-in for 7
                    # of 10, alone against it the small blind calls 2)
                    cur = min(cur, max(put[q] for q in names if q != p))
                amt = min(cur - put[p], stack[p])
            total[p] += amt
            put[p] += amt
            stack[p] -= amt
            if amt and pending is not None and pending != p:
                called = pending
        elif kind in ("bet", "raise", "complete"):
            add = e["to"] - put[p]
            total[p] += add
            stack[p] -= add
            put[p] = e["to"]
            if kind != "bet" and pending is not None and pending != p:
                called = pending
            pending = p
        elif kind == "fold":
            out.add(p)
        elif kind == "muck":
            mucked.add(p)
        elif kind == "deal":
            held[p] += e.get("down", []) + e.get("up", [])
        elif kind == "draw":
            drawn = True
            for c in e["discard"]:
                held[p].remove(c)
            held[p] += e["receive"]
        elif kind == "community":
            community += e["cards"]
        elif kind == "show":
            shown[p] = e["cards"]
        elif kind == "rake":
            rake += e["amount"]
    ctx = {"called": called, "last": pending}
    ordered = sorted(total.values(), reverse=True)
    returned = {}
    if len(ordered) > 1 and ordered[0] > ordered[1]:
        top = max(total, key=total.__getitem__)
        returned[top] = ordered[0] - ordered[1]
        total[top] -= returned[top]
    live = [p for p in names if p not in out]
    can_win = [p for p in live if p not in mucked]
    levels = sorted({total[p] for p in live if total[p] > 0})
    pots = []
    prev = 0
    for level in levels:
        amount = sum(max(0, min(total[p], level) - prev) for p in names)
        pots.append([amount, [p for p in live if total[p] >= level]])
        prev = level
    if pots:
        pots[-1][0] += sum(max(0, total[p] - prev) for p in names)
        pots[0][0] += carry_in
    elif carry_in:
        pots.append([carry_in, list(can_win)])
    # strengths
    wild = Wild(rules) if game == "draw" else None
    strength = {}
    wild_showdown = False
    if len(live) > 1:
        for p in live:
            cards = shown.get(p, held[p])
            if game == "draw":
                strength[p] = wild.best(cards)
                if strength[p][1] or any(wild.is_wild(c) for c in cards):
                    wild_showdown = True
            else:
                strength[p] = stud_best(cards + community)
    # clockwise from the button's left
    button = hand.get("button")
    seatno = [s["seat"] for s in seats]
    if button is None:
        button = seatno[-1]
    start = next((k for k, x in enumerate(seatno) if x > button), 0)
    clockwise = names[start:] + names[:start]
    rule = rules.get("odd_chip", "called" if game == "draw" else "high_card")
    bettor = ctx["last"] if rule == "last_bet" else ctx["called"]
    awards: dict[str, int] = defaultdict(int)
    per_pot = []
    for k, (amount, eligible) in enumerate(pots):
        if k == 0:
            amount -= rake
        if len(live) == 1:
            winners = live
        elif len(eligible) == 1:
            winners = eligible      # everyone else in this pot folded: no showdown for it
        else:
            # a mucked hand cannot win (POKER.md 3); when every hand in the pot mucked, the spec is
            # silent: README.md's reading, the best of the mucked hands
            eligible = [p for p in eligible if p not in mucked] or eligible
            best = max(strength[p] for p in eligible)
            winners = [p for p in eligible if strength[p] == best]
        if rule == "high_card":
            def top(p):
                cs = [c for c in shown.get(p, held[p]) if c != JOKER]
                return max(card_order(c) for c in cs) if cs else (0, 0)
            order = sorted(winners, key=top, reverse=True)
        else:
            order = [p for p in clockwise if p in winners]
            if rule in ("called", "called_voluntary", "last_bet") and bettor in winners:
                order.remove(bettor)
                order.insert(0, bettor)
        base, odd = divmod(amount, len(order))
        for j, p in enumerate(order):
            awards[p] += base + (1 if j < odd else 0)
        per_pot.append((amount, order, None))
    ctx["pots"] = per_pot
    ctx["rule"] = rule
    ctx["wild_showdown"] = wild_showdown
    return {p: a for p, a in awards.items() if a}, returned, ctx


def logged(hand: dict) -> tuple[dict, dict]:
    col: dict[str, int] = defaultdict(int)
    ret: dict[str, int] = defaultdict(int)
    for e in hand["events"]:
        if e["type"] == "collect":
            col[e["player"]] += e["amount"]
        elif e["type"] == "return":
            ret[e["player"]] += e["amount"]
    return {p: a for p, a in col.items() if a}, dict(ret)


def check_hands(hands) -> tuple[list[dict], Counter]:
    """The legal hands (no ``injected``) whose collects or returns differ from this reading, and
    counts of what was checked: split pots and odd chips by rule, wild showdowns by option."""
    carry: dict = {}
    bad: list[dict] = []
    stats: Counter = Counter()
    for h in hands:
        key = (h.get("session"), h.get("table"))
        carry_in = carry.pop(key, 0)
        if not any(e["type"] == "collect" for e in h["events"]):
            # a redeal: the pot goes to the table's next hand (POKER.md 4.3)
            redeal = (h["game"] == "draw" and (h.get("rules") or {}).get("all_check") == "redeal"
                      and h.get("injected", {}).get("code") != "hand-incomplete"
                      and not any(e["type"] in ("bet", "raise", "call", "fold", "draw") for e in h["events"]))
            if redeal:
                carry[key] = carry_in + sum(e.get("amount", 0) for e in h["events"] if e["type"] in ("ante", "blind"))
            continue
        if "injected" in h:
            continue
        stats["hands"] += 1
        want, want_ret, ctx = expected(h, carry_in)
        got, got_ret = logged(h)
        r = h.get("rules") or {}
        for amount, order, _ in ctx["pots"]:
            if len(order) > 1 and amount % len(order):
                stats[("odd chip", h["game"], ctx["rule"])] += 1
                if amount % len(order) > 1:
                    stats[("two odd chips", h["game"])] += 1
        if ctx["wild_showdown"]:
            for k in ("joker", "wild_represents", "double_ace_flush", "fewer_wilds_win"):
                if k in r:
                    stats[("wild showdown", k)] += 1
        if want != got or want_ret != got_ret:
            bad.append({"hand": h["hand_id"], "rules": r, "want": want, "got": got, "want_ret": want_ret,
                        "got_ret": got_ret})
    return bad, stats
