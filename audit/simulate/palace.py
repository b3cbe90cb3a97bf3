"""Synthetic Palace Poker hands (PALACE.md), legal or with one injected fault.

A hand is played by simple random policies: antes, banner cards dealt by
groups (rejecting repeated suits), palace cards, then turns (buy and discard,
wait, fold, attack) and battles (fold, call, raise, re-raise up to the cap),
until the last one standing, a shared banner suit, a tie between the last two
or a quiet round.  The battle and showdown judgements here are written
independently of the validator (they only share the hand evaluator).

With ``fault`` set, the play injects exactly that violation at a natural
moment and records it under ``injected``; when a hand offers no chance for it,
the hand is played again.
"""

from __future__ import annotations

import random

from ..cards import CARD_NAMES
from ..poker.evaluate import category, rank_hand, strength_ranks
from .palace_options import mirror_banner, mirror_palaces, options
from .palace_settle import settle

FAULTS = ("palace-banner-suit", "palace-soldier-limit", "palace-discard-not-soldier", "palace-buy",
          "palace-attack-same-suit", "palace-attack-amount", "palace-wrong-response",
          "palace-wrong-battle-result", "palace-capture", "palace-must-battle", "palace-hand-not-over",
          "out-of-turn", "card-not-held", "duplicate-card", "wrong-amount", "wrong-winner",
          "hand-incomplete", "stack-exceeded", "wrong-forced-bet", "wrong-deal", "shown-cards-mismatch",
          "odd-chip")
#: faults that need ordinary turns: a two-player hand plays them without two_left_must_battle
_NEEDS_TURNS = ("palace-discard-not-soldier", "card-not-held", "palace-buy", "out-of-turn",
                "palace-soldier-limit", "palace-attack-same-suit")
BUY_IN = 1000
MIN_STACK = 200
SMALL_BET = 10
LONG_HAND = 60          # turns after which everybody waits (a quiet round ends the hand)
ATTEMPTS = 60


class _P:
    __slots__ = ("name", "pos", "stack", "paid", "banner", "palace", "soldiers", "inn")

    def __init__(self, name, pos, stack):
        self.name, self.pos, self.stack, self.paid = name, pos, stack, 0
        self.banner, self.palace, self.soldiers, self.inn = -1, [], [], True

    def cards(self):
        return [self.banner] + self.palace + self.soldiers


class _Done(Exception):
    """The hand is over."""


