"""Five-card draw: the state of a hand (its fields, declared once here) and the forced bets.

:class:`DrawState` holds the fields of :class:`audit.games.draw.Replay` (which adds the deal, the
betting, the draw and the settlement) and judges the antes and the blinds: who posts which
blind, its size (a big blind all-in for less: ``short_big_blind``), entry blinds and dead
blinds (``kind: dead``), and those missing when the forced bets end; and the pot a redeal of
the table's previous hand carried in (:meth:`DrawState.carry_in`).
"""

from __future__ import annotations

from ..cards import CARD_INDEX, JOKER, UNKNOWN, cards_str
from ..later_lines import players_later
from ..model import Award, Event, Result
from ..poker.draw_options import HAND_SIZE
from ..poker.repeated_lines import line_repeated
from .draw_lost_blind import blind_posted
from ..poker.settle import books_finding, in_log_order

_CI = CARD_INDEX

FORCED, DEAL, BET1, DRAW, BET2, SHOWDOWN, DONE = range(7)
PHASES = ("forced bets", "deal", "first betting round", "draw", "second betting round", "showdown", "settled")


_ACTIONS = frozenset(("check", "call", "bet", "raise", "fold"))
#: the odd-chip rules for which the big blind counts as a bet (POKER.md 4): until someone bets or
#: raises, its player is the one called (``called``), or made the last bet (``last_bet``)
BB_IS_A_BET = frozenset(("called", "last_bet"))


#: ``DrawState.posted[k]`` of a blind another player posted, naming its player as the one who posts it
#: (the others: True, posted; False, not yet; None, reported missing when the deal began)
NAMED = "named"


