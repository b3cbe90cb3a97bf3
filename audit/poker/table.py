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
  ``findings``, ``rounds`` (one betting-round number per event, filled by the game),
  ``collects`` ``[(seq, i, amount, pot)]``, ``returns`` ``[(seq, i, amount)]``,
  ``rakes`` ``[(seq, amount)]``, ``carried`` (chips a redeal carried into the hand: in the
  main pot, nobody's contribution), ``br`` (the :class:`BettingRound` in progress or
  the last one), ``button`` (seat index or ``None``; a dead button on an empty seat:
  :func:`audit.seat_order.button_index`), ``clockwise`` (every name in seat order from the button's
  left), ``betting`` (:class:`BettingRules`),
  ``last_aggressor`` (last player to bet or raise in the hand), ``called`` (the last
  player whose bet or raise somebody called or raised: an uncalled last bet does not
  count; ``odd_chip=called``), ``odd_chip`` (the
  rule), ``anted`` (who posted an ante: True; None: reported missing; False: not yet).

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
  ``missing_antes(seq, expected)``            wrong-forced-bet for every player who did not ante (an
                                              ante line lost, told by an all-in: taken as posted)
  ``post_dead(seq, i, amount)``               a dead blind: in the pot, in nobody's bet (``dead``)
  ``open_round(unit, max_unit=0, open_big=0, last=False)`` -> a new BettingRound in ``br``
  ``act(seq, ev, i)``                         a check/call/bet/raise/complete/fold event, to ``br``
  ``give(seq, i, cards, what)``               cards to a player (ledger: duplicate-card)
  ``show(seq, i, cards)`` / ``muck(seq, i)``  at the showdown (shown-cards-mismatch, card ledger)
  ``record(seq, ev, i, begun=True)``          a collect/return/rake event (a return is judged when
      it comes: ``begun`` false before the game's first betting round)
  ``view(phase)``                             :class:`audit.model.View` for explain
  The hand's result, at its end: :func:`audit.poker.table_settle.settle` (``settle(t, game,
  explain, strength, showdown, ...)`` -> :class:`audit.model.Result`: pots, winners, odd chips,
  compared with the recorded collects/returns/rake).
