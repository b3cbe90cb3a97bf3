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
dealing in :mod:`audit.games.stud_deal`, the betting (who acts first, the bet sizes,
the bring-in) and the hand's fields in :mod:`audit.games.stud_betting` (a base of
:class:`Replay`), a deal line lost with nobody left to bet in :mod:`audit.games.stud_lost_deal`
(the base of :class:`Replay`), the rule options in :mod:`audit.games.stud_options`, the explanation
in :mod:`audit.games.stud_explain`.

Speed: one handler per event type (the class-level table ``_ON``); betting
events go straight to the round in progress unless ``gate`` is up (the deal of
the street not over, the bring-in still to come); the usual deal is checked
in a few comparisons (:meth:`Dealer.give`); who acts first is found from board
strengths the dealer keeps as the upcards come; ``Result.rounds`` is built at
the end from the events where each street began.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, UNKNOWN, card_str
from ..model import Event, Hand, Result, View
from ..poker.evaluate import best_five, rank_hand
from ..poker.evaluate_words import WithCommunity
from ..poker.repeated_lines import line_repeated
from ..poker.round_end import end_answers_left_out, end_at_payout, end_left_open, end_unanswered
from ..poker.table import PokerTable
from ..poker.table_settle import settle as settle_table
from .payout_order import AFTER_PAYOUT, late_event, paid_at
from .stud_betting import ANTES, BETTING, DEALING
from .stud_deal import Dealer
from .stud_lost_deal import StudLostDeal
from .stud_explain import first_actor_lines
from .stud_rules import SEVENTH, STREET_NAMES
from .stud_options import stud_options

__all__ = ["Replay", "ANTES", "DEALING", "BETTING"]


