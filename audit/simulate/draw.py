"""Five-card draw hands played legally, with varied rules, and optional faults.

The hand is played against the validator's own table (:class:`audit.games.draw.Replay`):
each generated event is applied to it at once, and the next action is chosen
from what the table allows (who acts, the amount to call, the bet bounds).  A
fault is injected at the moment it becomes possible, as exactly one event that
breaks one rule; the rest of the hand is then played on from the state the
validator holds (which applies every event as logged), so the fault stays the
hand's only violation.  Settlement faults change the recorded collect/return/rake
events after the correct settlement is known.
"""

from __future__ import annotations

import random

from ..cards import CARD_NAMES, JOKER
from ..games.draw import BET1, BET2, DRAW, SHOWDOWN, Replay
from ..model import Event, Hand, Seat
from ..poker.bet_sizes import bounds
from ..poker.betting import FIXED, NO_LIMIT, POT, SPREAD
from ..poker.pots import split

FAULTS = ("wrong-forced-bet", "out-of-turn", "illegal-check", "wrong-call-amount", "bet-below-minimum",
          "bet-above-maximum", "raise-cap-exceeded", "illegal-bet", "wrong-draw", "duplicate-card",
          "card-not-held", "wrong-deal", "shown-cards-mismatch", "wrong-winner", "wrong-amount", "odd-chip",
          "uncalled-bet-not-returned", "books-unbalanced", "stack-exceeded", "hand-incomplete",
          "betting-not-reopened")
BUY_IN = 1000
MIN_STACK = 150
_SETTLEMENT_FAULTS = {"wrong-winner", "wrong-amount", "odd-chip", "uncalled-bet-not-returned", "books-unbalanced"}
_TRIES = 40
#: the share of legal hands dealt to a tie (two players, the same ranks in other suits)
TIE_SHARE = 0.06


def _rules(rng: random.Random, fault: str | None, hand_id: str = "") -> dict:
    r: dict = {}
    structure = rng.choice(("fixed", "fixed", "spread", "pot", "no_limit"))
    if fault in ("stack-exceeded", "betting-not-reopened"):
        structure = "no_limit"
    elif fault in ("raise-cap-exceeded",):
        structure = rng.choice(("fixed", "spread"))
    elif fault == "bet-above-maximum" and structure == "no_limit":
        structure = "fixed"
    blinds = rng.random() < 0.7 or fault == "wrong-forced-bet"
    if blinds:
        sb = rng.choice((5, 10))
        r["blinds"] = [sb, 2 * sb]
    if rng.random() < 0.4 or not blinds:
        r["ante"] = rng.choice((1, 2, 5))
    r["betting"] = structure
    unit = r["blinds"][1] if blinds else 10
    if structure == "fixed":
        r["small_bet"] = unit
        r["big_bet"] = 2 * unit
    elif structure == "spread":
        r["min_bet"] = unit
        r["max_bet"] = unit * rng.choice((2, 3, 5))
        if rng.random() < 0.5:
            r["last_round_multiplier"] = 2
    else:
        r["min_bet"] = unit
    cap = rng.random()
    if fault == "raise-cap-exceeded":
        r["raise_cap"] = rng.choice(({"per_round": 1}, {"per_round": 2}, {"per_player": 1}))
    elif cap < 0.2:
        r["raise_cap"] = {"per_player": rng.choice((1, 2, 3))}
    elif cap < 0.3:
        r["raise_cap"] = None
    elif cap < 0.4:
        r["raise_cap"] = {"per_round": rng.choice((1, 2, 4))}
    if rng.random() < 0.3:
        r["cap_heads_up"] = False
    r["odd_chip"] = rng.choice(("called", "left_of_button", "high_card"))
    if rng.random() < 0.15 and fault != "odd-chip":
        if rng.random() < 0.5:
            r["wild"] = ["JK"]
            r["jokers"] = rng.choice((1, 2))
        else:
            r["wild"] = [rng.choice(("2", "2s", "Th"))]
    if rng.random() < 0.3 or fault == "wrong-draw":
        r["max_discard"] = rng.choice((3, 4))
    if not blinds and rng.random() < 0.3:
        r["all_check"] = "redeal"
    if rng.random() < 0.1 and fault not in ("illegal-check", "raise-cap-exceeded", "odd-chip"):
        r["check_allowed"] = False
    if rng.random() < 0.2:
        r["fold_in_draw"] = "betting_only"
    _rare_options(random.Random(f"{hand_id}/options"), r, fault)
    return r


