"""Seven-card stud hands played legally, with varied rules, and optional faults.

The hand is played against the validator's own state (:class:`audit.games.stud.Replay`):
each generated event is applied to it at once, and the next action is chosen
from what it allows (who acts, the amount owed, the bet bounds).  The deal comes
from a shuffled deck, with burns; with eight players the deck may run dry
(burned cards come back, or the community card on 7th street).  Some hands are
dealt to a tie on purpose so that pots split and odd chips go by the rules.

A fault is injected at the first moment it is possible, as exactly one event
that breaks one rule; the rest of the hand is played on from the state the
validator holds (it applies every event as logged), so the fault stays the
hand's only violation.  Settlement faults change the recorded collects after
the correct settlement is known.
"""

from __future__ import annotations

import random

import msgspec

from ..cards import CARD_NAMES
from ..games.stud import BETTING, Replay
from ..games.stud_rules import DECK_SIZE, SEVENTH, community_needed
from ..model import Award, Event, Hand, Seat
from ..poker.betting import FIXED, NO_LIMIT
from ..poker.pots import seat_pots, split

FAULTS = ("wrong-forced-bet", "out-of-turn", "illegal-check", "bet-below-minimum", "bet-above-maximum",
          "raise-cap-exceeded", "wrong-deal", "community-not-needed", "duplicate-card", "wrong-winner",
          "wrong-amount", "odd-chip")
BUY_IN = 1000
MIN_STACK = 100
_TRIES = 200
#: the share of legal hands (of fewer than seven players) dealt to a tie
TIE_SHARE = 0.08
_BETTING_FAULTS = frozenset(("out-of-turn", "illegal-check", "bet-below-minimum", "bet-above-maximum",
                             "raise-cap-exceeded"))
#: seven ranks with no straight among them, for hands dealt to a tie
_TIE_RANKS = ((0, 1, 5, 7, 9, 10, 11), (0, 2, 3, 6, 8, 10, 12), (1, 2, 4, 7, 9, 11, 12), (0, 3, 4, 6, 9, 10, 12))