class Replay(StudLostDeal):
    """One stud hand: ``apply`` each event, then ``settle``."""

    game = "stud"
    __slots__ = ()      # the state's fields are declared by StudBetting (stud_betting)

    def __init__(self, hand: Hand, rules: dict) -> None:
        o = stud_options(rules)
        t = self.t = PokerTable(hand, rules, betting=o.betting, odd_chip=o.odd_chip)
        self.findings = t.findings
        self.index = t.index
        self.seat_of = t.index.get   # player -> seat index, or None
        self.events = 0              # events applied
        self.street_starts: list[int] = []   # the event that began each street after 3rd street
        self.ante = o.ante
        self.bring_in = o.bring_in
        self.open_pair_big = o.open_pair_big
        self.deal = Dealer(t, t.button if t.button is not None else t.n - 1)
        self.live: list[int] = []    # the players still in at the last street's start, from the dealer's left
        self.phase = ANTES
        self.street = 0
        self.await_bring_in = False
        self.bring_in_seat: int | None = None
        self.bring_in_owed = False       # an action came before the bring-in, which is still owed
        #: a call or completion came before the bring-in, which was posted then (its chips): the
        #: bring-in event logged later is that post
        self.bring_in_early: int | None = None
        self.late_turn: int | None = None    # the seat whose bring-in was logged late in its own turn
        self.early_last: int | None = None   # the last fold or check logged before the bring-in still owed
        #: after a bring-in logged after a fold or check before it: the seat whose turn it is as
        #: logged (from the last action before it), where that is not the turn from the bring-in's place
        self.owed_turn: int | None = None
        #: (seat, chips) of a bring-in taken as posted before its player's fold, while no other player
        #: has bet, called or completed since (_owed_call_or_fold, _unfaced_bring_in)
        self.folded_bring_in: tuple | None = None
        #: betting events logged before any card was dealt, with the deal after them: applied
        #: once the deal of 3rd street is over (None: nothing is held any more)
        self.held: list | None = []
        self.free_first = False
        #: the next betting event needs more than the round in progress: the deal is not
        #: over, or the bring-in (or who opens, behind an unknown upcard) is still to come
        self.gate = True
        #: per street, for explain: (street, "bring_in" | "high" | "board" | "unknown" (an upcard
        #: unknown: the seat is the one the known upcards name, else the first with one unknown) |
        #: "unjudged" (an upcard not dealt, an action before the deal was over), seat the rule names,
        #: live seats, upcards dealt so far (``len(deal.up_log)``), seat that acted first (None: no
        #: betting), big bet allowed)
        self.openers: list[tuple] = []
        self.ended = False           # a collect/return/rake was seen
        #: ``events`` at a burn logged before the betting round was over (reported there): a
        #: deal right after it begins the next street without a second finding
        self.early_burn = -1

    # ---- the protocol -----------------------------------------------------------------
    def apply(self, seq: int, ev: Event) -> None:
        self.events += 1
        # (bound ``dict.get`` methods, held: no method looked up per event once compiled)
        typ = ev.type
        on = _ON_get(typ)
        i = self.seat_of(ev.player)
        if on is None:
            self.t.find("illegal-action", seq, i, f"a {typ} event has no meaning in seven-card stud")
        else:
            on(self, seq, ev, i)
            if self.ended:      # (set by the first collect, return or rake: none paid out before it)
                t = self.t
                if (t.collects or t.rakes) and typ not in AFTER_PAYOUT:
                    late_event(self.findings, seq, ev, paid_at(t.collects, t.rakes))

    def _ante(self, seq: int, ev: Event, i: int) -> None:
        t = self.t
        if self.phase != ANTES:
            if t.anted[i] is None:       # reported missing when the deal began: late instead (one finding)
                t.take_back(i, "did not post the ante")
            t.find("wrong-forced-bet", seq, i, f"{t.names[i]} posted an ante after the deal began: "
                   f"every player antes before the cards are dealt")
        t.post_ante(seq, i, ev.amount, self.ante)

    def _left_open(self, seq: int, i: int, verb: str) -> bool:
        """A show or muck (``verb``) while 7th street's betting is not over: the round ends there
        when only checks were left, or a bet made after it was over went unanswered (True; see
        :func:`~audit.poker.round_end.end_left_open`); else it stays open."""
        t = self.t
        if self.phase != BETTING or self.street != SEVENTH or self.ended or t.folded[i] or t.br.to_act is None:
            return False
        text = (f"{t.names[i]} showed during 7th street, with betting still to come; hands are shown at the "
                f"showdown" if verb == "showed" else f"{t.names[i]} mucked during 7th street, before the showdown")
        return end_left_open(t.br, seq, i, "out-of-turn", text) is not None

    def _muck(self, seq: int, ev: Event, i: int) -> None:
        t = self.t
        if self._left_open(seq, i, "mucked"):
            t.muck_early(i)         # reported: mucked at the showdown unless the round goes on
            return
        if not self.ended and not t.folded[i] and not self._over():
            # a hand is mucked at the showdown (FORMAT.md); before it, a player gives up by folding:
            # not applied (the hand plays on), but a hand not shown at the showdown is mucked
            when = "the antes" if self.phase == ANTES else STREET_NAMES[self.street]
            t.find("out-of-turn", seq, i, f"{t.names[i]} mucked during {when}, before the showdown; a player "
                   f"gives up a hand by folding")
            t.muck_early(i)
            return
        self._dealt_out(seq)
        t.muck(seq, i)

    def _record(self, seq: int, ev: Event, i: int | None) -> None:
        t = self.t
        if not self.ended and self.phase == BETTING and t.br is not None and t.br.to_act is not None:
            # the log pays out while the betting round is open: the answers it left out (one facing
            # a bet and not in the log again folded), as in draw (review of session 64)
            end_at_payout(t.br, seq, "out-of-turn", f"the log pays out ({ev.type}) during the betting of "
                          f"{STREET_NAMES[self.street]}")
        self._dealt_out(seq)
        self.ended = True
        t.record(seq, ev, i)

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
        if self.held:
            self._apply_held()      # (the log ends before the deal of 3rd street was over)
        t.rounds[:] = self._rounds()
        self._dealt_out(None)
        if self.folded_bring_in is not None:
            self._unfaced_bring_in(True)
        over = self._over()
        if self.phase == ANTES and over:
            # (a log that ends during the antes is hand-incomplete: the antes still to come are
            # not missing, as in draw)
            t.missing_antes(None, self.ante)
        if not over:
            t.find("hand-incomplete", None, None, self._incomplete())
        comm = self.deal.community
        if comm == UNKNOWN:          # a face-down community card: no hand can be judged
            for j in t.live():
                t.cards[j].append(UNKNOWN)
            comm = None
        if comm is None:
            strength, best = rank_hand, best_five
        else:
            # every player's seventh card, but for one dealt a seventh of their own (a wrong-deal)
            strength = WithCommunity(comm)

            def best(cs):
                return best_five(cs + [comm] if len(cs) < 7 else cs)
        result = settle_table(t, "stud", explain, strength, self.street == SEVENTH and over, None, best, over)
        if explain:
            result.sections[:0] = first_actor_lines(t, self.openers, self.deal, self.bring_in)
            if comm is not None:     # every player's seventh card: shown among the cards they play
                word = card_str(comm)
                for sh in result.showdown:
                    if len(sh.cards) < 7:
                        sh.cards.append(word)
        return result

    # ---- the streets ------------------------------------------------------------------
    def _rounds(self) -> list[int]:
        """The street of every event applied (``Result.rounds``): an event that begins a street
        (its burn or first card) belongs to it."""
        rounds: list[int] = []
        done = 0
        for street, start in enumerate(self.street_starts):
            rounds += [street] * (start - done)
            done = start
        rounds += [len(self.street_starts)] * (self.events - done)
        return rounds

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
        if self.phase == DEALING:
            if self.street < SEVENTH and self._deal_lost(seq, i, ev):
                self._deal_first(seq, ev, i)     # the next street's first card
                return
            if self.deal.give(seq, i, ev):       # the street's deal is complete
                self._open_round()
                if self.held:
                    self._apply_held()
        else:
            self._deal_first(seq, ev, i)

    def _deal_first(self, seq: int, ev: Event, i: int) -> None:
        """The first card of a street (or a card dealt when no street can begin)."""
        t = self.t
        d = self.deal
        if self.phase == ANTES:
            t.missing_antes(seq, self.ante)
            self._begin_street(seq, 0)
        else:
            if t.folded.count(False) < 2:
                t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt cards after the hand was over "
                       f"(everyone else folded)")
                d.stray(seq, i, ev)
                return
            if self.street < SEVENTH and t.br.over() and not self._after_early_burn() and \
                    d.first_owner(seq, i, ev) >= 0:
                # the next street's first card logged under a folded player's name, the player it was
                # due to never dealt that street (README): the street begins with it, and the deal
                # reads as such a line later in the street does (one finding, the cards theirs)
                self._begin_street(seq, self.street + 1)
                self._give_and_open(seq, i, ev)
                return
            if d.out_of_hand(seq, i, ev):
                return          # (a deal to a player out of the hand begins no street)
            if d.repeats(i, ev) and not self._street_bet(seq):
                d.logged_twice(seq, i, ev)
                return
            if d.late(i, ev) and not self._next_streets_card(seq, i, ev):
                # the betting began before this street's deal was over (reported at that action):
                # a card the player is still owed is this street's, dealt late
                d.give(seq, i, ev)
                return
            if self.street == SEVENTH:
                t.find("wrong-deal", seq, i, f"{t.names[i]} was dealt a card after 7th street: seven-card "
                       f"stud deals seven cards")
                d.stray(seq, i, ev)
                return
            if not t.br.over() and not end_unanswered(t.br) and not self._after_early_burn():
                if not d.fits_next(i, ev) and not (d.ahead and i in d.ahead) and self._betting_next(seq):
                    # no card of the next street, and the betting goes on right after it (README):
                    # a card out of this street's deal, the player's (one finding)
                    d.give(seq, i, ev)
                    return
                # dealt before the betting was over, unless the answers of the players still to act
                # were left out (end_answers_left_out: the street begins, README)
                if not d.fits_next(i, ev) or end_answers_left_out(
                        t.br, seq, i, "wrong-deal", f"{STREET_NAMES[self.street + 1]} was dealt before the "
                        f"betting of {STREET_NAMES[self.street]} was over") is None:
                    t.find("wrong-deal", seq, i, f"{STREET_NAMES[self.street + 1]} was dealt before the betting "
                           f"of {STREET_NAMES[self.street]} was over ({t.names[t.br.to_act]} was to act)")
                    if d.fits_next(i, ev):
                        # as an early burn (README): the next street begins only if its cards come right
                        # after; else the betting goes on, and the cards count when the street begins
                        d.deal_ahead(seq, i, ev)
                        self.early_burn = self.events
                        return
            self._begin_street(seq, self.street + 1)
        self._give_and_open(seq, i, ev)

    def _give_and_open(self, seq: int, i: int, ev: Event) -> None:
        """Deal the line's cards; the street's deal complete, its betting round opens (and the
        betting events held until then are applied)."""
        d = self.deal
        d.give(seq, i, ev)
        if d.complete():
            self._open_round()
            if self.held:
                self._apply_held()

    def _next_streets_card(self, seq: int, i: int, ev: Event) -> bool:
        """A card player ``i`` is owed on this street, logged once its betting is over, that fits
        the next street too: the next street's (this street's never dealt), unless ``i`` is dealt
        again before the next action (README).  An action of a player who cannot act (all-in or
        out of the hand) is no next action: a stray that changes nothing (reported there)."""
        d = self.deal
        t = self.t
        if self.street >= SEVENTH or d.got_down[i] + d.got_up[i] or not t.br.over() or \
                not d.fits_next(i, ev):
            return False
        burned = d.ahead_burn
        seen = set()
        index = self.index
        for e in t.hand.events[seq + 1:]:     # the rest of the next street's deal
            if e.type == "deal":
                if e.player == ev.player:
                    return False
                if e.player in seen:
                    break
                seen.add(e.player)
            elif e.type in _BETTING and e.player in index and (t.all_in[index[e.player]] or
                                                               t.folded[index[e.player]]):
                continue
            elif e.type != "burn" or burned and seen:
                break
            else:       # (the burn logged twice or more before the street's first card: its burn)
                burned = True
        return True

    def _street_bet(self, seq: int) -> bool:
        """The street's betting is over and was played since the last deal line: a deal line now
        is the next street's, even one that repeats the player's last cards (those cards are
        then dealt twice: ``duplicate-card``, not a line logged twice)."""
        br = self.t.br
        if br is None or not br.over():
            return False
        events = self.t.hand.events
        for k in range(seq - 1, -1, -1):
            typ = events[k].type
            if typ == "deal":
                return False
            if typ in _BETTING:
                return True
        return False

    def _betting_next(self, seq: int) -> bool:
        """The event after ``seq`` is a betting action."""
        events = self.t.hand.events
        return seq + 1 < len(events) and events[seq + 1].type in _BETTING

    def _after_early_burn(self) -> bool:
        """The event before this one was a burn (or a deal) logged before the betting was over,
        or a burn while cards of the street were still owed."""
        return self.early_burn == self.events - 1

    def _begin_street(self, seq: int, street: int) -> None:
        if street:
            self.deal.fill_owed(seq)     # cards of the last street still owed were never dealt
            # the street begins with this event, or with the early burn just before it
            self.street_starts.append(self.events - 2 if self._after_early_burn() else self.events - 1)
        self.street = street
        self.phase = DEALING
        self.gate = True
        self.late_turn = None
        self.bring_in_owed = False
        self.early_last = None
        self.owed_turn = None
        self.deal.begin(street)

    def _burn(self, seq: int, ev: Event, i: None = None) -> None:
        t = self.t
        d = self.deal
        if line_repeated(t, seq, None, "wrong-deal", f"{' '.join(ev.cards or ['??'])} was burned"):
            # (a second burn of the same card cannot be: the line logged twice, left out, its card
            # not taken from the deck again; review of session 65: two findings, and in a full
            # table a later legal burn "from an empty deck")
            return
        if self.phase == BETTING and self.street < SEVENTH and t.folded.count(False) > 1:
            if not t.br.over() and not end_unanswered(t.br) and end_answers_left_out(
                    t.br, seq, None, "wrong-deal", f"a card was burned for {STREET_NAMES[self.street + 1]} "
                    f"before the betting of {STREET_NAMES[self.street]} was over") is None:
                # (an action after the round was over that nobody answered was reported: the
                # round ends as it was) reported here; the street begins only if its cards come next (the betting
                # events in between were not logged), else the betting goes on
                t.find("wrong-deal", seq, None, f"a card was burned for {STREET_NAMES[self.street + 1]} "
                       f"before the betting of {STREET_NAMES[self.street]} was over "
                       f"({t.names[t.br.to_act]} was to act)")
                self.early_burn = self.events
                d.burn(seq, ev, True)
                return
            if d.missing():
                # cards of this street still owed: the next street's burn, and the street begins
                # once a player who has this street's cards is dealt again (README)
                d.burn(seq, ev, not d.ahead_burn)
                d.ahead_burn = True
                self.early_burn = self.events
                return
            self._begin_street(seq, self.street + 1)
            d.burn(seq, ev, True)
        elif self.phase == DEALING and self.street > 0 and not d.started():
            d.burn(seq, ev, not d.burned_now)
        elif self.phase == DEALING and 0 < self.street < SEVENTH and d.started() and d.missing() and \
                self._none_can_bet() and not self._owed_dealt_next(seq, d.missing()):
            # nobody left can bet (all-in): no betting line marks the street's end, so a burn while
            # cards of it are still owed is the next street's, as after a betting round (README):
            # the street begins once a player who has its cards is dealt again
            missing = d.missing()
            if not d.all_named(missing):
                t.find("wrong-deal", seq, None, f"a card was burned for {STREET_NAMES[self.street + 1]} before "
                       f"the deal of {STREET_NAMES[self.street]} was complete "
                       f"({', '.join([t.names[j] for j in missing])} still to be dealt)")
                d.name_owed(missing, self.findings[-1])
            self._open_round(True)
            d.burn(seq, ev, not d.ahead_burn)
            d.ahead_burn = True
            self.early_burn = self.events
        else:
            where = ("before 3rd street: the first burn comes before 4th street" if self.phase != BETTING
                     or self.street < SEVENTH else "after 7th street was dealt")
            if self.phase == DEALING and d.started():
                where = f"in the middle of the deal of {STREET_NAMES[self.street]}"
            elif self.phase == BETTING and t.folded.count(False) < 2:
                where = "after the hand was over"
            t.find("wrong-deal", seq, None, f"a card was burned {where}")
            d.burn(seq, ev, True)

    def _community(self, seq: int, ev: Event, i: None = None) -> None:
        t = self.t
        d = self.deal
        if self.phase == BETTING and self.street == SEVENTH - 1 and t.folded.count(False) > 1:
            if not t.br.over() and not self._after_early_burn():
                t.find("wrong-deal", seq, None, f"the community card was dealt before the betting of "
                       f"6th street was over ({t.names[t.br.to_act]} was to act)")
            self._begin_street(seq, SEVENTH)
        if self.phase == DEALING and self.street == SEVENTH and d.community is None \
                and (not d.started() or d.community_owed >= 0):
            # (after a player was dealt a card of their own though too few were left for everyone,
            # reported then: the community card is still owed)
            d.deal_community(seq, ev)
            self._open_round()
            return
        t.find("wrong-deal", seq, None, "a community card is only dealt at the start of 7th street, "
               "once, in place of every player's last card")
        d.stray_community(seq, ev)

    def _show(self, seq: int, ev: Event, i: int) -> None:
        t = self.t
        self._left_open(seq, i, "showed")
        self._dealt_out(seq)
        if self.phase != ANTES and not self.ended and not t.folded[i] and not self._over() and \
                sum(1 for out, a in zip(t.folded, t.all_in) if not out and not a) >= 2:
            # two players or more can still bet: hands are shown at the showdown (an all-in
            # player's cards may be shown while the rest is dealt out, nobody able to bet)
            t.find("out-of-turn", seq, i, f"{t.names[i]} showed during {STREET_NAMES[self.street]}, with "
                   f"betting still to come; hands are shown at the showdown")
            if self.street != SEVENTH or self.phase != BETTING:
                return
            # 7th street's betting: the player's cards are final, so the show is compared with
            # them and stays shown (README: the early show stays shown), as at the showdown; a
            # card of theirs still owed that no later deal brings was never dealt (unknown, as there)
            owed = {t.names[j] for j in self.deal.missing()}
            if t.names[i] in owed:
                if any(e.type == "deal" and e.player in owed for e in t.hand.events[seq + 1:]):
                    return
                self.deal.fill_owed(seq)
        comm = self.deal.community
        cards = ev.cards
        if comm is not None and len(cards) == len(t.cards[i]) + 1:
            ints = [CARD_INDEX[c] for c in cards]
            if comm in ints:
                k = ints.index(comm)        # the community card once (shown twice, the second copy stays)
                cards = cards[:k] + cards[k + 1:]
        if self.deal.unseen_burns and UNKNOWN in t.cards[i]:
            self.deal.shown_from_burns(i, [CARD_INDEX.get(c, UNKNOWN) for c in cards])
        t.show(seq, i, cards, 7, self.deal.up[i])


_BETTING = frozenset(("check", "call", "bet", "raise", "complete", "fold", "bring_in"))


#: event type -> its handler ``(replay, seq, event, seat index or None)``, a method looked up by
#: name (compiled, a method is a C function, which only its class makes into a Python object)
_ON = {t: getattr(Replay, m) for t, m in (
    ("deal", "_deal"), ("check", "_check"), ("call", "_call"), ("fold", "_fold"), ("bet", "_bet"),
    ("raise", "_raise"), ("complete", "_complete"), ("bring_in", "_bring_in"), ("ante", "_ante"),
    ("burn", "_burn"), ("community", "_community"), ("show", "_show"), ("muck", "_muck"),
    ("collect", "_record"), ("return", "_record"), ("rake", "_record"))}
_ON_get = _ON.get