class _Hand:
    def __init__(self, rng: random.Random, seats, button, fault, opt: random.Random | None = None):
        self.rng = rng
        self.fault = fault
        self.injected = None
        r = rng.random()
        self.no_limit = r < 0.4
        # short_hand: from the same draw's digits past the first (as folded_army below), so that
        # the hands of a seed simulated before the option existed stay the same draws
        self.held_only = (r * 10) % 1 < 0.25
        self.sb = SMALL_BET
        self.bb = 2 * SMALL_BET
        self.ante = SMALL_BET // 2
        self.cap = rng.choice((1, 2, 3, 3, 3))
        self.must_battle = rng.random() < 0.8
        self.quiet_in_a_row = rng.random() < 0.8
        r = rng.random()
        self.after_defender = r < 0.2
        # folded_army: from the same draw (its digits past the first), so that the hands of a seed
        # simulated before the option existed stay the same draws
        self.army_to_pile = (r * 10) % 1 < 0.3
        if fault == "stack-exceeded":
            self.no_limit = True
        if fault == "palace-soldier-limit":
            self.must_battle = False
        if fault == "palace-must-battle":
            self.must_battle = True
        self.rules = {"small_bet": self.sb, "betting": "no_limit" if self.no_limit else "limit"}
        if rng.random() < 0.5:
            self.rules.update(big_bet=self.bb, ante=self.ante)
        if self.cap != 3:
            self.rules["battle_raise_cap"] = self.cap
        if not self.must_battle:
            self.rules["two_left_must_battle"] = False
        if not self.quiet_in_a_row:
            self.rules["quiet_round"] = "turn_round"
        if self.after_defender:
            self.rules["turn_after_battle"] = "defender"
        if self.army_to_pile:
            self.rules["folded_army"] = "discard_pile"
        if self.held_only:
            self.rules["short_hand"] = "held_only"
        options(self, opt, len(seats))
        k = next(i for i, s in enumerate(seats) if s["seat"] == button)
        clockwise = seats[k + 1:] + seats[:k + 1]
        self.clockwise = [s["player"] for s in clockwise]
        self.order = [_P(s["player"], i + 1, s["stack"]) for i, s in enumerate(clockwise)]
        self.live = list(self.order)     # the players still in the hand (replaced, never mutated)
        self.by_name = {p.name: p for p in self.order}
        self.events = []
        self.deck = list(range(52))
        rng.shuffle(self.deck)
        self.pile = []
        self.pot = 0
        self.quiet = set()
        self.round_quiet = True
        self.last_pos = 0
        self.acted = set()          # who took a turn in this turn-round
        self.quiet_answer = False   # the last battle's defender gave up at once (after_battle)
        self.turns = 0
        self.end = None          # (kind, [players])
        self.end_turn_seq = None
        self.turn_seq = None

    # ---- helpers ------------------------------------------------------
    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1

    def discarded_last(self, q) -> bool:
        """The last event is ``q``'s discard: a turn of ``q`` next would read as that discard's
        own turn going on (README: a capturer's discards belong to the capture unless the
        capturer is next), so it is no fault to inject."""
        last = self.events[-1] if self.events else None
        return last is not None and last.get("type") == "discard" and last.get("player") == q.name

    def inject(self, seq):
        self.injected = {"code": self.fault, "seq": seq}
        self.fault = None

    def want(self, code, p=0.5):
        return self.fault == code and self.rng.random() < p

    def pay(self, p, amount):
        p.stack -= amount
        p.paid += amount
        self.pot += amount

    def inn(self):
        return self.live

    def next_after(self, p):
        order = self.order
        n = len(order)
        i = p.pos
        for _ in range(n):
            if i >= n:
                i = 0
            q = order[i]
            if q.inn:
                return q
            i += 1
        return None

    def names(self, cards):
        return [CARD_NAMES[c] for c in cards]

    def to_pile(self, cards):
        self.pile.extend(cards)

    def leave(self, p, keep_army=False):
        p.inn = False
        self.live = [q for q in self.order if q.inn]
        self.to_pile(p.palace)
        if not keep_army:
            if self.army_to_pile:
                self.to_pile(([p.banner] if p.banner >= 0 else []) + p.soldiers)
            p.banner, p.soldiers = -1, []

    def check_end(self):
        left = self.inn()
        if len(left) == 1:
            self.finish("standing", left)
        if len(left) >= 2 and len({p.banner & 3 for p in left}) == 1:
            self.finish("same_suit", left)

    def finish(self, kind, players):
        self.end = (kind, list(players))
        self.end_turn_seq = self.turn_seq
        raise _Done

    # ---- the deal -----------------------------------------------------
    def deal(self):
        rng = self.rng
        for i, p in enumerate(self.order):
            amount = self.ante
            if i == 0 and self.want("wrong-forced-bet", 1):
                amount += 1
                self.inject(len(self.events))
            self.ev(type="ante", player=p.name, amount=amount)
            self.pay(p, amount)
        rejected = []
        groups = [set(), set(), set()]
        if self.mirror:
            mirror_banner(self)
        for p in self.order:
            g = 0 if p.pos <= 4 else 1 if p.pos <= 8 else 2
            while True:
                if not self.deck:
                    self.deck = rejected
                    rng.shuffle(self.deck)
                    rejected = []
                c = self.deck.pop()
                seq = self.ev(type="banner", player=p.name, card=CARD_NAMES[c])
                repeated = c & 3 in groups[g]
                if repeated and self.want("palace-banner-suit", 0.3):
                    self.inject(seq)
                    repeated = False
                elif not repeated and self.want("palace-banner-suit", 0.3):
                    self.inject(seq)
                    repeated = True
                if repeated:
                    rejected.append(c)
                    continue
                groups[g].add(c & 3)
                p.banner = c
                break
        self.deck += rejected
        rng.shuffle(self.deck)
        if self.mirror:
            mirror_palaces(self)
        last = self.order[-1]
        for p in self.order:
            cards = [self.deck.pop() for _ in range(3)]
            if p is last and self.want("wrong-deal", 1):
                self.deck.append(cards.pop())
                self.inject(len(self.events))
            elif p is last and self.want("duplicate-card", 1):
                cards[2] = self.order[0].banner
                self.inject(len(self.events))
            p.palace = cards
            self.ev(type="deal", player=p.name, down=self.names(cards))
        self.turn_seq = len(self.events)
        self.check_end()

    # ---- the turns ----------------------------------------------------
    def play(self):
        p = self.order[0]
        while True:
            self.turns += 1
            if self.turns > 400:
                raise RuntimeError("palace simulation did not end")
            p = self.turn(p)

    def must_fight(self, p):
        left = self.inn()
        return (self.must_battle and len(left) == 2
                and left[0].banner & 3 != left[1].banner & 3)

    def start_turn(self, p, in_turn=True):
        """``p`` acts (``in_turn`` False: out of turn); a new turn-round begins, as the validator
        counts them (palace_turns._turn_start), when the turn goes back past the dealer's left (out
        of turn: by a player who acted in this one), or to the same player in turn (review of
        session 57: the same player again out of turn began one here; of session 65)."""
        self.turn_seq = len(self.events)
        last = self.last_pos
        if (p.pos == last and in_turn) or (p.pos < last and (in_turn or p.name in self.acted)):
            self.round_quiet = True
            self.acted = set()
            self.last_pos = p.pos
        elif p.pos > last:
            self.last_pos = p.pos
        self.acted.add(p.name)

    def quiet_done(self, p):
        self.quiet.add(p.name)
        left = self.inn()
        if self.quiet_in_a_row:
            done = all(q.name in self.quiet for q in left)
        else:
            nxt = self.next_after(p)
            # (every player still in took a turn in it: one passed over keeps the hand going)
            done = self.round_quiet and (nxt is None or nxt.pos <= p.pos) and all(q.name in self.acted for q in left)
        if done and left:
            self.finish("quiet", left)

    def loud(self):
        self.quiet.clear()
        self.round_quiet = False

    def targets(self, p):
        suit = p.banner & 3
        return [q for q in self.live if q is not p and q.banner & 3 != suit]

    def turn(self, p):
        """Play ``p``'s turn; the next player to act."""
        rng = self.rng
        if self.fault == "out-of-turn" and rng.random() < 0.3 and not self.discarded_last(self.next_after(p)):
            q = self.next_after(p)
            self.start_turn(q, False)
            minimum = (len(q.soldiers) + 1) * self.sb
            targets = self.targets(q)
            if self.must_fight(q):
                if q.stack < minimum or not targets:
                    return p
                self.inject(len(self.events))
                return self.attack(q, rng.choice(targets), minimum)
            self.inject(self.ev(type="wait", player=q.name))
            # quiet, but an action out of turn cannot end a quiet round (README): the hand goes on
            self.quiet.add(q.name)
            return self.next_after(q)
        self.start_turn(p)
        minimum = (len(p.soldiers) + 1) * self.sb
        targets = self.targets(p)
        if self.must_fight(p):
            if self.want("palace-must-battle", 1):
                self.inject(self.ev(type="wait", player=p.name))
                self.quiet_done(p)
                return self.next_after(p)
            if self.fault in ("palace-attack-amount", "stack-exceeded") and targets and p.stack >= minimum:
                return self.fault_turn(p, minimum, targets)
            if p.stack >= minimum and targets:
                return self.attack(p, rng.choice(targets), minimum)
            return self.fold(p)
        if self.fault == "palace-soldier-limit" and p is self.order[0]:
            if self.can_buy(p):
                return self.buy(p, hold=len(p.soldiers) == 5)
            return self.wait(p)
        if self.fault == "palace-soldier-limit" and self.order[0].inn:
            return self.wait(p)
        late = self.turns > LONG_HAND
        choices = [("wait", 8 if late else 3)]
        if not late:
            if self.can_buy(p):
                choices.append(("buy", 4))
            if p.stack >= minimum and targets:
                choices.append(("attack", 2))
            if p.soldiers:
                choices.append(("discard", 1))
            choices.append(("fold", 0.4))
            choices.append(("fault", 1 if self.fault else 0))
        kind = rng.choices([c for c, _ in choices], [w for _, w in choices])[0]
        if kind == "fault":
            return self.fault_turn(p, minimum, targets)
        if kind == "buy":
            return self.buy(p)
        if kind == "attack":
            return self.attack(p, rng.choice(targets), minimum)
        if kind == "discard":
            k = rng.randint(1, len(p.soldiers))
            cards = rng.sample(p.soldiers, k)
            self.discard(p, cards)
            self.quiet_done(p)
            return self.next_after(p)
        if kind == "fold":
            return self.fold(p)
        return self.wait(p)

    def fault_turn(self, p, minimum, targets):
        """Inject a fault that belongs to an ordinary turn, when this turn allows it."""
        f = self.fault
        if f == "palace-discard-not-soldier":
            c = self.rng.choice(p.palace + [p.banner])
            self.inject(self.ev(type="discard", player=p.name, cards=[CARD_NAMES[c]]))
            self.quiet_done(p)
            return self.next_after(p)
        if f == "card-not-held" and self.deck:
            self.inject(self.ev(type="discard", player=p.name, cards=[CARD_NAMES[self.deck[-1]]]))
            self.quiet_done(p)
            return self.next_after(p)
        if f == "palace-buy" and self.can_buy(p) and p.stack >= 2 * self.sb:
            return self.buy(p, amount=2 * self.sb)
        if f in ("palace-attack-amount", "stack-exceeded") and targets and p.stack >= minimum:
            amount = minimum - 1 if f == "palace-attack-amount" else p.stack + self.sb
            return self.attack(p, self.rng.choice(targets), amount, inject=True)
        if f == "palace-attack-same-suit" and p.stack >= minimum:
            out = [q for q in self.order if not q.inn]
            same = [q for q in self.inn() if q is not p and q.banner & 3 == p.banner & 3]
            if out:
                q = self.rng.choice(out)
                self.inject(self.ev(type="attack", player=p.name, target=q.name, amount=minimum))
                self.pay(p, minimum)
                self.loud()
                return self.next_after(p)
            if same:
                return self.attack(p, self.rng.choice(same), minimum, inject=True)
        return self.wait(p)

    def wait(self, p):
        self.ev(type="wait", player=p.name)
        self.quiet_done(p)
        return self.next_after(p)

    def fold(self, p):
        self.ev(type="fold", player=p.name)
        self.leave(p)
        self.check_end()
        self.quiet_done(p)
        return self.next_after(p)

    def can_buy(self, p):
        return p.stack >= self.sb and (self.deck or self.pile)

    def buy(self, p, amount=None, hold=False):
        if not self.deck:
            self.deck = self.pile
            self.rng.shuffle(self.deck)
            self.pile = []
        c = self.deck.pop()
        seq = self.ev(type="buy", player=p.name, card=CARD_NAMES[c], amount=amount or self.sb)
        if amount is not None:
            self.inject(seq)
        self.pay(p, amount or self.sb)
        p.soldiers.append(c)
        self.loud()
        if hold and self.fault == "palace-soldier-limit":
            self.inject(seq)
        else:
            self.trim(p, 0 if self.fault == "palace-soldier-limit" else 0.2)
        if self.buy_attack and self.fault is None and self.events[-1]["type"] == "buy" and self.rng.random() < 0.5:
            minimum = (len(p.soldiers) + 1) * self.sb      # buy_then_attack: the attack in the same turn
            targets = self.targets(p)
            if targets and p.stack >= minimum:
                return self.attack(p, self.rng.choice(targets), minimum)
        return self.next_after(p)

    def trim(self, p, extra):
        """Discard down to five soldiers (and sometimes one more) in the same turn."""
        k = max(0, len(p.soldiers) - 5)
        if k and self.rng.random() < extra:
            k += 1
        if k:
            self.discard(p, self.rng.sample(p.soldiers, min(k, len(p.soldiers))))

    def discard(self, p, cards):
        for c in cards:
            p.soldiers.remove(c)
        self.to_pile(cards)
        self.ev(type="discard", player=p.name, cards=self.names(cards))

    # ---- battles ------------------------------------------------------
    def attack(self, p, t, amount, inject=False):
        if not inject and self.no_limit and self.rng.random() < 0.3:
            extra = self.rng.choice((self.sb, self.bb))
            if p.stack >= amount + extra:
                amount += extra
        seq = self.ev(type="attack", player=p.name, target=t.name, amount=amount)
        if inject:
            self.inject(seq)
        self.pay(p, amount)
        self.loud()
        return self.fight(p, t)

    def fight(self, a, d):
        rng = self.rng
        owed = {a.name: 0, d.name: (len(d.soldiers) + 1) * self.sb}
        x, raises, last = d, 0, 0
        while True:
            o = owed[x.name]
            other = a if x is d else d
            minimum = self.bb if raises == 0 else max(last, self.bb)
            size = minimum + (rng.choice((0, 0, self.sb, self.bb)) if self.no_limit else 0)
            if self.reraise_same and raises:
                size = last             # no_limit_reraise: same: exactly the raise before it
            r = rng.random()
            if x.stack < o or r < 0.12:
                self.quiet_answer = x is d and raises == 0      # the defender gave up at once
                self.ev(type="fold", player=x.name)
                if rng.random() < 0.5:
                    self.ev(type="battle", winner=other.name)
                return self.won(a, d, other, x)
            if r < 0.35 and raises < self.cap and x.stack >= o + size:
                self.ev(type="raise", player=x.name, amount=o + size)
                self.called = other.name    # odd_chip=called: a raise answers the attack or raise before it
                self.pay(x, o + size)
                owed[x.name], owed[other.name] = 0, size
                raises, last, x = raises + 1, size, other
                continue
            amount = o
            if x is d and raises == 0 and self.want("palace-wrong-response") and x.stack >= o + self.sb:
                amount = o + self.sb
                self.inject(len(self.events))
            self.ev(type="call", player=x.name, amount=amount)
            self.called = other.name
            self.pay(x, amount)
            self.quiet_answer = False
            return self.compare(a, d)

    def strength(self, me, enemy):
        es = enemy.banner & 3
        cards = me.cards()
        elig = [c for c in cards if c & 3 != es]
        s = rank_hand(elig) if elig else -1
        mine = me.banner & 3
        own = sum(1 for c in cards if c & 3 == mine)
        return s, own

    def key(self, s, other):
        """What of strength ``s`` counts against strength ``other``: all of it, or with
        ``short_hand: held_only`` and one category, its ranks as far as the shorter hand goes."""
        if not self.held_only or category(s) != category(other):
            return (s, ())
        ra, ro = strength_ranks(s), strength_ranks(other)
        return (category(s), ra[:min(len(ra), len(ro))])

    def beats(self, s, other):
        return self.key(s, other) > self.key(other, s)

    def compare(self, a, d):
        (sa, oa), (sd, od) = self.strength(a, d), self.strength(d, a)
        ka, kd = (self.key(sa, sd), oa), (self.key(sd, sa), od)
        winner = a if ka > kd else d if kd > ka else None
        claimed = winner
        if self.want("palace-wrong-battle-result"):
            claimed = a if winner is None else (d if winner is a else a)
            self.inject(len(self.events))
        self.ev(type="battle", winner=claimed.name if claimed else None)
        if claimed is None:
            if len(self.inn()) == 2:
                self.finish("tie", [a, d])
            self.leave(a)
            self.leave(d)
            self.check_end()
            return self.after_battle(a, d)
        return self.won(a, d, claimed, d if claimed is a else a)

    def after_battle(self, a, d):
        """Who plays after a battle: left of the attacker, or of the defender (``turn_after_battle``:
        the defender's answer stands as their turn, the turn going on clockwise from the attacker
        to the defender's seat; past the dealer, the answer begins a turn-round, quiet only if it
        was a fold at once)."""
        if self.after_defender:
            if d.pos < a.pos:       # (whole only when nobody still in sits before the defender)
                self.round_quiet = self.quiet_answer and not any(q.inn and q.pos < d.pos for q in self.order)
                self.acted = set()
            self.last_pos = d.pos
            return self.next_after(d)
        return self.next_after(a)

    def won(self, a, d, w, l):
        self.leave(l, keep_army=True)
        held = [l.banner] + l.soldiers
        cards = held
        if self.want("palace-capture", 0.6):
            cards = held[:-1]
            self.inject(len(self.events))
        self.ev(type="capture", player=w.name, **{"from": l.name}, cards=self.names(cards))
        w.soldiers.extend(cards)
        l.banner, l.soldiers = -1, []
        self.trim(w, 0.1)
        self.check_end()
        return self.after_battle(a, d)

    def run(self):
        try:
            self.deal()
            self.play()
        except _Done:
            pass
        settle(self)


def generate(rng: random.Random, hand_id: str, seats: list[dict], button: int, fault: str | None) -> dict:
    """One Palace hand played by ``seats`` (with ``fault`` injected when given)."""
    opt = random.Random(f"options {hand_id}")
    for _ in range(ATTEMPTS):
        h = _Hand(rng, seats, button, fault, opt)
        if fault in _NEEDS_TURNS and len(seats) == 2:
            h.must_battle = False
            h.rules["two_left_must_battle"] = False
        h.run()
        if fault is None or h.injected is not None:
            break
    else:
        h = _Hand(rng, seats, button, None)
        h.run()
    hand = {"format": "handaudit/1", "hand_id": hand_id, "game": "palace", "rules": h.rules,
            "button": button, "seats": seats, "events": h.events}
    if h.injected is not None:
        hand["injected"] = h.injected
    return hand
