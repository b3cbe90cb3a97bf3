"""Who was paid other than their share, and where the collects went wrong (POKER.md section 3):
shared by the two ways the settlement is judged, pot by pot (:mod:`audit.poker.settle_by_pot`)
and player by player (:mod:`audit.poker.settle_by_player`).

CODES.md: a settlement finding points at the first recorded event that is wrong, so each
player paid too much is placed at the collect that took them past their share, and one paid too
little at their first collect.  A payee who wins nothing, when the winners are short by as much
as such payees took, is ``wrong-winner``; otherwise the amounts are wrong.
"""

from __future__ import annotations


def over_at(st, p: str, k: int | None, share: int, first: int | None) -> int | None:
    """Where a player paid more than ``share`` (of pot ``k``; None: of all the pots) went wrong:
    the collect that took them past it (CODES.md: a settlement finding points at the first
    recorded event that is wrong: a collect logged twice is wrong the second time); ``first``,
    their first collect, when none did (they were paid too little)."""
    got = 0
    for seq, q, a, j in st.paid:
        if q == p and (k is None or j == k):
            got += a
            if got > share:
                return seq
    return first


def first_wrong(st, bad: list[str], rec: dict[str, int], exp: dict[str, int], first: dict[str, int],
                k: int | None) -> tuple[str, int | None]:
    """Of the players ``bad`` paid other than their share (``rec`` against ``exp``, of pot ``k``;
    None: of all the pots), the one whose collects went wrong first, and where (:func:`over_at`;
    one paid too little at their first collect, or nowhere when they collected nothing)."""
    at, p = None, None
    for q in sorted(bad, key=lambda x: first.get(x, 1 << 60)):
        seq = over_at(st, q, k, exp[q], first.get(q)) if rec.get(q, 0) > exp[q] else first.get(q)
        if p is None or (seq is not None and (at is None or seq < at)):
            at, p = seq, q
    return p, at


def shares_apart(bad: list[str], rec: dict[str, int], exp: dict[str, int], stray: int,
                 strays: list[int] | None) -> bool:
    """Whether the payees who win nothing took, in all, as much as the winners are short
    (``stray``), but not each short winner's shortfall in one payout of their own (``strays``, the
    chips of each such payout; None: not known, never apart), while a short winner collected
    something and another nothing: one payout holds what two winners or more are short of (one
    tied winner's collect logged under an outsider's name, the other's under the first winner's).  Then the winners who
    collected are named, and those who collected nothing are told by the first of them
    (:func:`wrong_payees`, :func:`unpaid_told`)."""
    if not stray or strays is None:
        return False
    short = [q for q in bad if rec.get(q, 0) < exp[q]]
    shorts = [exp[q] - rec.get(q, 0) for q in short]
    # (a short winner who collected something, and one who collected nothing: a pot split among
    # its winners and a payee who does not win it leaves them all something, told by its wrong-winner)
    if stray < sum(shorts) or all(rec.get(q, 0) for q in short) or not any(rec.get(q, 0) for q in short):
        return False
    return not _covered(sorted(strays, reverse=True), 0, shorts, [0])


def _covered(held: list[int], i: int, need: list[int], nodes: list[int]) -> bool:
    """Whether the payouts ``held[i:]``, each given whole to one of the winners still short
    (``need``: what each is short of), can leave none of them short (a search of at most 2,000
    steps: past that, taken as covered, the reading before this one)."""
    if not any(n > 0 for n in need):
        return True
    if i == len(held) or len([n for n in need if n > 0]) > len(held) - i:
        return False
    nodes[0] += 1
    if nodes[0] > 2000:
        return True
    tried = set()
    for j in range(len(need)):
        if need[j] > 0 and need[j] not in tried:
            tried.add(need[j])
            need[j] -= held[i]
            ok = _covered(held, i + 1, need, nodes)
            need[j] += held[i]
            if ok:
                return True
    return _covered(held, i + 1, need, nodes)


def wrong_payees(st, bad: list[str], rec: dict[str, int], exp: dict[str, int], first: dict[str, int],
                 k: int | None, stray: int = 0, apart: bool = False):
    """Each player of ``bad`` (paid other than their share, ``rec`` against ``exp``, of pot ``k``;
    None: of all the pots) once, with where they went wrong (:func:`first_wrong`), the first wrong
    first (CODES.md wrong-amount: a player collects more or less than their share).  After the
    first, a player who collected nothing is told by the payout that took their share when the
    players paid too much took at least all that the unpaid were owed (and by explain); else the
    pot went unpaid, in part at least, and each is named.  ``stray``: chips paid to players who win
    nothing (each named by a wrong-winner that says whose the chips are): when they come to all the
    winners are short, only the winners paid too much are named besides, unless ``apart``
    (:func:`shares_apart`): then the winners who collected something are named, each once."""
    bad = list(bad)
    if apart:
        bad = [q for q in bad if rec.get(q, 0)]
        while bad:
            p, at = first_wrong(st, bad, rec, exp, first, k)
            yield p, at
            bad.remove(p)
        return
    # the unpaid are told by the overpayment only when it could have taken all their shares
    over = stray + sum(rec[q] - exp[q] for q in bad if rec.get(q, 0) > exp[q])
    overpaid = over > 0 and over >= sum(exp[q] for q in bad if q not in rec)
    if stray and stray >= sum(exp[q] - rec.get(q, 0) for q in bad if rec.get(q, 0) < exp[q]):
        # all the winners are short went to payees who win nothing, whose wrong-winner says whose
        # the chips are: the short are not named again (a winner paid too much still is)
        bad = [q for q in bad if rec.get(q, 0) > exp[q]]
    while bad:
        p, at = first_wrong(st, bad, rec, exp, first, k)
        yield p, at
        bad.remove(p)
        if overpaid:
            bad = [q for q in bad if q in rec]


def unpaid_told(bad: list[str], rec: dict[str, int], exp: dict[str, int], named: list[tuple[str, int | None]],
                stray: int, apart: bool = False) -> list[str]:
    """The players of ``bad`` paid short whom no finding of ``named`` (:func:`wrong_payees`) names,
    in words ("judy collected nothing of a share of 6"): told by the payout that took their shares,
    when one winner's alone did (else no one payout says whose chips it took: none); ``apart``
    (:func:`shares_apart`): told by the first finding (:func:`tells_unpaid`)."""
    over = [p for p, _ in named if rec.get(p, 0) > exp[p]]
    if not apart and (len(over) != 1 or stray):
        return []
    return [f"{q} collected {rec[q] if rec.get(q) else 'nothing'} of a share of {exp[q]}" for q in bad
            if rec.get(q, 0) < exp[q] and all(q != n for n, _ in named)]


def tells_unpaid(p: str, rec: dict[str, int], exp: dict[str, int], named: list[tuple[str, int | None]],
                 apart: bool) -> bool:
    """Whether the finding of ``p`` (one of ``named``) tells the winners paid short whom none names:
    the one paid too much that took their shares, or, ``apart`` (:func:`shares_apart`), the first."""
    if apart:
        return bool(named) and named[0][0] == p
    return rec.get(p, 0) > exp[p]


def stray_payouts(collects, players, k: int | None = None) -> list[int]:
    """The chips of each collect (of pot ``k``; None: any) by one of ``players``."""
    return [a for _, q, a, j in collects if a and q in players and (k is None or j == k)]