def _rare_options(extra: random.Random, r: dict, fault: str | None) -> None:
    """The rule options the mix above never takes, each in a few percent of the hands.  They come
    from a random stream of their own (of the hand's id), so that the hands without them are the
    ones the seed gave before."""
    x = extra.random()
    if x < 0.05:
        r["odd_chip"] = "called_voluntary"
    elif x < 0.10:
        r["odd_chip"] = "last_bet"
    if extra.random() < 0.05:
        r["cap_heads_up"] = "round_start"
    if "blinds" in r and extra.random() < 0.2:      # (it tells only where a big blind is short)
        r["short_big_blind"] = "posted"
    if extra.random() < 0.04:
        r["entry_blinds"] = False
    if extra.random() < 0.06:
        r["reshuffle"] = "with_stub"
    if extra.random() < 0.06:
        r["folded_hands"] = "discard_pile"
    if "wild" not in r and fault != "odd-chip" and extra.random() < 0.08:
        r["wild"] = extra.choice((["JK"], ["JK"], ["2"], ["2s"], ["Th"]))
        if r["wild"] == ["JK"]:
            r["jokers"] = extra.choice((1, 2))
    if "wild" in r:
        if r["wild"] == ["JK"] and extra.random() < 0.35:
            r["joker"] = "bug"
        if extra.random() < 0.3:
            r["wild_represents"] = "not_held"
        if extra.random() < 0.3:
            r["double_ace_flush"] = True
        if extra.random() < 0.3:
            r["fewer_wilds_win"] = False


