"""Five-card draw (POKER.md section 4) behind the replay protocol.

Phases: forced bets (antes, blinds) -> the deal (five down to each player, one
player after another clockwise from the button's left) -> the first betting
round -> the draw (clockwise from the button's left) -> the second betting round
-> the showdown.  The shared state, betting and settlement are in
:mod:`audit.poker.table` (the settlement: :mod:`audit.poker.table_settle`); this module
adds the order of play and the draw (its exchange of cards: :mod:`audit.games.draw_exchange`; its
lines out of order: :mod:`audit.games.draw_order`; the forced bets and the phases:
:mod:`audit.games.draw_forced`; the showdown, payout lines and burns: :mod:`audit.games.draw_showdown`).

Rule options read here: ``ante``, ``blinds`` ``[small, big]``, ``all_check``
(``continue`` | ``redeal``), ``max_discard`` (0-5, default 5), ``wild``/``jokers``
and the other wild options (:class:`audit.poker.evaluate.WildRules`), the
betting options (:class:`audit.poker.betting.BettingRules`), ``odd_chip``
(default ``called``) and ``entry_blinds`` (default true: a player entering the
game may post one extra big blind out of position, as card rooms allow; it is a
live bet; false makes such a post a wrong-forced-bet).

Speed: one handler per event type (a class-level dispatch table), seats as
indexes, the usual event (the dealt player's five cards, a legal bet, a draw of
held cards for fresh ones) on a short path; messages are made only for findings.
"""

from __future__ import annotations

from ..cards import card_str
from ..model import Event, Hand, Result, Section, View
from ..poker.betting import seats_after
from ..poker.draw_options import draw_options
from ..poker.evaluate import best_five, best_five_wild, rank_hand, stand_ins
from ..poker.evaluate_wild import WildStrength
from ..poker.repeated_lines import did_words, line_repeated
from ..poker.round_end import _ACTIONS, in_log_after, late_answer
from ..poker.table import PokerTable
from ..poker.table_settle import settle as settle_table
from .draw_forced import BET1, BET2, DEAL, DONE, DRAW, FORCED, PHASES, SHOWDOWN, carried_over
from .draw_order import call_before_a_fold_in_the_draw, fold_of_the_last_opponent
from .draw_showdown import DrawShowdown, fold_at_the_showdown
from .payout_order import AFTER_PAYOUT, late_event, paid_at



