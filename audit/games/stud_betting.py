"""Seven-card stud: the state of a hand (its fields, declared once here) and the betting.

:class:`StudBetting` holds the fields of :class:`audit.games.stud.Replay` (which adds the
antes, the streets' deals, burns and community card, the show and the settlement) and runs
each street's betting: who acts first (the bring-in by the lowest upcard on 3rd street, or the
highest upcard opening without one; the best board later) and the bet sizes (the big bet on 4th
street with an open pair), then the betting events, which go straight to the round in progress
unless ``gate`` is up (the deal of the street not over, the bring-in still to come), and a
bring-in out of its place.
"""

from __future__ import annotations

from ..cards import UNKNOWN
from ..model import Event
from ..poker.betting import FIXED
from ..poker.repeated_lines import line_repeated
from ..poker.out_of_turn import reads_as_after, turn_after
from .stud_rules import SEVENTH, STREET_NAMES, bring_in_index, bring_in_reason, high_upcard_index

ANTES, DEALING, BETTING = 0, 1, 2
_DONE = {"check": "checked", "call": "called", "fold": "folded", "bet": "bet", "raise": "raised",
         "complete": "completed", "bring_in": "posted the bring-in"}

_VERBS = {"check": "checked", "call": "called", "bet": "bet", "raise": "raised", "complete": "completed",
          "fold": "folded"}
_NOUNS = {"bring_in": "bring-in", "complete": "completion", "bet": "bet", "raise": "raise"}