def cards_n(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


#: the explanation's sections about the settlement of the pots, which a redeal does not have
_POT_SECTIONS = frozenset(("Splits", "Pots whose winner cannot be told", "Rake"))


def carried_over(t, res: Result, paid=()) -> Result:
    """The result of a hand that ended in a redeal (``res``, settled without a winner from the table
    ``t``): nobody won, each player is down what they put in (and not returned), and the pot
    goes to the table's next hand (``carries``): the chips put in and any pot carried into this
    one, but what the log took out of it (a rake, a return, and a collect, ``paid``: wrong, as
    nobody won, but paid all the same), so that the books of the two hands balance together and
    the next hand starts from the stacks the log paid out (a wrong payout is reported once, here)."""
    back = [0] * t.n
    for _seq, i, a in t.returns:
        back[i] += a
    took = [0] * t.n
    for _seq, i, a, _k in paid:
        took[i] += a
    for p in res.players:
        i = t.index[p.player]
        p.end = p.start - t.total[i] + back[i] + took[i]
        p.net = p.end - p.start
        p.won = took[i]
        p.showdown = False      # the hand ended before any showdown
    res.pots = []
    # a collect is shown beside its correct share, none (dispute view, awards)
    res.awards = [Award(k if k is not None else 0, t.names[i], 0, a, 0,
                        "a redeal: the hand ends with no winner and the pot carries over")
                  for _seq, i, a, k in paid]
    res.claims = bool(paid)
    res.showdown = []           # (explain: no hand is ranked, nobody is owed anything)
    # (explain: nor is any pot split or raked as a settlement; the redeal's own section says where
    # the pot goes)
    res.sections = [s for s in res.sections if s.title not in _POT_SECTIONS]
    pot = sum(t.total) + t.carried
    raked = sum(a for _seq, a in t.rakes)
    out = sum(back) + sum(took) + raked
    # more taken out than there is: the books (POKER.md 3), nothing carried (the settlement without a
    # collect may have found it already: audit.poker.settle.without_collects)
    if out > pot and not any(f.code == "books-unbalanced" for f in res.findings):
        res.findings.append(books_finding(pot, sum(took), sum(back), raked, list(paid), t.returns, t.rakes,
                                          t.carried))
        res.findings.sort(key=in_log_order)
    res.carries = max(pot - out, 0)
    return res


def during(phase: int) -> str:
    """A phase in a message: "during the draw", "after the hand had ended"."""
    return "after the hand had ended" if phase == DONE else f"during the {PHASES[phase]}"


class DrawState:
    __slots__ = ("t", "br", "index", "after", "where", "findings", "phase", "handlers", "round0", "last",
                 "ante", "blinds", "sb", "bb", "posted", "redeal_rule", "redeal", "max_discard", "wild", "dealt",
                 "deal_next", "drawn", "draw_next", "deck_left", "pile", "stock", "entry_blinds", "entered",
                 "full_short_blind", "with_stub", "heads_up", "stray", "recycled", "early", "skipped", "unknown_fill",
                 "paid", "unseen_taken", "stub_unseen", "blind_outs", "muck_folded", "draw_passed", "fold_in_draw",
                 "packet")

    def carry_in(self, chips: int) -> None:
        """The pot of ``chips`` a redeal of the table's previous hand carried to this one (POKER.md
        4.3), in the pot from the start as forced bets are: it joins the main pot, which every
        player still in may win (the session checks pass it in: :func:`audit.replay.replay`)."""
        self.t.carried = chips

    def _end_forced(self, seq: int) -> None:
        """The forced bets are over: report the missing ones."""
        t = self.t
        t.missing_antes(seq, self.ante)
        if self.blinds:
            for k, (i, kind) in enumerate(((self.sb, "small"), (self.bb, "big"))):
                # a player the ante left without chips owes no blind (table stakes)
                # (NAMED: another player's post of this blind named this player already, _wrong_blind:
                # one fault, one finding)
                if self.posted[k] is False and self.blinds[k] > 0 and t.stacks[i] > 0:
                    big = k == 1
                    if t.stacks[i] >= self.blinds[k] and \
                            blind_posted(t.hand.events, seq, t.names[i], big, self.blinds):
                        # its line lost: the lines after it say it was posted (draw_lost_blind)
                        t.find("wrong-forced-bet", seq, i, f"{t.names[i]}'s {kind} blind of {self.blinds[k]} is not "
                               f"in the log, but the betting after it says it was posted: taken as posted")
                        if big and t.odd_chip in BB_IS_A_BET:
                            t.last_aggressor = i
                        self.br.post_blind(seq, i, self.blinds[k], big)
                        self.posted[k] = True
                        continue
                    t.find("wrong-forced-bet", seq, i, f"{t.names[i]} did not post the {kind} blind of "
                           f"{self.blinds[k]}")
                    self.posted[k] = None        # reported missing: posted late, it is that finding instead
        self._enter(DEAL)

    def _ante(self, seq: int, ev: Event) -> None:
        t = self.t
        i = self.index[ev.player]
        if self.phase != FORCED:
            if t.anted[i] is None:           # reported missing when the deal began: late instead
                self.t.take_back(i, "did not post the ante")
            t.find("wrong-forced-bet", seq, i, f"{ev.player} posted an ante of {ev.amount} {during(self.phase)}; "
                   f"antes come before the deal")
            t.anted[i] = True
            t.total[i] += ev.amount
            t.stacks[i] -= ev.amount
            return
        t.post_ante(seq, i, ev.amount, self.ante)

    def _blind(self, seq: int, ev: Event) -> None:
        i = self.index[ev.player]
        amount = ev.amount
        if ev.kind == "dead":
            self._dead_blind(seq, ev, i)
            return
        big = ev.kind == "big"
        blinds = self.blinds
        if self.phase != FORCED or blinds is None:
            self._misplaced_blind(seq, ev, i)
            return
        k = 1 if big else 0
        due = self.bb if big else self.sb
        want = blinds[k]
        full = 0
        if i == due and self.posted[k] is not True:
            self.posted[k] = True
            if big and self.t.odd_chip in BB_IS_A_BET:
                # the big blind counts as a bet (POKER.md 4): until someone bets or raises, the
                # player who was called is the big blind (odd_chip called_voluntary: nobody)
                self.t.last_aggressor = i
            if amount != want:
                st = self.t.stacks[i]
                if not (amount == st and st < want):
                    self.t.find("wrong-forced-bet", seq, i, f"{ev.player} posted a {ev.kind} blind of {amount}; "
                                f"the {ev.kind} blind is {want}")
                elif big and self.full_short_blind:
                    full = want      # all-in for less: the others still owe the full blind
        elif line_repeated(self.t, seq, i, "wrong-forced-bet", f"posted the {ev.kind} blind of {amount}"):
            # (as a call or an ante repeated; review of session 63; an entry blind's too, review of
            # session 64)
            return
        elif self._blind_owner(seq, ev, i, k, due, want):
            # the due player's blind under this name (README): one finding, the blind theirs (also
            # when it could be an entry big blind: the due big blind would then be missing too)
            self.posted[k] = True
            if big and self.t.odd_chip in BB_IS_A_BET:
                self.t.last_aggressor = due
            i = due
        elif (big and self.entry_blinds and amount == want and i != self.sb and i != self.bb
              and not (self.entered and any(p == ev.player and k == "big" for _, p, k in self.entered))):
            self._entry(seq, ev.player, "big")
        else:
            self._wrong_blind(seq, ev, i, k, due)
        self.br.post_blind(seq, i, amount, big, full)

    def _blind_owner(self, seq: int, ev: Event, i: int, k: int, due: int, want: int) -> bool:
        """A blind of the right size posted by a player other than the one due to post it, ``due``,
        who has posted none and has no blind line later in the log: ``due``'s blind, logged under
        ``i``'s name (README), reported; whether it is."""
        t = self.t
        if due is None or due == i or self.posted[k] is True or ev.amount != want or t.start[due] <= 0 \
                or t.stacks[due] - (0 if t.anted[due] else self.ante) <= 0 \
                or t.names[due] in players_later(t.hand.events, seq, "blind") or self._another_button():
            # (nor when the ante leaves ``due`` without chips, before or after this line: they owe
            # no blind, so an entry blind is no blind of theirs; review of session 61)
            return False
        t.find("wrong-forced-bet", seq, i, f"{ev.player} posted the {ev.kind} blind of {ev.amount} but "
               f"{t.names[due]}, {self._blind_seat(k)}, posts it, and has no blind in the log: taken as "
               f"{t.names[due]}'s blind, logged under {ev.player}'s name")
        return True

    def _another_button(self) -> bool:
        """The log fits another button or seating better than the names of its blind lines: its
        first two deal lines are not to the players the logged seating deals first, or the hand's small
        and big blinds were posted by two players whose blinds they are with the button on another
        seat (the big blind the next player dealt in after the small, or heads-up any two).  Then
        the logged button or seats, not the names, are the likely mistake."""
        small = big = None
        index = self.index
        t = self.t
        out = t.folded
        b = t.button if t.button is not None else t.n - 1
        dealing = [j for j in self.after[b] if not out[j]]      # the logged seating's deal order
        dealt = 0
        for e in t.hand.events:
            if e.type == "blind":
                if e.kind == "small" and small is None:
                    small = index.get(e.player)
                elif e.kind == "big" and big is None:
                    big = index.get(e.player)
            elif e.type == "deal" and dealt < 2:
                # the first two deal lines (the blinds' players, in play order) as that order has them
                if dealt < len(dealing) and index.get(e.player) != dealing[dealt]:
                    return True
                dealt += 1
        if small is None or big is None or small == big:
            return False
        out = self.t.folded
        live = 0
        for j in range(self.t.n):
            if not out[j]:
                live += 1
        if live <= 2:
            return True
        for j in self.after[small]:
            if j != small and not out[j]:
                return j == big
        return False

    def _blind_seat(self, k: int) -> str:
        """Where the player who posts blind ``k`` (0: small, 1: big) sits."""
        live = 0
        for chips in self.t.start:
            if chips > 0:
                live += 1
        # (heads-up: two players dealt in, whatever the seats without chips; review of session 61)
        return "the button" if (k == 0 and live == 2) else ("left of the button" if k == 0 else
                                                            "left of the small blind")

    def _dead_blind(self, seq: int, ev: Event, i: int) -> None:
        """A dead blind (``kind: dead``): the small blind posted by a player entering out of position
        (with an entry big blind, ``entry_blinds``), into the pot but in nobody's bet."""
        t = self.t
        blinds = self.blinds
        amount = ev.amount
        why = None
        if line_repeated(t, seq, i, "wrong-forced-bet", f"posted the dead blind of {amount}"):
            # (review of session 64)
            return
        if blinds is None:
            why = "this game has no blinds"
        elif self.phase != FORCED:
            why = f"it was posted {during(self.phase)}; blinds come before the deal"
        elif i == self.sb or i == self.bb:
            why = f"{ev.player} posts the {'small' if i == self.sb else 'big'} blind in turn; a dead blind is " \
                  f"posted by a player entering out of position"
        elif not self.entry_blinds:
            why = "entry_blinds is false: a player entering posts no blinds out of turn"
        elif t.dead and i in t.dead:
            why = "it is posted once"
        elif amount != blinds[0] and not (amount == t.stacks[i] and amount < blinds[0]):
            why = f"a dead blind is the small blind, {blinds[0]}"
        if why is not None:
            t.find("wrong-forced-bet", seq, i, f"{ev.player} posted a dead blind of {amount} but {why}")
        else:
            self._entry(seq, ev.player, "dead")
        t.post_dead(seq, i, amount)

    def _entry(self, seq: int, player: str, kind: str) -> None:
        """An entry post taken as legal here (``kind`` big: an entry big blind; dead: a dead small
        blind), in ``entered``: the session checks see whether the player played the table's
        previous hand in the same seat (then it is no entry: :class:`audit.model.Result` ``entries``)."""
        if self.entered is None:
            self.entered = []
        self.entered.append((seq, player, kind))

    def _misplaced_blind(self, seq: int, ev: Event, i: int) -> None:
        """A blind out of its place: one finding, its chips counted as logged.  The blind due from
        this player, logged after the deal began, is that blind posted late (not also a missing
        one); while nobody has acted yet it is in place as a live blind, as if posted in time."""
        t = self.t
        ph = self.phase
        amount = ev.amount
        big = ev.kind == "big"
        why = "this game has no blinds" if self.blinds is None else \
            f"it was posted {during(ph)}; blinds come before the deal"
        t.find("wrong-forced-bet", seq, i, f"{ev.player} posted a {ev.kind} blind of {amount} but {why}")
        if ph == FORCED:
            self.br.post_blind(seq, i, amount, big)
            return
        k = 1 if big else 0
        if self.blinds is not None and i == (self.bb if big else self.sb) and self.posted[k] is not True:
            if self.posted[k] is None:
                self.t.take_back(i, f"did not post the {ev.kind} blind")
            self.posted[k] = True
            if ph <= BET1 and not any(e.type in _ACTIONS for e in t.hand.events[:seq]):
                if big and t.odd_chip in BB_IS_A_BET:
                    t.last_aggressor = i
                self.br.post_blind(seq, i, amount, big)
                return
            if ph <= BET1 and self.br.put[i] + amount > self.br.current and \
                    all(e.type == "fold" for e in t.hand.events[:seq] if e.type in _ACTIONS):
                # after folds only: still the live blind the others owe, as it raises the bet to
                # call (they act on the blind they saw posted; after chips were put in, they were
                # put in on the bets as they stood, and the blind is no bet to match)
                self.br.post_blind(seq, i, amount, big)
                return
        if ph <= BET1 or ph == BET2:
            self.br.post_stray(seq, i, amount)      # in the player's bet of the round, no bet to match
        else:
            t.total[i] += amount                    # after the betting: into the pot, as a late ante is
            t.stacks[i] -= amount

    def _wrong_blind(self, seq: int, ev: Event, i: int, k: int, due: int) -> None:
        t = self.t
        name = ev.player
        if i == due:
            msg = f"{name} posted the {ev.kind} blind a second time"
        elif k == 1 and not self.entry_blinds and ev.amount == self.blinds[1] and i != self.sb and i != self.bb:
            # a player entering, whichever line comes first (review of session 64)
            msg = (f"{name} posted the big blind of {ev.amount} but entry_blinds is false: a player entering "
                   f"posts no blinds out of turn")
        elif self.posted[k] is True:
            # the blind is posted already: not "but erin posts it", as if hers were missing (review
            # of session 64)
            msg = f"{name} posted the {ev.kind} blind of {ev.amount} but {t.names[due]}, {self._blind_seat(k)}, posted it"
        else:
            msg = (f"{name} posted the {ev.kind} blind of {ev.amount} but {t.names[due]}, {self._blind_seat(k)}, "
                   f"posts it")
            if self.posted[k] is False:
                self.posted[k] = NAMED      # not reported missing too at the deal (_end_forced)
        t.find("wrong-forced-bet", seq, i, msg)

    # ---- the deal ----------------------------------------------------------------------
    def _deal(self, seq: int, ev: Event) -> None:
        i = self.index[ev.player]
        if self.phase == FORCED:
            self._end_forced(seq)
        ph = self.phase
        down = ev.down
        if ph == DEAL and i == self.deal_next and ev.up is None and down is not None and len(down) == HAND_SIZE \
                and not self.t.cards[i]:
            # the usual deal: the next player's five cards (nobody folds before the deal ends,
            # and the next player to deal to is never one dealt already)
            dealt = self.dealt
            dealt[i] = True
            nxt = None
            for j in self.after[i]:
                if not dealt[j]:
                    nxt = j
                    break
            self.deal_next = nxt
            t = self.t
            c0, c1, c2, c3, c4 = down
            cards = [_CI[c0], _CI[c1], _CI[c2], _CI[c3], _CI[c4]]
            where = self.where
            name = t.names[i]
            n0 = len(t.findings)
            for k in range(HAND_SIZE):
                c = cards[k]
                if c in where or c >= JOKER:
                    # a duplicate (or a joker, which the ledger counts); one the player held: unknown
                    cards[k] = t._seen(seq, i, c, "dealt")
                elif c >= 0:
                    where[c] = name
            t.cards[i] += cards
            self.deck_left -= HAND_SIZE
            if self.deck_left < 0:
                self._past_the_deck(seq, i, HAND_SIZE, n0)
            if nxt is None:
                self._end_deal(seq)
            return
        self._odd_deal(seq, ev, i, ph)

    def _deal_owner(self, seq: int, ev: Event, i: int, cards: list[str]) -> int:
        """The player next to be dealt, whose hand a whole deal to seat ``i`` is when ``i`` already
        has one or is dealt again later in the log, and they have none and no deal later in it
        (a deal under the wrong name), or -1."""
        j = self.deal_next
        if j is None or j == i or len(cards) != HAND_SIZE or ev.up or self.dealt[j] or self.t.cards[j] \
                or self.t.folded[j]:
            return -1
        later = players_later(self.t.hand.events, seq, "deal")
        if self.t.names[j] in later:
            return -1
        return j if self.dealt[i] or self.t.names[i] in later else -1

    def _misnamed_deal(self, seq: int, i: int, j: int, what: str) -> int:
        """Seat ``j``'s deal logged under seat ``i``'s name (reported here): dealt to ``j``."""
        t = self.t
        t.find("wrong-deal", seq, i, f"{t.names[i]} {what}, and {t.names[j]}, the next to be dealt, has no "
               f"deal in the log: taken as {t.names[j]}'s cards, logged under {t.names[i]}'s name")
        dealt = self.dealt
        dealt[j] = True
        self.deal_next = next((k for k in self.after[j] if not dealt[k]), None)
        return j

    def _odd_deal(self, seq: int, ev: Event, i: int, ph: int) -> None:
        """A deal out of place, out of order, of the wrong size or face up."""
        t = self.t
        cards = (ev.down or []) + (ev.up or [])
        name = ev.player
        codes = [_CI[c] for c in cards]
        if codes and min(codes) >= 0 and all(c == JOKER or self.where.get(c) == name for c in codes) \
                and codes.count(JOKER) <= t.cards[i].count(JOKER) and not (
                    min(codes) == JOKER and len(t.ledger.joker_places) + len(codes) <= t.ledger.jokers):
            # only known cards the player holds (a joker: as many as they hold, and no more left in
            # the deck: a second joker of two, dealt a card at a time, is a card of the deal): the
            # line logged twice, left out (as in stud)
            t.find("wrong-deal", seq, i, f"{name} was dealt {cards_str(_CI[c] for c in cards)} again: {name} "
                   f"already holds {'them' if len(cards) > 1 else 'it'} (a deal logged twice)")
            return
        if ph != DEAL and self._dealt_late(seq, i, cards):
            return
        if ph != DEAL and t.start[i] <= 0 and t.folded[i]:
            # a player not dealt in (no chips): that is what is wrong with the line, whenever it
            # comes (review of session 64: "before the betting round ended")
            t.find("wrong-deal", seq, i, f"{name} was dealt cards but has no chips and is not in the hand")
        elif ph != DEAL:
            if ph in (BET1, BET2) and self.br.to_act is not None:
                why = "before the betting round ended"
            else:
                why = f"{during(ph)}; five-card draw deals once, before the first betting round"
            t.find("wrong-deal", seq, i, f"{name} was dealt {cards_n(len(cards))} {why}")
        elif t.folded[i]:
            why = "has no chips and is not in the hand" if t.start[i] <= 0 else "has folded"
            t.find("wrong-deal", seq, i, f"{name} was dealt cards but {why}")
        elif self.dealt[i]:
            j = self._deal_owner(seq, ev, i, cards)
            if j < 0:
                t.find("wrong-deal", seq, i, f"{name} was dealt a second time")
            else:
                i = self._misnamed_deal(seq, i, j, "was dealt a second time")
        elif i != self.deal_next and self.deal_next is not None and \
                self._deal_owner(seq, ev, i, cards) == self.deal_next:
            i = self._misnamed_deal(seq, i, self.deal_next, f"was dealt before {t.names[self.deal_next]} and is "
                                    f"dealt again later")
        else:
            have = len(t.cards[i])
            # a card at a time round the table (POKER.md 4: "one at a time from the button's left"):
            # the player has their hand once they hold five
            one = len(cards) == 1 and not ev.up and have < HAND_SIZE
            # a few cards at once: dealt in packets round the table (one wrong-deal a hand, at the
            # first packet), when the player is dealt more later (else a short deal, below), or
            # after cards dealt one at a time; the packets that complete the hands are no more faults
            many = not ev.up and len(cards) > 1
            part = many and have + len(cards) < HAND_SIZE and self.t.names[i] in \
                players_later(self.t.hand.events, seq, "deal")
            packet = part or (many and 0 < have and have + len(cards) == HAND_SIZE and self.packet is None)
            if ev.up:
                t.find("wrong-deal", seq, i, f"{name} was dealt {cards_n(len(ev.up))} face up; five-card draw "
                       f"deals every card face down")
            elif packet:
                if self.packet is None:
                    t.find("wrong-deal", seq, i, f"{name} was dealt {cards_n(len(cards))} at once; five-card "
                           f"draw deals a card at a time round the table")
                    self.packet = (i, len(cards), t.findings[-1])
            elif not one and have + len(cards) != HAND_SIZE:
                t.find("wrong-deal", seq, i, f"{name} was dealt {cards_n(have + len(cards))}; five-card draw "
                       f"deals 5")
            skipped = self.skipped
            if skipped and i in skipped:
                del skipped[i]      # a player passed over, dealt now: that one fault was reported
            elif i != self.deal_next and self.deal_next is not None:
                t.find("wrong-deal", seq, i, f"{name} was dealt before {t.names[self.deal_next]}: the deal goes "
                       f"clockwise from the button's left")
                self._name_skipped(i, t.findings[-1])
            dealt = self.dealt
            dealt[i] = not (one or part) or have + len(cards) >= HAND_SIZE
            self.deal_next = self._next_in_pass(i, have + len(cards)) if one or part else \
                next((j for j in self.after[i] if not dealt[j]), None)
        n0 = len(t.findings)
        t.give(seq, i, cards)
        self.deck_left -= len(cards)
        if self.deck_left < 0:
            self._past_the_deck(seq, i, len(cards), n0)
        if ph == DEAL and self.deal_next is None:
            self._end_deal(seq)

    def _past_the_deck(self, seq: int, i: int, k: int, n0: int) -> None:
        """A deal of ``k`` cards to ``i`` with fewer left in the deck (``deck_left`` is below
        nothing now): wrong-deal, unless its cards were found elsewhere already (duplicate-card,
        findings past ``n0``: the same fault).  The deck is empty from there."""
        t = self.t
        left = max(self.deck_left + k, 0)
        self.deck_left = 0
        if len(t.findings) > n0:
            return
        t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt {cards_n(k)} but only {cards_n(left)} "
               f"{'was' if left == 1 else 'were'} left in the deck of {52 + t.ledger.jokers}")

    def _next_in_pass(self, i: int, held: int):
        """Dealing a card at a time, ``i`` now holding ``held``: the next player clockwise still
        owed a card of this pass, else, for the next pass, the first from the button's left of
        those holding the fewest; None when everyone has their five."""
        t = self.t
        cards = t.cards
        dealt = self.dealt
        for j in self.after[i]:
            if j != i and not dealt[j] and len(cards[j]) < held:
                return j
        b = t.button if t.button is not None else t.n - 1
        live = [j for j in self.after[b] if not dealt[j]]
        if not live:
            return None
        counts = [held if j == i else len(cards[j]) for j in live]
        return live[counts.index(min(counts))]

    def _name_skipped(self, i: int, finding) -> None:
        """A deal to ``i`` out of order named the players it passed over (from ``deal_next`` on):
        not named again if the deal ends without them (README: one fault, one finding)."""
        skipped = self.skipped
        if skipped is None:
            skipped = self.skipped = {}
        nxt = self.deal_next
        for j in (nxt, *self.after[nxt][:-1]):
            if j == i:
                break
            if not self.dealt[j] and not self.t.folded[j]:
                skipped.setdefault(j, finding)

    def _not_dealt(self, seq: int, b: int) -> None:
        """The deal is over: a player not dealt five cards is one wrong-deal (none more when a deal
        out of order named them), and holds unknown cards (``??``) for the ones missing, so the
        draw and the show are judged from unknown cards (as Palace and Tonk read a skipped deal)."""
        t = self.t
        skipped = self.skipped or {}
        notes: dict[int, tuple] = {}
        for i in self.after[b]:
            if not self.dealt[i] and not t.folded[i]:
                have = len(t.cards[i])
                k = HAND_SIZE - have if have < HAND_SIZE else 0
                later = any(e.type == "deal" and e.player == t.names[i] for e in t.hand.events[seq + 1:])
                packet = self.packet
                if i in skipped:
                    f = skipped[i]
                elif packet is not None and packet[0] == i and packet[1] == have:
                    # the packet reported was all the player got: a short deal, the one fault
                    f = packet[2]
                    f.message = f"{t.names[i]} was dealt {cards_n(have)}; five-card draw deals 5"
                    skipped[i] = f
                else:
                    got = f"only {cards_n(have)}" if have else "no cards"
                    t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt {got}; five-card draw deals 5 to every "
                           f"player")
                    f = t.findings[-1]
                    skipped[i] = f
                self.dealt[i] = True
                if k:
                    t.cards[i] += [UNKNOWN] * k
                    # from the deck, but no more than it holds beyond a full deal (as in Tonk: a line
                    # naming another player took those cards already)
                    full = 52 + t.ledger.jokers - HAND_SIZE * (t.n - t.folded.count(True))
                    left = max(self.deck_left - k, min(self.deck_left, full))
                    if self.unknown_fill is None:
                        self.unknown_fill = {}
                    self.unknown_fill[i] = (k, self.deck_left - left)     # the cards, those from the deck
                    self.deck_left = left
                    if not later:
                        notes.setdefault(id(f), (f, []))[1].append((t.names[i], k))
        for f, who in notes.values():
            f.message += "; " + " and ".join(f"{p} is never dealt (taken as {k} unknown card{'s' if k > 1 else ''})"
                                             for p, k in who)

    def _dealt_late(self, seq: int, i: int, cards: list[str]) -> bool:
        """The deal of a player the deal ended without (reported then), logged later: it replaces
        the unknown cards the player was taken to hold, if they are still all there (True)."""
        fill = self.unknown_fill
        k, taken = fill.get(i, (0, 0)) if fill else (0, 0)
        t = self.t
        held = t.cards[i]
        if not k or len(held) != HAND_SIZE or held[HAND_SIZE - k:] != [UNKNOWN] * k or \
                len(held) - k + len(cards) != HAND_SIZE:
            return False
        del fill[i]
        del held[HAND_SIZE - k:]
        self.deck_left += taken         # what the unknown cards took from the deck goes back
        t.give(seq, i, cards)
        self.deck_left -= len(cards)
        return True
