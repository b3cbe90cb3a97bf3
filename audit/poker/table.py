"""The poker hand state shared by draw and stud (and anything with poker betting).

A game module builds one :class:`PokerTable` per hand and adds its own dealing,
streets and turn order on top.  Seats are indices ``0..n-1`` in the order of
``hand.seats`` (clockwise).

State (plain lists indexed by seat, read and written by the game and by
:class:`~audit.poker.betting.BettingRound`):
  ``names``, ``index`` (name -> seat), ``n``, ``start`` (stacks at the start),
  ``stacks`` (chips behind), ``total`` (chips put in this hand), ``folded``,
  ``all_in``, ``mucked``, ``shown``, ``cards`` (each player's cards as ints,
  ``UNKNOWN`` for ``??``), ``ledger`` (:class:`audit.cards.CardLedger`),
  ``findings``, ``rounds`` (the game appends one betting-round number per event),
  ``collects`` ``[(seq, i, amount, pot)]``, ``returns`` ``[(seq, i, amount)]``,
  ``rakes`` ``[(seq, amount)]``, ``br`` (the :class:`BettingRound` in progress or
  the last one), ``button`` (seat index or ``None``), ``betting``
  (:class:`BettingRules`), ``last_aggressor`` (last player to bet or raise in the
  hand), ``odd_chip`` (the rule), ``anted`` (who posted an ante).

``PokerTable(hand, rules, *, big_blind=0, jokers=0, odd_chip_default="called",
betting=None, odd_chip=None)``: ``betting``/``odd_chip`` may be passed already
parsed (else they are parsed from ``rules``; :func:`odd_chip_rule` checks the option).

Methods:
  ``find(code, seq, i, msg)``                  append a finding (``i`` may be ``None``)
  ``left_of(i)`` / ``next_live(i)``           next seat / next seat not folded, clockwise
  ``clockwise_after(i)``                      every seat in order starting after ``i``
  ``live()``                                  seats not folded (mucked players count as live)
  ``pot()``                                   chips put in so far
  ``post_ante(seq, i, amount, expected)``     dead money; wrong or repeated -> wrong-forced-bet
  ``missing_antes(seq, expected)``            wrong-forced-bet for every player who did not ante
  ``open_round(unit, max_unit=0, open_big=0, last=False)`` -> a new BettingRound in ``br``
  ``act(seq, ev, i)``                         a check/call/bet/raise/complete/fold event, to ``br``
  ``give(seq, i, cards, what)``               cards to a player (ledger: duplicate-card)
  ``show(seq, i, cards)`` / ``muck(seq, i)``  at the showdown (shown-cards-mismatch, card ledger)
  ``record(seq, ev, i)``                      a collect/return/rake event
  ``view(phase)``                             :class:`audit.model.View` for explain
  ``settle(game, explain, strength, showdown)`` -> :class:`audit.model.Result`:
      pots from the contributions, winners by ``strength(cards) -> int`` (default
      :func:`rank_hand`) among the players still in (not folded, not mucked), the
      odd chips by ``odd_chip``, compared with the recorded collects/returns/rake
      (:mod:`audit.poker.settle`).  A pot whose contenders' cards are unknown is
      unverifiable.  ``showdown``: the hand reached the showdown (for PlayerResult).
      ``describe_hand(i, strength) -> str`` words for a hand (default :func:`describe`);
      ``best(cards) -> (cards, strength)`` the cards that play (explain only).
      ``Result.showdown`` and ``Result.sections`` are filled only with ``explain``.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, UNKNOWN, CardLedger, card_str, cards_str
from ..model import Finding, Hand, PlayerResult, Result, Section, ShownHand, View
from ..protocol import RulesError
from .betting import BettingRound, BettingRules
from .evaluate import best_five, describe, rank_hand
from .pots import ODD_CHIP_RULES, build_pots, odd_chip_order, split
from .settle import compare_settlement, correct_settlement, pot_name


def odd_chip_rule(rules: dict, default: str) -> str:
    odd = rules.get("odd_chip", default)
    if odd not in ODD_CHIP_RULES:
        raise RulesError(f"odd_chip must be one of {', '.join(ODD_CHIP_RULES)}; got {odd!r}")
    return odd


class PokerTable:
    __slots__ = ("hand", "names", "index", "n", "start", "stacks", "total", "folded", "all_in", "mucked",
                 "shown", "cards", "ledger", "findings", "rounds", "collects", "returns", "rakes", "br",
                 "button", "betting", "last_aggressor", "odd_chip", "anted", "clockwise")

    def __init__(self, hand: Hand, rules: dict, *, big_blind: int = 0, jokers: int = 0,
                 odd_chip_default: str = "called", betting: BettingRules | None = None,
                 odd_chip: str | None = None) -> None:
        self.hand = hand
        seats = hand.seats
        self.names = [s.player for s in seats]
        self.index = {s.player: i for i, s in enumerate(seats)}
        n = self.n = len(seats)
        self.start = [s.stack for s in seats]
        self.stacks = list(self.start)
        self.total = [0] * n
        self.folded = [False] * n
        self.all_in = [False] * n
        self.mucked = [False] * n
        self.shown = [False] * n
        self.anted = [False] * n
        self.cards: list[list[int]] = [[] for _ in range(n)]
        self.ledger = CardLedger(jokers)
        self.findings: list[Finding] = []
        self.rounds: list[int] = []
        self.collects: list[tuple[int, int, int, int | None]] = []
        self.returns: list[tuple[int, int, int]] = []
        self.rakes: list[tuple[int, int]] = []
        self.br: BettingRound | None = None
        self.last_aggressor: int | None = None
        self.betting = betting or BettingRules.from_rules(rules, big_blind)
        self.odd_chip = odd_chip or odd_chip_rule(rules, odd_chip_default)
        self.button = None
        if hand.button is not None:
            for i, s in enumerate(seats):
                if s.seat == hand.button:
                    self.button = i
        b = self.button if self.button is not None else n - 1
        self.clockwise = [self.names[(b + k) % n] for k in range(1, n + 1)]

    # ---- seats -------------------------------------------------------------------
    def find(self, code: str, seq: int | None, i: int | None, msg: str) -> None:
        self.findings.append(Finding(code, seq, None if i is None else self.names[i], msg))

    def left_of(self, i: int) -> int:
        return i + 1 if i + 1 < self.n else 0

    def next_live(self, i: int) -> int:
        j = i
        for _ in range(self.n):
            j = j + 1 if j + 1 < self.n else 0
            if not self.folded[j]:
                return j
        return i

    def clockwise_after(self, i: int) -> list[int]:
        n = self.n
        return [(i + k) % n for k in range(1, n + 1)]

    def live(self) -> list[int]:
        return [i for i in range(self.n) if not self.folded[i]]

    def pot(self) -> int:
        return sum(self.total)

    # ---- forced bets and rounds ----------------------------------------------------
    def post_ante(self, seq: int, i: int, amount: int, expected: int) -> None:
        name = self.names[i]
        st = self.stacks[i]
        if self.anted[i]:
            self.find("wrong-forced-bet", seq, i, f"{name} posted a second ante of {amount}; each player antes once")
        elif expected == 0:
            self.find("wrong-forced-bet", seq, i, f"{name} posted an ante of {amount} but this game has no ante")
        elif amount != expected and not (amount == st and st < expected):
            self.find("wrong-forced-bet", seq, i, f"{name} posted an ante of {amount}; the ante is {expected}")
        if amount > st:
            self.find("stack-exceeded", seq, i, f"{name} posted an ante of {amount} but had only {max(st, 0)}")
        self.anted[i] = True
        self.total[i] += amount
        st -= amount
        self.stacks[i] = st
        if st <= 0:
            self.all_in[i] = True

    def missing_antes(self, seq: int | None, expected: int) -> None:
        if expected <= 0:
            return
        for i in range(self.n):
            if not self.anted[i] and self.start[i] > 0:
                self.find("wrong-forced-bet", seq, i, f"{self.names[i]} did not post the ante of {expected}")
                self.anted[i] = True

    def open_round(self, unit: int = 0, *, max_unit: int = 0, open_big: int = 0, last: bool = False) -> BettingRound:
        br = BettingRound(self, self.betting, unit, max_unit=max_unit, open_big=open_big, last=last)
        self.br = br
        return br

    def act(self, seq: int, ev, i: int) -> None:
        """Apply one betting event of type check/call/bet/raise/complete/fold to the round in progress."""
        br = self.br
        t = ev.type
        if t == "call":
            br.call(seq, i, ev.amount, ev.all_in)
        elif t == "check":
            br.check(seq, i)
        elif t == "fold":
            br.fold(seq, i)
        elif t == "raise":
            br.raise_(seq, i, ev.to, ev.all_in)
        elif t == "bet":
            br.bet(seq, i, ev.to, ev.all_in)
        else:
            br.complete(seq, i, ev.to, ev.all_in)

    # ---- cards -------------------------------------------------------------------
    def give(self, seq: int, i: int, cards: list[str], what: str = "dealt") -> list[int]:
        """Cards (names) to player ``i``; a card already elsewhere is a duplicate-card."""
        out = [CARD_INDEX[x] for x in cards]
        name = self.names[i]
        where = self.ledger.where
        for c in out:
            if c < 0:
                continue
            if c == JOKER or c in where:
                before = self.ledger.put(c, name)
                if before is not None:
                    self.find("duplicate-card", seq, i, f"{card_str(c)} {what} to {name} is already "
                              f"{_place(before)}: a deck holds each card once")
            else:
                where[c] = name
        self.cards[i].extend(out)
        return out

    def show(self, seq: int, i: int, cards: list[str]) -> None:
        name = self.names[i]
        shown = [CARD_INDEX[c] for c in cards]
        held = self.cards[i]
        self.shown[i] = True
        rest = list(shown)
        ok = len(shown) == len(held)
        unknown = 0
        for c in held:
            if c < 0:
                unknown += 1
            elif c in rest:
                rest.remove(c)
            else:
                ok = False
        if ok:
            for c in rest:
                if c < 0:
                    continue
                before = self.ledger.place_of(c)
                if before is not None and before != name:
                    ok = False
                    break
        if not ok:
            self.find("shown-cards-mismatch", seq, i, f"{name} showed {cards_str(shown)} but holds "
                      f"{cards_str(held)}: a shown hand is the cards the player was dealt and kept")
            return
        if unknown:
            for c in rest:
                if c >= 0:
                    self.ledger.put(c, name)
            known = iter(rest)
            self.cards[i] = [c if c >= 0 else next(known) for c in held]

    def muck(self, seq: int, i: int) -> None:
        self.mucked[i] = True

    def record(self, seq: int, ev, i: int | None) -> None:
        t = ev.type
        if t == "collect":
            self.collects.append((seq, i, ev.amount, ev.pot))
        elif t == "return":
            self.returns.append((seq, i, ev.amount))
        else:
            self.rakes.append((seq, ev.amount))

    # ---- explain -------------------------------------------------------------------
    def view(self, phase: str) -> View:
        br = self.br
        to_act = None
        to_call = 0
        if br is not None and br.to_act is not None:
            to_act = self.names[br.to_act]
            to_call = br.owed(br.to_act)
        return View(to_act, to_call, sum(self.total), dict(zip(self.names, self.stacks)), phase)

    # ---- settlement ------------------------------------------------------------------
    def settle(self, game: str, explain: bool = False, strength=rank_hand, showdown: bool = True,
               describe_hand=None, best=best_five) -> Result:
        names = self.names
        out = {names[i] for i in range(self.n) if self.folded[i]}
        mucked = {names[i] for i in range(self.n) if self.mucked[i] and not self.folded[i]}
        contrib = {names[i]: self.total[i] for i in range(self.n)}
        pots, unc = build_pots(contrib, out)
        live = [i for i in range(self.n) if not self.folded[i]]
        contested = len(live) > 1
        strengths: dict[str, int] = {}
        unknown: list[str] = []
        if contested:
            for i in live:
                cs = self.cards[i]
                if not cs or UNKNOWN in cs:
                    unknown.append(names[i])
                else:
                    strengths[names[i]] = strength(cs)
        hands = _Words(strengths, describe_hand, self.index)
        odd_reasons = []
        for pot in pots:
            el = pot.eligible
            if mucked:
                el = [p for p in el if p not in mucked] or el
            if len(el) == 1:
                pot.winners = list(el)
                pot.reason = ("everyone else folded" if not contested else
                              f"{el[0]} is the only player in it" if len(pot.eligible) == 1 else
                              f"{el[0]} is the only player in it who did not muck")
                odd_reasons.append("")
                continue
            if not el:
                odd_reasons.append("")
                pot.reason = "nobody is left to win it"
                continue
            blind = [p for p in el if p in unknown]
            if blind:
                pot.reason = f"the cards of {', '.join(blind)} are unknown"
                odd_reasons.append("")
                continue
            top = max(strengths[p] for p in el)
            winners = [p for p in el if strengths[p] == top]
            if len(winners) > 1:
                cards = {p: self.cards[self.index[p]] for p in winners}
                called = names[self.last_aggressor] if self.last_aggressor is not None else None
                winners, why = odd_chip_order(self.odd_chip, winners, self.clockwise, called, cards)
                pot.reason = f"{' and '.join(winners)} tie with {hands[winners[0]]}"
            else:
                why = ""
                pot.reason = f"{winners[0]}: {hands[winners[0]]}"
            pot.winners = winners
            odd_reasons.append(why)
        claims = bool(self.collects)
        rake = sum(a for _, a in self.rakes)
        if claims:
            st = compare_settlement(
                pots, unc, [(s, names[i], a, k) for s, i, a, k in self.collects],
                [(s, names[i], a) for s, i, a in self.returns], self.rakes, odd_reasons, hands)
            self.findings.extend(st.findings)
            awards = st.awards
            got = {p: st.collected.get(p, 0) + st.returned.get(p, 0) for p in names}
            won = st.collected
        else:
            awards = correct_settlement(pots, odd_reasons)
            won = {}
            for a in awards:
                won[a.player] = won.get(a.player, 0) + a.correct
            got = dict(won)
            if unc:
                got[unc[0]] = got.get(unc[0], 0) + unc[1]
        players = []
        seats = self.hand.seats
        for i in range(self.n):
            p = names[i]
            end = self.start[i] - self.total[i] + got.get(p, 0)
            players.append(PlayerResult(seats[i].seat, p, self.start[i], end, end - self.start[i],
                                        self.folded[i], showdown and contested and not self.folded[i],
                                        won.get(p, 0)))
        shown = self._showdown(strengths, hands, explain, best) if contested and explain else []
        result = Result(game, self.findings, players, pots, awards, sum(self.total) - (unc[1] if unc else 0),
                        rake, self.rounds, shown, [], claims)
        if explain:
            result.sections = self._sections(pots, unc, awards, odd_reasons, shown, claims, rake)
        return result

    def _showdown(self, strengths, hands, explain, best_fn) -> list[ShownHand]:
        order = sorted(strengths.items(), key=lambda kv: -kv[1])
        out = []
        rank = 0
        prev = None
        for k, (p, s) in enumerate(order, 1):
            if s != prev:
                rank = k
                prev = s
            cs = self.cards[self.index[p]]
            best = best_fn(cs)[0] if explain else []
            out.append(ShownHand(p, [card_str(c) for c in cs], [card_str(c) for c in best], hands[p], s, rank))
        return out

    def _sections(self, pots, unc, awards, odd_reasons, shown, claims, rake) -> list[Section]:
        rows = [[pot_name(p.index), str(p.amount), ", ".join(f"{q} {a}" for q, a in p.contributions.items()),
                 ", ".join(p.eligible), ", ".join(p.winners), p.reason] for p in pots]
        secs = [Section("Pots", [], rows, ["pot", "amount", "contributions", "eligible", "winners", "why"])]
        if unc:
            secs[0].lines.append(f"{unc[0]}'s uncalled {unc[1]} is returned: nobody matched it")
        if shown:
            secs.append(Section("Showdown", [], [[str(h.order), h.player, " ".join(h.cards), " ".join(h.best), h.rank]
                                                 for h in shown], ["rank", "player", "cards", "best five", "hand"]))
        lines = []
        for k, pot in enumerate(pots):
            if len(pot.winners) > 1:
                shares = split(pot.amount, pot.winners)
                parts = ", ".join(f"{p} {s}" for p, s in zip(pot.winners, shares))
                line = f"{pot_name(k)} of {pot.amount} split {len(pot.winners)} ways: {parts}"
                if pot.amount % len(pot.winners):
                    line += f"; odd chip{'s' if pot.amount % len(pot.winners) > 1 else ''} by {odd_reasons[k]}"
                lines.append(line)
        if lines:
            secs.append(Section("Splits", lines))
        srows = [[pot_name(a.pot), a.player, str(a.correct), "-" if a.recorded is None else str(a.recorded),
                  a.reason] for a in awards]
        sl = [] if claims else ["the log records no collect: the correct settlement is shown, nothing is compared"]
        if rake:
            sl.append(f"rake {rake}")
        secs.append(Section("Settlement", sl, srows, ["pot", "player", "correct", "recorded", "odd chip"]))
        return secs


class _Words(dict):
    """Player -> their hand in words, made on first use (messages and reasons only)."""

    def __init__(self, strengths: dict[str, int], describe_hand, index: dict[str, int]) -> None:
        super().__init__()
        self.strengths = strengths
        self.describe_hand = describe_hand
        self.index = index

    def __missing__(self, p: str) -> str:
        s = self.strengths[p]
        words = self.describe_hand(self.index[p], s) if self.describe_hand else describe(s)
        self[p] = words
        return words

    def get(self, p, default=None):
        return self[p] if p in self.strengths else default


def _place(where: str) -> str:
    if where in ("discards", "burn", "muck", "community", "deck"):
        return f"in the {where}"
    return f"held by {where}"
