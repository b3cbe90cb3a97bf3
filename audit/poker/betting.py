"""Betting rounds: fixed, spread, pot and no limit; raise caps; all-in; reopening.

API (used by draw, stud and anything else that has poker betting rounds)
-------------------------------------------------------------------------

``BettingRules.from_rules(rules, big_blind=0)``
    The betting options of ``rules`` (POKER.md section 2): ``betting``,
    ``small_bet``, ``big_bet``, ``min_bet``, ``max_bet``,
    ``last_round_multiplier``, ``raise_cap``, ``cap_heads_up``,
    ``check_allowed``.  Raises :class:`~audit.protocol.RulesError` on a bad value.

``BettingRound(t, rules, unit, *, max_unit=0, open_big=0, last=False)``
    One betting round.  ``t`` is the hand's state (a :class:`audit.poker.table.PokerTable`
    or any object with the per-seat lists ``names``, ``stacks`` (chips behind),
    ``total`` (chips put in this hand), ``folded``, ``all_in``, the list
    ``findings`` and ``last_aggressor``, set to the seat of each bet or raise).  Seats are indices 0..n-1 in clockwise order.
    ``unit`` is the bet of the round: the fixed bet (small or big) in ``fixed``;
    in the other structures it is ignored (``rules.min_bet``/``max_bet`` apply,
    times ``last_round_multiplier`` when ``last`` is true).  ``open_big``
    (fixed only): a larger bet also allowed (stud 4th street with an open pair);
    once a bet or raise of that size is made, every bet and raise of the round is
    that size.  Pot limit counts every chip in ``t.total`` as the pot.

    Forced bets, before anyone acts:
      ``post_blind(seq, i, amount, big, full=0)``  a live blind (the big blind opens the round;
                                            ``full``: the bet the others face when the big
                                            blind is all-in for less)
      ``post_bring_in(seq, i, amount)``     a bring-in: not live; the next player may fold,
                                            call it or complete; the turn starts after ``i``
      ``start(first)``                      the turn starts at ``first`` (or the next player
                                            who can act); call once the forced bets are in
    Actions (each checks the turn and the rules, appends findings to ``t.findings``,
    applies the action as logged and moves the turn on from the actor):
      ``check(seq, i)``, ``call(seq, i, amount|None, all_in_flag)``, ``fold(seq, i)``,
      ``bet(seq, i, to, flag)``, ``raise_(seq, i, to, flag)``, ``complete(seq, i, to, flag)``
      (``to`` = the player's total for the round after the action).
    State: ``to_act`` (seat index or ``None`` when the round is over; a game may set
    it), ``over()``, ``owed(i)``, ``put[i]`` (chips put in this round), ``current``
    (the bet to match), ``pot()`` (chips in the middle), ``last_aggressor`` (last
    player to bet or raise), ``opened``, ``full_to``, ``raises``, ``unit``,
    ``open_big``, ``min_inc``, ``last_raise``, ``last_allin``.
    ``to_match(j)``: what seat ``j`` must have put in when nobody else can still bet.
    ``options(i)`` -> ``(owed, min_to, max_to, can_raise)`` for tools and the simulator
    (``min_to``/``max_to`` are 0 when no bet or raise is possible).
    Players who fold or go all-in outside the round's own actions (an ante)
    must be told with ``recount()`` (``PokerTable.post_ante`` does).
    Actions out of turn, and a log that goes on while the round is open (checks left out, a
    bet left unanswered): :mod:`audit.poker.round_end`.

Rules implemented: the round ends when everyone has acted at the current bet
(the big blind is live, the bring-in is not), when one player is left, or when
no two players can still bet against each other.  Raise caps count the raises
after the opening bet (a completion is the opening bet, a bring-in is not), per
round or per player, lifted heads-up when ``cap_heads_up`` is false, never in pot
and no limit.  An all-in for less than a full bet or raise is incomplete: players
who already acted may only call or fold: the betting is reopened for a player who
has acted only when the raises since their last action add up to a full raise
(several incomplete all-ins may, for the players who acted before all of them).  This holds
after a short all-in opening bet (or completion) too; calling a bring-in or a lone small
blind is acting (on a bet of 0: the opening bet counts from zero), a check with no bet is not.

Fixed limit: a bet is one unit (or ``open_big``); a raise goes to the last full
bet plus one unit.  After an incomplete all-in (the opening bet or a raise), a
raise to the last full bet plus the unit and a raise of one unit over the all-in
are both accepted (with ``open_big``: the big bet too, over either), and so is
an all-in for anything between; an all-in above the completed bet but short of
one unit over the all-in completes the bet (or raise) and is an incomplete raise
on top of it; an all-in that only lands on the completed bet is judged the same way (the
betting is reopened for those who acted before the short all-in, not for one who acted on
it).  A bet or raise when everyone else has folded or is all-in is ``illegal-action``: nobody
can call it.  Spread limit: the opening bet, a completion of a bring-in
included, is measured from zero (to ``min_bet``..``max_bet``: a completion
raises the bring-in *to* that amount); after a short all-in opening bet, a raise
of ``min_bet``..``max_bet`` over the all-in is accepted too; later raises add
``min_bet``..``max_bet`` to the bet.  Pot and no limit: the opening bet, a completion
included, is at least ``min_bet`` from zero (pot limit: at most the bring-in plus the pot
after calling it, the pot-sized raise over the bring-in); a raise adds at least the largest full bet or raise of the round, counted from the
bet it faces (over a short all-in, the opening bet included: from the all-in, at least
``min_bet``); short all-ins that add up to a full raise reopen the betting but set no size.
A big blind all-in for less than the
blind still makes the others owe the full blind (``post_blind``'s ``full``).  An illegal check is applied as a check: the
player stays in with the chips already put in and is not asked again at that bet.
"""