class Replay(DrawShowdown):
    game = "draw"
    __slots__ = ()      # the state's fields are declared by DrawState (draw_forced)

    def __init__(self, hand: Hand, rules: dict) -> None:
        self.blinds, self.ante, self.max_discard, self.redeal_rule, self.entry_blinds, self.full_short_blind, \
            self.with_stub, self.heads_up, self.wild, jokers, betting, odd, self.muck_folded, \
            self.fold_in_draw = draw_options(rules)
        t = self.t = PokerTable(hand, rules, jokers=jokers, betting=betting, odd_chip=odd)
        self.index = t.index
        self.where = t.ledger.where
        self.findings = t.findings
        self._enter(FORCED)
        self.last = -1                       # the seq of the last event applied
        self.paid = False                    # a collect, return or rake was seen
        self.round0 = -1                     # events in the first betting round (-1: not over yet)
        self.redeal = False
        self.stray: tuple | None = None      # a betting action during the draw, judged by what follows
        self.draw_passed: list | None = None  # seats a draw out of turn passed over (reported then)
        self.early: list | None = None       # draws logged before the player was dealt: (seq, event, seat)
        self.skipped: dict | None = None     # seat -> the finding that named it passed over by the deal
        self.packet: tuple | None = None     # the first deal of a few cards at once: (seat, cards, its finding)
        self.unknown_fill: dict | None = None  # seat -> (unknown cards held for a deal never logged, those from the deck)
        n = t.n
        after = self.after = seats_after(n)
        b = t.button if t.button is not None else n - 1
        # a player with no chips (folded from the start by the table) is passed over by the
        # blinds and the deal (marked dealt)
        out = t.folded.copy()
        live = [j for j in after[b] if not out[j]] or list(after[b])      # from the button's left
        if len(live) == 2:
            # heads-up: the button posts the small blind; a button on a seat without chips is, for
            # play, on the nearest seat counterclockwise with chips (a dead button, README), the last
            # of ``live`` as for an empty seat (review of session 59: the blinds were swapped)
            self.sb, self.bb = live[1], live[0]
        else:
            self.sb = live[0]
            self.bb = live[1] if len(live) > 1 else b
        self.posted = [False, False]
        self.entered = None                  # (seq, player, big | dead) of each entry post (made on first use)
        self.dealt = out
        self.deal_next = live[0]
        self.drawn = [False] * n
        self.draw_next = None
        self.deck_left = 52 + t.ledger.jokers
        self.pile: list[int] = []            # discards of earlier players, not yet reshuffled
        self.stock: list[int] = []           # reshuffled discards not yet drawn again (the deck ran out)
        # once the deck has run out: seat -> [the reshuffled discards it may have drawn unseen (it
        # received unknown cards while they were in the new deck), how many cards it drew unseen
        # from the new deck]: it may then show that many of them
        self.recycled: dict[int, list] | None = None
        self.unseen_taken = 0                # cards drawn unseen (??) from the new deck in play
        # reshuffle with_stub: the cards nobody has seen the new deck in play still holds (its stub, the
        # deck's last cards), while they can be counted (None: no such deck, or not countable)
        self.stub_unseen: int | None = None
        self.blind_outs: list | None = None  # the ?? discarded beside known cards (DrawExchange)
        br = self.br = t.open_round(betting.small_bet)
        br.on_over = self._after_bet

    def _enter(self, phase: int) -> None:
        self.phase = phase
        self.handlers = _BETTING_HANDLERS if phase == BET1 or phase == BET2 else _HANDLERS

    # ---- the protocol ---------------------------------------------------------------
    def apply(self, seq: int, ev: Event) -> None:
        self.last = seq
        if self.stray is not None and self.phase == BET2:
            self._resolve_stray(ev)
        try:
            handler = self.handlers[ev.type]
        except KeyError:             # the reader lets no such event through; a hand built in code may
            self.t.find("illegal-action", seq, self.index.get(ev.player),
                        f"a {ev.type} event has no place in five-card draw")
            return
        handler(self, seq, ev)
        if self.paid:       # (set by the first collect, return or rake: none paid out before it)
            t = self.t
            if (t.collects or t.rakes) and ev.type not in AFTER_PAYOUT:
                late_event(self.findings, seq, ev, paid_at(t.collects, t.rakes))

    def view(self) -> View:
        t = self.t
        ph = self.phase
        v = t.view(PHASES[ph])
        if ph == DRAW or ph == DEAL or ph >= SHOWDOWN:
            nxt = self.draw_next if ph == DRAW else self.deal_next if ph == DEAL else None
            v.to_act = t.names[nxt] if nxt is not None else None
            v.to_call = 0
        return v

    def settle(self, explain: bool = False) -> Result:
        t = self.t
        ph = self.phase
        nev = self.last + 1
        n0 = self.round0 if self.round0 >= 0 else nev
        t.rounds[:] = [0] * n0 + [1] * (nev - n0)
        rank, best = self._rank_fns()
        if self.redeal:
            paid = t.collects
            for seq, i, a, _ in paid:
                t.find("wrong-winner", seq, i, f"{t.names[i]} collected {a}, but every player checked the first "
                       f"round and all_check is redeal: the hand ends with no winner and the pot carries over")
                break
            t.collects = []
            res = carried_over(t, settle_table(t, self.game, explain, rank, False, None, best), paid)
            self._for_session_checks(res)
            return res
        over = not (ph < SHOWDOWN and t.n - t.folded.count(True) > 1)
        if not over:
            self._incomplete()
        res = settle_table(t, self.game, explain, rank, ph >= SHOWDOWN, None, best, over)
        self._for_session_checks(res)
        if explain:
            draw = self._draw_section()
            if draw.lines:
                res.sections.insert(0, draw)
            if self.wild is not None:
                for sh in res.showdown:
                    sh.stands_for = [[card_str(c), card_str(rep) if rep is not None else "nothing"]
                                     for c, rep in stand_ins(t.cards[t.index[sh.player]], self.wild)]
        return res

    # ---- helpers ------------------------------------------------------------------
    def _best(self, cards):
        return best_five_wild(cards, self.wild)

    def _rank_fns(self):
        if self.wild is None:
            return rank_hand, best_five
        return WildStrength(self.wild), self._best

    def _draw_section(self) -> Section:
        """Who drew how many, as logged (for explain): the draw is not in the structured result."""
        lines = []
        for ev in self.t.hand.events:
            if ev.type == "draw":
                if not ev.discard and not ev.receive:
                    lines.append(f"{ev.player} stood pat")
                else:
                    lines.append(f"{ev.player} drew {len(ev.receive)}, discarding {' '.join(ev.discard)}")
        return Section("Draw", lines)

    def _incomplete(self) -> None:
        t = self.t
        ph = self.phase
        who = None
        if ph in (BET1, BET2) and self.br.to_act is not None:
            who = self.br.to_act
        elif ph == DRAW:
            who = self.draw_next
        elif ph == DEAL:
            who = self.deal_next
        tail = f" with {t.names[who]} to act" if who is not None else ""
        t.find("hand-incomplete", None, None, f"the log ends during the {PHASES[ph]}{tail}: "
               f"the hand is not over (no showdown, no winner)")

    def _end_deal(self, seq: int) -> None:
        """The deal is over: report players not dealt, start the first betting round."""
        t = self.t
        if self.phase == FORCED:
            self._end_forced(seq)
        b = t.button if t.button is not None else t.n - 1
        self._not_dealt(seq, b)
        if self.early is not None:
            self._early_draws()
        self.deal_next = None
        self._enter(BET1)
        first = self.after[self.bb][0] if self.blinds else self.after[b][0]
        self.br.start(first)                 # a round over at once calls _after_bet

    def _after_bet(self) -> None:
        """The betting round is over: move to the next phase."""
        t = self.t
        if self.br.live <= 1:
            self._enter(DONE)
            return
        if self.phase == BET1:
            # every player checked: no bet, and nobody dealt in folded (README: a fold is not a check);
            # two players at least could bet (all but one all-in from the ante: nobody checked)
            if self.redeal_rule and not self.blinds and self.br.current == 0 and self.br.can >= 2 and \
                    not any(f and s0 > 0 for f, s0 in zip(t.folded, t.start)):
                self.redeal = True
                self._enter(DONE)
                return
            self._enter(DRAW)
            self.round0 = self.last + 1      # the events so far belong to the first betting round
            if self.muck_folded:
                for j in range(t.n):
                    if t.folded[j]:
                        self._to_pile(j)
            self.draw_next = self._next_drawer(t.button if t.button is not None else t.n - 1)
            if self.draw_next is None:
                self._start_bet2()
        elif self.phase == BET2:
            self._enter(SHOWDOWN)

    def _next_drawer(self, after: int) -> int | None:
        folded = self.t.folded
        drawn = self.drawn
        for j in self.after[after]:
            if not folded[j] and not drawn[j]:
                return j
        return None

    def _start_bet2(self, first: int | None = None) -> None:
        """The second betting round, from the first active player left of the button (``first``:
        from the player whose action began it during the draw)."""
        t = self.t
        self._enter(BET2)
        self.draw_next = None
        br = self.br = t.open_round(t.betting.big_bet, last=True)
        br.on_over = self._after_bet
        br.start(first if first is not None else t.next_live(t.button if t.button is not None else t.n - 1))

    # ---- betting ---------------------------------------------------------------------
    # In a betting round the actions go straight to the round, which calls _after_bet
    # when it is over; outside one, _out_of_round judges them.
    def _check(self, seq: int, ev: Event) -> None:
        self.br.check(seq, self.index[ev.player])

    def _call(self, seq: int, ev: Event) -> None:
        i = self.index[ev.player]
        if self.phase == BET1 and self.br.to_act != i:
            i = call_before_a_fold_in_the_draw(self, seq, ev, i)
        self.br.call(seq, i, ev.amount, ev.all_in)

    def _fold(self, seq: int, ev: Event) -> None:
        i = self.index[ev.player]
        br = self.br
        p = br.to_act
        if p is not None and p != i and br.passed is not None and p in br.passed and br.owed(i) <= 0 and \
                br.owed(p) > 0 and not self.t.folded[i] and not in_log_after(self.t, seq, p):
            # the player in turn, passed over by an action out of turn (reported then) and not in the
            # log again, folded (the line lost): the round ends without them, and this fold, by a
            # player who owes nothing, is the draw's (review of session 65: it was taken as theirs,
            # and the hand left incomplete)
            br._out(p)
            if self.phase != BET1 and self.phase != BET2:
                self._out_of_round(seq, ev)
                return
        br.fold(seq, i)

    def _bet(self, seq: int, ev: Event) -> None:
        self.br.bet(seq, self.index[ev.player], ev.to, ev.all_in)

    def _raise(self, seq: int, ev: Event) -> None:
        self.br.raise_(seq, self.index[ev.player], ev.to, ev.all_in)

    def _out_of_round(self, seq: int, ev: Event) -> None:
        i = self.index[ev.player]
        if self._betting_phase(seq, ev, i):
            self.t.act(seq, ev, i)

    def _betting_phase(self, seq: int, ev: Event, i: int) -> bool:
        """A betting action outside a betting round: before the deal ended it ends the deal
        (True: apply it); during the draw or after the betting it is a finding (False)."""
        ph = self.phase
        if ph <= DEAL:
            self._end_deal(seq)
            ph = self.phase
            if ph == BET1 or ph == BET2:
                return True
        t = self.t
        if self.br.assumed is not None and (ph == DRAW or ph == SHOWDOWN) and self._assumed_back(ev, i):
            return self.phase == BET1 or self.phase == BET2
        if (ev.type == "fold" or ev.type == "call") and late_answer(t, i, ev.type):
            return False        # the answer taken where the log went on without it (round_end)
        if (ph == DRAW or ph == SHOWDOWN) and not t.folded[i] and ev.type != "fold" and \
                line_repeated(t, seq, i, "out-of-turn", did_words(ev)):
            # the line that ended the round, logged twice (review of session 65: a call repeated
            # was a call during the draw, and the fold that opened the second round answered it:
            # its chips counted, four findings)
            return False
        if ph == DRAW and t.folded[i]:
            # a player out of the hand: skipped (FORMAT.md), the draw goes on
            t.find("out-of-turn", seq, i, f"{ev.player} made a {ev.type} after folding: a folded player is "
                   f"out of the hand")
            return False
        if ph == DRAW:
            if (ev.type == "check" or (ev.type == "call" and not ev.amount)) and self._option_check(i):
                self.br.acted_level[i] = self.br.level       # once: a second such check is out of turn
                return False
            if (ev.type == "raise" or ev.type == "bet") and self._option_check(i):
                # the big blind's option with nobody left to call: a raise changes nothing
                t.find("illegal-action", seq, i, f"{ev.player} raised to {ev.to}, but nobody left could "
                       f"call it (the others are all-in or folded): {ev.player} may only check")
                self.br.acted_level[i] = self.br.level
                return False
            pending = self.stray
            if ev.type == "fold" and pending is None and fold_of_the_last_opponent(self, seq, ev, i):
                return False        # the other player's fold under this name (draw_order)
            if ev.type == "fold" and pending is None and self.drawn[i] and \
                    self._draws_left_out(seq, i, "made a fold", "illegal-action", True):
                # a player who drew folds, and the draws still owed are nowhere later in the log:
                # their lines were lost, and the fold opens the second round (review of session 65:
                # a fold "after drawing" out of turn, and the next bet during the draw)
                return self.phase == BET2
            if ev.type == "fold" and (pending is None or (self.fold_in_draw and self.draw_next == i)):
                # (after a stray betting action too, a fold on the player's own turn to draw is a
                # fold in the draw, not the log going on to the second round: review 56)
                self._fold_in_draw(seq, ev, i)
                return False
            if pending is not None:
                # a second betting action: the log has gone on to the second round without the
                # missing draws; the first stray action begins it, as logged, then this one
                self.stray = None
                pseq, pev, pi = pending
                self._start_bet2(pi)
                t.act(pseq, pev, pi)
                if self.phase != BET2:
                    return self._betting_phase(seq, ev, i)
                return True
            if pending is None and self._draws_left_out(seq, i, f"made a {ev.type}", "illegal-action", True):
                return self.phase == BET2      # the second round begins with it
            undrawn = [t.names[j] for j in self._yet_to_draw(i)]
            t.find("illegal-action", seq, i, f"{ev.player} made a {ev.type} during the draw, before "
                   f"{', '.join(undrawn)} drew; the second betting round begins when every player has drawn")
            # what the log meant shows in what follows (README): another betting action next, and
            # the draw was over (both applied); the draw going on, and the second round's first
            # action tells (_resolve_stray)
            self.stray = (seq, ev, i)
            return False
        else:
            if ph == SHOWDOWN and (ev.type == "bet" or ev.type == "raise") and not t.folded[i] and \
                    not t.all_in[i] and t.n - t.folded.count(True) > 1 and not any(t.shown) and not any(t.mucked):
                # a bet after the betting was over, before the showdown: applied as logged
                # (FORMAT.md), it reopens the last round (the round reports it: out-of-turn); the
                # calls that answer it are that round's, a show that does not leaves it uncalled
                self._enter(BET2)
                return True
            if ph == SHOWDOWN and (ev.type == "check" or (ev.type == "call" and not ev.amount)) \
                    and self._nobody_left_check(i):
                self.br.acted_level[i] = self.br.level
                return False
            if (ev.type == "bet" or ev.type == "raise") and not t.folded[i] and t.n - t.folded.count(True) <= 1 \
                    and self.br is not None and self.draw_next is None:
                # everyone else folded in a betting round: the round judges it (one out-of-turn) and
                # its chips count as logged, all uncalled, as in stud (review of session 65: a right
                # return called wrong).  (Not when they folded during the draw: the round at hand is
                # the first, whose chips the bet's total would count again.)
                return True
            when = "the hand had ended" if ph == DONE or t.n - t.folded.count(True) <= 1 else "the betting was over"
            if ph == SHOWDOWN and ev.type == "fold" and not t.folded[i] and not t.shown[i] and \
                    when == "the betting was over":
                fold_at_the_showdown(t, seq, ev, i)
                return False
            t.find("out-of-turn", seq, i, f"{ev.player} made a {ev.type} after {when}")
        return False

    def _fold_in_draw(self, seq: int, ev: Event, i: int) -> None:
        """A fold during the draw: on the player's own turn to draw, a fold (``fold_in_draw:
        own_turn``, the default); else out of its time, but a fold all the same (applied as logged).
        The player is out, and the draw goes on without them."""
        t = self.t
        gone = False        # the player in turn passed over, their draw line lost (not in the draw again)
        if self.draw_next != i:
            nxt = self.draw_next
            when = "after drawing" if self.drawn[i] else "out of turn" if nxt is None else \
                f"when it was {t.names[nxt]}'s turn to draw"
            text = f"{ev.player} folded during the draw {when}; a player folds on their own turn"
            if nxt is None or self.drawn[i]:
                t.find("out-of-turn", seq, i, text)
            else:
                # (their draw made all the same, its line lost, when the later draws say so: review
                # of session 66)
                self._lost_draw(seq, i, nxt, text)
                # the player in turn to draw, passed over (reported here): not named again when the
                # draw ends without their line (review of session 65)
                if self.draw_passed is None:
                    self.draw_passed = []
                self.draw_passed.append(nxt)
                gone = self.drawn[nxt] or not _in_draw_later(t.hand.events, seq, t.names[nxt])
        elif not self.fold_in_draw:
            t.find("illegal-action", seq, i, f"{ev.player} folded during the draw; a player folds in a "
                   f"betting round (fold_in_draw: betting_only)")
        t.folded[i] = True
        if t.n - t.folded.count(True) <= 1:
            pending = self.stray
            if pending is not None and (pending[1].type == "bet" or pending[1].type == "raise") and \
                    not t.folded[pending[2]] and pending[1].to:
                # a bet made during the draw that nothing can answer now: its chips count as logged,
                # all uncalled, unless the payout settles the pot without them (review of session 67)
                self.stray = None
                if t.paid_total is None:
                    t.paid_total = list(t.total)
                self.br._pay(pending[0], pending[2], pending[1].to, pending[1].type, pending[1].to)
            self._enter(DONE)
            return
        if self.muck_folded:
            self._to_pile(i)
        nxt = self.draw_next
        if nxt == i or gone:
            # (the player in turn, passed over by this fold, whose draw line is lost: taken as
            # having drawn (_lost_draw), or with no draw later in the log nor a fold before the
            # second round's first action; the turn moves on past them, as after a draw out of turn.  Review of session 66: it stayed theirs, the
            # next draw was a second out-of-turn for the one lost line, and worked out their lost
            # draw a second time)
            self.draw_next = self._next_drawer(nxt)
            if self.draw_next is None:
                self._start_bet2()

    def _resolve_stray(self, ev: Event) -> None:
        """The second round's first action after a betting action made during the draw: a call, a
        raise or a fold answers it (it was made early: the round begins with it), and so does the
        next player's check or bet after a check by the round's first to act; another check or a
        bet does not (it was a stray action, left out)."""
        pseq, pev, pi = self.stray
        self.stray = None
        t = self.t
        if pev.type == "check" and (ev.type == "check" or ev.type == "bet") and ev.player != pev.player and \
                not t.folded[pi] and \
                self.phase == BET2 and self.br.to_act == pi and t.next_live(pi) == self.index[ev.player]:
            # a check by the round's first to act, logged before the last draw, and the next
            # player's check or bet after it: the first check made early (its one finding made then),
            # not a stray (review of session 65: the next check was out of turn too)
            t.act(pseq, pev, pi)
            return
        if ev.player != pev.player and (ev.type == "raise" or ev.type == "fold" or
                                        (ev.type == "call" and ev.amount != 0)) and not self.t.folded[pi]:
            t = self.t
            self._start_bet2(pi)
            t.act(pseq, pev, pi)
            br = self.br
            if self.phase == BET2 and br.to_act is not None:
                # then the round goes on in its order, from the first player left of the button
                br.start(t.next_live(t.button if t.button is not None else t.n - 1))

    def _option_check(self, i: int) -> bool:
        """A check after the first round ended because nobody was left to bet against (the others
        all-in or folded), by a player who owed nothing and had not acted at that bet: the big
        blind's option (POKER.md gives the live blind one), or a blind facing a big blind all-in
        for less.  It changes nothing, so it is taken as the end of the round, not as an action
        during the draw."""
        return self.blinds is not None and self.round0 >= 0 and not any(self.drawn) and self._nobody_left_check(i)

    def _nobody_left_check(self, i: int) -> bool:
        """A check that changes nothing: the betting round ended because nobody was left to bet
        against, and this player owed nothing and had not acted at that bet (PokerKit logs it)."""
        br = self.br
        t = self.t
        return (br.can <= 1 and not t.folded[i] and not t.all_in[i] and br.put[i] >= br.to_match(i)
                and br.acted_level[i] < br.level
                # (not once the showdown or the payout has begun)
                and True not in t.shown and True not in t.mucked and not t.collects and not t.returns)

    # ---- the draw ------------------------------------------------------------------------
    def _taken_as_owners(self, seq: int, i: int, ev: Event) -> int:
        """A draw out of its order: the draw of the player in turn under another name (README),
        one finding, and that player's index; else ``i``."""
        j = self._draw_owner(seq, i, ev.discard)
        if j < 0:
            return i
        names = self.t.names
        self.t.find("out-of-turn", seq, i, f"{ev.player} drew but it was {names[j]}'s turn to draw, and "
                    f"{names[j]}, who holds the cards discarded, draws nowhere else in the log: taken as "
                    f"{names[j]}'s draw, logged under {ev.player}'s name")
        return j

    def _draw(self, seq: int, ev: Event) -> None:
        t = self.t
        i = self.index[ev.player]
        if t.folded[i]:
            j = self._taken_as_owners(seq, i, ev) if self.phase == DRAW else i
            if j == i:
                t.find("out-of-turn", seq, i, f"{ev.player} drew after folding: a folded player is out of the hand")
                return
            i = j       # (the drawer's line under a folded player's name; review of session 65)
        elif self.phase == DRAW and (self.drawn[i] or i != self.draw_next):
            i = self._taken_as_owners(seq, i, ev)
        # a draw while only checks were left of the first round: reported once, and the player's
        # draw in the draw that begins (early if it was not yet their turn: passed over then)
        found = len(t.findings)
        early = self.phase == BET1 and self._checks_left_out(
            seq, i, "illegal-action", f"{ev.player} drew during the first betting round; the draw comes "
            f"between the two betting rounds")
        if early and len(t.findings) == found and self.phase == DRAW and not t.folded[i]:
            # the round ended here with no finding (an action out of turn passed over each player
            # it left out, reported then) and for good (none of them acts in it later), the drawer
            # still in (not one taken as folding, whose draw keeps its reading): the draw is the
            # draw's, judged in its order as any other (README)
            assumed = self.br.assumed
            later = False
            if assumed is not None:
                names = [t.names[k] for k in assumed[0]]
                events = t.hand.events
                for k in range(seq + 1, len(events)):
                    if events[k].player in names and events[k].type in _ACTIONS:
                        later = True
                        break
            if not later:
                early = False
                if self.drawn[i] or i != self.draw_next:
                    i = self._taken_as_owners(seq, i, ev)
        ph = self.phase
        discard = ev.discard
        receive = ev.receive
        turn = ph == DRAW and not self.drawn[i]
        if early and turn:
            turn = False
            ph = BET1
        elif not turn or i != self.draw_next:
            self._draw_out_of_turn(seq, ev, i)
        k = len(discard)
        if k > self.max_discard or len(receive) != k:
            self._wrong_draw(seq, ev, i)
        if ph < DRAW and not self.dealt[i]:
            # before the player's cards were dealt: held back to the end of the deal
            if self.early is None:
                self.early = []
            self.early.append((seq, ev, i))
            return
        done = self._exchange(seq, i, discard, receive)
        if ph < DRAW and (done or (early and not self._draws_again(seq, ev.player))) and not self.drawn[i]:
            # made before its time (reported): still the player's draw, taken as logged; the draw
            # passes over them when it comes (FORMAT.md: an action out of turn is that player's).
            # One that cannot be applied (a card not held) is skipped and the player's draw in its
            # time counts; but when it ended the first round and the player draws no more, it is
            # the player's draw in the draw it began, as a draw in its place that cannot be
            # applied is
            self.drawn[i] = True
            if early and self.draw_next == i:
                nxt = self.draw_next = self._next_drawer(i)
                if nxt is None:
                    self._start_bet2()
        elif turn:
            self.drawn[i] = True
            nxt = self.draw_next = self._next_drawer(i)
            if nxt is None:
                self._start_bet2()