def _rules(rng: random.Random, fault: str | None, hand_id: str = "") -> dict:
    structure = rng.choice(("fixed", "fixed", "fixed", "spread", "pot", "no_limit"))
    if fault == "raise-cap-exceeded":
        structure = rng.choice(("fixed", "spread"))
    elif fault == "bet-above-maximum" and structure == "no_limit":
        structure = "fixed"
    unit = rng.choice((2, 5, 10, 20, 50))
    r: dict = {"betting": structure}
    if rng.random() < 0.8:
        r["ante"] = max(1, unit // rng.choice((2, 4, 5)))
    if rng.random() < 0.75 or fault == "wrong-forced-bet" or "ante" not in r:
        r["bring_in"] = max(1, unit // rng.choice((2, 3, 4)))
        if structure == "fixed" and r["bring_in"] >= unit:
            r["bring_in"] = unit - 1 if unit > 1 else 1
    if structure == "fixed":
        r["small_bet"] = unit
        if rng.random() < 0.3:
            r["big_bet"] = 2 * unit
        if rng.random() < 0.2:
            r["open_pair_big_bet"] = False
    elif structure == "spread":
        r["min_bet"] = unit
        r["max_bet"] = unit * rng.choice((2, 3, 5))
        if rng.random() < 0.5:
            r["last_round_multiplier"] = 2
    else:
        r["min_bet"] = unit
    if structure in ("fixed", "spread"):
        cap = rng.random()
        if fault == "raise-cap-exceeded":
            r["raise_cap"] = rng.choice(({"per_round": 3}, {"per_round": 2}, {"per_player": 1}))
        elif cap < 0.15:
            r["raise_cap"] = None
        elif cap < 0.3:
            r["raise_cap"] = {"per_player": 2}
        elif cap < 0.4:
            r["raise_cap"] = {"per_round": 4}
        if rng.random() < 0.15 and fault != "raise-cap-exceeded":
            r["cap_heads_up"] = False
    odd = rng.random()
    if odd < 0.2:
        r["odd_chip"] = "left_of_button"
    elif odd < 0.35:
        r["odd_chip"] = "called"
    # the options the mix above never takes, a few percent each, from a random stream of their own
    # (of the hand's id), so that the hands without them are the ones the seed gave before
    extra = random.Random(f"{hand_id}/options")
    x = extra.random()
    if x < 0.05:
        r["odd_chip"] = "called_voluntary"
    elif x < 0.10:
        r["odd_chip"] = "last_bet"
    if structure in ("fixed", "spread") and extra.random() < 0.06 and fault != "raise-cap-exceeded":
        r["cap_heads_up"] = "round_start"
    if extra.random() < 0.06:
        r["check_allowed"] = False
    return r


class _Game:
    """One hand being generated."""

    def __init__(self, rng: random.Random, hand_id: str, seats: list[dict], button: int, fault: str | None) -> None:
        self.rng = rng
        self.fault = fault
        self.rules = _rules(rng, fault, hand_id)
        self.hand = {"format": "handaudit/1", "hand_id": hand_id, "game": "stud", "rules": self.rules,
                     "button": button, "seats": seats, "events": []}
        self.events: list[dict] = self.hand["events"]
        hand = Hand("handaudit/1", hand_id, "stud", [Seat(s["seat"], s["player"], s["stack"], s.get("added", 0))
                                                     for s in seats], [], button, self.rules)
        self.state = Replay(hand, self.rules)
        self.t = self.state.t
        self.injected: int | None = None
        self.done = fault is None
        self.deck = [CARD_NAMES[c] for c in range(DECK_SIZE)]
        rng.shuffle(self.deck)
        self.burned: list[str] = []
        self.passive = fault is not None and fault not in ("wrong-forced-bet", "out-of-turn")
        self.delay = rng.randint(0, 5)       # betting decisions to let pass before a betting fault
        self.tie: tuple[int, int] | None = None
        self.raked = 0
        self.rig: dict[int, list[str]] = {}
        if fault == "odd-chip" or (fault is None and len(seats) < 7 and rng.random() < TIE_SHARE):
            self._rig_tie()

    # ---- events ------------------------------------------------------------------------
    def emit(self, ev: dict) -> int:
        seq = len(self.events)
        self.events.append(ev)
        self.state.apply(seq, msgspec.convert(ev, Event))
        return seq

    def mark(self, seq: int | None) -> None:
        self.injected = seq
        self.done = True

    def card(self) -> str:
        if self.deck:
            return self.deck.pop()
        return self.burned.pop(0)

    def _rig_tie(self) -> None:
        """Two players are dealt the same ranks in other suits (no flush, no straight)."""
        live = [j for j in self.state.deal.order if not self.t.folded[j]]
        if len(live) < 2:
            return
        a, b = self.rng.sample(live, 2)
        ranks = list(self.rng.choice(_TIE_RANKS))
        self.rng.shuffle(ranks)
        sa, sb = self.rng.sample(range(4), 2)
        self.rig[a] = [CARD_NAMES[r * 4 + (sa + k) % 4] for k, r in enumerate(ranks)]
        self.rig[b] = [CARD_NAMES[r * 4 + (sb + k) % 4] for k, r in enumerate(ranks)]
        used = set(self.rig[a]) | set(self.rig[b])
        self.deck = [c for c in self.deck if c not in used]
        self.tie = (a, b)

    def _cards_for(self, j: int, n: int) -> list[str]:
        rig = self.rig.get(j)
        if rig:
            out, self.rig[j] = rig[:n], rig[n:]
            return out
        return [self.card() for _ in range(n)]

    # ---- the hand ----------------------------------------------------------------------
    def play(self) -> dict:
        t = self.t
        ante = self.state.ante
        order = self.state.deal.order
        live = [j for j in order if not t.folded[j]]
        if ante:
            victim = None
            if self.fault == "wrong-forced-bet" and self.rng.random() < 0.3:
                deep = [j for j in live if t.stacks[j] > ante + 3]
                victim = self.rng.choice(deep) if deep else None
            for j in live:
                amount = min(ante, t.stacks[j])
                if j == victim:
                    amount = ante + self.rng.randint(1, 3)
                    self.mark(len(self.events))
                self.emit({"type": "ante", "player": t.names[j], "amount": amount})
        self._deal_third(live)
        for street in range(5):
            if street:
                if not self._next_street(street):
                    break
            self._betting()
            if len(t.live()) < 2:
                break
        return self._finish()

    def _deal_third(self, live: list[int]) -> None:
        t = self.t
        hands = {j: self._cards_for(j, 3) for j in live}
        if self.rng.random() < 0.3:        # card by card, in passes
            for k in range(3):
                for j in live:
                    face = "down" if k < 2 else "up"
                    self.emit({"type": "deal", "player": t.names[j], face: [hands[j][k]]})
        else:
            for j in live:
                self.emit({"type": "deal", "player": t.names[j], "down": hands[j][:2], "up": hands[j][2:]})

    def _next_street(self, street: int) -> bool:
        t = self.t
        d = self.state.deal
        live = [j for j in d.order if not t.folded[j]]
        if len(live) < 2:
            return False
        if street == SEVENTH:
            left = DECK_SIZE - d.cards_out
            needed = community_needed(left, len(live))
            if needed or self.fault == "community-not-needed" and not self.done:
                if self.deck:
                    self.emit({"type": "burn", "cards": [self.burn()]})
                if not needed:
                    self.mark(len(self.events))
                self.emit({"type": "community", "cards": [self.card()]})
                return True
        self.emit({"type": "burn", "cards": [self.burn()]})
        face = "down" if street == SEVENTH else "up"
        for k, j in enumerate(live):
            cards = self._cards_for(j, 1)
            if not self.done and k == 0 and street < SEVENTH:
                if self.fault == "wrong-deal":
                    self.mark(len(self.events))
                    face_now = "down"
                    self.emit({"type": "deal", "player": t.names[j], face_now: cards})
                    continue
                if self.fault == "duplicate-card" and j not in self.rig:
                    held = [c for o in live if o != j for c in t.cards[o] if c >= 0]
                    if held:
                        self.deck.append(cards[0])
                        cards = [CARD_NAMES[self.rng.choice(held)]]
                        self.mark(len(self.events))
            self.emit({"type": "deal", "player": t.names[j], face: cards})
        return True

    def burn(self) -> str:
        c = self.deck.pop()
        self.burned.append(c)
        return c

    # ---- betting -----------------------------------------------------------------------
    def _betting(self) -> None:
        st = self.state
        t = self.t
        while st.phase == BETTING and t.br.to_act is not None and len(t.live()) > 1:
            i = t.br.to_act
            if st.await_bring_in:
                self._bring_in(i)
                continue
            if not self.done and self.fault in _BETTING_FAULTS:
                if self.delay > 0:
                    self.delay -= 1
                elif self._betting_fault(i):
                    continue
            self._act(i)

    def _bring_in(self, i: int) -> None:
        t = self.t
        name = t.names[i]
        if self.fault == "wrong-forced-bet" and not self.done:
            others = [j for j in t.live() if j != i and not t.all_in[j]]
            if others and self.rng.random() < 0.5:
                j = self.rng.choice(others)
                self.mark(self.emit({"type": "bring_in", "player": t.names[j],
                                     "amount": min(self.state.bring_in, t.stacks[j])}))
                return
            if t.stacks[i] > self.state.bring_in + 1:
                self.mark(self.emit({"type": "bring_in", "player": name, "amount": self.state.bring_in + 1}))
                return
        if self.rng.random() < 0.25 and (self.tie is None or i in self.tie):
            owed, lo, hi, can = t.br.options(i)
            if can and lo:
                to = lo if t.betting.structure == FIXED else self.rng.randint(lo, hi)
                self.emit({"type": "complete", "player": name, "to": to})
                return
        self.emit({"type": "bring_in", "player": name, "amount": min(self.state.bring_in, t.stacks[i])})

    def _act(self, i: int) -> None:
        t = self.t
        br = t.br
        rng = self.rng
        name = t.names[i]
        owed, lo, hi, can = br.options(i)
        stack = t.stacks[i]
        if owed <= 0 and not t.betting.check_allowed and (self.tie is None or i in self.tie):
            # pass and out (check_allowed false): nothing to call, so a bet or a fold
            if can and lo and (self.tie is not None or rng.random() < 0.85):
                self._wager(i, min(lo, br.put[i] + stack))
            else:
                self.emit({"type": "fold", "player": name})
            return
        if self.tie is not None:
            if i not in self.tie:
                if owed > 0 or not t.betting.check_allowed:
                    self.emit({"type": "fold", "player": name})
                else:
                    self.emit({"type": "check", "player": name})
                return
            if self.state.street == 0 and br.current <= self.state.bring_in and can and lo:
                self._wager(i, lo)
                return
            can = False
        r = rng.random()
        if self.fault == "community-not-needed" and len(t.live()) == 8:
            r = 0.0                          # eight players to 7th street do need the community card
        if (owed > 0 and not self.passive or r == 0.0) and r < 0.12:
            self.emit({"type": "fold", "player": name})
            return
        if can and lo and rng.random() < (0.22 if br.raises < 2 else 0.08):
            structure = t.betting.structure
            if structure == FIXED:
                to = lo if lo == hi or rng.random() < 0.7 else hi
            elif structure == NO_LIMIT and rng.random() < 0.12:
                to = br.put[i] + stack
            else:
                to = rng.randint(lo, min(hi, br.put[i] + stack))
            self._wager(i, to)
            return
        if owed > 0:
            self.emit({"type": "call", "player": name, "amount": min(owed, stack)})
        else:
            self.emit({"type": "check", "player": name})

    def _kind(self) -> str:
        br = self.t.br
        if br.current == 0:
            return "bet"
        if self.state.street == 0 and not br.opened and br.last_allin is None and self.state.bring_in:
            return "complete"
        return "raise"

    def _wager(self, i: int, to: int) -> int:
        t = self.t
        ev = {"type": self._kind(), "player": t.names[i], "to": to}
        if to - t.br.put[i] >= t.stacks[i] and self.rng.random() < 0.5:
            ev["all_in"] = True
        return self.emit(ev)

    def _betting_fault(self, i: int) -> bool:
        """Inject the betting fault now if it is possible; True when an event was emitted."""
        t = self.t
        br = t.br
        f = self.fault
        owed, lo, hi, can = br.options(i)
        stack = t.stacks[i]
        name = t.names[i]
        if f == "out-of-turn":
            others = [j for j in t.live() if j != i and not t.all_in[j]]
            if not others:
                return False
            j = self.rng.choice(others)
            self.mark(self.emit({"type": "fold", "player": t.names[j]}))
            return True
        if f == "illegal-check":
            if owed <= 0:
                return False
            self.mark(self.emit({"type": "check", "player": name}))
            return True
        if br.last_allin is not None:
            return False
        if f == "bet-below-minimum":
            to = lo - 1
            if not can or to <= br.current or to - br.put[i] >= stack:
                return False
            self.mark(self._wager(i, to))
            return True
        if f == "bet-above-maximum":
            to = hi + 1
            if not can or t.betting.structure == NO_LIMIT or to - br.put[i] >= stack:
                return False
            self.mark(self._wager(i, to))
            return True
        if f == "raise-cap-exceeded":
            if can and lo:
                self._wager(i, lo)             # raise up to the cap
                return True
            if not br.opened or not br._capped(i) or br.closed(i):
                return False
            if not any(not t.folded[j] and t.stacks[j] > br.current - br.put[j] for j in range(t.n) if j != i):
                return False        # nobody left has more than the bet to call: that raise is another finding
            b = t.betting
            to = (br.full_to + br.unit) if b.structure == FIXED else br.current + br.min_inc
            if to - br.put[i] >= stack:
                return False
            self.mark(self._wager(i, to))
            return True
        return False

    # ---- showdown and settlement ---------------------------------------------------------
    def _finish(self) -> dict:
        t = self.t
        live = t.live()
        if len(live) > 1:
            comm = self.state.deal.community
            for j in live:
                cards = [CARD_NAMES[c] for c in t.cards[j] if c != comm]
                self.emit({"type": "show", "player": t.names[j], "cards": cards})
        result = self.state.settle()
        unc = seat_pots(t.names, t.total, t.folded, t.dead_parts())[1]     # (a wrong ante matches no bet)
        if unc:
            self.emit({"type": "return", "player": unc[0], "amount": unc[1]})
        pots = result.pots
        if self.tie is not None and len(pots) == 1 and len(pots[0].winners) == 2 and pots[0].amount % 2 == 0:
            # heads-up contributions are equal, so the split is even: a one-chip rake makes an odd chip
            self.emit({"type": "rake", "amount": 1})
            self.raked = 1
            a, b = split(pots[0].amount - 1, pots[0].winners)
            result.awards = [Award(0, pots[0].winners[0], a), Award(0, pots[0].winners[1], b)]
        first = len(self.events)
        collects = [{"type": "collect", "player": a.player, "amount": a.correct, "pot": a.pot}
                    for a in result.awards if a.correct > 0]
        f = self.fault
        if not self.done and f in ("wrong-winner", "wrong-amount", "odd-chip"):
            self._settlement_fault(f, result, collects, first)
        self.events.extend(collects)
        return self.hand

    def _settlement_fault(self, f: str, result, collects: list[dict], first: int) -> None:
        rng = self.rng
        pots = result.pots
        if f == "wrong-winner":
            # a collect of a pot that somebody does not win (heads-up, a tie wins it for both)
            ok = [k for k, c in enumerate(collects) if len(pots[c["pot"]].winners) < len(self.t.names)]
            if not ok:
                return
            k = rng.choice(ok)
            c = collects[k]
            losers = [p for p in self.t.names if p not in pots[c["pot"]].winners]
            c["player"] = rng.choice(losers)
            self.mark(first + k)
        elif f == "wrong-amount":
            ok = [k for k, c in enumerate(collects) if len(pots[c["pot"]].winners) == 1 and c["amount"] >= 2]
            if not ok:
                return
            k = rng.choice(ok)
            collects[k]["amount"] -= rng.randint(1, collects[k]["amount"] - 1)
            self.mark(first + k)
        else:
            for k, c in enumerate(collects):
                pot = pots[c["pot"]]
                if len(pot.winners) == 2 and (pot.amount - self.raked) % 2:
                    other = next(m for m, d in enumerate(collects) if d["pot"] == c["pot"] and m != k)
                    c["amount"], collects[other]["amount"] = collects[other]["amount"], c["amount"]
                    # the finding points at the first wrong collect of the two (CODES.md)
                    self.mark(first + min(k, other))
                    return


def generate(rng: random.Random, hand_id: str, seats: list[dict], button: int, fault: str | None) -> dict:
    """One stud hand played by ``seats`` with the dealer on seat ``button`` (see the module
    docstring); with ``fault``, exactly that violation recorded under ``injected``, or, when
    the table cannot carry it, a clean hand."""
    for _ in range(_TRIES):
        game = _Game(rng, hand_id, [dict(s) for s in seats], button, fault)
        hand = game.play()
        if fault is None:
            return hand
        if game.injected is not None:
            hand["injected"] = {"code": fault, "seq": game.injected}
            return hand
    # this table cannot carry that fault (short stacks, say): a clean hand, as the other games
    # give (simulate then tries another fault)
    return _Game(rng, hand_id, [dict(s) for s in seats], button, None).play()
