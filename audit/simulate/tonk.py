"""Synthetic Tonk hands: legal play under varied house rules, with one optional fault.

A hand is played by simple players (drop on a low count, take the discard
when it melds, spread and hit greedily, discard the highest card) so that
every ending occurs: tonk, out, drop won or caught, stock out (with ties),
dealt tonks declared and void hands.  The settlement is computed here on its
own (not with the validator's code) so that the simulation checks the
validator.  With ``fault`` set, exactly that violation is injected at one
event and recorded under ``"injected"``; play then goes on the way the
validator applies the faulty event.
"""

from __future__ import annotations

import random
from itertools import combinations

from ..cards import CARD_NAMES
from ..games.tonk_melds import VALUES, find_hits, find_spreads, melds_with, spread_kind

FAULTS = ("tonk-drop-not-allowed", "tonk-turn-order", "tonk-draw-source", "tonk-invalid-spread",
          "tonk-invalid-hit", "tonk-dealt-tonk", "tonk-reveal-mismatch", "tonk-wrong-payment",
          "out-of-turn", "card-not-held", "duplicate-card", "wrong-deal", "hand-incomplete",
          "illegal-action")
BUY_IN = 1000
MIN_STACK = 200
_ATTEMPTS = 40


def _rules(rng: random.Random, n: int) -> dict:
    r: dict = {}
    stake = rng.choice((1, 1, 2, 5, 10))
    if stake != 1:
        r["stake"] = stake
    u = rng.random()
    if u < 0.25:
        # 9 from the same draw's digits past the first, so that a seed's other hands stay the same draws
        r["hand_size"] = 9 if (u * 10) % 1 < 0.2 else 7
    if rng.random() < 0.2:
        r["upcard"] = False
    if rng.random() < 0.3:
        r["drop"] = "any_time"
    if rng.random() < 0.3:
        r["ace"] = "low"
    if rng.random() < 0.2:
        r["hits_on_runs_only"] = True
    if rng.random() < 0.2:
        r["hit_penalty"] = 2
    if rng.random() < 0.3:
        r["stock_out"] = "on_empty_draw"
    if rng.random() < 0.4:
        r["stock_out_tie"] = "split"
    x = rng.random()
    if x < 0.06:
        r["low_tonk"] = 13
    elif x < 0.09:
        r["low_tonk"], r["low_tonk_pays"] = 9, 3
    if rng.random() < 0.08:
        r["dealt_tonk"] = [50]
    if rng.random() < 0.05:
        r["dealt_tonk_pays"] = 3
    return r


def _names(cards) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def _add(hand: list[int], card: int) -> None:
    """A hand holds each card once (after an injected duplicate, as the validator sees it)."""
    if card not in hand:
        hand.append(card)


_value = VALUES.__getitem__


def _count(cards) -> int:
    return sum(map(_value, cards))


def _hand_with_count(rng: random.Random, pool: list[int], size: int, total: int) -> list[int] | None:
    """``size`` cards of ``pool`` whose count is ``total`` (None if none is found)."""
    for _ in range(50):
        chosen: list[int] = []
        left = total
        for i in range(size):
            rest = size - i - 1
            cands = [c for c in pool if c not in chosen and
                     (VALUES[c] == left if rest == 0 else rest <= left - VALUES[c] <= rest * 10)]
            if not cands:
                break
            c = rng.choice(cands)
            chosen.append(c)
            left -= VALUES[c]
        else:
            return chosen
    return None


def _settlement(ending: str, actor, counts: dict, order: list[str], o: dict,
                dealt_pays: int = 0) -> tuple[str, dict]:
    """(stats ending, {(payer, payee): stakes}) computed from TONK.md's table."""
    pays: dict[tuple[str, str], int] = {}

    def pay(a, b, k):
        pays[(a, b)] = pays.get((a, b), 0) + k

    if ending in ("tonk", "out", "dealt_tonk"):
        k = {"tonk": 2, "out": 1}.get(ending, dealt_pays)
        for p in order:
            if p != actor:
                pay(p, actor, k)
        return ending, pays
    if ending == "void":
        return ending, pays
    if ending == "drop":
        d = counts[actor]
        low = min(v for p, v in counts.items() if p != actor)
        if d < low:
            for p in order:
                if p != actor:
                    pay(p, actor, 1)
            return "drop_won", pays
        winners = [p for p in order if p != actor and counts[p] == low]
        for p in order:
            if p == actor:
                continue
            if p in winners:
                pay(actor, p, 2)
            elif counts[p] < d:
                pay(actor, p, 1)
        for p in order:
            if p != actor and p not in winners:
                for w in winners:
                    pay(p, w, 1)
        return "drop_caught", pays
    low = min(counts.values())           # stock out
    winners = [p for p in order if counts[p] == low]
    if len(winners) > 1 and o.get("stock_out_tie", "void") == "void":
        return "stock_out_void", pays
    for p in order:
        if p not in winners:
            for w in winners:
                pay(p, w, 1)
    return "stock_out", pays