class StudBetting:
    """The base of the stud replay (:class:`audit.games.stud.Replay`, whose ``__init__`` sets the
    fields) and its betting."""

    __slots__ = ("t", "findings", "ante", "bring_in", "open_pair_big", "deal", "phase", "street",
                 "await_bring_in", "bring_in_seat", "openers", "ended", "free_first", "gate", "index",
                 "events", "street_starts", "live", "early_burn", "seat_of", "bring_in_owed",
                 "bring_in_early", "late_turn", "early_last", "owed_turn", "folded_bring_in", "held")

    # ---- betting ------------------------------------------------------------------------
    def _open_round(self, early: bool = False) -> None:
        """Start the betting of the current street: who acts first, and the bet sizes (``early``:
        an action came before the street's deal was over, so who opens is not judged)."""
        t = self.t
        s = self.street
        b = t.betting
        self.phase = BETTING
        self.bring_in_owed = False
        self.bring_in_early = None
        self.late_turn = None
        self.early_last = None
        self.owed_turn = None
        d = self.deal
        up = d.up
        folded = t.folded
        live = self.live
        if len(live) != folded.count(False):     # somebody folded: who is still in, from the dealer's left
            live = self.live = [j for j in d.order if not folded[j]]
        if s == 0:
            kind = "bring_in" if self.bring_in else "high"
            ups = [up[j][0] if up[j] else None for j in live]
            k = bring_in_index(ups) if self.bring_in else high_upcard_index(ups)
        else:
            kind = "board"
            k = d.best_board(live)
        unknown = [j for j in live if d.unknown_up[j]] if k is None and not early else []
        if unknown:
            # an unknown upcard (README): the first to act is taken as logged among the players the
            # unknown cards may make first, the one the known upcards make first and (conservatively)
            # each with an unknown upcard; any other is judged as with known cards (review of
            # session 66: anyone could bring in or act first)
            kind = "unknown"
            k = (bring_in_index(ups, True) if self.bring_in else high_upcard_index(ups, True)) if s == 0 \
                else d.best_board(live, True)
        if early:
            k = None
        # (who opens cannot be judged: True, anyone; a list, those players too)
        self.free_first = unknown if unknown else k is None
        if k is None:
            kind = kind if unknown else "unjudged"
            first = unknown[0] if unknown else live[0] if live else d.order[0]
        else:
            first = live[k]
        unit = 0
        open_big = 0
        if b.structure == FIXED:
            unit = b.small_bet if s < 2 else b.big_bet
            # an unknown upcard may pair: the big bet cannot be judged, so it is allowed
            if s == 1 and self.open_pair_big and (k is None or unknown or d.open_pair(live)):
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
        self.openers.append((s, kind, first, live, len(d.up_log), br.to_act, open_big))
        self.gate = self.free_first is not False or self.await_bring_in

    # The betting events: straight to the round in progress, unless ``gate`` is up.
    def _check(self, seq: int, ev: Event, i: int) -> None:
        if self.gate:
            self._gated_bet(seq, ev, i)
        else:
            self.t.br.check(seq, i)

    def _call(self, seq: int, ev: Event, i: int) -> None:
        put = self.t.total[i]
        if self.gate:
            self._gated_bet(seq, ev, i)
        else:
            self.t.br.call(seq, i, ev.amount, ev.all_in)
        self._faced(i, put)

    def _fold(self, seq: int, ev: Event, i: int) -> None:
        if self.gate:
            self._gated_bet(seq, ev, i)
        else:
            self.t.br.fold(seq, i)
        if self.folded_bring_in is not None:
            self._unfaced_bring_in(False)

    def _bet(self, seq: int, ev: Event, i: int) -> None:
        put = self.t.total[i]
        if self.gate:
            self._gated_bet(seq, ev, i)
        else:
            self.t.br.bet(seq, i, ev.to, ev.all_in)
        self._faced(i, put)

    def _raise(self, seq: int, ev: Event, i: int) -> None:
        put = self.t.total[i]
        if self.gate:
            self._gated_bet(seq, ev, i)
        else:
            self.t.br.raise_(seq, i, ev.to, ev.all_in)
        self._faced(i, put)

    def _complete(self, seq: int, ev: Event, i: int) -> None:
        put = self.t.total[i]
        if self.gate:
            self._gated_bet(seq, ev, i)
        else:
            self.t.br.complete(seq, i, ev.to, ev.all_in)
        self._faced(i, put)

    def _bring_in(self, seq: int, ev: Event, i: int) -> None:
        put = self.t.total[i]
        self._bring_in_event(seq, ev, i)
        self._faced(i, put)

    def _faced(self, i: int, put: int) -> None:
        """After a betting event of ``i``, who had put ``put`` in before it: if it put chips in, it
        answered a folded bring-in (:meth:`_owed_call_or_fold`), which then stays; an event that
        could not be applied (a player out of the hand, or all-in) answers nothing."""
        if self.folded_bring_in is not None and self.t.total[i] != put:
            self.folded_bring_in = None

    def _bring_in_event(self, seq: int, ev: Event, i: int) -> None:
        if self.gate:
            self._gated_bet(seq, ev, i)
            return
        if self.bring_in_owed and i == self.bring_in_seat and self.street == 0 and self.t.br.current == 0:
            # the bring-in logged after an action that came before it (reported there): the
            # bring-in all the same, as it is still owed and nothing has been bet
            self._post_bring_in(seq, ev, i)
            self._owed_turn_as_logged()
            return
        if self.bring_in_early is not None and i == self.bring_in_seat and self.street == 0:
            self._late_bring_in(seq, ev, i)
            return
        t = self.t
        if line_repeated(t, seq, i, "wrong-forced-bet", f"posted the bring-in of {ev.amount}"):
            # (as an ante or a call repeated; the second diff review of session 63: three findings)
            return
        self._stray_bring_in(seq, ev, i)

    def _post_bring_in(self, seq: int, ev: Event, i: int) -> None:
        """The bring-in of the player due to post it: its amount judged, then posted."""
        t = self.t
        self.bring_in_owed = False
        due = min(self.bring_in, t.stacks[i])
        if ev.amount != due:
            t.find("wrong-forced-bet", seq, i, f"{t.names[i]} brought in for {ev.amount}; the bring-in "
                   f"is {self.bring_in}" + ("" if due == self.bring_in else f" (all {due} chips left)"))
        t.br.post_bring_in(seq, i, ev.amount)

    def _late_bring_in(self, seq: int, ev: Event, i: int) -> None:
        """The bring-in logged after a call or completion that came before it, when its chips were
        posted (that action is the finding): only its amount is judged."""
        t = self.t
        br = t.br
        posted = self.bring_in_early
        self.bring_in_early = None
        if ev.amount != posted:
            t.find("wrong-forced-bet", seq, i, f"{t.names[i]} brought in for {ev.amount}; the bring-in "
                   f"is {self.bring_in}" + ("" if posted == self.bring_in else f" (all {posted} chips left)"))
            if ev.amount > posted:
                br.post_stray(seq, i, ev.amount - posted)
        if br.to_act == i:
            # logged in the bring-in player's own turn: the next betting event says whether it took
            # that turn (another player acts next: the turn goes on from its place, as logged, and
            # they act when it comes round) or not (they act now)
            self.late_turn = i
            self.gate = True

    def _after_late_bring_in(self, seq: int, ev: Event, i: int) -> None:
        """The betting event after a bring-in logged late in the bring-in player's turn
        (:meth:`_late_bring_in`): by another player, the bring-in took that turn; then the event
        is applied as any."""
        bi = self.late_turn
        self.late_turn = None
        self.gate = False
        br = self.t.br
        if i != bi and br.to_act == bi:
            br._advance(bi)
        if ev.type == "bring_in":
            self._bring_in(seq, ev, i)
        else:
            self.t.act(seq, ev, i)

    def _while_owed(self, seq: int, ev: Event, i: int) -> None:
        """A betting event after a fold or check logged before the bring-in (reported there), the
        bring-in still owed and nothing bet. The bring-in is the bring-in; another fold or check is
        applied as logged, the bring-in still owed; a call or completion by another player came
        before the bring-in, as a first one would (:meth:`_gated_bet`), but is no second finding: the
        bring-in is taken as posted just before it, and the bring-in event logged later is that post;
        the bring-in player completing opens the betting (as instead of the bring-in); anything else
        is judged as logged."""
        t = self.t
        br = t.br
        typ = ev.type
        bi = self.bring_in_seat
        self.gate = False
        if typ == "bring_in":
            if i != bi and not t.folded[i] and not t.all_in[i] and br.current == 0:
                # posted by the wrong player: as before any action (:meth:`_gated_bet`)
                self.bring_in_owed = False
                t.find("wrong-forced-bet", seq, i, f"{t.names[i]} posted the bring-in but "
                       + self._bring_in_why(bi, i))
                br.to_act = i
                br.post_bring_in(seq, i, ev.amount)
                self._owed_turn_as_logged()
            else:
                self._bring_in(seq, ev, i)
            return
        if i != bi and (typ == "fold" or typ == "check"):
            t.act(seq, ev, i)
            if self.bring_in_owed:
                self.early_last = i
                self.gate = True
            return
        self.bring_in_owed = False
        if i == bi and typ == "call":
            self._owed_call_or_fold(seq, ev, i)
            self._owed_turn_as_logged()     # as the bring-in logged late
            return
        if i == bi and typ == "fold":
            self.early_last = None
            self._owed_call_or_fold(seq, ev, i)
            return
        if i == bi and typ in ("complete", "bet", "raise"):
            self.early_last = None
            br.to_act = i       # the bring-in's place: as when it completes first
            self._opening_bet(seq, ev, i)
            return
        if i != bi and typ in ("call", "complete") and not t.folded[bi]:
            due = min(self.bring_in, t.stacks[bi])
            br.post_bring_in(seq, bi, due)
            self.bring_in_early = due
            # the turn goes on from the bring-in's place, or as logged (this player after a check)
            self._owed_turn_as_logged()
            if self.owed_turn is not None:
                self._after_owed_bring_in(seq, ev, i)
                return
        self.early_last = None
        t.act(seq, ev, i)

    def _opening_bet(self, seq: int, ev: Event, i: int) -> None:
        """The bring-in player completes instead of bringing in: the round's opening bet (logged as
        a raise, judged as one)."""
        br = self.t.br
        br.brought_in = True
        if ev.type == "raise":
            br.raise_(seq, i, ev.to, ev.all_in)
        else:
            br.bet(seq, i, ev.to, ev.all_in)

    def _owed_turn_as_logged(self) -> None:
        """After the bring-in logged after a fold or check before it: the turn goes on from the
        bring-in's place, or from the place of the last action logged before it (as logged: a player
        who checked then acts when the turn comes round); when the two differ, the next betting event
        says which (:meth:`_after_owed_bring_in`)."""
        last = self.early_last
        self.early_last = None
        br = self.t.br
        now = br.to_act
        if last is None or now is None or br.can == 1:
            return
        acted = br.acted_level
        level = br.level
        for j in br.after[last]:
            if acted[j] < level:
                if j != now:
                    self.owed_turn = j
                    self.gate = True
                return

    def _after_owed_bring_in(self, seq: int, ev: Event, i: int) -> None:
        """The betting event after a bring-in logged after a fold or check before it, when the turn
        from the bring-in's place and the turn as logged differ (:meth:`_owed_turn_as_logged`): by the
        player whose turn it is as logged, the turn goes on as logged; then the event is applied as
        any."""
        alt = self.owed_turn
        self.owed_turn = None
        self.gate = False
        if i == alt:
            self.t.br.to_act = i
        if ev.type == "bring_in":
            self._bring_in(seq, ev, i)
        else:
            self.t.act(seq, ev, i)

    def _deal_follows(self, seq: int) -> bool:
        """A deal is logged after the event ``seq``."""
        events = self.t.hand.events
        for k in range(seq + 1, len(events)):
            if events[k].type == "deal":
                return True
        return False

    def _apply_held(self) -> None:
        """The betting events logged before any card was dealt (``held``, each reported then), in
        their order, once the deal of 3rd street is over (or another betting event came before it
        was): nothing is held after that."""
        held = self.held
        self.held = None
        for seq, ev, i in held:
            _HANDLERS[ev.type](self, seq, ev, i)

    def _stray_bring_in(self, seq: int, ev: Event, i: int) -> None:
        """A bring-in none was due: one finding saying why; in the player's turn it is their action,
        a call as logged; out of it, its chips go in as logged, but it is no action of the round
        (not judged as a call, nor as a turn taken)."""
        t = self.t
        br = t.br
        why = ("this game has no bring-in" if not self.bring_in else
               "no bring-in is due: nobody else can still bet (every other player is all-in)"
               if self.street == 0 and br.can <= 1 else
               "only the first action of 3rd street is a bring-in")
        t.find("wrong-forced-bet", seq, i, f"{t.names[i]} posted a bring-in of {ev.amount}, but {why}")
        if t.folded[i] or t.all_in[i]:
            return
        if br.to_act == i and br.current == 0:
            br.post_as_bet(seq, i, ev.amount)   # in the player's turn with nothing bet: a bet, as logged
        elif br.to_act == i:
            br.call(seq, i, ev.amount)      # in the player's turn: their action, as logged (a call)
        else:
            br.post_stray(seq, i, ev.amount)

    def _gated_bet(self, seq: int, ev: Event, i: int) -> None:
        """A betting event before the deal of the street was over, or while the bring-in
        (or, behind an unknown upcard, who opens) is still to be judged."""
        t = self.t
        typ = ev.type
        held = self.held
        if held and self.phase != ANTES:        # (a betting event before the deal was over)
            self._apply_held()
        elif held is not None and self.phase == ANTES and self._deal_follows(seq):
            # before any card was dealt, with the deal logged after it: a line out of place, taken
            # as logged right after the deal of 3rd street (README), one finding here
            t.find("wrong-deal", seq, i, f"{t.names[i]} {_DONE[typ]} before the cards were dealt; taken as "
                   f"an action after the deal of 3rd street")
            held.append((seq, ev, i))
            return
        if self.late_turn is not None:
            self._after_late_bring_in(seq, ev, i)
            return
        if self.bring_in_owed:
            self._while_owed(seq, ev, i)
            return
        if self.owed_turn is not None:
            self._after_owed_bring_in(seq, ev, i)
            return
        if self.phase != BETTING:
            if self.phase == ANTES:
                t.missing_antes(seq, self.ante)
                self.deal.begin(0)
            missing = self.deal.missing()
            if not self.deal.all_named(missing):    # (not named already by a deal out of order)
                t.find("wrong-deal", seq, i, f"{t.names[i]} acted before the deal of {STREET_NAMES[self.street]} "
                       f"was complete ({', '.join(t.names[j] for j in missing)} still to be dealt)"
                       if missing else f"{t.names[i]} acted before {STREET_NAMES[self.street]} was dealt")
                self.deal.name_owed(missing, self.findings[-1])
            # the cards still to come belong to this street (:meth:`Dealer.late`); who opens cannot
            # be judged without them, so the first to act is taken as logged
            self._open_round(True)
        self.gate = False
        br = t.br
        if self.free_first is not False:
            may = self.free_first
            self.free_first = False
            if br.to_act is not None and (may is True or _may_open(t, may, i)):
                br.to_act = i
                self.bring_in_seat = i
        if self.await_bring_in:
            self.await_bring_in = False
            bi = self.bring_in_seat
            if i != bi and typ in _NOUNS and reads_as_after(br, seq, bi, turn_after(br, i, True), True):
                # the bring-in player's bring-in or opening bet under another name: the log goes on
                # as after theirs (README); one finding, and the line is theirs
                what = "posted the bring-in" if typ == "bring_in" else f"{_VERBS.get(typ, typ)} before the bring-in"
                t.find("wrong-forced-bet", seq, i, f"{t.names[i]} {what} but " + self._bring_in_why(bi, i)
                       + f", and the log goes on as after theirs: taken as {t.names[bi]}'s "
                       f"{_NOUNS[typ]}, logged under {t.names[i]}'s name")
                if typ == "bring_in":
                    self._post_bring_in(seq, ev, bi)
                else:
                    self._opening_bet(seq, ev, bi)
                return
            if typ == "bring_in":
                if i != bi:
                    t.find("wrong-forced-bet", seq, i, f"{t.names[i]} posted the bring-in but "
                           + self._bring_in_why(bi, i))
                    br.to_act = i
                    br.post_bring_in(seq, i, ev.amount)
                else:
                    self._post_bring_in(seq, ev, i)
                return
            if i == bi and typ in ("complete", "bet", "raise"):
                # the bring-in player completes instead of bringing in: the opening bet (short
                # all-in, the next player may still complete it); logged as a raise, the raise is
                # judged as one (there was no bet to raise)
                self._opening_bet(seq, ev, i)
                return
            if i == bi and typ in ("call", "fold"):
                self._owed_call_or_fold(seq, ev, i)
                return
            if i == bi and typ == "check":
                forced = self._forced_next(seq, i)
                if forced:
                    # a stray line: the bring-in or completion logged right after it is their action
                    t.find("wrong-forced-bet", seq, i, f"{t.names[i]} checked before the bring-in: "
                           + self._bring_in_why(bi) + f", and must bring in or complete first; their "
                           f"{_NOUNS[forced]} logged next is taken as their action")
                    self.await_bring_in = self.gate = True
                    return
            # a call or completion before it, as if it came first (the one fault is the order): the
            # bring-in is posted now, and the bring-in event logged later is that post
            early = i != bi and typ in ("call", "complete") and not t.folded[bi]
            due = min(self.bring_in, t.stacks[bi])
            t.find("wrong-forced-bet", seq, i, f"{t.names[i]} {_VERBS.get(typ, typ)} before the bring-in: "
                   + self._bring_in_why(bi) + ", and must bring in or complete first"
                   + (f"; {t.names[bi]}'s bring-in of {due} is taken as posted before it" if early else ""))
            if early:
                br.post_bring_in(seq, bi, due)
                self.bring_in_early = due
            br.to_act = i
            # a fold or check before it: the bring-in player still owes it, and logged later,
            # before any bet, it is the bring-in (after a bet before it, it is not); a call or
            # completion after it, before the bring-in, is as a first one (:meth:`_while_owed`)
            if i != bi and (typ == "fold" or typ == "check"):
                self.bring_in_owed = True
                self.early_last = i
                t.act(seq, ev, i)
                self.gate = self.bring_in_owed
                return
            self.bring_in_owed = False
        elif typ == "bring_in":
            self._stray_bring_in(seq, ev, i)
            return
        if typ == "bring_in":
            br.call(seq, i, ev.amount)
        else:
            t.act(seq, ev, i)

    def _forced_next(self, seq: int, i: int) -> str | None:
        """The type of the event logged right after ``seq`` when it is seat ``i``'s bring-in or
        opening bet (``bring_in``, ``complete``, ``bet``, ``raise``), else None."""
        events = self.t.hand.events
        if seq + 1 >= len(events):
            return None
        ev = events[seq + 1]
        if ev.type in ("bring_in", "complete", "bet", "raise") and ev.player == self.t.names[i]:
            return ev.type
        return None

    def _owed_call_or_fold(self, seq: int, ev: Event, i: int) -> None:
        """The bring-in player calls or folds instead of bringing in (POKER.md: they "must either
        post the bring-in or complete"), nothing bet yet: one finding, and the hand goes on from
        the bring-in.  A call (nothing to call) is the bring-in logged as one: its chips, as logged,
        are the bring-in; a fold: the bring-in, a forced bet, is taken as posted, then folded (the
        next player faces it, as the players after them act; :meth:`_unfaced_bring_in` takes it
        back should nobody answer it)."""
        t = self.t
        br = t.br
        due = min(self.bring_in, t.stacks[i])
        why = self._bring_in_why(i)
        if ev.type == "call":
            amount = ev.amount if ev.amount is not None else due
            t.find("wrong-forced-bet", seq, i, f"{t.names[i]} called {amount} with nothing bet to call: {why}; "
                   f"the call is taken as the bring-in" + ("" if amount == due else
                   f", which is {self.bring_in}" + ("" if due == self.bring_in else f" (all {due} chips left)")))
            br.post_bring_in(seq, i, amount)
            return
        t.find("wrong-forced-bet", seq, i, f"{t.names[i]} folded instead of bringing in: {why}; the bring-in "
               f"of {due} is taken as posted, then folded (unless nobody faces it)")
        br.post_folded_bring_in(seq, i, due)
        self.folded_bring_in = (i, due)

    def _unfaced_bring_in(self, final: bool) -> None:
        """After a fold (or at the end, ``final``) while a bring-in :meth:`_owed_call_or_fold` took as
        posted before its player's fold is still unfaced: once nobody can face it any more (every
        other player folded, or nobody who is left can bet) without anyone having bet, called or
        completed since, it was never there (a forced bet nobody faced would have gone back to its owner):
        its chips are taken back, and the pot is what the others put in, as logged.  Once someone
        answered it (an ante is no answer), it stays: the betting events forget it."""
        i, due = self.folded_bring_in
        t = self.t
        br = t.br
        if br is None or not (final or br.live <= 1 or br.can == 0):
            return
        self.folded_bring_in = None
        br.unpost_bring_in(i, due)
        if t.paid_total is not None:
            t.paid_total[i] -= due

    def _bring_in_why(self, bi: int, posted: int | None = None) -> str:
        """Why ``bi`` brings in (compared with the upcard of ``posted``, who posted instead)."""
        t = self.t
        order = self.deal.order
        live = [j for j in order if not t.folded[j] or j == bi]
        ups = [self.deal.up[j][0] if self.deal.up[j] else None for j in live]
        low = bring_in_index(ups)
        unknown = [t.names[j] for j, c in zip(live, ups) if c == UNKNOWN] if low is None else []
        if unknown:
            low = bring_in_index(ups, True)     # (the players with an unknown upcard may be lower)
        against = live.index(posted) if posted is not None and posted in live else None
        text = bring_in_reason([t.names[j] for j in live], ups, low, against) if low is not None else \
            f"{t.names[bi]} brings in"
        if unknown and low is not None:
            text = text.replace(" is the lowest upcard", " is the lowest known upcard", 1)
        if low is not None and live[low] != bi:
            # the lowest upcard is all-in: the next player brings in
            rest = text.split(": ", 1)[1]
            text = f"{t.names[bi]} has to bring in: {rest}, but {t.names[live[low]]} holds it and is all-in"
        else:
            text = text.replace(" brings in: ", " has to bring in: ", 1)
        if unknown and low is not None:
            # (said before the reason, which the callers go on: "..., and must bring in or complete
            # first" is the bring-in's; the diff review of session 66)
            others = [name for name in unknown if name != t.names[bi]]
            if others:
                whose = f"whose upcard{'s are' if len(others) > 1 else ' is'} unknown"
                text = text.replace(f"{t.names[bi]} has to bring in", f"{t.names[bi]} (or {' or '.join(others)}, "
                                    f"{whose}) has to bring in", 1)
        return text


def _may_open(t, may: list[int], i: int) -> bool:
    """Seat ``i`` is one of the players ``may`` (an unknown upcard may make them first), or, one of
    them all-in, the next player clockwise who can act in their place."""
    for j in may:
        for _ in range(t.n):
            if j == i:
                return True
            if not t.folded[j] and not t.all_in[j]:
                break
            j = t.left_of(j)
    return False


#: the handlers of the betting events (:meth:`StudBetting._apply_held`)
_HANDLERS = {"check": StudBetting._check, "call": StudBetting._call, "fold": StudBetting._fold,
             "bet": StudBetting._bet, "raise": StudBetting._raise, "complete": StudBetting._complete,
             "bring_in": StudBetting._bring_in}