class _Gen:
    """One hand in the making."""

    def __init__(self, rng: random.Random, hand_id: str, seats: list[dict], button: int, fault: str | None,
                 carry: int = 0, table_rules: dict | None = None, heads_up: int | None = None):
        self.rng = rng
        self.fault = fault
        self.injected: int | None | bool = False      # False: not yet; int/None: the seq
        self.rules = _rules(rng, fault, hand_id)
        if table_rules:
            self.rules.update(table_rules)
        if heads_up is not None and "blinds" in self.rules:
            button = heads_up       # (heads_up_button no_big_blind_twice: the last big blind's seat)
        self.seats = seats
        self.button = button
        self.hand_id = hand_id
        hand = Hand("handaudit/1", hand_id, "draw", [Seat(s["seat"], s["player"], s["stack"]) for s in seats], [],
                    button, self.rules)
        self.rep = Replay(hand, self.rules)
        if carry:
            self.rep.carry_in(carry)        # in the main pot: its winners collect it too
        self.t = self.rep.t
        self.events: list[dict] = []
        self.cuts: list[int] = []       # event counts after which the hand is not over (hand-incomplete)
        jokers = self.rules.get("jokers", 0) if self.rules.get("wild") == ["JK"] else 0
        self.deck = list(range(52)) + [JOKER] * jokers
        rng.shuffle(self.deck)
        self.pile: list[int] = []
        self.tied: set[int] = set()
        self.pot_of: dict[int, int] = {}        # id of a collect -> its pot
        # some legal hands are dealt to a tie too, so that pots split and odd chips go by every
        # odd_chip rule (from the hand's own stream, as the rare options)
        self.rig_tie = fault is None and random.Random(f"{hand_id}/tie").random() < TIE_SHARE

    # ---- plumbing ------------------------------------------------------------
    def emit(self, d: dict, fault: bool = False) -> None:
        seq = len(self.events)
        if d["type"] == "fold" and self.rules.get("folded_hands") == "discard_pile" and self.rep.phase <= DRAW:
            i = self.t.names.index(d["player"])
            if not self.t.folded[i]:
                self.pile.extend(c for c in self.t.cards[i] if c >= 0)     # the muck joins the discards
        self.events.append(d)
        self.rep.apply(seq, Event(**d))
        if fault:
            self.injected = seq
        t = self.t
        if self.rep.phase < SHOWDOWN and t.n - t.folded.count(True) > 1 and not self.rep.redeal:
            self.cuts.append(len(self.events))

    def want(self, code: str) -> bool:
        return self.fault == code and self.injected is False

    def pop(self) -> int:
        if not self.deck:
            self.deck = self.pile
            self.pile = []
            self.rng.shuffle(self.deck)
        return self.deck.pop()

    # ---- the hand ------------------------------------------------------------
    def play(self) -> dict | None:
        t = self.t
        rng = self.rng
        r = self.rules
        order = t.clockwise_after(t.button)
        ante = r.get("ante", 0)
        for k, i in enumerate(order):
            if ante:
                amt = min(ante, t.stacks[i])
                if self.want("wrong-forced-bet") and k == 0 and "blinds" not in r and t.stacks[i] > ante + 1:
                    self.emit({"type": "ante", "player": t.names[i], "amount": ante + 1}, True)
                else:
                    self.emit({"type": "ante", "player": t.names[i], "amount": amt})
        if "blinds" in r:
            for who, kind, amt in ((self.rep.sb, "small", r["blinds"][0]), (self.rep.bb, "big", r["blinds"][1])):
                st = t.stacks[who]
                if self.want("wrong-forced-bet") and st > amt + 1:
                    self.emit({"type": "blind", "player": t.names[who], "amount": amt + 1, "kind": kind}, True)
                else:
                    self.emit({"type": "blind", "player": t.names[who], "amount": min(amt, st), "kind": kind})
        held_by_first: list[int] = []
        # (a legal tie of three in some hands: two odd chips, "no player gets more than one", POKER.md 3)
        three = self.rig_tie and len(order) >= 3 and random.Random(f"{self.hand_id}/tie3").random() < 0.4
        tied = self.tie_cards(3 if three else 2) if self.fault == "odd-chip" or self.rig_tie else None
        self.tied = set(order[:len(tied)]) if tied else set()
        for k, i in enumerate(order):
            cards = tied[k] if tied and k < len(tied) else [self.pop() for _ in range(5)]
            if k == 0:
                held_by_first = cards
            if self.want("duplicate-card") and k == 1:
                # the replaced card is not put back: the validator counts five cards dealt, so the
                # deck holds as many cards as it counts (put back, the deck ran out one player
                # later than the validator counts, and a later draw of a discard was wrong-draw);
                # the random number its place took is still drawn, so that a seed writes the same hands
                rng.randrange(len(self.deck) + 1)
                # a card the deck holds once (with jokers: 2, a second joker is no duplicate)
                cards[0] = rng.choice([c for c in held_by_first if c != JOKER])
                self.emit({"type": "deal", "player": t.names[i], "down": _names(cards)}, True)
                continue
            if self.want("wrong-deal") and k == len(order) - 1:
                self.deck.append(cards.pop())
                self.emit({"type": "deal", "player": t.names[i], "down": _names(cards)}, True)
                continue
            self.emit({"type": "deal", "player": t.names[i], "down": _names(cards)})
        self.betting(BET1)
        if self.rep.phase == DRAW:
            while self.rep.phase == DRAW and self.rep.draw_next is not None:
                self.draw(self.rep.draw_next)
            self.betting(BET2)
        if self.want("out-of-turn"):
            # a check after the betting; not one that changes nothing (a player who could still
            # bet, with nobody left to bet against, and owed nothing): the replay takes that one
            # as the check PokerKit logs (games/draw.py _nobody_left_check)
            late = [j for j in range(t.n) if self.rep.phase != SHOWDOWN or not self.rep._nobody_left_check(j)]
            if late:
                self.emit({"type": "check", "player": t.names[rng.choice(late)]}, True)
        if self.want("hand-incomplete"):
            if not self.cuts:
                return None
            cut = rng.choice(self.cuts)
            del self.events[cut:]
            self.injected = None
            return self.finish(settle=False)
        self.showdown()
        return self.finish(settle=not self.rep.redeal)

    def tie_cards(self, n: int = 2) -> list[list[int]]:
        """``n`` hands of the same ranks in other suits (no straight, no flush): they tie."""
        rng = self.rng
        while True:
            ranks = sorted(rng.sample(range(13), 5))
            if ranks[4] - ranks[0] != 4 and ranks != [0, 1, 2, 3, 12]:
                break
        suits = [rng.randrange(4) for _ in ranks]
        if len(set(suits)) == 1:
            suits[0] = (suits[0] + 1) % 4
        hands = [[r * 4 + (s + j) % 4 for r, s in zip(ranks, suits)] for j in range(n)]
        for hand in hands:
            for c in hand:
                self.deck.remove(c)
        return hands

    def betting(self, phase: int) -> None:
        rep = self.rep
        t = self.t
        steps = 0
        while rep.phase == phase and t.br.to_act is not None:
            steps += 1
            self.act(t.br.to_act, steps)

    def act(self, i: int, steps: int) -> None:
        t = self.t
        br = t.br
        rng = self.rng
        name = t.names[i]
        owed, lo, hi, can = br.options(i)
        stack = t.stacks[i]
        put = br.put[i]
        top = put + stack
        s = t.betting.structure
        verb = "raise" if br.current > 0 else "bet"
        # ---- live faults
        if self.want("illegal-check") and owed > 0:
            return self.emit({"type": "check", "player": name}, True)
        if self.want("wrong-call-amount") and owed >= 2 and stack > owed + 1:
            return self.emit({"type": "call", "player": name, "amount": owed + rng.choice((-1, 1))}, True)
        if self.want("bet-below-minimum") and can and lo - 1 > br.current and lo - 1 > put and lo < top:
            return self.emit({"type": verb, "player": name, "to": lo - 1}, True)
        if self.want("bet-above-maximum") and can and s != NO_LIMIT and hi < top:
            to = hi + (br.unit if s == FIXED else 1)
            if to < top:
                return self.emit({"type": verb, "player": name, "to": to}, True)
        if self.want("illegal-bet") and can and br.current > 0 and lo < top:
            return self.emit({"type": "bet", "player": name, "to": lo}, True)
        if self.want("stack-exceeded") and can and stack > owed and br.current > 0:
            return self.emit({"type": "raise", "player": name, "to": top + 1 + rng.randrange(20)}, True)
        if self.want("raise-cap-exceeded") and not can and stack > owed + 2 * br.unit and br._capped(i) \
                and not br.closed(i) and any(not t.folded[j] and t.stacks[j] > br.current - br.put[j]
                                             for j in range(t.n) if j != i):
            # (somebody left can call more than the bet: a raise nobody can call is another finding)
            lo2, _ = bounds(br, i)
            if lo2 < top:
                return self.emit({"type": "raise", "player": name, "to": lo2}, True)
        if self.want("betting-not-reopened") and not can and stack > owed and br.opened \
                and br.closed(i):
            to = br.current + br.last_raise
            if to < top:
                return self.emit({"type": "raise", "player": name, "to": to}, True)
        if self.want("out-of-turn"):
            folded = [j for j in range(t.n) if t.folded[j]]
            if folded:
                self.emit({"type": "fold", "player": t.names[rng.choice(folded)]}, True)
                return
        # ---- a legal action
        if self.tied:
            if i not in self.tied:
                return self.emit({"type": "fold", "player": name})
            if self.rig_tie and owed == 0 and not t.betting.check_allowed and not can:
                return self.emit({"type": "fold", "player": name})
            if self.rig_tie and can and ((owed == 0 and not t.betting.check_allowed) or
                                         (steps < 10 and rng.random() < 0.3)):
                return self.emit({"type": verb, "player": name, "to": self.size(i, lo, hi, top)})
            if owed > 0:
                return self.emit({"type": "call", "player": name, "amount": min(owed, stack)})
            return self.emit({"type": "check", "player": name})
        aggressive = self.fault == "raise-cap-exceeded" and self.injected is False
        x = rng.random()
        if self.fault == "betting-not-reopened" and self.injected is False and owed > 0 and stack > owed:
            if can and lo >= top:
                return self.emit({"type": "raise", "player": name, "to": top, "all_in": True})
            return self.emit({"type": "call", "player": name})
        if owed > 0:
            if stack <= owed:
                if x < 0.3:
                    return self.emit({"type": "fold", "player": name})
                return self.emit({"type": "call", "player": name, "amount": stack, "all_in": True})
            raise_p = 0.8 if aggressive else (0.25 if steps < 12 else 0.0)
            if can and x < raise_p:
                return self.emit({"type": "raise", "player": name, "to": self.size(i, lo, hi, top)})
            if x < raise_p + (0.1 if aggressive else 0.3):
                return self.emit({"type": "fold", "player": name})
            if rng.random() < 0.5:
                return self.emit({"type": "call", "player": name})
            return self.emit({"type": "call", "player": name, "amount": owed})
        bet_p = 0.9 if aggressive else 0.35
        if not t.betting.check_allowed:
            bet_p = 0.7
        if can and x < bet_p and steps < 14:
            if self.fault == "betting-not-reopened" and self.injected is False and br.current == 0:
                to = self.trap_size(i, lo, top)
                if to:
                    return self.emit({"type": "bet", "player": name, "to": to})
            return self.emit({"type": verb, "player": name, "to": self.size(i, lo, hi, top)})
        if not t.betting.check_allowed:
            return self.emit({"type": "fold", "player": name})
        return self.emit({"type": "check", "player": name})

    def size(self, i: int, lo: int, hi: int, top: int) -> int:
        rng = self.rng
        s = self.t.betting.structure
        if lo >= top or (s in (POT, NO_LIMIT) and top <= hi and rng.random() < 0.08):
            return top
        if s == FIXED or s == SPREAD:
            to = rng.randint(lo, min(hi, top))
            if s == FIXED and to != lo and to != min(hi, top):
                # fixed limit allows two sizes at most, not the range between them: after a
                # short all-in raise, a full bet over the last full raise (lo) or over the
                # all-in (hi); the top of the stack when that is less (all-in)
                to = lo
            return to
        return rng.randint(lo, min(hi, top, lo * 3))

    def trap_size(self, i: int, lo: int, top: int) -> int:
        """A bet another player can raise all-in only by less than a full raise."""
        t = self.t
        for j in t.clockwise_after(i):
            if j != i and not t.folded[j] and not t.all_in[j]:
                s = t.stacks[j]
                to = (s * 2) // 3
                if lo <= to < s < 2 * to and to < top:
                    return to
        return 0

    def draw(self, i: int) -> None:
        t = self.t
        rng = self.rng
        name = t.names[i]
        held = list(t.cards[i])
        md = self.rules.get("max_discard", 5)
        if self.fault is None and "fold_in_draw" not in self.rules and rng.random() < 0.04:
            return self.emit({"type": "fold", "player": name})     # on the player's own turn to draw
        k = rng.choice((0, 1, 2, 3, 3, 4, 5)) if i not in self.tied else 0
        k = min(k, md, len(held))
        if self.want("card-not-held") and held:
            if not self.deck:
                self.deck, self.pile = self.pile, []
            outsider = self.deck[0]
            if outsider == JOKER and JOKER in held:
                # with jokers: 2, the deck's other joker is a card the player may well discard (it
                # holds one): a card of the deck held once (review of session 57: no fault at all)
                outsider = next((c for c in self.deck if c != JOKER), JOKER)
            disc = rng.sample(held, min(len(held) - 1, k, md - 1)) + [outsider]
            recv = self.deck[-len(disc):] if len(self.deck) >= len(disc) else []
            if len(recv) == len(disc):
                return self.emit({"type": "draw", "player": name, "discard": _names(disc), "receive": _names(recv)},
                                 True)
        if self.want("wrong-draw") and len(held) >= 2:
            if md < len(held):
                disc = rng.sample(held, md + 1)
                recv = [self.pop() for _ in disc]
            else:
                disc = rng.sample(held, rng.randint(2, len(held)))
                recv = [self.pop() for _ in range(len(disc) - 1)]
            self.emit({"type": "draw", "player": name, "discard": _names(disc), "receive": _names(recv)}, True)
            self.pile.extend(disc)
            return
        disc = rng.sample(held, k)
        if self.rules.get("reshuffle") == "with_stub" and len(self.deck) < k:
            # the deck's last cards are shuffled with the discards before this draw takes any
            self.deck += self.pile
            self.pile = []
            rng.shuffle(self.deck)
        recv = [self.pop() for _ in disc]
        self.emit({"type": "draw", "player": name, "discard": _names(disc), "receive": _names(recv)})
        self.pile.extend(disc)

    def showdown(self) -> None:
        t = self.t
        rep = self.rep
        rng = self.rng
        if rep.phase != SHOWDOWN:
            return
        live = [i for i in t.clockwise_after(t.button) if not t.folded[i]]
        strength = rep._rank_fns()[0]
        best = max(strength(t.cards[i]) for i in live)
        for i in live:
            cards = list(t.cards[i])
            if self.want("shown-cards-mismatch"):
                cards[rng.randrange(len(cards))] = self.pop()
                self.emit({"type": "show", "player": t.names[i], "cards": _names(cards)}, True)
            elif strength(cards) < best and rng.random() < 0.3:
                self.emit({"type": "muck", "player": t.names[i]})
            else:
                self.emit({"type": "show", "player": t.names[i], "cards": _names(cards)})

    def finish(self, settle: bool) -> dict | None:
        rng = self.rng
        if settle:
            res = self.rep.settle()
            if self.fault in ("shown-cards-mismatch", "duplicate-card") and any(not pot.winners for pot in res.pots):
                # the show (or a card dealt or drawn twice, one copy unknown to the replay: review of
                # session 62) made a pot's winner one the log cannot tell: paying it (or not) would be
                # a second violation (review of session 57: the pot was left unpaid): another hand
                return None
            pay: list[dict] = []
            contributed = sum(self.t.total) + self.t.carried     # (a redeal's pot carried in is in the pots)
            if res.pot_total < contributed:
                owner = max(range(self.t.n), key=lambda j: self.t.total[j])
                pay.append({"type": "return", "player": self.t.names[owner], "amount": contributed - res.pot_total})
            rake = 0
            if res.pots and rng.random() < 0.25 and res.pots[0].amount >= 40:
                rake = max(1, res.pots[0].amount // 20)
                pay.append({"type": "rake", "amount": rake})
            elif self.rig_tie and res.pots and len(res.pots[0].winners) in (2, 3):
                # a rake of a chip or two leaves odd chips (one of two winners, two of three)
                n = len(res.pots[0].winners)
                rake = (res.pots[0].amount - (n - 1)) % n
                if rake:
                    pay.append({"type": "rake", "amount": rake})
            for k, pot in enumerate(res.pots):
                amount = pot.amount - (rake if k == 0 else 0)
                for p, s in zip(pot.winners, split(amount, pot.winners)):
                    if s:
                        d = {"type": "collect", "player": p, "amount": s}
                        self.pot_of[id(d)] = k
                        if rng.random() < 0.8 or len(res.pots) == 1:
                            d["pot"] = k
                        pay.append(d)
            if self.fault in _SETTLEMENT_FAULTS and not self.settlement_fault(pay, res):
                return None
            self.events.extend(pay)
        elif self.fault in _SETTLEMENT_FAULTS:
            return None
        if self.fault and self.injected is False:
            return None
        hand = {"format": "handaudit/1", "hand_id": self.hand_id, "game": "draw", "rules": self.rules,
                "button": self.button, "seats": self.seats, "events": self.events}
        if self.fault:
            hand["injected"] = {"code": self.fault, "seq": self.injected}
        return hand

    def settlement_fault(self, pay: list[dict], res) -> bool:
        rng = self.rng
        base = len(self.events)
        f = self.fault
        collects = [k for k, d in enumerate(pay) if d["type"] == "collect"]
        if f == "books-unbalanced":
            pay.append({"type": "rake", "amount": rng.randint(1, 5)})
            self.injected = base + len(pay) - 1
            return True
        if f == "uncalled-bet-not-returned":
            ret = next((k for k, d in enumerate(pay) if d["type"] == "return"), None)
            if ret is None:
                return False
            d = pay.pop(ret)
            mine = next((k for k, c in enumerate(pay) if c["type"] == "collect" and c["player"] == d["player"]), None)
            # (with a rake and side pots, any division of the rake is accepted (POKER.md 3), so the
            # extra chips on one collect may as well be read as another pot's: only the missing return)
            raked_pots = any(c["type"] == "rake" for c in pay) and len(res.pots) > 1
            if mine is not None and rng.random() < 0.5 and not raked_pots:
                # taken with the pot: the finding is at that collect (the event that is wrong)
                pay[mine]["amount"] += d["amount"]
                self.injected = base + mine
            else:
                self.injected = None        # missing: no event to point at
            return True
        if not collects:
            return False
        if f == "wrong-winner":
            k = rng.choice(collects)
            winners = {d["player"] for d in pay if d["type"] == "collect"}
            others = [p for p in self.t.names if p not in winners]
            if not others:
                return False
            pay[k]["player"] = rng.choice(others)
            self.injected = base + k
            return True
        if f == "wrong-amount":
            k = collects[0]
            for m in collects:
                if pay[m]["player"] == pay[k]["player"]:
                    # the pot named, so that the wrong collect is this one, not another of the player's
                    # collects (collects that name no pot are judged by their total, at one of them)
                    pay[m]["pot"] = self.pot_of[id(pay[m])]
            raked = any(d["type"] == "rake" for d in pay)
            if pay[k]["amount"] > 7 and (raked or rng.random() < 0.5):
                pay[k]["amount"] -= rng.choice((1, 2, 3, 7))     # with rake, only a shortfall is unambiguous
            else:
                pay[k]["amount"] += rng.choice((1, 2, 5))
            self.injected = base + k
            return True
        if f == "odd-chip":
            for pot in res.pots:
                if len(pot.winners) > 1 and any("pot" in pay[k] for k in collects):
                    ks = [k for k in collects if pay[k].get("pot") == pot.index]
                    amounts = [pay[k]["amount"] for k in ks]
                    if len(ks) == len(pot.winners) and len(set(amounts)) > 1:
                        hi_k = ks[amounts.index(max(amounts))]
                        lo_k = ks[amounts.index(min(amounts))]
                        pay[hi_k]["amount"], pay[lo_k]["amount"] = pay[lo_k]["amount"], pay[hi_k]["amount"]
                        self.injected = base + min(hi_k, lo_k)     # the first wrong collect of the two (CODES.md)
                        return True
            return False
        return False


def _names(cards: list[int]) -> list[str]:
    # (a card the replay does not know, after an injected duplicate, is ``??``: CARD_NAMES[-1] is a
    # joker's name, a card the deck may not have; review of session 62)
    return [CARD_NAMES[c] if c >= 0 else "??" for c in cards]


def generate(rng: random.Random, hand_id: str, seats: list[dict], button: int, fault: str | None,
             carry: int = 0, table_rules: dict | None = None, heads_up: int | None = None) -> dict:
    """One legal five-card draw hand (with ``fault``: exactly that violation, recorded under ``injected``);
    ``carry``: the pot a redeal of the table's previous hand carried to it; ``table_rules``: rule
    options of every hand of the table; ``heads_up``: the seat the button takes when the hand has
    blinds (the table gone heads-up under heads_up_button no_big_blind_twice)."""
    tries = _TRIES * (3 if fault == "odd-chip" else 1) if fault else 1
    for _ in range(tries):
        hand = _Gen(rng, hand_id, seats, button, fault, carry, table_rules, heads_up).play()
        if hand is not None:
            return hand
    while True:
        hand = _Gen(rng, hand_id, seats, button, None, carry, table_rules, heads_up).play()
        if hand is not None:
            return hand