class _Hand:
    """One hand being generated: the state mirrors the validator's."""

    def __init__(self, rng: random.Random, order: list[str], o: dict, fault: str | None) -> None:
        self.rng = rng
        self.order = order
        self.o = o
        self.fault = fault
        self.events: list[dict] = []
        self.injected: dict | None = None
        self.pending: str | None = None           # mark the next event with this code
        self.cut_points: list[int] = []
        self.ace_high = o.get("ace", "low_or_high") == "low_or_high"
        self.runs_only = o.get("hits_on_runs_only", False)
        self.hands: dict[str, list[int]] = {}
        self.pile: list[int] = []
        self.stock: list[int] = []
        self.spreads: list[list] = []             # [owner, cards]
        self.penalty = dict.fromkeys(order, 0)
        self.drop_at = rng.choice((-1, -1, 3, 5, 7, 10))   # -1: this table never drops on a count
        self.drop_chance = rng.choice((0.1, 0.3))
        self.meld = rng.choice((0.4, 0.9, 1.0))
        self.dealt_pays = 0

    def emit(self, ev: dict) -> int:
        seq = len(self.events)
        self.events.append(ev)
        if self.pending:
            self.mark(self.pending, seq)
            self.pending = None
        return seq

    def mark(self, code: str, seq: int | None) -> None:
        if self.injected is None and code == self.fault:
            self.injected = {"code": code, "seq": seq}

    def want(self, code: str, chance: float = 0.3) -> bool:
        return self.fault == code and self.injected is None and self.pending is None \
            and self.rng.random() < chance

    # ---- the deal ----------------------------------------------------------
    def deal(self) -> None:
        rng, o, order = self.rng, self.o, self.order
        size = o.get("hand_size", 5)
        deck = list(range(52))
        rng.shuffle(deck)
        rig = 0
        x = rng.random()
        if self.fault is None and x < 0.04:
            rig = 1
        elif self.fault is None and x < 0.06:
            rig = 2
        elif self.fault == "tonk-dealt-tonk" and x < 0.5:
            rig = 1
        targets = sorted(o.get("dealt_tonk", [49, 50]))
        low = o.get("low_tonk")
        for p in rng.sample(order, rig):
            if low is not None and (not targets or rng.random() < 0.5):
                total = rng.randint(size + 1, max(size + 1, low))
            elif targets:
                total = rng.choice(targets)
            else:
                continue
            cards = _hand_with_count(rng, deck, size, total)
            if cards:
                self.hands[p] = cards
                deck = [c for c in deck if c not in cards]
        for p in order:
            if p not in self.hands:
                self.hands[p] = [deck.pop() for _ in range(size)]
        deals = [{"type": "deal", "player": p, "cards": None} for p in order]
        if self.want("wrong-deal", 0.5):
            if rng.random() < 0.5:
                deals[0], deals[1] = deals[1], deals[0]
                self.pending = "wrong-deal"
            else:
                i = rng.randrange(len(order))
                if rng.random() < 0.5:
                    deck.append(self.hands[order[i]].pop())
                else:
                    self.hands[order[i]].append(deck.pop())
                deals[i]["fault"] = True
        elif self.want("duplicate-card", 0.5):
            i = rng.randrange(1, len(order))
            h = self.hands[order[i]]
            h.remove(rng.choice(h))
            h.append(rng.choice(self.hands[order[0]]))
            deals[i]["fault"] = True
        for d in deals:
            d["cards"] = _names(self.hands[d["player"]])
            flagged = d.pop("fault", False)
            seq = self.emit(d)
            if flagged:
                self.mark("wrong-deal", seq)
                self.mark("duplicate-card", seq)
        if o.get("upcard", True):
            c = deck.pop()
            self.pile.append(c)
            self.emit({"type": "upcard", "card": CARD_NAMES[c]})
        self.stock = deck

    def qualifies(self, p: str) -> int:
        o = self.o
        c = _count(self.hands[p])
        if c in o.get("dealt_tonk", [49, 50]):
            return o.get("dealt_tonk_pays", 2)
        low = o.get("low_tonk")
        if low is not None and c <= low:
            return o.get("low_tonk_pays", o.get("dealt_tonk_pays", 2))
        return 0

    def declarations(self):
        """A declared dealt tonk or a void hand ends the hand at once: (ending, actor) or None."""
        rng = self.rng
        qual = [p for p in self.order if self.qualifies(p)]
        # (two dealt tonks missed are two findings, one each: the fault is one, so not with two)
        if len(qual) < 2 and self.want("tonk-dealt-tonk", 1.0):
            others = [p for p in self.order if p not in qual]
            if qual:
                self.pending = "tonk-dealt-tonk"   # missed: flagged at the first event of play
                return None
            p = rng.choice(others)
            self.mark("tonk-dealt-tonk", self.emit({"type": "declare", "player": p}))
        if not qual:
            return None
        for p in (qual if rng.random() < 0.5 else qual[:1]):
            self.emit({"type": "declare", "player": p})
        if len(qual) >= 2:
            return "void", None
        self.dealt_pays = self.qualifies(qual[0])
        return "dealt_tonk", qual[0]

    # ---- play ----------------------------------------------------------------
    def play(self):
        rng, o, order = self.rng, self.o, self.order
        n = len(order)
        any_time = o.get("drop") == "any_time"
        on_empty = o.get("stock_out") == "on_empty_draw"
        cur = 0
        for turn in range(600):
            if self.stock and self.want("out-of-turn", 0.05):
                cur = rng.choice([i for i in range(n) if i != cur])
                self.pending = "out-of-turn"
            p = order[cur]
            hand = self.hands[p]
            penalized = self.penalty[p] > 0
            if penalized:
                self.penalty[p] -= 1
            if not self.stock:              # only with on_empty_draw: drop, take the discard or stop
                if not penalized and _count(hand) <= self.drop_at and rng.random() < self.drop_chance:
                    self.emit({"type": "drop", "player": p})
                    return "drop", p
                if not self.pile or rng.random() < 0.4 or turn > 500:
                    return "stock_out", None
            elif penalized and self.want("tonk-drop-not-allowed", 0.8):
                self.mark("tonk-drop-not-allowed", self.emit({"type": "drop", "player": p}))
                return "drop", p
            elif not penalized and (_count(hand) <= self.drop_at and rng.random() < self.drop_chance
                                    or rng.random() < 0.01):
                self.emit({"type": "drop", "player": p})
                return "drop", p
            elif len(hand) >= 2 and self.want("tonk-turn-order", 0.1):
                if rng.random() < 0.5:             # a discard before drawing ends the turn
                    c = max(hand, key=lambda x: VALUES[x])
                    hand.remove(c)
                    self.pile.append(c)
                    self.mark("tonk-turn-order", self.emit({"type": "discard", "player": p, "card": CARD_NAMES[c]}))
                    cur = (cur + 1) % n
                    continue
                sp = [s for s in find_spreads(hand, self.ace_high) if len(s) < len(hand)]
                if sp:                              # a spread before drawing
                    self.mark("tonk-turn-order", self.lay(p, rng.choice(sp)))
            last = self.draw(p)
            if self.stock and self.want("tonk-turn-order", 0.1):
                c = self.stock.pop()
                _add(hand, c)
                last = last or not self.stock
                self.mark("tonk-turn-order", self.emit({"type": "draw", "player": p, "from": "stock",
                                                         "card": CARD_NAMES[c]}))
            if o.get("drop", "before_draw") == "before_draw" and self.want("tonk-drop-not-allowed", 0.2):
                self.mark("tonk-drop-not-allowed", self.emit({"type": "drop", "player": p}))
                return "drop", p
            self.cut_points.append(len(self.events))
            self.faults_after_draw(p)
            self.melds(p)
            if not hand:
                return "tonk", p
            if any_time and not penalized and _count(hand) <= self.drop_at and rng.random() < self.drop_chance:
                self.emit({"type": "drop", "player": p})
                return "drop", p
            if self.stock and not last and self.want("tonk-turn-order", 0.1):
                self.pending = "tonk-turn-order"     # no discard: flagged at the next player's event
                cur = (cur + 1) % n
                continue
            c = self.choose_discard(hand)
            hand.remove(c)
            self.pile.append(c)
            self.emit({"type": "discard", "player": p, "card": CARD_NAMES[c]})
            if not hand:
                return "out", p
            if last and not on_empty:
                return "stock_out", None
            cur = (cur + 1) % n
        raise RuntimeError("tonk simulation did not end")   # pragma: no cover

    def draw(self, p: str) -> bool:
        """One draw for p; True when it took the last stock card."""
        rng, hand = self.rng, self.hands[p]
        if len(self.pile) >= 2 and self.want("tonk-draw-source", 0.3):
            c = rng.choice(self.pile[:-1])
            self.pile.remove(c)
            _add(hand, c)
            self.mark("tonk-draw-source", self.emit({"type": "draw", "player": p, "from": "discard",
                                                     "card": CARD_NAMES[c]}))
            return False
        top = self.pile[-1] if self.pile else None
        take = top is not None and (not self.stock or (rng.random() < 0.9 and self.useful(p, top)))
        if take:
            self.pile.pop()
            _add(hand, top)
            self.emit({"type": "draw", "player": p, "from": "discard", "card": CARD_NAMES[top]})
            return False
        c = self.stock.pop()
        _add(hand, c)
        self.emit({"type": "draw", "player": p, "from": "stock", "card": CARD_NAMES[c]})
        return not self.stock

    def useful(self, p: str, card: int) -> bool:
        if melds_with(self.hands[p], card, self.ace_high):
            return True
        return bool(find_hits([card], self.table(), self.ace_high, self.runs_only))

    def table(self) -> list[list[int]]:
        return [s[1] for s in self.spreads]

    def lay(self, p: str, cards: list[int]) -> int:
        for c in cards:
            self.hands[p].remove(c)
        self.spreads.append([p, list(cards)])
        return self.emit({"type": "spread", "player": p, "cards": _names(cards)})

    def hit(self, p: str, i: int, cards: list[int]) -> int:
        for c in cards:
            self.hands[p].remove(c)
        owner, sp = self.spreads[i]
        sp.extend(cards)
        if owner != p:
            self.penalty[owner] += self.o.get("hit_penalty", 1)
        return self.emit({"type": "hit", "player": p, "spread": i + 1, "cards": _names(cards)})

    def melds(self, p: str) -> None:
        rng, hand = self.rng, self.hands[p]
        while hand and rng.random() < self.meld:
            sp = find_spreads(hand, self.ace_high)
            if not sp:
                break
            self.lay(p, rng.choice(sp))
        while hand and rng.random() < self.meld:
            hits = find_hits(hand, self.table(), self.ace_high, self.runs_only)
            if not hits:
                break
            i, c = rng.choice(hits)
            self.hit(p, i, [c])

    def choose_discard(self, hand: list[int]) -> int:
        if self.rng.random() < 0.2:
            return self.rng.choice(hand)
        return max(hand, key=lambda c: (VALUES[c], c >> 2))

    def faults_after_draw(self, p: str) -> None:
        rng, hand, fault = self.rng, self.hands[p], self.fault
        if fault is None or self.injected is not None or self.pending or rng.random() < 0.6:
            return
        if fault == "tonk-invalid-spread" and len(hand) >= 4:
            trios = list(combinations(hand, 3))
            for trio in rng.sample(trios, min(10, len(trios))):
                if spread_kind(list(trio), self.ace_high) is None:
                    self.mark(fault, self.lay(p, list(trio)))
                    return
        elif fault == "tonk-invalid-hit" and len(hand) >= 2:
            for i, (_, sp) in enumerate(self.spreads):
                kind = spread_kind(sp, self.ace_high)
                if kind is None:
                    continue
                for c in hand:
                    new = spread_kind(sp + [c], self.ace_high)
                    if new != kind or (self.runs_only and kind == "set"):
                        self.mark(fault, self.hit(p, i, [c]))
                        return
        elif fault == "card-not-held":
            foreign = [c for q in self.order if q != p for c in self.hands[q]] + self.pile
            if foreign:
                cards = [rng.choice(foreign)] + hand[:2]
                self.mark(fault, self.emit({"type": "spread", "player": p, "cards": _names(cards)}))
        elif fault == "illegal-action":
            # a declaration after play started, by the player who has just drawn (a hand that is
            # no longer the one dealt: a player still holding a dealt count that does not qualify
            # would make it tonk-dealt-tonk); the choice is still drawn, so that the hands of a
            # seed stay the same draws
            rng.choice(self.order)
            self.mark(fault, self.emit({"type": "declare", "player": p}))

    # ---- the end -------------------------------------------------------------
    def finish(self, ending: str, actor) -> None:
        rng, o, order = self.rng, self.o, self.order
        if self.want("out-of-turn", 1.0):
            holders = [q for q in order if self.hands[q]]
            q = rng.choice(holders)
            self.mark("out-of-turn", self.emit({"type": "discard", "player": q,
                                                "card": CARD_NAMES[rng.choice(self.hands[q])]}))
        counts = {p: _count(self.hands[p]) for p in order}
        _, pays = _settlement(ending, actor, counts, order, o, self.dealt_pays)
        counted = ending in ("drop", "stock_out")
        wrong_reveal = self.want("tonk-reveal-mismatch", 1.0)
        if counted or wrong_reveal:
            shown = [p for p in order if counted and rng.random() < 0.9]
            bad = rng.choice(order) if wrong_reveal else None
            if bad is not None and bad not in shown:
                shown.append(bad)
            for p in shown:
                cards = list(self.hands[p])
                if p == bad:
                    if cards and rng.random() < 0.6:
                        cards.pop(rng.randrange(len(cards)))
                    else:
                        cards.append(next(c for c in range(52) if c not in cards))
                seq = self.emit({"type": "reveal", "player": p, "cards": _names(cards)})
                if p == bad:
                    self.mark("tonk-reveal-mismatch", seq)
        stake = o.get("stake", 1)
        lines = [[a, b, k * stake] for (a, b), k in pays.items()]
        wrong = self.want("tonk-wrong-payment", 1.0)
        bad = None              # the one wrong line: both its players' findings point at its pay (CODES.md)
        if wrong:
            if lines and rng.random() < 0.7:
                bad = rng.randrange(len(lines))
                line = lines[bad]
                if rng.random() < 0.5 or line[2] <= stake:
                    line[2] += stake                # paid a stake too much
                else:
                    line[2] -= stake                # paid a stake too little
            else:
                a, b = rng.sample(order, 2)
                bad = len(lines)
                lines.append([a, b, stake])         # one payment too many
        if wrong or self.fault is not None or rng.random() < 0.92:
            for i, (a, b, amount) in enumerate(lines):
                seq = self.emit({"type": "pay", "from": a, "to": b, "amount": amount})
                if i == bad:
                    self.mark("tonk-wrong-payment", seq)