from __future__ import annotations

from ..model import Finding, add_finding
from .bet_sizes import facing_short_allin, full_increment, judge_size, not_reopened_message, one_below_minimum
from .betting_rules import (FIXED, NO_CAP, NO_LIMIT, POT, SPREAD, STRUCTURE_NAMES, STRUCTURES, BettingRules,
                            seats_after)
from .betting_state import OUT, BettingState
from .out_of_turn import answer_next, out_of_turn
from .round_end import acts_again_in_round, in_log_after, late_answer


__all__ = ["BettingRound", "BettingRules", "FIXED", "SPREAD", "POT", "NO_LIMIT", "NO_CAP", "STRUCTURES",
           "STRUCTURE_NAMES", "seats_after"]


class BettingRound(BettingState):
    """One betting round (see the module docstring for the API): its fields, and what they say
    (who is to act, what a player owes and may do), are
    :class:`~audit.poker.betting_state.BettingState`'s; here the forced bets and the actions."""

    __slots__ = ()      # the fields are declared by BettingState (betting_state)

    # ---- forced bets ---------------------------------------------------------
    def post_blind(self, seq: int, i: int, amount: int, big: bool, full: int = 0) -> None:
        self._pay(seq, i, amount, "posted")
        b = self.put[i]
        if b < full:
            b = full                 # a big blind all-in short: the others still owe the full blind
        if b > self.current:
            self.current = b
            self.level += 1
        if big:
            self.opened = True
            self.full_to = self.current
            self.full += 1
            if self.structure >= POT and self.current > self.last_raise:
                self.last_raise = self.current

    def post_stray(self, seq: int, i: int, amount: int) -> None:
        """Chips posted as a forced bet none was due (already reported): in the pot as logged, but
        no bet to match and no action of the round."""
        self._pay(seq, i, amount, "posted")

    def post_as_bet(self, seq: int, i: int, amount: int) -> None:
        """A forced bet none was due, posted in the player's turn with nothing bet in the round
        (already reported): a bet of its chips, as logged, its size not judged."""
        self._wager(seq, i, self.put[i] + amount, None, False, "bet")

    def post_bring_in(self, seq: int, i: int, amount: int) -> None:
        self._bring_in_level(self.put[i] + amount)
        self.acted_level[i] = self.level
        self._pay(seq, i, amount, "brought in")
        self._advance(i)

    def post_folded_bring_in(self, seq: int, i: int, amount: int) -> None:
        """The bring-in of a player who folded instead of posting it (already reported), taken as
        posted, then folded: the next player faces it.  Paid without making the player all-in
        (the fold is what takes them out, however few chips they had left)."""
        put = self.put[i] + amount
        self._bring_in_level(put)
        self.put[i] = put
        self.t.total[i] += amount
        self.stacks[i] -= amount
        self._out(i)

    def _bring_in_level(self, put: int) -> None:
        """The bet a bring-in of ``put`` chips sets.  In fixed limit, a bring-in of a full bet
        (the small bet or more: ``rules.bring_in`` as large as ``small_bet``, or a wrong one)
        cannot be completed: it is the opening bet, as a big blind is, and the raise cap counts
        from it.  In the other structures a completion goes above any bring-in (POKER.md 2: the
        completion is the opening bet, as in the spec's spread-limit sample, whose bring-in is
        ``min_bet``)."""
        self.brought_in = True
        if put > self.current:
            self.current = put
            self.level += 1
        if not self.opened and self.structure == FIXED and put >= self.unit:
            self.opened = True
            self.full_to = put
            self.full += 1

    def unpost_bring_in(self, i: int, amount: int) -> None:
        """Take back the chips :meth:`post_folded_bring_in` assumed, when nobody faced them."""
        self.put[i] -= amount
        self.t.total[i] -= amount
        self.stacks[i] += amount

    def start(self, first: int) -> None:
        self.to_act = first if self._needs(first) else None
        if self.to_act is None:
            self._advance(first)

    # ---- actions -------------------------------------------------------------
    def check(self, seq: int, i: int) -> None:
        if self.to_act != i or self.folded[i] or self.all_in[i]:
            i = out_of_turn(self, seq, i, "checked")
            if i < 0:
                return
        owed = self.current - self.put[i]
        if owed > 0 or not self.check_allowed:
            # the check is no action: their answer right after it is, or, when they are not in the
            # log again, it was a fold (README)
            answer = answer_next(self, seq, i, owed > 0)
            gone = not answer and not in_log_after(self.t, seq, i)
            why = (f"checked facing a bet of {self.current} (owed {owed}): facing a bet a player must call, "
                   f"raise or fold" if owed > 0 else "checked but checking is not allowed (check_allowed is "
                   "false): with nothing to call a player must bet or fold")
            self._find("illegal-check", seq, i, f"{self.t.names[i]} {why}"
                       + (f"; their {answer} logged next is taken as their action" if answer else
                          f"; {self.t.names[i]} is not in the log again: taken as folding" if gone else ""))
            if answer:
                return
            if gone:
                self._out(i)
                return
            if owed > 0 and acts_again_in_round(self.t, seq, i):
                # the check is no action, and the player acts again in the round: the turn comes
                # back to them (POKER.md 2 (c): the round is not over while they owe chips; review
                # of session 61, their call there was a false out-of-turn)
                self._advance(i)
                return
        self.acted_level[i] = self.level
        self._acted_at(i)
        self._advance(i)

    def call(self, seq: int, i: int, amount: int | None, flag: bool | None = None) -> None:
        if (self.owed(i) <= 0 or self.all_in[i]) and getattr(self.t, "late_answers", None) is not None and \
                late_answer(self.t, i, "call"):
            # the call taken where the log went on without it (audit.poker.round_end); all-in for
            # less than the bet, the player owes still (review of the review of session 67)
            return
        if self.to_act != i or self.folded[i] or self.all_in[i]:
            i = out_of_turn(self, seq, i, "called", amount)
            if i < 0:
                return
        put = self.put
        owed = self.owed(i)          # nobody else can still bet: no more than the others put in
        earlier = self.passed_owed.get(i, 0) if self.passed_owed else 0
        self.acted_level[i] = self.level
        self._acted_at(i)
        if owed <= 0 and not amount:
            if not self.check_allowed:
                self._find("illegal-check", seq, i, f"{self.t.names[i]} called with nothing to call, a check, "
                           f"but checking is not allowed (check_allowed is false)")
        else:
            stacks = self.stacks
            stack = stacks[i]
            due = owed if owed < stack else (stack if stack > 0 else 0)
            pay = due if amount is None else amount
            if pay < due and earlier and pay + earlier == due and not (
                    pay == earlier and acts_again_in_round(self.t, seq, i)):
                # a player an action out of turn passed over (reported then), with no answer of theirs
                # in the log since, calls what they owe less what they owed then: their call then was
                # the line lost, and this is the rest (review of session 65: a wrong-call-amount, the
                # right payout called wrong); not when it is what they owed then and a line of theirs
                # follows in the round: this is their call then, logged after the raise, and that line
                # the rest (review of session 66: a call swapped with the raise after it was counted
                # twice; its diff review: a call of more, the rest after a re-raise, is the rest still)
                pay = due
            if pay != due:
                self._wrong_call(seq, i, pay, owed, due, stack)
                if owed > 0 and due == owed and pay <= stack and hasattr(self.t, "odd_calls"):
                    # the line's amount may be the fault, the call made as owed: counted so if the
                    # payout counts it (lost_chips.lost_chips_as_paid)
                    t = self.t
                    if t.odd_calls is None:
                        t.odd_calls = []
                    t.odd_calls.append((i, due - pay, seq))
            if pay > stack:
                self._exceeded(seq, i, pay, stack, "called")
            if owed > 0:
                put[i] += pay
            elif pay > 0:
                # a call of chips with nothing to call (reported): they go into the pot as logged but
                # are no part of this round's bet (a call logged a street late, say: a bet "to" 50 after
                # it is still 50 more chips)
                if self.loose is None:
                    self.loose = {}
                self.loose[i] = self.loose.get(i, 0) + pay
            t = self.t
            t.total[i] += pay
            if owed > 0:
                t.called = t.last_aggressor      # odd_chip=called: the bet this call answers was called
            stack -= pay
            stacks[i] = stack
            if stack <= 0:
                self._all_in(i)
            elif flag:
                self._find("wrong-call-amount", seq, i, f"{self.t.names[i]}'s call is marked all-in but "
                           f"{stack} chips were left behind")
        self._advance(i)

    def _wrong_call(self, seq: int, i: int, pay: int, owed: int, due: int, stack: int) -> None:
        need = f"owed {owed}" if due == owed else f"owed {owed} and had {stack}: the call is all-in for {due}"
        self._find("wrong-call-amount", seq, i, f"{self.t.names[i]} called {pay} but {need}")

    def fold(self, seq: int, i: int) -> None:
        p = self.to_act
        if p != i or self.folded[i] or self.all_in[i]:
            i = out_of_turn(self, seq, i, "folded")
            if i < 0:
                return
            if p is not None and p != i and self.owed(p) <= 0 and hasattr(self.t, "lost_bets") and \
                    self.folded.count(False) == 2 and not self.folded[p] and not self.folded[i]:
                # the fold out of turn (reported) leaves the player in turn, who owed nothing, alone in
                # the hand: their bet may be the line lost, counted if the returns tell it
                # (lost_chips.lost_chips_as_paid)
                t = self.t
                if t.lost_bets is None:
                    t.lost_bets = []
                t.lost_bets.append((p, seq))
        po = self.passed_owed
        if po and i in po and po[i] <= self.stacks[i] and hasattr(self.t, "lost_calls"):
            # passed over by an action out of turn (reported then) owing chips, and no answer of
            # theirs since: their call then may be the line lost, counted if the payout counts it
            # (lost_chips.lost_chips_as_paid)
            t = self.t
            if t.lost_calls is None:
                t.lost_calls = []
            t.lost_calls.append((i, po[i], seq))
        self._out(i)

    def _out(self, i: int) -> None:
        """Seat ``i`` folds: out of the hand, and the turn moves on."""
        self.folded[i] = True
        self.live -= 1
        self.can -= 1
        self.acted_level[i] = OUT
        self._advance(i)

    def bet(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if self.to_act != i or self.folded[i] or self.all_in[i]:
            i = out_of_turn(self, seq, i, "bet")
            if i < 0:
                return
        if self.current > 0 and self.put[i] >= self.current and (self.can <= 1 or self.uncallable(i)):
            # a bet over the player's own, nobody left to call it: judged as the raise it is (one
            # illegal-action, _judge), not against a bet they faced (review 54)
            self._wager(seq, i, to, flag, True, "bet")
        elif self.current > 0:
            what = "a bet" if self.opened else "a forced bet"
            must = "a completion" if self.brought_in and not self.opened else "a raise"
            self._find("illegal-bet", seq, i, f"{self.t.names[i]} bet to {to} but there was already {what} "
                       f"of {self.current} to face: it must be {must}")
            self._wager(seq, i, to, flag, False, "bet")
        else:
            self._wager(seq, i, to, flag, True, "bet")

    def raise_(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if self.to_act != i or self.folded[i] or self.all_in[i]:
            i = out_of_turn(self, seq, i, "raised")
            if i < 0:
                return
        if self.current == 0:
            self._find("illegal-bet", seq, i, f"{self.t.names[i]} raised to {to} but nobody had bet in this "
                       f"round: it must be a bet")
            self._wager(seq, i, to, flag, False)
        else:
            self._wager(seq, i, to, flag, True)

    def complete(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if self.to_act != i or self.folded[i] or self.all_in[i]:
            i = out_of_turn(self, seq, i, "completed")
            if i < 0:
                return
        # a bring-in of a full bet is the opening bet: a completion over it is judged as the
        # raise it is (a log may call it so: the bring-in it answers is a wrong one, or as
        # large as the small bet); after a completion or a raise, there is none to complete
        if (self.opened and self.last_aggressor is not None) or self.current == 0 or not self.brought_in:
            why = ("the bring-in was already completed (a raise goes over it)" if self.opened and self.brought_in
                   else "there was no bring-in to complete")
            self._find("illegal-action", seq, i, f"{self.t.names[i]} completed to {to} but {why}")
            self._wager(seq, i, to, flag, False, "completed")
        else:
            self._wager(seq, i, to, flag, True, "completed")

    # ---- internals -------------------------------------------------------------
    def _find(self, code: str, seq: int, i: int | None, msg: str) -> None:
        add_finding(self.t.findings, Finding(code, seq, None if i is None else self.t.names[i], msg))

    def _exceeded(self, seq: int, i: int, amount: int, stack: int, verb: str) -> None:
        self._find("stack-exceeded", seq, i, f"{self.t.names[i]} {verb} and put in {amount} but had only "
                   f"{stack if stack > 0 else 0} left: table stakes")

    def _all_in(self, i: int) -> None:
        """Seat ``i`` has no chips left."""
        if not self.all_in[i]:
            self.all_in[i] = True
            if not self.folded[i]:
                self.can -= 1
                self.acted_level[i] = OUT

    def _pay(self, seq: int, i: int, amount: int, verb: str, to: int = -1) -> None:
        stacks = self.stacks
        st = stacks[i]
        if amount > st:
            self._exceeded(seq, i, amount, st, f"{verb} to {to}" if to >= 0 else verb)
        self.put[i] += amount
        self.t.total[i] += amount
        st -= amount
        stacks[i] = st
        if st <= 0:
            self._all_in(i)

    def _acted(self, i: int) -> None:
        if self.acted_level[i] != OUT:
            self.acted_level[i] = self.level
        self._acted_at(i)
        self._advance(i)

    def _needs(self, j: int) -> bool:
        """Seat ``j`` must act now (used when the turn starts)."""
        if self.acted_level[j] >= self.level or self.folded[j] or self.all_in[j] or self.live < 2:
            return False
        return not (self.can == 1 and self.put[j] >= self.to_match(j))

    def _advance(self, i: int) -> None:
        """The turn moves on from seat ``i`` to the next player who must act, or the round ends."""
        if self.live > 1:
            acted = self.acted_level
            level = self.level
            if self.can != 1:
                for j in self.after[i]:
                    if acted[j] < level:
                        self.to_act = j
                        return
            else:
                # only one player can still bet: they act only if they have not matched the bet
                put = self.put
                for j in self.after[i]:
                    if acted[j] < level and put[j] < self.to_match(j):
                        self.to_act = j
                        return
        self.to_act = None
        if self.on_over is not None:
            self.on_over()

    def _wager(self, seq: int, i: int, to: int, flag: bool | None, check: bool, what: str = "raised") -> None:
        """A bet, raise or completion to ``to``; ``check``: judge its size, cap and reopening;
        ``what``: the action as logged, in the past tense (``bet``, ``raised``, ``completed``)."""
        t = self.t
        b = self.put[i]
        stack = t.stacks[i]
        added = to - b if to > b else 0
        all_in = added >= stack
        cur = self.current
        flagged = -1
        if flag and not all_in:
            # (the action as logged: "a raised to 20 ...", review of session 63)
            flagged = len(t.findings)
            self._find("bet-below-minimum", seq, i, f"{t.names[i]} {what} to {to}, marked all-in, but "
                       f"{stack - added} chips were left behind")
        if to <= cur:
            if check and not all_in:
                if cur == 0:
                    why = "puts no chips in (there was no bet to call)"
                elif not self.opened and self.brought_in:
                    why = f"is not above the bring-in of {cur}"
                else:
                    why = f"is not above the bet of {cur} to call"
                self._find("bet-below-minimum", seq, i, f"{t.names[i]} {what} to {to}, which {why}")
                if flagged >= 0:
                    one_below_minimum(t.findings, flagged)
            self._pay(seq, i, added, "bet", to)
            self._acted(i)
            return
        full = self._judge(seq, i, to, all_in) if check else True
        if flagged >= 0:
            one_below_minimum(t.findings, flagged)
        self._raise_to(i, to, full)
        self.acted_level[i] = self.level
        self._acted_at(i)
        self._pay(seq, i, added, "bet" if cur == 0 else "raised", to)   # all-in: OUT
        self._advance(i)

    def _judge(self, seq: int, i: int, to: int, all_in: bool) -> bool:
        """Judge a bet or raise to ``to`` (above the current bet): reopening, cap and size.
        Returns whether it is a full bet or raise (false: an incomplete all-in)."""
        opening = not self.opened
        name = self.t.names[i]
        if self.closed(i):
            # (after a short all-in opening bet or completion too: POKER.md 2)
            self._find("betting-not-reopened", seq, i, not_reopened_message(self, i, to))
        elif self.can <= 1 or self.uncallable(i):
            # everyone else folded or all-in, or short of the bet to call: nobody can call, so
            # only a call or fold is possible (PokerKit agrees); the chips are taken as logged and
            # the part nobody matched is an uncalled bet
            why = ("the others are all-in or folded" if self.can <= 1 else
                   f"the others are all-in, folded, or have no more than the {self.current} to call")
            self._find("illegal-action", seq, i, f"{name} {'bet' if self.current == 0 else 'raised'} to "
                       f"{to}, but nobody left could call it ({why}): {name} may only "
                       f"{'call or fold' if self.current > self.put[i] else 'check'}")
            return True
        elif not opening and (self.raises >= self.rules.cap_per_round
                              or self.praises[i] >= self.rules.cap_per_player) and self._capped(i):
            r = self.rules
            if self.raises >= r.cap_per_round:
                msg = (f"{name} made raise {self.raises + 1} of the round; the cap is "
                       f"{r.cap_per_round} raise{'' if r.cap_per_round == 1 else 's'} after the opening bet")
            else:
                msg = (f"{name} made their raise {self.praises[i] + 1} of the round; the cap is "
                       f"{r.cap_per_player} raise{'' if r.cap_per_player == 1 else 's'} per player")
            self._find("raise-cap-exceeded", seq, i, msg)
        return judge_size(self, seq, i, to, all_in, opening)

    def _raise_to(self, i: int, to: int, full: bool) -> None:
        prev = self.current
        s = self.structure
        big = 0
        if s == FIXED and self.open_big:
            # a bet or raise of the big bet (over the last full bet, or over a short all-in)
            base = self.full_to if self.opened else 0
            if to - base == self.open_big or (to - prev == self.open_big and facing_short_allin(self)):
                big = self.open_big
        self.current = to
        self.level += 1
        self.last_aggressor = i
        t = self.t
        if prev > 0:
            t.called = t.last_aggressor          # a raise answers the bet it raises
        t.last_aggressor = i
        inc = to - self.full_to
        completed = to
        if not full:
            self.last_allin = i
            if inc < full_increment(self):
                return
            if s == FIXED:
                # the full bet or raise it completes; the rest is an incomplete raise on top
                completed = (self.full_to if self.opened else 0) + self.unit
        if self.opened:
            self.raises += 1
            self.praises[i] += 1
        if big:
            self.unit = big
            self.open_big = 0
        elif s != FIXED and s != SPREAD and full:
            # the largest full bet or raise of the round: a raise adds to the bet it faced (over a
            # short all-in, to the all-in, the opening one included); the opening bet counts from
            # zero (a stud completion: POKER.md 2).  Short all-ins that add up to a full raise
            # reopen the betting but set no size.
            if self.opened or (self.last_allin is not None and prev):
                step = to - prev
            else:
                step = inc
            if step > self.last_raise:
                self.last_raise = step
        self.opened = True
        self.full_to = completed
        if full:
            self.full += 1
