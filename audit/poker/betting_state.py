"""The state of a betting round and what it says (:class:`BettingState`, the base of
:class:`audit.poker.betting.BettingRound`, whose module docstring gives the API and the rules): the
round's fields, set up from the betting options, who is still in and who can still bet, what a
player owes and may do, whether the betting is closed to them, the raise cap.  The forced bets
and the actions are :class:`~audit.poker.betting.BettingRound`'s."""

from __future__ import annotations

from .bet_sizes import bounds, full_increment
from .betting_rules import FIXED, NO_CAP, POT, ROUND_START, SPREAD, BettingRules, seats_after

#: ``acted_level`` of a player who folded or is all-in: never asked to act again.
OUT = 1 << 62


class BettingState:
    """The state of one betting round (:class:`audit.poker.betting.BettingRound` is the round,
    the forced bets and the actions).

    ``live`` / ``can`` count the players not folded / not folded and not all-in;
    the round keeps them up to date through its own actions (and :meth:`recount`).
    ``acted_level[j]`` is the bet level at which seat ``j`` last acted, :data:`OUT`
    once it folded or went all-in: a player must act while it is below ``level``,
    so finding the next player to act is one comparison per seat.  The table's
    per-seat lists are held here too (``folded``, ``all_in``, ``stacks``).
    ``on_over``: called (no arguments) when the round ends, if set.
    """

    __slots__ = ("t", "rules", "structure", "n", "after", "folded", "all_in", "stacks", "put", "current",
                 "opened", "full_to", "last_raise", "raises", "praises", "level", "full", "acted_level",
                 "acted_full", "acted_to", "brought_in", "to_act", "last_aggressor", "unit", "open_big", "min_inc", "max_inc",
                 "last_allin", "live", "can", "check_allowed", "on_over", "passed", "passed_owed", "reopened", "assumed",
                 "uncapped", "loose")

    def __init__(self, t, rules: BettingRules, unit: int = 0, *, max_unit: int = 0, open_big: int = 0,
                 last: bool = False) -> None:
        self.t = t
        self.rules = rules
        self.folded = t.folded
        self.all_in = t.all_in
        self.stacks = t.stacks
        n = self.n = len(t.names)
        self.after = seats_after(n)
        self.put = [0] * n
        self.current = 0
        self.opened = False          # a full bet (or the big blind) is in: raises count from here
        self.full_to = 0             # the level of the last full bet or raise
        self.raises = 0              # full raises after the opening bet
        self.praises = [0] * n
        self.level = 0               # bumps whenever the bet to match goes up
        self.full = 0                # bumps on every full bet or raise made by one action
        self.acted_level = [-1] * n
        self.acted_full = [-1] * n
        # the bet each player last acted at (-1: not yet this round; 0 when it was only the
        # bring-in, which is forced: the completion is the first full bet they face)
        self.acted_to = [-1] * n
        self.brought_in = False      # a bring-in was posted in this round (stud 3rd street)
        self.to_act: int | None = None
        self.last_aggressor: int | None = None
        self.last_allin: int | None = None
        self.check_allowed = rules.check_allowed
        self.on_over = None
        self.passed: list[int] | None = None     # players whose turn an action out of turn passed over (reported)
        self.passed_owed: dict[int, int] | None = None   # what each of them owed then (chips)
        self.reopened: int | None = None         # the player who acted after the round was over (reported)
        self.assumed: tuple | None = None         # the round ended where the log went on (round_end)
        # the raise cap lifted for the whole round: cap_heads_up round_start, two players in the hand
        self.uncapped = rules.cap_heads_up == ROUND_START and t.folded.count(False) <= 2
        #: seat -> chips called in this round with nothing to call (reported): no part of its bet
        self.loose: dict[int, int] | None = None
        s = self.structure = rules.structure
        if s == FIXED:
            unit = self.unit = unit or rules.small_bet
            self.open_big = open_big if open_big > unit else 0
            self.min_inc = self.max_inc = self.last_raise = unit
        else:
            mult = rules.multiplier if last and s == SPREAD else 1      # POKER.md 2: spread only
            self.unit = unit
            self.open_big = 0
            self.min_inc = self.last_raise = rules.min_bet * mult
            if s == SPREAD:
                self.max_inc = (max_unit or rules.max_bet) * mult
            else:
                # pot limit with max_bet: an agreed absolute maximum of each bet or raise (the
                # German seed: "an agreement on an absolute maximum is still needed")
                self.max_inc = rules.max_bet if s == POT and rules.max_bet else NO_CAP
        self.recount()

    def recount(self) -> None:
        """Count again the players still in and those who can still bet (call it when a
        player folds or goes all-in outside the round's own actions)."""
        folded = self.folded
        all_in = self.all_in
        live = can = self.live = folded.count(False)
        if True in all_in or live < self.n:
            acted = self.acted_level
            for j in range(self.n):
                if folded[j]:
                    acted[j] = OUT
                elif all_in[j]:
                    acted[j] = OUT
                    can -= 1
        self.can = can

    # ---- state -------------------------------------------------------------
    def over(self) -> bool:
        return self.to_act is None

    def owed(self, i: int) -> int:
        return max(0, (self.current if self.can != 1 else self.to_match(i)) - self.put[i])

    def pot(self) -> int:
        """The pot a pot-limit bet is measured by: every chip put in, and the pot a redeal carried
        into the hand (POKER.md 4.3: it is in the pot from the start, as the forced bets are)."""
        return sum(self.t.total) + self.t.carried

    def options(self, i: int) -> tuple[int, int, int, bool]:
        """(owed, min_to, max_to, can_raise) for seat ``i``; the bounds are exclusive of all-in."""
        t = self.t
        owed = self.owed(i)
        stack = t.stacks[i]
        top = self.put[i] + stack
        if stack <= owed or self.can <= 1 or self.uncallable(i):
            return owed, 0, 0, False
        if self.closed(i) or (self.opened and self._capped(i)):
            return owed, 0, 0, False
        lo, hi = bounds(self, i)
        if lo > top:
            lo = hi = top
        elif hi > top:
            hi = top
        return owed, lo, hi, True

    def uncallable(self, i: int) -> bool:
        """Nobody but seat ``i`` can put in more than the bet to call: each other player still
        in is all-in, or has at most the chips to call it (a raise by ``i`` could only be
        called by nobody)."""
        cur = self.current
        stacks = self.t.stacks
        put = self.put
        folded = self.folded
        for j in range(self.n):
            if j != i and not folded[j] and stacks[j] > 0 and put[j] + stacks[j] > cur:
                return False
        return True

    def _acted_at(self, i: int) -> None:
        """Seat ``i`` acts now: the full bets and the bet it acted at, for :meth:`closed` (a bet
        that is only the bring-in, or a lone small blind, counts as 0: the completion is the first
        full bet it faces; a check with no bet at all is -1: it acted on no bet)."""
        self.acted_full[i] = self.full
        po = self.passed_owed
        if po:
            po.pop(i, None)     # (their own answer is in the log: none was lost; the diff review of session 65)
        cur = self.current
        self.acted_to[i] = (cur if self.opened or self.last_allin is not None else 0) if cur > 0 else -1

    def closed(self, i: int) -> bool:
        """Seat ``i`` has acted in this round, and since then nobody made a full bet or raise and
        the incomplete all-ins add up to less than a full raise: it may only call or fold
        (POKER.md 2, table stakes)."""
        was = self.acted_to[i]
        cur = self.current
        return was >= 0 and self.acted_full[i] == self.full and cur > was and cur - was < full_increment(self)

    def _capped(self, i: int) -> bool:
        r = self.rules
        if self.structure >= POT:
            return False
        if self.uncapped or (not r.cap_heads_up and self.t.folded.count(False) <= 2):
            return False
        return self.raises >= r.cap_per_round or self.praises[i] >= r.cap_per_player

    def to_match(self, j: int) -> int:
        """What seat ``j`` must have put in when nobody else can still bet: the bet, but no more
        than any other player put in (a big blind all-in for less than the small blind: the
        full blind, owed otherwise, could never be called)."""
        put = self.put
        top = 0
        for k in range(len(put)):
            if k != j and put[k] > top:
                top = put[k]
        cur = self.current
        return top if top < cur else cur
