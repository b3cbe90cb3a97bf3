"""Seven-card stud (POKER.md section 5): the replay protocol on the shared poker core.

The hand state (stacks, contributions, folds, the card ledger, settlement) is
a :class:`audit.poker.table.PokerTable`; each street's betting is a
:class:`audit.poker.betting.BettingRound`.  This module adds what is stud's
own: antes then 3rd street (two down, one up), the bring-in by the lowest
upcard (or the highest upcard opening without one), who acts first on 4th
street and later (the best board), burns, one upcard on 4th to 6th street and
one down on 7th, the deck running dry (burned cards reused, the community
card), the big bet on 4th street with an open pair, and the showdown on the
best five of seven.  The pure rules are in :mod:`audit.games.stud_rules`, the
dealing in :mod:`audit.games.stud_deal`, the explanation in
:mod:`audit.games.stud_explain`.
"""

from __future__ import annotations

from ..cards import CARD_INDEX
from ..model import Event, Hand, Result, View
from ..poker.betting import FIXED, BettingRound
from ..cards import UNKNOWN
from ..poker.evaluate import best_five, rank_hand
from ..poker.table import PokerTable
from ..protocol import RulesError
from .stud_deal import Dealer
from .stud_explain import first_actor_lines
from .stud_rules import (
    SEVENTH,
    STREET_NAMES,
    best_board_index,
    bring_in_index,
    bring_in_reason,
    has_open_pair,
    high_upcard_index,
)

ANTES, DEALING, BETTING = 0, 1, 2
_BETS = frozenset(("check", "call", "bet", "raise", "complete", "fold", "bring_in"))
_SETTLE = frozenset(("collect", "return", "rake"))


def _int_rule(rules: dict, key: str, default: int) -> int:
    v = rules.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise RulesError(f"{key} must be an integer >= 0, got {v!r}")
    return v


