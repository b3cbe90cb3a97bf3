"""The sizes of bets and raises in a betting round: the legal totals of each structure (fixed,
spread, pot and no limit), the full raise that reopens the betting, and the messages that
say what was allowed.  Functions of a :class:`audit.poker.betting.BettingRound` ``r``
(see that module's docstring for the rules)."""

from __future__ import annotations

from .betting_rules import FIXED, NO_CAP, POT, SPREAD


def facing_short_allin(r) -> bool:
    """A short all-in is the bet to face: a raise may also be counted from it."""
    return r.current > (r.full_to if r.opened else 0) and (r.opened or r.last_allin is not None)


def fixed_targets(r) -> tuple[int, int, int, int]:
    """Fixed limit: the legal totals (0 where none): the last full bet plus the unit and
    plus the big bet, the current bet plus the unit and plus the big bet."""
    u = r.unit
    big = r.open_big
    base = r.full_to if r.opened else 0
    if facing_short_allin(r):
        cur = r.current
        return base + u, base + big if big else 0, cur + u, cur + big if big else 0
    if not r.opened and r.current >= base + u:
        # a forced bet as large as a full bet (a wrong bring-in, which counts as logged):
        # the next bet or raise goes one unit over it
        cur = r.current
        return cur + u, cur + big if big else 0, 0, 0
    return base + u, base + big if big else 0, 0, 0


def bounds(r, i: int) -> tuple[int, int]:
    """The smallest and largest legal total for a bet or raise by seat ``i``."""
    s = r.structure
    cur = r.current
    if s == FIXED:
        a, b, c, d = fixed_targets(r)
        return a, max(a, b, c, d)
    if s == SPREAD:
        if not r.opened:
            if facing_short_allin(r):
                return r.min_inc, cur + r.max_inc
            if cur >= r.max_inc:
                # a forced bet as large as the largest bet (a wrong bring-in, which counts as
                # logged): the opening bet is a raise of the spread over it, as in fixed limit
                return cur + r.min_inc, cur + r.max_inc
            # the opening bet is measured from zero, and goes above the forced bet
            return (r.min_inc if cur < r.min_inc else cur + 1), r.max_inc
        return cur + r.min_inc, cur + r.max_inc
    if not r.opened and (r.last_allin is None or cur == 0):
        # the opening bet (a completion of a bring-in included) is measured from zero, like a
        # bet: at least min_bet
        inc = r.min_inc
        lo = inc if cur < inc else cur + inc
    elif not r.opened:
        # over a short all-in opening bet: a raise of at least min_bet over the all-in
        # (PokerKit and casino practice; fixed limit also accepts completing the bet)
        inc = r.min_inc
        lo = cur + inc
    else:
        inc = r.last_raise
        lo = cur + inc
    if s == POT:
        owed = cur - r.put[i]
        hi = cur + r.pot() + owed
        cap = _max_bet_from(r) + r.max_inc
        return lo, max(lo, hi if hi < cap else cap)
    return lo, NO_CAP


def _max_bet_from(r) -> int:
    """What pot limit's ``max_bet`` (an absolute maximum of each bet or raise) is measured from, as
    its minimum is: the bet faced, or zero for the opening bet; over a short all-in opening bet,
    the all-in (review of session 61: it was measured from zero)."""
    cur = r.current
    return cur if r.opened or r.last_allin is not None and cur > 0 else 0


def judge_size(r, seq: int, i: int, to: int, all_in: bool, opening: bool) -> bool:
    """The size part of judging a bet or raise to ``to`` (above the current bet): findings for a
    size above the maximum or short of the minimum.  Returns whether it is a full bet or raise
    (false: an all-in short of a legal size, an incomplete bet or raise)."""
    s = r.structure
    if s == FIXED:
        if all_in and to < r.current + r.unit and facing_short_allin(r):
            # an all-in that completes the bet over a short all-in (or goes past it) but is not a
            # unit over the all-in: incomplete for whoever acted at the all-in (the raises since
            # their action are less than a full raise), as one chip more would be
            return False
        if to == (r.full_to if r.opened else 0) + r.unit:
            return True          # the usual bet or raise: one unit over the last full bet
        a, b, c, d = fixed_targets(r)
        if to == a or to == c or (r.open_big and (to == b or to == d)):
            return True
        hi = max(a, b, c, d)
        if to > hi:
            r._find("bet-above-maximum", seq, i, size_message(r, r.t.names[i], to, a, hi, opening))
            return True
    elif s == SPREAD and opening and facing_short_allin(r):
        # complete the short all-in bet, or raise the spread over it
        lo, hi = r.min_inc, r.max_inc
        over_lo, over_hi = r.current + lo, r.current + r.max_inc
        if lo <= to <= hi or over_lo <= to <= over_hi:
            return True
        if to > over_hi:
            r._find("bet-above-maximum", seq, i, size_message(r, r.t.names[i], to, lo, over_hi, opening))
            return True
        if to > hi and to < over_lo and not all_in:
            r._find("bet-above-maximum", seq, i, size_message(r, r.t.names[i], to, lo, over_hi, opening))
            return True
    else:
        lo, hi = bounds(r, i)
        if to > hi:
            r._find("bet-above-maximum", seq, i, size_message(r, r.t.names[i], to, lo, hi, opening))
            return True
        if to >= lo:
            return True
    # short of a legal size: an all-in is an incomplete bet or raise, else too small
    if all_in:
        return False
    lo, hi = bounds(r, i)
    r._find("bet-below-minimum", seq, i, size_message(r, r.t.names[i], to, lo, hi, opening))
    return True


