"""Who pays whom how many stakes, for every way a Tonk hand ends (TONK.md section 3).

:func:`outcome` turns the way a hand ended (and the counts, when the hand was
counted) into a list of :class:`Payment` in stakes; the replay multiplies by
``stake`` and compares the nets with the recorded ``pay`` events.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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


@dataclass(slots=True)
class Payment:
    payer: str
    payee: str
    stakes: int
    reason: str


@dataclass(slots=True)
class Outcome:
    ending: str
    how: str                                   # "bob tonked", "the stock ran out"
    winners: list[str] = field(default_factory=list)
    dropper: str | None = None
    counts: dict[str, int] = field(default_factory=dict)   # when counted
    payments: list[Payment] = field(default_factory=list)
    verifiable: bool = True                    # False: a count is unknown

    def nets(self, players, stake: int) -> dict[str, int]:
        """Net chips per player (won +, paid -)."""
        net = dict.fromkeys(players, 0)
        for p in self.payments:
            amount = p.stakes * stake
            net[p.payer] -= amount
            net[p.payee] += amount
        return net

    def stakes(self, players) -> dict[str, int]:
        return self.nets(players, 1)


def _everyone_pays(order, winner: str, stakes: int, reason: str) -> list[Payment]:
    return [Payment(p, winner, stakes, reason) for p in order if p != winner]


def win_outright(ending: str, order, winner: str, stakes: int, how: str) -> Outcome:
    """Tonk, out, a dealt tonk: every other player pays ``stakes``."""
    return Outcome(ending, how, [winner], payments=_everyone_pays(order, winner, stakes, how))


def void(how: str) -> Outcome:
    return Outcome(VOID, how)


def _plural(n: int) -> str:
    return "count" if n == 1 else "counts"


def drop(order, dropper: str, counts: dict[str, int | None]) -> Outcome:
    """A drop: won when the dropper's count is strictly the lowest, else caught."""
    if any(v is None for v in counts.values()):
        return Outcome(DROP, f"{dropper} dropped; the counts are not all known",
                       dropper=dropper, verifiable=False)
    dc = counts[dropper]
    others = [p for p in order if p != dropper]
    low = min(counts[p] for p in others)
    if dc < low:
        how = f"{dropper} dropped with {dc}, strictly the lowest count"
        return Outcome(DROP_WON, how, [dropper], dropper, dict(counts),
                       _everyone_pays(order, dropper, 1, how))
    winners = [p for p in others if counts[p] == low]
    who = " and ".join(winners)
    how = f"{dropper} dropped with {dc} and was caught by {who} ({low})"
    pays: list[Payment] = []
    for w in winners:
        if low == dc:
            why = f"{dropper} dropped with {dc}, tied by {w}'s {low}: a caught dropper pays double"
        else:
            why = (f"{dropper} dropped with {dc} and was caught by {w}'s {low}: "
                   f"1 for the lower count and 1 to the winner")
        pays.append(Payment(dropper, w, 2, why))
    for p in others:
        if p not in winners and counts[p] < dc:
            pays.append(Payment(dropper, p, 1,
                                f"{dropper} was caught: {p}'s count {counts[p]} is lower than {dc}"))
    for p in others:
        if p not in winners:
            for w in winners:
                pays.append(Payment(p, w, 1, f"{w} has the lowest count ({low}); everyone else pays the winner"))
    return Outcome(DROP_CAUGHT, how, winners, dropper, dict(counts), pays)


def stock_out(order, counts: dict[str, int | None], tie_rule: str) -> Outcome:
    """The stock ran out: the lowest count wins; a tie is void or split."""
    if any(v is None for v in counts.values()):
        return Outcome(STOCK_OUT, "the stock ran out; the counts are not all known", verifiable=False)
    low = min(counts.values())
    winners = [p for p in order if counts[p] == low]
    if len(winners) == 1:
        w = winners[0]
        how = f"the stock ran out; {w} has the lowest count ({low})"
        return Outcome(STOCK_OUT, how, winners, counts=dict(counts),
                       payments=_everyone_pays(order, w, 1, how))
    who = " and ".join(winners)
    if tie_rule == "void":
        how = f"the stock ran out; {who} tie for the lowest count ({low}): the hand is void"
        return Outcome(STOCK_OUT_VOID, how, [], counts=dict(counts))
    how = f"the stock ran out; {who} tie for the lowest count ({low}) and split"
    pays = [Payment(p, w, 1, f"{w} shares the lowest count ({low})")
            for p in order if p not in winners for w in winners]
    return Outcome(STOCK_OUT, how, winners, counts=dict(counts), payments=pays)


def payment_lines(out: Outcome, stake: int) -> list[str]:
    """The settlement line by line: "carol pays bob 2 x 10 = 20: bob tonked"."""
    if not out.payments:
        return [f"nobody pays: {out.how}"]
    return [f"{p.payer} pays {p.payee} {p.stakes} x {stake} = {p.stakes * stake}: {p.reason}"
            for p in out.payments]