class StudRound(BettingRound):
    """A betting round that also accepts, in fixed limit, a raise over an incomplete
    all-in opening bet: bob is all-in for 3 of a 10 bet; carol may complete to 10,
    raise one bet over the all-in to 13, or go all-in for anything up to 13 (the core
    accepts these once a round is opened, not yet over an all-in opening bet)."""

    __slots__ = ()

    def _over_allin(self, i: int, to: int) -> bool:
        if self.rules.structure != FIXED or self.opened or self.current <= 0 or self.last_allin is None:
            return False
        cur = self.current
        if to == cur + self.unit or (self.open_big > 0 and to == cur + self.open_big):
            return True
        return self.unit < to < cur + self.unit and to - self.put[i] >= self.t.stacks[i]

    def raise_(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if self.rules.structure == FIXED and self.current > self.full_to:
            if not self.opened:
                if self._over_allin(i, to):
                    self._over_allin_raise(seq, i, to, flag)
                    return
            elif self.open_big:
                # the big bet is allowed (open pair) and a short all-in is the bet to face:
                # one small or one big bet over it, judged (cap, reopening) at that size
                cur = self.current
                if to == cur + self.unit:
                    big, self.open_big = self.open_big, 0
                    super().raise_(seq, i, to, flag)
                    self.open_big = big
                    return
                if to == cur + self.open_big:
                    self.unit, self.open_big = self.open_big, 0
        super().raise_(seq, i, to, flag)

    def _over_allin_raise(self, seq: int, i: int, to: int, flag: bool | None) -> None:
        if self._turn(seq, i, "raised"):
            cur = self.current
            big = self.open_big > 0 and to == cur + self.open_big
            short = to < cur + self.unit
            self._wager(seq, i, to, flag, False)
            if big:
                self.unit, self.open_big = self.open_big, 0
            elif short:                  # a completed bet and an incomplete all-in raise on top
                self.full_to = self.unit
                self.last_allin = i

    def complete(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if self._over_allin(i, to):
            self._over_allin_raise(seq, i, to, flag)
        else:
            super().complete(seq, i, to, flag)


class StudTable(PokerTable):
    """The poker table with stud's betting round and the showdown's best five taken with
    the community card."""

    __slots__ = ("best_fn",)

    def open_round(self, unit: int = 0, *, max_unit: int = 0, open_big: int = 0, last: bool = False):
        br = StudRound(self, self.betting, unit, max_unit=max_unit, open_big=open_big, last=last)
        self.br = br
        return br

    def _showdown(self, strengths, hands, explain, best_fn):
        return super()._showdown(strengths, hands, explain, self.best_fn)


class Replay:
    """One stud hand: ``apply`` each event, then ``settle``."""

    game = "stud"
    __slots__ = ("t", "findings", "ante", "bring_in", "open_pair_big", "deal", "phase", "street",
                 "await_bring_in", "bring_in_seat", "openers", "ended", "free_first")

    def __init__(self, hand: Hand, rules: dict) -> None:
        t = self.t = StudTable(hand, rules, odd_chip_default="high_card")
        t.best_fn = best_five
        self.findings = t.findings
        self.ante = _int_rule(rules, "ante", 0)
        self.bring_in = _int_rule(rules, "bring_in", 0)
        v = rules.get("open_pair_big_bet", True)
        if not isinstance(v, bool):
            raise RulesError(f"open_pair_big_bet must be true or false, got {v!r}")
        self.open_pair_big = v
        order = [t.index[name] for name in t.clockwise]
        for i in range(t.n):
            if t.start[i] <= 0:      # no chips: not dealt in
                t.folded[i] = True
        self.deal = Dealer(t, order)
        self.phase = ANTES
        self.street = 0
        self.await_bring_in = False
        self.bring_in_seat: int | None = None
        self.free_first = False
        #: per street, for explain: (street, "bring_in" | "high" | "board", seat the rule names,
        #: live seats, their upcards, seat that acted first (None: no betting), big bet allowed)
        self.openers: list[tuple] = []
        self.ended = False           # a collect/return/rake was seen

    # ---- the protocol -----------------------------------------------------------------
    def apply(self, seq: int, ev: Event) -> None:
        t = self.t
        typ = ev.type
        i = t.index.get(ev.player) if ev.player is not None else None
        if typ in _BETS:
            self._bet(seq, ev, typ, i)
        elif typ == "deal":
            self._deal(seq, ev, i)
        elif typ == "ante":
            if self.phase != ANTES:
                t.find("wrong-forced-bet", seq, i, f"{t.names[i]} posted an ante after the deal began: "
                       f"every player antes before the cards are dealt")
            t.post_ante(seq, i, ev.amount, self.ante)
        elif typ == "burn":
            self._burn(seq, ev)
        elif typ == "community":
            self._community(seq, ev)
        elif typ == "show":
            self._show(seq, ev, i)
        elif typ == "muck":
            t.muck(seq, i)
        elif typ in _SETTLE:
            self.ended = True
            t.record(seq, ev, i)
        else:
            t.find("illegal-action", seq, i, f"a {typ} event has no meaning in seven-card stud")
        t.rounds.append(self.street)

    def view(self) -> View:
        if self.phase == ANTES:
            phase = "antes"
        elif self.ended or self._over():
            phase = "showdown" if len(self.t.live()) > 1 else "hand over"
        else:
            phase = STREET_NAMES[self.street]
        v = self.t.view(phase)
        if self.phase != BETTING:
            v.to_act = None
            v.to_call = 0
        return v

    def settle(self, explain: bool = False) -> Result:
        t = self.t
        if self.phase == ANTES:
            t.missing_antes(None, self.ante)
        if len(t.live()) > 1 and not self._over():
            t.find("hand-incomplete", None, None, self._incomplete())
        comm = self.deal.community
        if comm == UNKNOWN:          # a face-down community card: no hand can be judged
            for j in t.live():
                t.cards[j].append(UNKNOWN)
            comm = None
        if comm is None:
            strength, best = rank_hand, best_five
        else:
            def strength(cs):
                return rank_hand(cs + [comm])

            def best(cs):
                return best_five(cs + [comm])
        t.best_fn = best
        result = t.settle("stud", explain, strength, self.street == SEVENTH and self._over(), None, best)
        if explain:
            result.sections[:0] = first_actor_lines(t, self.openers, self.deal, self.bring_in)
        return result

    # ---- the streets ------------------------------------------------------------------
    def _over(self) -> bool:
        """The hand is over: one player left, or 7th street dealt and its betting done."""
        if len(self.t.live()) < 2:
            return True
        return self.street == SEVENTH and self.phase == BETTING and self.t.br.over()

    def _incomplete(self) -> str:
        t = self.t
        name = STREET_NAMES[self.street]
        if self.phase == ANTES:
            return "the log ends before the cards were dealt"
        if self.phase == DEALING:
            return f"the log ends during the deal of {name}"
        br = t.br
        if br.to_act is not None:
            return f"the log ends during the betting of {name} with {t.names[br.to_act]} to act"
        return f"the log ends after the betting of {name}, before {STREET_NAMES[self.street + 1]} was dealt"

    def _deal(self, seq: int, ev: Event, i: int) -> None:
        t = self.t
        d = self.deal
        if self.phase == ANTES:
            t.missing_antes(seq, self.ante)
            self.phase = DEALING
            d.begin(0)
        elif self.phase == BETTING:
            if len(t.live()) < 2:
                t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt cards after the hand was over "
                       f"(everyone else folded)")
                d.stray(seq, i, ev)
                return
            if self.street == SEVENTH:
                t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt a card after 7th street: seven-card "
                       f"stud deals seven cards")
                d.stray(seq, i, ev)
                return
            if not t.br.over():
                t.find("wrong-deal", seq, i, f"{STREET_NAMES[self.street + 1]} was dealt before the betting "
                       f"of {STREET_NAMES[self.street]} was over ({t.names[t.br.to_act]} was to act)")
            self.street += 1
            self.phase = DEALING
            d.begin(self.street)
        d.give(seq, i, ev)
        if d.complete():
            self._open_round()

    def _burn(self, seq: int, ev: Event) -> None:
        t = self.t
        d = self.deal
        if self.phase == BETTING and self.street < SEVENTH and len(t.live()) > 1:
            if not t.br.over():
                t.find("wrong-deal", seq, None, f"a card was burned for {STREET_NAMES[self.street + 1]} "
                       f"before the betting of {STREET_NAMES[self.street]} was over "
                       f"({t.names[t.br.to_act]} was to act)")
            self.street += 1
            self.phase = DEALING
            d.begin(self.street)
            d.burn(seq, ev, True)
        elif self.phase == DEALING and self.street > 0 and not d.started():
            d.burn(seq, ev, not d.burned_now)
        else:
            where = ("before 3rd street: the first burn comes before 4th street" if self.phase != BETTING
                     or self.street < SEVENTH else "after 7th street was dealt")
            if self.phase == DEALING and d.started():
                where = f"in the middle of the deal of {STREET_NAMES[self.street]}"
            elif self.phase == BETTING and len(t.live()) < 2:
                where = "after the hand was over"
            t.find("wrong-deal", seq, None, f"a card was burned {where}")
            d.burn(seq, ev, True)

    def _community(self, seq: int, ev: Event) -> None:
        t = self.t
        d = self.deal
        if self.phase == BETTING and self.street == SEVENTH - 1 and len(t.live()) > 1:
            if not t.br.over():
                t.find("wrong-deal", seq, None, f"the community card was dealt before the betting of "
                       f"6th street was over ({t.names[t.br.to_act]} was to act)")
            self.street = SEVENTH
            self.phase = DEALING
            d.begin(SEVENTH)
        if self.phase == DEALING and self.street == SEVENTH and not d.started() and d.community is None:
            d.deal_community(seq, ev)
            self._open_round()
            return
        t.find("wrong-deal", seq, None, "a community card is only dealt at the start of 7th street, "
               "once, in place of every player's last card")
        d.stray_community(seq, ev)

    def _show(self, seq: int, ev: Event, i: int) -> None:
        t = self.t
        comm = self.deal.community
        cards = ev.cards
        if comm is not None and len(cards) == len(t.cards[i]) + 1:
            ints = [CARD_INDEX[c] for c in cards]
            if comm in ints:
                cards = [c for c, k in zip(cards, ints) if k != comm]
        t.show(seq, i, cards)

    # ---- betting ------------------------------------------------------------------------
    def _open_round(self) -> None:
        """Start the betting of the current street: who acts first, and the bet sizes."""
        t = self.t
        s = self.street
        b = t.betting
        self.phase = BETTING
        up = self.deal.up
        live = [j for j in self.deal.order if not t.folded[j]]
        if s == 0:
            kind = "bring_in" if self.bring_in else "high"
            ups = [up[j][0] if up[j] else None for j in live]
            k = bring_in_index(ups) if self.bring_in else high_upcard_index(ups)
        else:
            kind = "board"
            k = best_board_index([up[j] for j in live])
        self.free_first = k is None          # an unknown upcard: who opens cannot be judged
        first = live[k] if k is not None else live[0]
        unit = 0
        open_big = 0
        if b.structure == FIXED:
            unit = b.small_bet if s < 2 else b.big_bet
            if s == 1 and self.open_pair_big and has_open_pair([up[j] for j in live]):
                open_big = b.big_bet
        br = t.open_round(unit, open_big=open_big, last=s == SEVENTH)
        if s == 0 and self.bring_in:
            # the lowest upcard brings in; all-in on the ante: the next player who can
            j = first
            for _ in range(t.n):
                if not t.folded[j] and not t.all_in[j]:
                    break
                j = t.left_of(j)
            br.start(j)
            self.await_bring_in = br.to_act is not None
            self.bring_in_seat = br.to_act
        else:
            br.start(first)
        self.openers.append((s, kind, first, live, [list(up[j]) for j in live], br.to_act, open_big))

    def _bet(self, seq: int, ev: Event, typ: str, i: int) -> None:
        t = self.t
        if self.phase != BETTING:
            if self.phase == ANTES:
                t.missing_antes(seq, self.ante)
                self.deal.begin(0)
            missing = self.deal.missing()
            t.find("wrong-deal", seq, i, f"{t.names[i]} acted before the deal of {STREET_NAMES[self.street]} "
                   f"was complete ({', '.join(t.names[j] for j in missing)} still to be dealt)"
                   if missing else f"{t.names[i]} acted before {STREET_NAMES[self.street]} was dealt")
            self._open_round()
        br = t.br
        if self.free_first:
            self.free_first = False
            if br.to_act is not None:
                br.to_act = i
                self.bring_in_seat = i
        if self.await_bring_in:
            self.await_bring_in = False
            bi = self.bring_in_seat
            if typ == "bring_in":
                due = min(self.bring_in, t.stacks[i])
                if i != bi:
                    t.find("wrong-forced-bet", seq, i, f"{t.names[i]} posted the bring-in but "
                           + self._bring_in_why(bi))
                    br.to_act = i
                elif ev.amount != due:
                    t.find("wrong-forced-bet", seq, i, f"{t.names[i]} brought in for {ev.amount}; the bring-in "
                           f"is {self.bring_in}" + ("" if due == self.bring_in else f" (all {due} chips left)"))
                br.post_bring_in(seq, i, ev.amount)
                return
            if i == bi and typ in ("complete", "bet"):
                # the bring-in player completes instead of bringing in: the opening bet
                br.bet(seq, i, ev.to, ev.all_in)
                return
            t.find("wrong-forced-bet", seq, i, f"{t.names[i]} {_VERBS.get(typ, typ)} but the bring-in was "
                   f"missing: " + self._bring_in_why(bi) + " must bring in or complete first")
            br.to_act = i
        elif typ == "bring_in":
            t.find("wrong-forced-bet", seq, i, f"{t.names[i]} posted a bring-in of {ev.amount}, but "
                   + ("this game has no bring-in" if not self.bring_in else
                      "only the first action of 3rd street is a bring-in"))
            br.call(seq, i, ev.amount)
            return
        if typ == "bring_in":
            br.call(seq, i, ev.amount)
        else:
            t.act(seq, ev, i)

    def _bring_in_why(self, bi: int) -> str:
        t = self.t
        order = self.deal.order
        live = [j for j in order if not t.folded[j] or j == bi]
        ups = [self.deal.up[j][0] if self.deal.up[j] else None for j in live]
        low = bring_in_index(ups)
        text = bring_in_reason([t.names[j] for j in live], ups, low) if low is not None else \
            f"{t.names[bi]} brings in"
        if low is not None and live[low] != bi:
            text += f", and is all-in, so {t.names[bi]} brings in"
        return text.replace(" brings in: ", " has to bring in: ", 1)


_VERBS = {"check": "checked", "call": "called", "bet": "bet", "raise": "raised", "complete": "completed",
          "fold": "folded"}