"""

from __future__ import annotations

from collections import Counter
from operator import attrgetter

from ..cards import CARD_INDEX, JOKER, NO_JOKERS, UNKNOWN, CardLedger, card_str, cards_str
from ..later_lines import players_later
from ..model import Finding, Hand, View, add_finding
from ..options import opt_choice
from ..player_counts import player_count_finding
from ..seat_order import button_index
from .betting import BettingRound, BettingRules
from .lost_ante import lost_ante_posted
from .pots import ODD_CHIP_RULES, seat_pots
from .repeated_lines import line_repeated
from .table_explain import table_view
from .table_muck import muck_owner

_PLAYER = attrgetter("player")
_STACK = attrgetter("stack")
_CARD = CARD_INDEX.__getitem__


def odd_chip_rule(rules: dict, default: str) -> str:
    return opt_choice(rules, "odd_chip", ODD_CHIP_RULES, default)


class PokerTable:
    __slots__ = ("hand", "names", "index", "n", "start", "stacks", "total", "folded", "all_in", "mucked",
                 "shown", "cards", "ledger", "findings", "rounds", "collects", "returns", "rakes", "br",
                 "button", "betting", "last_aggressor", "called", "odd_chip", "anted", "dead", "early_muck",
                 "wrong_returns", "paid_total", "carried", "odd_antes", "ante_size", "late_answers", "disputed",
                 "paid_view", "lost_calls", "odd_calls", "lost_bets")

    def __init__(self, hand: Hand, rules: dict, *, big_blind: int = 0, jokers: int = 0,
                 odd_chip_default: str = "called", betting: BettingRules | None = None,
                 odd_chip: str | None = None) -> None:
        self.hand = hand
        seats = hand.seats
        names = self.names = list(map(_PLAYER, seats))
        n = self.n = len(names)
        self.index = dict(zip(names, range(n)))
        start = self.start = list(map(_STACK, seats))
        self.stacks = start.copy()
        self.total = [0] * n
        no = [False] * n
        # a player with no chips is not dealt in (README, readings of the rules): out from the start
        self.folded = folded = [s <= 0 for s in start]
        self.all_in = no.copy()
        self.mucked = no.copy()
        self.shown = no.copy()
        self.anted = no.copy()
        self.dead: dict[int, int] | None = None      # seat -> chips posted as a dead blind
        #: seat -> every chip posted as antes by a seat that posted a wrong one (a second ante, one
        #: of another size); ``ante_size``: the ante (see :meth:`dead_parts`)
        self.odd_antes: dict[int, int] | None = None
        self.ante_size = 0
        #: seat -> "fold" or "call": taken so where the log went on, their line of it coming later
        #: (that line is that answer, no finding: audit.poker.round_end.answers_left_out)
        self.late_answers: dict[int, str] | None = None
        #: seat -> (the cards held, the cards shown) of a show the deal contradicts (:meth:`_disputed`)
        self.disputed: dict[int, tuple[list[int], list[int]]] | None = None
        # explain's running sum of what the log has paid out (view): the collects, returns and rakes
        # counted so far, the chips, and each seat's
        self.paid_view: list | None = None
        self.early_muck: list[int] | None = None     # seats that mucked before the showdown (muck_early)
        self.wrong_returns: list[Finding] | None = None  # returns found wrong when they came (_no_uncalled_bet)
        self.cards: list[list[int]] = [[] for _ in names]
        self.ledger = CardLedger(jokers)
        self.findings: list[Finding] = []
        wrong = player_count_finding(hand.game, n - sum(folded))
        if wrong is not None:
            self.findings.append(wrong)
        self.rounds: list[int] = []
        self.collects: list[tuple[int, int, int, int | None]] = []
        self.returns: list[tuple[int, int, int]] = []
        self.rakes: list[tuple[int, int]] = []
        #: what each player had put in when the log paid out (its first collect or rake)
        self.paid_total: list[int] | None = None
        #: (seat, chips, seq) of a call lost: what a player passed over by an action out of turn owed
        #: then, who folds later with no answer of theirs between (counted when the payout does)
        self.lost_calls: list[tuple[int, int, int]] | None = None
        #: (seat, chips, seq) of a call of a wrong amount (``wrong-call-amount``): what it owed less
        #: what it put in (the call as owed counted when the payout counts it)
        self.odd_calls: list[tuple[int, int, int]] | None = None
        #: (seat, seq) of a bet lost: the player in turn, owing nothing, passed over by a fold out of
        #: turn at ``seq`` that left them alone in the hand (their bet counted when the returns tell it)
        self.lost_bets: list[tuple[int, int]] | None = None
        #: chips of a pot a redeal of the table's previous hand carried into this one (draw): in
        #: the main pot, put in by nobody of this hand (:func:`~audit.poker.table_settle.settle`)
        self.carried = 0
        self.br: BettingRound | None = None
        self.last_aggressor: int | None = None
        self.called: int | None = None           # the last bettor or raiser somebody called (or raised)
        self.betting = betting or BettingRules.from_rules(rules, big_blind)
        self.odd_chip = odd_chip or odd_chip_rule(rules, odd_chip_default)
        self.button = button_index(seats, hand.button)

    @property
    def clockwise(self) -> list[str]:
        """Every player in seat order starting left of the button (of the last seat in stud)."""
        n = self.n
        b = self.button if self.button is not None else n - 1
        names = self.names
        return [names[(b + k) % n] for k in range(1, n + 1)]

    # ---- seats -------------------------------------------------------------------
    def find(self, code: str, seq: int | None, i: int | None, msg: str) -> None:
        add_finding(self.findings, Finding(code, seq, None if i is None else self.names[i], msg))

    def left_of(self, i: int) -> int:
        return i + 1 if i + 1 < self.n else 0

    def next_live(self, i: int) -> int:
        n = self.n
        folded = self.folded
        j = i
        for _ in range(n):
            j = j + 1 if j + 1 < n else 0
            if not folded[j]:
                return j
        return i

    def clockwise_after(self, i: int) -> list[int]:
        n = self.n
        return [(i + k) % n for k in range(1, n + 1)]

    def live(self) -> list[int]:
        folded = self.folded
        return [i for i in range(self.n) if not folded[i]]

    def pot(self) -> int:
        return sum(self.total)

    # ---- forced bets and rounds ----------------------------------------------------
    def post_ante(self, seq: int, i: int, amount: int, expected: int) -> None:
        if self.anted[i] is True and expected and 0 < amount <= expected:
            # (a short ante too: the whole stack of the player it is taken for, all-in; review of
            # session 65: a short all-in ante repeated or misnamed counted twice)
            j = self._ante_owner(seq)
            if j >= 0 and (amount == expected or amount == self.stacks[j]):
                # another player's ante under this name (README): one finding, the ante theirs
                self.find("wrong-forced-bet", seq, i, f"{self.names[i]} posted a second ante of {amount}, and "
                          f"{self.names[j]} posted none and has no ante later in the log: taken as "
                          f"{self.names[j]}'s ante, logged under {self.names[i]}'s name")
                i = j
            elif (amount == expected or self.stacks[i] == 0) and \
                    line_repeated(self, seq, i, "wrong-forced-bet", f"posted the ante of {amount}"):
                # (as a call repeated; review of session 63: the log's later lines, which count one
                # ante, were then a wrong collect and unbalanced books)
                return
        elif self.anted[i] is False and 0 < amount < expected and amount != self.stacks[i]:
            # a short ante the player cannot post, or one whose own ante is later in the log (review
            # of session 66: a short one under a name that antes in full next was 7 findings)
            short = self.stacks[i] < amount
            later = short or self.names[i] in players_later(self.hand.events, seq, "ante")
            j = self._ante_owner(seq) if later else -1
            if j >= 0 and j != i and amount == self.stacks[j]:
                # the whole stack of the one player with no ante in the log: theirs, all-in, under
                # this name (one finding, the ante theirs; review of session 65: 13 findings)
                why = f"with only {max(self.stacks[i], 0)}" if short else \
                    "and posts their own ante later in the log"
                self.find("wrong-forced-bet", seq, i, f"{self.names[i]} posted an ante of {amount} {why}, and "
                          f"{self.names[j]}, whose whole stack it is, posted none and has no ante later in "
                          f"the log: taken as {self.names[j]}'s ante, logged under {self.names[i]}'s name")
                i = j
        st = self.stacks[i]
        if amount != expected or amount > st or self.anted[i] is True or not expected:
            self._bad_ante(seq, i, amount, expected, st)
            odd = self.odd_antes
            if odd is None:
                odd = self.odd_antes = {}
            odd[i] = odd.get(i, expected if self.anted[i] is True else 0) + amount
        self.ante_size = expected
        self.anted[i] = True
        self._dead_money(i, amount)

    def _ante_owner(self, seq: int) -> int:
        """The one player dealt in who has not anted and has no ante after event ``seq`` (whose ante
        a second one of another player's is, logged under the wrong name), or -1."""
        later = players_later(self.hand.events, seq, "ante")
        owner = -1
        for j in range(self.n):
            if self.anted[j] is False and self.start[j] > 0 and self.names[j] not in later:
                if owner >= 0:
                    return -1
                owner = j
        return owner

    def dead_parts(self) -> dict[int, int] | None:
        """Seat -> the chips of its total that are no part of any bet (:func:`audit.poker.pots.seat_pots`'
        ``dead``): dead blinds; and, when the antes were not all the ante (one of another size, a
        second one, one missing), every ante: antes match no bet, so an ante too many (or one
        missing) makes no part of a bet called or uncalled.  (Not when a player went all-in
        posting a short ante: their ante is the level they can win.)"""
        odd = self.odd_antes
        if odd is None and None not in self.anted:
            return self.dead
        size = self.ante_size
        antes = {}
        for i, a in enumerate(self.anted):
            if a is True:
                x = odd.get(i, size) if odd is not None else size
                if x < size and x >= self.start[i]:
                    return self.dead        # an all-in short ante
                antes[i] = x
        if self.dead is not None:
            for i, x in self.dead.items():
                antes[i] = antes.get(i, 0) + x
        return antes

    def post_dead(self, seq: int, i: int, amount: int) -> None:
        """A dead blind: chips into the pot that are no part of the player's bet in the round."""
        st = self.stacks[i]
        if amount > st:
            self.find("stack-exceeded", seq, i, f"{self.names[i]} posted a dead blind of {amount} but had only "
                      f"{st} left: table stakes")
        dead = self.dead
        if dead is None:
            dead = self.dead = {}
        dead[i] = dead.get(i, 0) + amount
        self._dead_money(i, amount)

    def _dead_money(self, i: int, amount: int) -> None:
        """Chips into the pot outside any betting round (an ante, a dead blind)."""
        self.total[i] += amount
        st = self.stacks[i] - amount
        self.stacks[i] = st
        if st <= 0 and not self.all_in[i]:
            self.all_in[i] = True
            if self.br is not None:
                self.br.recount()

    def _bad_ante(self, seq: int, i: int, amount: int, expected: int, st: int) -> None:
        name = self.names[i]
        if self.anted[i] is True:
            self.find("wrong-forced-bet", seq, i, f"{name} posted a second ante of {amount}; each player antes once")
        elif expected == 0:
            self.find("wrong-forced-bet", seq, i, f"{name} posted an ante of {amount} but this game has no ante")
        elif amount != expected and not (amount == st and st < expected):
            self.find("wrong-forced-bet", seq, i, f"{name} posted an ante of {amount}; the ante is {expected}")
        if amount > st:
            self.find("stack-exceeded", seq, i, f"{name} posted an ante of {amount} but had only {max(st, 0)}")

    def missing_antes(self, seq: int | None, expected: int) -> None:
        if expected <= 0:
            return
        for i in range(self.n):
            if self.anted[i] is False and self.start[i] > 0:
                self.ante_size = expected       # (the ante, when no line posted one: _antes_as_paid)
                if seq is not None and lost_ante_posted(self, seq, i, expected):
                    continue            # its line lost: the player's all-in says it was posted
                self.find("wrong-forced-bet", seq, i, f"{self.names[i]} did not post the ante of {expected}")
                self.anted[i] = None     # reported missing: an ante posted late is not a second one

    def take_back(self, i: int, what: str) -> None:
        """Take back the ``wrong-forced-bet`` that player ``i`` ``what`` ("did not post the ante"),
        reported missing when the deal began: the bet was posted late, and that is the finding."""
        start = f"{self.names[i]} {what}"
        findings = self.findings
        for k in range(len(findings) - 1, -1, -1):
            f = findings[k]
            if f.code == "wrong-forced-bet" and f.player == self.names[i] and f.message.startswith(start):
                del findings[k]
                return

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
        name = self.names[i]
        where = self.ledger.where
        out = list(map(_CARD, cards))
        for k, c in enumerate(out):
            if c in where or c >= JOKER:
                out[k] = self._seen(seq, i, c, what)
            elif c >= 0:
                where[c] = name
        self.cards[i] += out
        return out

    def _seen(self, seq: int, i: int, c: int, what: str) -> int:
        """A card given that the ledger has seen already (or a joker, which it counts): the card
        the player now holds, ``c``, or ``UNKNOWN`` when they held it already (one card is not
        two: which card they got is not known)."""
        name = self.names[i]
        before = self.ledger.put(c, name)
        if before is NO_JOKERS:
            self.find("duplicate-card", seq, i, f"{card_str(c)} {what} to {name}, but this deck has no jokers")
        elif before is not None:
            self.find("duplicate-card", seq, i, f"{card_str(c)} {what} to {name} is already "
                      f"{_place(before)}: a deck holds each card once")
            if before == name and c < JOKER:
                return UNKNOWN
        return c

    def show(self, seq: int, i: int, cards: list[str], size: int = 0, up=None) -> None:
        """Seat ``i`` shows ``cards`` (``size``: the game's hand, five in draw, seven in stud;
        ``up``: the player's cards dealt face up): compared with the cards held
        (``shown-cards-mismatch``).  A player dealt more than a hand (reported at the deal) who
        shows a whole hand of cards they hold has that hand; a show the deal contradicts may leave
        the hand either of the two (:meth:`_disputed`)."""
        shown = list(map(_CARD, cards))
        held = self.cards[i]
        self.shown[i] = True
        if shown == held and UNKNOWN not in held:
            return                   # the very cards held, in the same order, all known
        sh = sorted(held)
        if sh == sorted(shown) and (not sh or sh[0] >= 0):
            return                   # the very cards held, all known
        name = self.names[i]
        ok = len(shown) == len(held)
        unknown = 0
        # each held card matched with a shown one (counted, not searched: a broken hand may be long)
        left = Counter(shown)
        used: Counter = Counter()
        contradicted = []               # the places in ``held`` of the cards the show contradicts
        for k, c in enumerate(held):
            if c < 0:
                unknown += 1
            elif left[c] > 0:
                left[c] -= 1
                used[c] += 1
            elif left[UNKNOWN] > 0:
                left[UNKNOWN] -= 1      # a ?? shown says nothing of the card: it does not contradict it
                used[UNKNOWN] += 1
            else:
                ok = False
                contradicted.append(k)
        rest = []                       # the shown cards not matched, in their order (the first ones matched)
        for c in shown:
            if used[c] > 0:
                used[c] -= 1
            else:
                rest.append(c)
        why = "a shown hand is the cards the player was dealt and kept"
        if ok and unknown:
            # the cards shown for the unknown ones: each must be one the deck could still hold
            ledger = self.ledger
            jokers = 0
            for c in rest:
                if c < 0:
                    continue
                if c == JOKER:
                    jokers += 1
                    continue
                before = ledger.place_of(c)
                if before is not None and before != name:
                    ok = False
                    why = f"{card_str(c)} is {_place(before)}"
                    break
            if ok and len(set(c for c in shown if 0 <= c < JOKER)) < sum(1 for c in shown if 0 <= c < JOKER):
                ok = False
                why = "the deck holds each card once"
            elif ok and jokers:
                jp = ledger.joker_places
                free = ledger.jokers - len(jp) + jp.count(name) - held.count(JOKER)
                if jokers > free:
                    ok = False
                    n = ledger.jokers
                    why = ("this deck has no jokers (rules.jokers)" if not n else
                           f"no joker could be among the unknown cards (this deck has {n}, all elsewhere)"
                           if free <= 0 else
                           f"only {free} joker{'s' if free > 1 else ''} could be among the unknown cards "
                           f"(this deck has {n})")
        if not ok:
            if size and len(held) > size == len(shown) and not rest and not unknown:
                # over-dealt: no hand holds more than ``size`` cards; the ones shown, all held, are it
                self.find("shown-cards-mismatch", seq, i, f"{name} showed {cards_str(shown)} but holds "
                          f"{cards_str(held)}: a hand is {size} cards (the cards shown, all of them held, "
                          f"are taken as the hand)")
                self.cards[i] = shown
                return
            disputed = self._disputed(shown, held, rest, contradicted, unknown, name, up)
            self.find("shown-cards-mismatch", seq, i, f"{name} showed {cards_str(shown)} but holds "
                      f"{cards_str(held)}: {why}" + (
                          f" (the deal and the show disagree about {cards_str([held[k] for k in contradicted])}: "
                          f"the hand is judged as either)" if disputed else ""))
            if disputed:
                if self.disputed is None:
                    self.disputed = {}
                self.disputed[i] = (held, shown)
                self.cards[i] = [UNKNOWN if k in contradicted else c for k, c in enumerate(held)]
            return
        if unknown:
            ledger = self.ledger
            # a joker shown for an unknown card may be one the ledger already places with the
            # player (kept through a ?? discard): that one, not another (review of session 57: the
            # deck's second joker was taken as used, and the next show of it was a mismatch)
            spare = ledger.joker_places.count(name) - held.count(JOKER)
            for c in rest:
                if c == JOKER and spare > 0:
                    spare -= 1
                elif c >= 0:
                    ledger.put(c, name)
            known = iter(rest)
            self.cards[i] = [c if c >= 0 else next(known) for c in held]

    def _disputed(self, shown, held, rest, contradicted, unknown: int, name: str, up) -> bool:
        """A show of as many cards as held, none unknown, whose cards other than the held ones are
        nowhere else in the deck (not another player's, discarded or burned), and none of the
        held cards it contradicts dealt face up (those every player saw): the deal and the show
        disagree and the log cannot tell which is right, so the held cards the show contradicts
        are unknown, the hand either of the two (a pot the two would award differently is
        ``unverifiable-award``: :mod:`audit.poker.table_settle`) (README)."""
        if unknown or not contradicted or len(shown) != len(held) or len(rest) != len(contradicted):
            return False
        if up:
            for k in contradicted:
                if held[k] in up:
                    return False
        ledger = self.ledger
        for c in rest:
            if not 0 <= c < JOKER or ledger.place_of(c) not in (None, name):
                return False
        return True

    def muck(self, seq: int, i: int) -> None:
        """Seat ``i`` mucks at the showdown; a muck by a player who shows later, has shown, or is out
        of the hand (folded), while exactly one other player still in the hand shows, mucks and collects
        nowhere, is that player's muck under the wrong name (README): one ``out-of-turn``, and
        theirs."""
        j = muck_owner(self, seq, i)
        if j >= 0:
            names = self.names
            why = ("has no chips and is not in the hand" if self.start[i] <= 0 else "had folded") \
                if self.folded[i] else "had shown" if self.shown[i] else "shows later"
            self.find("out-of-turn", seq, i, f"{names[i]} mucked but {why}, and {names[j]}, still in the hand, "
                      f"shows and mucks nowhere: taken as {names[j]}'s muck, logged under {names[i]}'s name")
            i = j
        self.mucked[i] = True

    def muck_early(self, i: int) -> None:
        """A muck logged before the showdown (reported by the game): the hand stays in play, and
        is mucked at the showdown unless the player shows it there (a muck in place of a fold
        does not make the hand win)."""
        if self.early_muck is None:
            self.early_muck = []
        self.early_muck.append(i)

    def record(self, seq: int, ev, i: int | None, begun: bool = True) -> None:
        """A collect, return or rake.  A return is judged when it comes: while a player still has
        to act, or when nothing of the player's is uncalled then (:meth:`_no_uncalled_bet`;
        ``begun``: the betting has begun, a game with no round yet says False)."""
        t = ev.type
        if self.paid_total is None and t != "return":
            self.paid_total = list(self.total)
        if t == "collect":
            self.collects.append((seq, i, ev.amount, ev.pot))
        elif t == "return":
            br = self.br
            if br is not None and br.to_act is not None and i is not None:
                self.find("uncalled-bet-not-returned", seq, i,
                          f"{self.names[i]} was given back {ev.amount} while {self.names[br.to_act]} still had "
                          f"to act: a bet is uncalled only once the betting round is over")
            elif i is not None and not self.collects and ev.amount:
                # (a return of 0 gives nothing back: no bet of anyone's is claimed uncalled)
                self._no_uncalled_bet(seq, i, ev.amount, begun)
            self.returns.append((seq, i, ev.amount))
        else:
            self.rakes.append((seq, ev.amount))

    def _no_uncalled_bet(self, seq: int, i: int, amount: int, begun: bool) -> None:
        """A return with no betting round in progress, before the log paid out: the player must
        have an uncalled bet then (the top contribution's part nobody matched), else the bet it
        gives back does not exist (yet): one finding at the return, whether or not the log
        records a collect (a return says whose bet went uncalled).  When the settlement finds
        this return wrong too, its finding says it (:func:`~audit.poker.table_settle.settle`)."""
        name = self.names[i]
        if not begun or self.br is None:
            why = "before the betting began: there was no bet to give back"
        else:
            unc = seat_pots(self.names, self.total, self.folded, self.dead_parts())[1]
            # (the player's chips above everyone's in the last round, or a folded player's above
            # theirs: a wrong amount of another, reported where it was logged)
            if unc is not None and (unc[0] == name or self._last_round_unmatched(i) or
                                    self.folded[self.index[unc[0]]]):
                return
            why = (f"but had no uncalled bet: the uncalled {unc[1]} then was {unc[0]}'s" if unc is not None else
                   "but no bet was uncalled then: every bet so far had been matched")
        self.find("uncalled-bet-not-returned", seq, i, f"{name} was given back {amount} {why} (a bet is uncalled "
                  f"only once its betting round is over and nobody matched it)")
        if self.wrong_returns is None:
            self.wrong_returns = []
        self.wrong_returns.append(self.findings[-1])

    def _last_round_unmatched(self, i: int) -> bool:
        """Seat ``i`` put more in the last betting round than any other player."""
        put = self.br.put
        mine = put[i]
        return mine > 0 and all(c < mine for j, c in enumerate(put) if j != i)

    # ---- explain -------------------------------------------------------------------
    def view(self, phase: str) -> View:
        return table_view(self, phase)

    # ---- settlement (audit.poker.table_settle) ---------------------------------------
    def _release(self) -> None:
        """The hand is settled: drop the links that make a reference cycle (the table and its
        betting round, the round and the game's callback), so that the hand's state is freed
        as soon as the game lets go of it, without waiting for the cycle collector."""
        br = self.br
        if br is not None:
            br.on_over = None
            self.br = None


def _place(where: str) -> str:
    if where in ("discards", "burn", "muck", "community", "deck"):
        return f"in the {where}"
    return f"held by {where}"