#: the betting actions: one after the draw's lines begins the second round
_BETS = frozenset(("check", "call", "bet", "raise"))


def _in_draw_later(events: list, seq: int, name: str) -> bool:
    """Player ``name`` has a line of the draw after event ``seq``: a draw, or a fold before the
    next betting action (a fold after it is the second round's)."""
    bet = False
    for e in events[seq + 1:]:
        if e.player == name and (e.type == "draw" or (e.type == "fold" and not bet)):
            return True
        if e.type in _BETS:
            bet = True
    return False


#: Event type -> handler outside the betting rounds, and in them (methods named, then looked up:
#: compiled, a method is a C function, which only its class can make into a Python object)
_HANDLERS = {t: getattr(Replay, m) for t, m in (
    ("ante", "_ante"), ("blind", "_blind"), ("deal", "_deal"), ("burn", "_burn"), ("check", "_out_of_round"),
    ("call", "_out_of_round"), ("bet", "_out_of_round"), ("raise", "_out_of_round"), ("fold", "_out_of_round"),
    ("draw", "_draw"), ("show", "_show"), ("muck", "_muck"), ("collect", "_record"), ("return", "_record"),
    ("rake", "_record"))}
_BETTING_HANDLERS = {**_HANDLERS, **{t: getattr(Replay, m) for t, m in (
    ("check", "_check"), ("call", "_call"), ("bet", "_bet"), ("raise", "_raise"), ("fold", "_fold"))}}

__all__ = ["Replay", "PHASES"]
