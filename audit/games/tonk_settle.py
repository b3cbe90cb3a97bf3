"""Who pays whom how many stakes, for every way a Tonk hand ends (TONK.md section 3).

:func:`win_outright`, :func:`void`, :func:`drop` and :func:`stock_out` turn
the way a hand ended (and the counts, when the hand was counted) into an
:class:`Outcome`: a list of payments ``(payer, payee, stakes)``; the replay multiplies
by ``stake`` and compares the nets with the recorded ``pay`` events.  The
texts (``how``, the ``reasons`` of the payments) are only written when asked for
(``words``): explain and a finding's message need them, a replay that finds
the payments right does not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

# Ways a hand ends (Result.stats["ending"]).
TONK = "tonk"
OUT = "out"
DROP = "drop"                 # a drop not yet counted (or whose counts are unknown)
DROP_WON = "drop_won"
DROP_CAUGHT = "drop_caught"
STOCK_OUT = "stock_out"
STOCK_OUT_VOID = "stock_out_void"
DEALT_TONK = "dealt_tonk"
VOID = "void"
INCOMPLETE = "incomplete"


#: One payment: (payer, payee, stakes).
Payment = tuple[str, str, int]


@dataclass(slots=True)
class Outcome:
    ending: str
    how: str                                   # "bob tonked", "the stock ran out"
    winners: list[str] = field(default_factory=list)
    dropper: str | None = None
    counts: dict[str, int] = field(default_factory=dict)   # when counted
    payments: list[Payment] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)       # why each payment (with words; else empty)
    verifiable: bool = True                    # False: a count is unknown

    def nets(self, players, stake: int) -> dict[str, int]:
        """Net chips per player (won +, paid -)."""
        net = dict.fromkeys(players, 0)
        for payer, payee, stakes in self.payments:
            amount = stakes * stake
            net[payer] -= amount
            net[payee] += amount
        return net

    def stakes(self, players) -> dict[str, int]:
        return self.nets(players, 1)


def _everyone_pays(order, winner: str, stakes: int) -> list[Payment]:
    return [(p, winner, stakes) for p in order if p != winner]


def win_outright(ending: str, order, winner: str, stakes: int, how: str) -> Outcome:
    """Tonk, out, a dealt tonk: every other player pays ``stakes`` (the reason: ``how``)."""
    pays = _everyone_pays(order, winner, stakes)
    return Outcome(ending, how, [winner], payments=pays, reasons=[how] * len(pays))


def void(how: str) -> Outcome:
    return Outcome(VOID, how)


def drop(order, dropper: str, counts: dict[str, int | None], words: bool = True) -> Outcome:
    """A drop: won when the dropper's count is strictly the lowest, else caught.

    ``words=False``: the same settlement without the texts (``how`` empty, no
    ``reasons``), for a replay that only compares the nets.
    """
    if None in counts.values():
        return Outcome(DROP, f"{dropper} dropped; the counts are not all known", dropper=dropper, verifiable=False)
    dc = counts[dropper]
    others = [counts[p] for p in order if p != dropper]
    low = min(others) if others else dc + 1      # alone at the table (wrong-player-count): won
    if dc < low:
        pays = _everyone_pays(order, dropper, 1)
        if not words:
            return Outcome(DROP_WON, "", [dropper], dropper, counts, pays)
        how = f"{dropper} dropped with {dc}, strictly the lowest count"
        return Outcome(DROP_WON, how, [dropper], dropper, counts, pays, [how] * len(pays))
    winners = [p for p in order if p != dropper and counts[p] == low]
    pays = [(dropper, w, 2) for w in winners]
    pays += [(dropper, p, 1) for p in order if p != dropper and p not in winners and counts[p] < dc]
    pays += [(p, w, 1) for p in order if p != dropper and p not in winners for w in winners]
    if not words:
        return Outcome(DROP_CAUGHT, "", winners, dropper, counts, pays)
    how = f"{dropper} dropped with {dc} and was caught by {' and '.join(winners)} ({low})"
    reasons = []
    for payer, payee, _ in pays:
        if payer != dropper:
            reasons.append(f"{payee} has the lowest count ({low}); everyone else pays the winner" if len(winners) == 1
                           else f"{payee} shares the lowest count ({low}) with "
                                f"{' and '.join([w for w in winners if w != payee])}; everyone else pays each winner")
        elif payee not in winners:
            reasons.append(f"{dropper} was caught: {payee}'s count {counts[payee]} is lower than {dc}")
        elif low == dc:
            reasons.append(f"{dropper} dropped with {dc}, tied by {payee}'s {low}: a caught dropper pays double")
        else:
            reasons.append(f"{dropper} dropped with {dc} and was caught by {payee}'s {low}: "
                           f"1 for the lower count and 1 to the winner")
    return Outcome(DROP_CAUGHT, how, winners, dropper, counts, pays, reasons)


def stock_out(order, counts: dict[str, int | None], tie_rule: str, words: bool = True) -> Outcome:
    """The stock ran out: the lowest count wins; a tie is void or split (``words`` as in :func:`drop`)."""
    if None in counts.values():
        return Outcome(STOCK_OUT, "the stock ran out; the counts are not all known", verifiable=False)
    low = min(counts.values())
    winners = [p for p in order if counts[p] == low]
    if len(winners) == 1:
        w = winners[0]
        pays = _everyone_pays(order, w, 1)
        if not words:
            return Outcome(STOCK_OUT, "", winners, counts=counts, payments=pays)
        how = f"the stock ran out; {w} has the lowest count ({low})"
        return Outcome(STOCK_OUT, how, winners, counts=counts, payments=pays, reasons=[how] * len(pays))
    who = " and ".join(winners)
    if tie_rule == "void":
        how = f"the stock ran out; {who} tie for the lowest count ({low}): the hand is void" if words else ""
        return Outcome(STOCK_OUT_VOID, how, [], counts=counts)
    pays = [(p, w, 1) for p in order if p not in winners for w in winners]
    if not words:
        return Outcome(STOCK_OUT, "", winners, counts=counts, payments=pays)
    how = f"the stock ran out; {who} tie for the lowest count ({low}) and split"
    return Outcome(STOCK_OUT, how, winners, counts=counts, payments=pays,
                   reasons=[f"{w} shares the lowest count ({low})" for _, w, _ in pays])


def payment_lines(out: Outcome, stake: int) -> list[str]:
    """The settlement line by line: "carol pays bob 2 x 10 = 20: bob tonked"."""
    if not out.payments:
        return [f"nobody pays: {out.how}"]
    return [f"{payer} pays {payee} {k} x {stake} = {k * stake}: {why}"
            for (payer, payee, k), why in zip(out.payments, out.reasons)]


def bounded(settle, counts: dict[str, int | None], ranges: dict[str, tuple[int, int]],
            words: bool = True) -> Outcome:
    """``settle(counts, words)`` (a drop or a stock out) when some counts are unknown (None) but
    known cards bound them (``ranges``: each unknown count's lowest and highest value): when every
    count in the bounds gives the same settlement, and no player of an unknown count wins, drops
    or is paid (so no text names their count), that settlement is the one; else unverifiable."""
    unknown = [p for p, c in counts.items() if c is None]
    spans = [range(ranges[p][0], ranges[p][1] + 1) for p in unknown]
    size = 1
    for r in spans:
        size *= len(r)
    if not unknown or size > 4096:
        return settle(counts, words)
    first = None
    for values in product(*spans):
        trial = {**counts, **dict(zip(unknown, values))}
        out = settle(trial, False)
        key = (out.ending, out.winners, out.payments)
        if first is None:
            first = key, trial
        elif key != first[0]:
            return settle(counts, words)
    out = settle(first[1], words)
    if any(p in out.winners or p == out.dropper for p in unknown) or any(b in unknown for _, b, _ in out.payments):
        return settle(counts, words)
    out.counts = {p: c for p, c in out.counts.items() if p not in unknown}
    return out
