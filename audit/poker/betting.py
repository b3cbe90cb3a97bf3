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
      ``post_blind(seq, i, amount, big)``   a live blind (the big blind opens the round)
      ``post_bring_in(seq, i, amount)``     a bring-in: not live; the next player may fold,
                                            call it or complete; the turn starts after ``i``
      ``start(first)``                      the turn starts at ``first`` (or the next player
                                            who can act); call once the forced bets are in
    Actions (each checks the turn and the rules, appends findings to ``t.findings``,
    applies the action as logged and moves the turn on from the actor):
      ``check(seq, i)``, ``call(seq, i, amount|None, all_in_flag)``, ``fold(seq, i)``,
      ``bet(seq, i, to, flag)``, ``raise_(seq, i, to, flag)``, ``complete(seq, i, to, flag)``
      (``to`` = the player's total for the round after the action).
    State: ``to_act`` (seat index or ``None`` when the round is over), ``over()``,
    ``owed(i)``, ``put[i]`` (chips put in this round), ``current`` (the bet to match),
    ``pot()`` (chips in the middle), ``last_aggressor`` (last player to bet or raise).
    ``options(i)`` -> ``(owed, min_to, max_to, can_raise)`` for tools and the simulator
    (``min_to``/``max_to`` are 0 when no bet or raise is possible).

Rules implemented: the round ends when everyone has acted at the current bet
(the big blind is live, the bring-in is not), when one player is left, or when
no two players can still bet against each other.  Raise caps count the raises
after the opening bet (a completion is the opening bet, a bring-in is not), per
round or per player, lifted heads-up when ``cap_heads_up`` is false, never in pot
and no limit.  An all-in for less than a full bet or raise is incomplete: players
who already acted may only call or fold (several incomplete all-ins that add up to
a full raise reopen the betting).  In ``fixed`` after an incomplete all-in, a raise
to the last full bet plus the unit and a raise of one unit over the all-in are both
accepted.  An illegal check is applied as a check: the player stays in with the
chips already put in and is not asked again at that bet.
"""

from __future__ import annotations

from ..model import Finding
from ..protocol import RulesError

FIXED, SPREAD, POT, NO_LIMIT = 0, 1, 2, 3
STRUCTURES = {"fixed": FIXED, "spread": SPREAD, "pot": POT, "no_limit": NO_LIMIT}
STRUCTURE_NAMES = {v: k for k, v in STRUCTURES.items()}
NO_CAP = 1 << 60


def _int(rules: dict, key: str, default: int | None, minimum: int = 0) -> int | None:
    v = rules.get(key, default)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int) or v < minimum:
        raise RulesError(f"{key} must be an integer >= {minimum}, got {v!r}")
    return v


def _bool(rules: dict, key: str, default: bool) -> bool:
    v = rules.get(key, default)
    if not isinstance(v, bool):
        raise RulesError(f"{key} must be true or false, got {v!r}")
    return v


class BettingRules:
    """The betting options of a hand, parsed once."""

    __slots__ = ("structure", "small_bet", "big_bet", "min_bet", "max_bet", "multiplier",
                 "cap_per_round", "cap_per_player", "cap_heads_up", "check_allowed")

    def __init__(self, structure: int = FIXED, small_bet: int = 0, big_bet: int = 0,
                 min_bet: int = 1, max_bet: int = 0, multiplier: int = 1,
                 cap_per_round: int = 3, cap_per_player: int = NO_CAP,
                 cap_heads_up: bool = True, check_allowed: bool = True) -> None:
        self.structure = structure
        self.small_bet = small_bet
        self.big_bet = big_bet
        self.min_bet = min_bet
        self.max_bet = max_bet
        self.multiplier = multiplier
        self.cap_per_round = cap_per_round
        self.cap_per_player = cap_per_player
        self.cap_heads_up = cap_heads_up
        self.check_allowed = check_allowed

    @classmethod
    def from_rules(cls, rules: dict, big_blind: int = 0) -> BettingRules:
        name = rules.get("betting", "fixed")
        if name not in STRUCTURES:
            raise RulesError(f"betting must be one of fixed, spread, pot, no_limit; got {name!r}")
        structure = STRUCTURES[name]
        small = _int(rules, "small_bet", big_blind or None, 1)
        if small is None and structure == FIXED:
            raise RulesError("small_bet is required for fixed betting without blinds")
        big = _int(rules, "big_bet", 2 * small if small else None, 1)
        min_bet = _int(rules, "min_bet", big_blind or small or 1, 1)
        max_bet = _int(rules, "max_bet", big if structure == SPREAD else None, 1)
        if structure == SPREAD:
            if max_bet is None:
                raise RulesError("spread betting needs max_bet (or big_bet)")
            if max_bet < min_bet:
                raise RulesError(f"max_bet {max_bet} is below min_bet {min_bet}")
        mult = _int(rules, "last_round_multiplier", 1, 1)
        cap = rules.get("raise_cap", {"per_round": 3})
        per_round = per_player = NO_CAP
        if cap is not None:
            if not isinstance(cap, dict) or len(cap) != 1 or not (cap.keys() <= {"per_round", "per_player"}):
                raise RulesError(f"raise_cap must be null, {{\"per_round\": n}} or {{\"per_player\": n}}; got {cap!r}")
            if "per_round" in cap:
                per_round = _int(cap, "per_round", 3, 0)
            else:
                per_player = _int(cap, "per_player", 3, 0)
        if structure in (POT, NO_LIMIT):
            per_round = per_player = NO_CAP
        return cls(structure, small or 0, big or 0, min_bet, max_bet or 0, mult, per_round, per_player,
                   _bool(rules, "cap_heads_up", True), _bool(rules, "check_allowed", True))


class BettingRound:
    """One betting round (see the module docstring for the API)."""

    __slots__ = ("t", "rules", "n", "put", "current", "opened", "full_to", "last_raise", "raises",
                 "praises", "level", "full", "acted_level", "acted_full", "to_act", "last_aggressor",
                 "unit", "open_big", "min_inc", "max_inc", "in_round", "last_allin",
                 "forced_only")

    def __init__(self, t, rules: BettingRules, unit: int = 0, *, max_unit: int = 0, open_big: int = 0,
                 last: bool = False) -> None:
        self.t = t
        self.rules = rules
        n = self.n = len(t.names)
        self.put = [0] * n
        self.current = 0
        self.opened = False          # a full bet (or the big blind) is in: raises count from here
        self.full_to = 0             # the level of the last full bet or raise
        self.raises = 0              # full raises after the opening bet
        self.praises = [0] * n
        self.level = 0               # bumps whenever the bet to match goes up
        self.full = 0                # bumps on every full bet or raise
        self.acted_level = [-1] * n
        self.acted_full = [-1] * n
        self.to_act: int | None = None
        self.last_aggressor: int | None = None
        self.in_round = 0
        self.last_allin: int | None = None
        self.forced_only = True
        s = rules.structure
        mult = rules.multiplier if last else 1
        if s == FIXED:
            self.unit = unit or rules.small_bet
            self.open_big = open_big if open_big > self.unit else 0
            self.min_inc = self.max_inc = self.unit
        else:
            self.unit = unit
            self.open_big = 0
            self.min_inc = rules.min_bet * mult
            self.max_inc = (max_unit or rules.max_bet) * mult if s == SPREAD else NO_CAP
        self.last_raise = self.min_inc

    # ---- state -------------------------------------------------------------
    def over(self) -> bool:
        return self.to_act is None

    def owed(self, i: int) -> int:
        return max(0, self.current - self.put[i])

    def pot(self) -> int:
        return sum(self.t.total)

    def options(self, i: int) -> tuple[int, int, int, bool]:
        """(owed, min_to, max_to, can_raise) for seat ``i``; the bounds are exclusive of all-in."""
        t = self.t
        owed = self.owed(i)
        stack = t.stacks[i]
        top = self.put[i] + stack
        if stack <= owed:
            return owed, 0, 0, False
        if self.opened and ((self.acted_full[i] == self.full and self.current > self.full_to)
                            or self._capped(i)):
            return owed, 0, 0, False
        lo, hi = self._bounds(i)
        if lo > top:
            lo = hi = top
        elif hi > top:
            hi = top
        return owed, lo, hi, True

    def _capped(self, i: int) -> bool:
        r = self.rules
        if r.structure >= POT:
            return False
        if not r.cap_heads_up and self.t.folded.count(False) <= 2:
            return False
        return self.raises >= r.cap_per_round or self.praises[i] >= r.cap_per_player

    def _bounds(self, i: int) -> tuple[int, int]:
        """The smallest and largest legal total for a bet or raise by seat ``i``."""
        r = self.rules
        cur = self.current
        if r.structure == FIXED:
            if not self.opened:
                return self.unit, (self.open_big or self.unit)
            lo = self.full_to + self.unit
            hi = max(lo, self.full_to + self.open_big if self.open_big else lo,
                     cur + self.unit if cur > self.full_to else lo)
            return lo, hi
        if r.structure == SPREAD:
            return cur + self.min_inc, cur + self.max_inc
        inc = self.min_inc if not self.opened else self.last_raise
        lo = cur + inc
        if r.structure == POT:
            owed = cur - self.put[i]
            return lo, max(lo, cur + self.pot() + owed)
        return lo, NO_CAP

    # ---- forced bets ---------------------------------------------------------
    def post_blind(self, seq: int, i: int, amount: int, big: bool) -> None:
        self._pay(seq, i, amount, "posted")
        b = self.put[i]
        if b > self.current:
            self.current = b
            self.level += 1
        if big:
            self.opened = True
            self.full_to = self.current
            self.full += 1
            if self.rules.structure >= POT and self.current > self.last_raise:
                self.last_raise = self.current

    def post_bring_in(self, seq: int, i: int, amount: int) -> None:
        self._pay(seq, i, amount, "brought in")
        if self.put[i] > self.current:
            self.current = self.put[i]
            self.level += 1
        self.acted_level[i] = self.level
        self._advance(i)

    def start(self, first: int) -> None:
        self.to_act = first if self._needs(first, self._counts()) else None
        if self.to_act is None:
            self._advance(first)

    # ---- actions -------------------------------------------------------------
    def check(self, seq: int, i: int) -> None:
        if not self._turn(seq, i, "checked"):
            return
        owed = self.current - self.put[i]
        if owed > 0:
            self._find("illegal-check", seq, i, f"{self.t.names[i]} checked facing a bet of {self.current} "
                       f"(owed {owed}): facing a bet a player must call, raise or fold")
        elif not self.rules.check_allowed:
            self._find("illegal-check", seq, i, f"{self.t.names[i]} checked but checking is not allowed "
                       f"(check_allowed is false): with nothing to call a player must bet or fold")
        self._acted(i)

    def call(self, seq: int, i: int, amount: int | None, flag: bool | None = None) -> None:
        if not self._turn(seq, i, "called"):
            return
        owed = self.current - self.put[i]
        if owed <= 0 and not amount:
            if not self.rules.check_allowed:
                self._find("illegal-check", seq, i, f"{self.t.names[i]} called with nothing to call, a check, "
                           f"but checking is not allowed (check_allowed is false)")
            self._acted(i)
            return
        stack = self.t.stacks[i]
        due = owed if owed < stack else (stack if stack > 0 else 0)
        pay = due if amount is None else amount
        if pay != due:
            need = f"owed {owed}" if due == owed else f"owed {owed} and had {stack}: the call is all-in for {due}"
            self._find("wrong-call-amount", seq, i, f"{self.t.names[i]} called {pay} but {need}")
        self._pay(seq, i, pay, "called")
        if flag and self.t.stacks[i] > 0:
            self._find("wrong-call-amount", seq, i, f"{self.t.names[i]}'s call is marked all-in but "
                       f"{self.t.stacks[i]} chips were left behind")
        self._acted(i)

    def fold(self, seq: int, i: int) -> None:
        if not self._turn(seq, i, "folded"):
            return
        t = self.t
        t.folded[i] = True
        self.acted_level[i] = self.level
        self._advance(i)

    def bet(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if not self._turn(seq, i, "bet"):
            return
        if self.current > 0:
            what = "a bet" if self.opened else "a forced bet"
            self._find("illegal-bet", seq, i, f"{self.t.names[i]} bet to {to} but there was already {what} "
                       f"of {self.current} to face: it must be a raise")
            self._wager(seq, i, to, flag, False)
        else:
            self._wager(seq, i, to, flag, True)

    def raise_(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if not self._turn(seq, i, "raised"):
            return
        if self.current == 0:
            self._find("illegal-bet", seq, i, f"{self.t.names[i]} raised to {to} but nobody had bet in this "
                       f"round: it must be a bet")
            self._wager(seq, i, to, flag, False)
        else:
            self._wager(seq, i, to, flag, True)

    def complete(self, seq: int, i: int, to: int, flag: bool | None = None) -> None:
        if not self._turn(seq, i, "completed"):
            return
        if self.opened or self.current == 0:
            self._find("illegal-action", seq, i, f"{self.t.names[i]} completed to {to} but there was no "
                       f"bring-in to complete")
            self._wager(seq, i, to, flag, False)
        else:
            self._wager(seq, i, to, flag, True)

    # ---- internals -------------------------------------------------------------
    def _find(self, code: str, seq: int, i: int | None, msg: str) -> None:
        self.t.findings.append(Finding(code, seq, None if i is None else self.t.names[i], msg))

    def _pay(self, seq: int, i: int, amount: int, verb: str, to: int = -1) -> None:
        t = self.t
        st = t.stacks[i]
        if amount > st:
            if to >= 0:
                verb = f"{verb} to {to}"
            self._find("stack-exceeded", seq, i, f"{t.names[i]} {verb} and put in {amount} but had only "
                       f"{st if st > 0 else 0} left: table stakes")
        self.put[i] += amount
        t.total[i] += amount
        self.in_round += amount
        st -= amount
        t.stacks[i] = st
        if st <= 0:
            t.all_in[i] = True

    def _turn(self, seq: int, i: int, verb: str) -> bool:
        t = self.t
        if t.folded[i]:
            self._find("out-of-turn", seq, i, f"{t.names[i]} {verb} after folding: a folded player is out of the hand")
            return False
        if t.all_in[i]:
            self._find("out-of-turn", seq, i, f"{t.names[i]} {verb} but is all-in and has nothing left to act with")
            return False
        ta = self.to_act
        if ta != i:
            if ta is None:
                msg = f"{t.names[i]} {verb} but the betting round was over"
            else:
                msg = f"{t.names[i]} {verb} but it was {t.names[ta]}'s turn to act"
            self._find("out-of-turn", seq, i, msg)
        return True

    def _acted(self, i: int) -> None:
        self.acted_level[i] = self.level
        self.acted_full[i] = self.full
        self._advance(i)

    def _counts(self) -> tuple[int, int]:
        t = self.t
        live = can = 0
        for j in range(self.n):
            if not t.folded[j]:
                live += 1
                if not t.all_in[j]:
                    can += 1
        return live, can

    def _needs(self, j: int, counts: tuple[int, int]) -> bool:
        t = self.t
        if t.folded[j] or t.all_in[j] or self.acted_level[j] == self.level:
            return False
        live, can = counts
        if live < 2:
            return False
        if can == 1 and self.put[j] >= self.current:
            return False
        return True

    def _advance(self, i: int) -> None:
        t = self.t
        folded = t.folded
        all_in = t.all_in
        live = can = 0
        for f, a in zip(folded, all_in):
            if not f:
                live += 1
                if not a:
                    can += 1
        if live > 1:
            n = self.n
            acted = self.acted_level
            level = self.level
            lone = can == 1
            j = i
            for _ in range(n):
                j = j + 1 if j + 1 < n else 0
                if folded[j] or all_in[j] or acted[j] == level:
                    continue
                if lone and self.put[j] >= self.current:
                    continue
                self.to_act = j
                return
        self.to_act = None

    def _wager(self, seq: int, i: int, to: int, flag: bool | None, check: bool) -> None:
        """A bet, raise or completion to ``to``; ``check``: judge its size, cap and reopening."""
        t = self.t
        name = t.names[i]
        b = self.put[i]
        stack = t.stacks[i]
        added = to - b
        if added < 0:
            added = 0
        all_in = added >= stack
        cur = self.current
        if flag and not all_in:
            self._find("bet-below-minimum", seq, i, f"{name}'s bet to {to} is marked all-in but "
                       f"{stack - added} chips were left behind")
        if to <= cur:
            if check and not all_in:
                self._find("bet-below-minimum", seq, i, f"{name} raised to {to}, which is not above the "
                           f"bet of {cur} to call")
            self._pay(seq, i, added, "bet", to)
            self._acted(i)
            return
        full = True
        if check:
            r = self.rules
            opening = not self.opened
            if not opening and self.acted_full[i] == self.full and cur > self.full_to:
                self._find("betting-not-reopened", seq, i, f"{name} re-raised to {to} after "
                           f"{self._allin_name()}'s all-in to {cur} (less than a full raise, to "
                           f"{self.full_to + self._full_inc()}) did not reopen the betting: "
                           f"{name} had already acted and may only call or fold")
            elif not opening and self._capped(i):
                if self.raises >= r.cap_per_round:
                    msg = (f"{name} made raise {self.raises + 1} of the round; the cap is "
                           f"{r.cap_per_round} raises after the opening bet")
                else:
                    msg = (f"{name} made their raise {self.praises[i] + 1} of the round; the cap is "
                           f"{r.cap_per_player} raises per player")
                self._find("raise-cap-exceeded", seq, i, msg)
            lo, hi = self._bounds(i)
            fixed = r.structure == FIXED
            if fixed and to != lo and to != hi and lo < to < hi and to != self.full_to + self.open_big:
                if not all_in:
                    self._find("bet-below-minimum" if to < hi else "bet-above-maximum", seq, i,
                               self._size_msg(name, to, lo, hi, opening))
                else:
                    full = False
            elif to > hi:
                self._find("bet-above-maximum", seq, i, self._size_msg(name, to, lo, hi, opening))
            elif to < lo:
                if all_in:
                    full = False
                else:
                    self._find("bet-below-minimum", seq, i, self._size_msg(name, to, lo, hi, opening))
        self._pay(seq, i, added, "bet" if cur == 0 else "raised", to)
        self._raise_to(i, to, full)
        self.acted_level[i] = self.level
        self.acted_full[i] = self.full
        self._advance(i)

    def _full_inc(self) -> int:
        s = self.rules.structure
        if s == FIXED or not self.opened:
            return self.unit if s == FIXED else self.min_inc
        return self.min_inc if s == SPREAD else self.last_raise

    def _raise_to(self, i: int, to: int, full: bool) -> None:
        self.current = to
        self.level += 1
        self.last_aggressor = i
        self.t.last_aggressor = i
        self.forced_only = False
        inc = to - self.full_to
        if not full:
            self.last_allin = i
            if inc < self._full_inc():
                return
        if self.opened:
            self.raises += 1
            self.praises[i] += 1
        s = self.rules.structure
        if s == FIXED:
            if self.open_big and inc == self.open_big:
                self.unit = self.open_big
                self.open_big = 0
        elif s != SPREAD and inc > self.last_raise:
            self.last_raise = inc
        self.opened = True
        self.full_to = to
        self.full += 1

    def _allin_name(self) -> str:
        i = self.last_allin
        return self.t.names[i] if i is not None else "an"

    def _size_msg(self, name: str, to: int, lo: int, hi: int, opening: bool) -> str:
        s = self.rules.structure
        what = "bet" if self.current == 0 else ("completed" if opening and self.current else "raised")
        verb = f"{name} {what} to {to}"
        if s == FIXED:
            allowed = f"{lo}" if lo == hi else f"{lo} or {hi}"
            return f"{verb} but in fixed limit it must be to {allowed} (the bet is {self.unit})"
        if s == SPREAD:
            return (f"{verb} but the spread allows {lo} to {hi} (bets and raises of {self.min_inc} "
                    f"to {self.max_inc})")
        if to < lo:
            inc = self.min_inc if not self.opened else self.last_raise
            return f"{verb} but the minimum was to {lo} (last bet or raise {inc})"
        return f"{verb} but pot limit allows at most {hi} (the pot after the call)"