def full_increment(r) -> int:
    s = r.structure
    if s == FIXED or not r.opened:
        return r.unit if s == FIXED else r.min_inc
    return r.min_inc if s == SPREAD else r.last_raise


def allin_name(r) -> str:
    i = r.last_allin
    return r.t.names[i] if i is not None else "an"


def not_reopened_message(r, i: int, to: int) -> str:
    """The message of ``betting-not-reopened`` for seat ``i``'s raise to ``to`` (``r.closed(i)``)."""
    name = r.t.names[i]
    was = r.acted_to[i]
    cur = r.current
    head = f"{name} re-raised to {to} after {allin_name(r)}'s all-in to {cur}: {name} had already acted"
    tail = f"which does not reopen the betting: {name} may only call or fold"
    if was == 0:
        # acted on the forced bet only (a bring-in, a lone small blind): the short all-in is the
        # opening bet (a completion), counted from zero
        forced = "bring-in" if r.brought_in else "forced bet"
        return (f"{head} on the {forced}, and the bet since ({cur}, counted from zero) is less than a "
                f"full bet ({full_increment(r)}), {tail}")
    return (f"{head} at {was}, and the raises since ({cur - was}) are less than a full raise "
            f"({full_increment(r)}), {tail}")


def size_message(r, name: str, to: int, lo: int, hi: int, opening: bool) -> str:
    s = r.structure
    # an opening bet over a bring-in completes it; over a short all-in, or a draw's lone small blind,
    # it is a raise (review of session 66: "completed" in draw)
    what = "bet" if r.current == 0 else \
        ("completed" if opening and r.last_allin is None and r.brought_in else "raised")
    verb = f"{name} {what} to {to}"
    if s == FIXED:
        a, b, c, d = fixed_targets(r)
        allowed = sorted({x for x in (a, b, c, d) if x})
        text = " or ".join(str(x) for x in allowed)
        return f"{verb} but in fixed limit it must be to {text} (bets and raises are {r.unit} in this round)"
    if s == SPREAD:
        if opening and facing_short_allin(r):
            return (f"{verb} but the spread allows {r.min_inc} to {r.max_inc} (completing the bet) "
                    f"or {r.current + r.min_inc} to {r.current + r.max_inc} (a raise over "
                    f"the all-in)")
        return (f"{verb} but the spread allows {lo} to {hi} (bets and raises of {r.min_inc} "
                f"to {r.max_inc})")
    if to < lo:
        if not r.opened and r.last_allin is not None and r.current:
            return (f"{verb} but the minimum was to {lo} (a raise over {allin_name(r)}'s short all-in "
                    f"adds at least {r.min_inc})")
        if not r.opened and r.current >= r.min_inc:
            # a bring-in already as large as min_bet: the opening bet adds at least min_bet to it
            return (f"{verb} but the minimum was to {lo} (the bring-in of {r.current} is already "
                    f"min_bet {r.min_inc} or more: the opening bet adds at least {r.min_inc} to it)")
        if not r.opened:
            return f"{verb} but the minimum was to {lo} (the opening bet is at least {r.min_inc})"
        return f"{verb} but the minimum was to {lo} (last bet or raise {r.last_raise})"
    if r.max_inc < NO_CAP and hi == _max_bet_from(r) + r.max_inc:
        return f"{verb} but pot limit allows at most {hi} (max_bet {r.max_inc})"
    return f"{verb} but pot limit allows at most {hi} (the pot after the call)"


def one_below_minimum(findings: list, flagged: int) -> None:
    """A bet or raise marked all-in that left chips behind (the ``bet-below-minimum`` at
    ``findings[flagged]``) and that is too small as a bet too (a second ``bet-below-minimum`` at
    the same event, after it): one finding that says both (review of session 65: the one line
    gave two)."""
    if flagged + 1 >= len(findings):
        return
    first = findings[flagged]
    second = findings[-1]
    if second.code != first.code or second.seq != first.seq:
        return
    text = second.message
    for sep, lead in ((" but ", ""), (", which ", "it ")):
        k = text.find(sep)
        if k >= 0:
            text = lead + text[k + len(sep):]
            break
    first.message = f"{first.message}; and {text}"
    findings.pop()