def _attempt(rng: random.Random, hand_id: str, seats: list[dict], button: int, fault: str | None):
    names = [s["player"] for s in seats]
    b = next(i for i, s in enumerate(seats) if s["seat"] == button)
    order = names[b + 1:] + names[:b + 1]
    rules = _rules(rng, len(order))
    o = dict(rules)
    h = _Hand(rng, order, o, fault)
    h.deal()
    end = h.declarations()
    if end is None:
        end = h.play()
    h.finish(*end)
    events = h.events
    if fault == "hand-incomplete":
        cuts = [k for k in h.cut_points if k < len(events)]
        if not cuts:
            return None
        events = events[:rng.choice(cuts)]
        h.injected = {"code": fault, "seq": None}
    if fault is not None and h.injected is None:
        return None
    hand = {"format": "handaudit/1", "hand_id": hand_id, "game": "tonk", "rules": rules,
            "button": button, "seats": seats, "events": events}
    if h.injected:
        hand["injected"] = h.injected
    return hand


def generate(rng: random.Random, hand_id: str, seats: list[dict], button: int, fault: str | None) -> dict:
    """One Tonk hand played legally by ``seats`` (dealer ``button``), with ``fault`` injected if set."""
    for _ in range(_ATTEMPTS):
        hand = _attempt(rng, hand_id, seats, button, fault)
        if hand is not None:
            return hand
    return _attempt(rng, hand_id, seats, button, "tonk-wrong-payment")
