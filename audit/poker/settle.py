"""The correct settlement compared with the recorded one (POKER.md section 3).

``compare_settlement(pots, uncalled, collects, returns, rakes, ...) -> Settlement``

* ``pots``: :class:`audit.model.Pot` list (main first) whose ``winners`` are the
  correct winners **in odd-chip order** (see :mod:`audit.poker.pots`), or an
  empty list when the award cannot be verified (the cards are unknown: then the
  recorded collects of that pot are taken as they are, with an
  ``unverifiable-award`` warning).  ``pot.reason`` says why they win.
* ``uncalled``: ``(player, amount)`` or ``None``.
* ``collects``: ``[(seq, player, amount, pot index or None)]`` as recorded;
  ``returns``: ``[(seq, player, amount)]``; ``rakes``: ``[(seq, amount)]``.
* ``odd_reasons``: per pot, why the odd chips go where they go (for messages
  and for :class:`audit.model.Award`); ``hands``: ``{player: description}`` of
  the shown hands, for messages.

Checks, each finding at the first recorded event that is wrong (``seq`` null
when what is wrong is missing):

* ``uncalled-bet-not-returned``: the uncalled bet is not returned to its owner
  (or a return is wrong).  When the owner collected the unreturned chips with
  a pot, only this finding is made.
* per pot (when every collect names its pot, or there is one pot): a payee who is
  not a correct winner is ``wrong-winner``; the rake may come out of any pot
  (the rake events' total is shared among the pots as the collects show), and
  the rest of the pot must be split equally among the winners: amounts right
  but the odd chips with the wrong players is ``odd-chip``, anything else
  ``wrong-amount``.
* without pot numbers: the same per player over the whole hand, accepting any
  division of the rake among the pots (:mod:`audit.poker.settle_by_player`).
* ``books-unbalanced``: contributions (and a pot a redeal carried in: ``Pot.carried``) differ
  from collected + returned + rake
  (reported whenever the totals differ, beside any finding above that names
  the player at fault: chips that vanish or appear are a fault of their own).

``claims``: a hand with no ``collect`` at all makes no claim; call
:func:`correct_settlement` instead (the awards only, nothing compared).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Award, Finding, Pot
from . import rake_division
from .pots import split
from .settle_by_player import by_player, shares_apart, stray_payouts, tells_unpaid, unpaid_told, wrong_payees
from .settle_words import cannot_win, describe, not_its_winner, pot_name


class Settlement:
    __slots__ = ("findings", "awards", "collected", "returned", "raked", "rake_off", "kept_uncalled", "paid",
                 "over_return", "mislabeled")

    def __init__(self) -> None:
        self.findings: list[Finding] = []
        self.awards: list[Award] = []
        self.collected: dict[str, int] = {}
        self.returned: dict[str, int] = {}
        self.raked = 0
        self.rake_off = False       # the collects settle the pots under less rake than recorded
        self.kept_uncalled: tuple[str, int] | None = None   # (owner, chips) of the uncalled bet collected
        #: the collects judged, in order: (seq, player, chips, pot index or None), for :func:`over_at`
        self.paid: list[tuple[int, str, int, int | None]] = []
        #: the return that gave the owner more than their uncalled bet (_check_returns), or None
        self.over_return: int | None = None
        #: chips each player collected from a pot the hand does not have (wrong-winner there), not
        #: yet counted as making up their share of a pot they win (:func:`_mislabeled_for`)
        self.mislabeled: dict[str, int] = {}



def correct_settlement(pots: Sequence[Pot], odd_reasons: Sequence[str] = ()) -> list[Award]:
    """The awards a correct settlement makes (no rake), pot by pot."""
    awards = []
    for k, pot in enumerate(pots):
        shares = split(pot.amount, pot.winners)
        base = pot.amount // len(shares) if shares else 0
        for p, s in zip(pot.winners, shares):
            odd = s - base
            awards.append(Award(k, p, s, None, odd, odd_reasons[k] if odd and k < len(odd_reasons) else ""))
    return awards


def compare_settlement(pots: Sequence[Pot], uncalled: tuple[str, int] | None,
                       collects: Sequence[tuple[int, str, int, int | None]],
                       returns: Sequence[tuple[int, str, int]], rakes: Sequence[tuple[int, int]],
                       odd_reasons: Sequence[str] = (), hands: dict[str, str] | None = None) -> Settlement:
    if len(pots) == 1:
        st = _single_pot(pots[0], uncalled, collects, returns, rakes, odd_reasons)
        if st is not None:
            return st
    st = Settlement()
    if hands is None:
        hands = {}
    for _, p, a, _ in collects:
        st.collected[p] = st.collected.get(p, 0) + a
    for _, p, a in returns:
        st.returned[p] = st.returned.get(p, 0) + a
    st.raked = sum(a for _, a in rakes)
    short = _check_returns(st, uncalled, returns)
    # (the chips a redeal carried into the hand are in a pot too: put in, by nobody of this hand)
    total_in = sum(sum(p.contributions.values()) + p.carried for p in pots) + (uncalled[1] if uncalled else 0)
    if pots and any(k is not None and k >= len(pots) for _, _, _, k in collects):
        collects = _no_such_pot(st, pots, collects)
    by_pot = len(pots) <= 1 or all(k is not None for _, _, _, k in collects)
    if by_pot:
        _by_pot(st, pots, collects, short, uncalled, odd_reasons, hands)
    else:
        by_player(st, pots, collects, short, uncalled, odd_reasons, hands)
    if short and st.findings and st.findings[0].code == "uncalled-bet-not-returned":
        _collected_with_a_pot(st, uncalled, short, collects)
    books = books_finding(total_in, sum(st.collected.values()), sum(st.returned.values()), st.raked,
                          collects, returns, rakes, pots[0].carried if pots else 0)
    if books is not None and st.rake_off and books.seq is not None and rakes:
        # the collects are right: the rake is wrong, from the event that takes more than they leave
        allowed = total_in - sum(st.collected.values()) - sum(st.returned.values())
        run = 0
        for seq, a in sorted(rakes):
            run += a
            if run > allowed:
                books.seq = seq
                break
    if books is not None and books.seq is not None and st.over_return is not None and st.over_return < books.seq:
        # more paid out than put in, because a return gave too much (a return logged twice): that
        # return is the event that pays out too much, not the right collect after it
        books.seq = st.over_return
    if books is not None:
        st.findings.append(books)
    if len(st.findings) > 1:
        st.findings.sort(key=in_log_order)
    return st


def without_collects(pots: Sequence[Pot], uncalled: tuple[str, int] | None,
                     returns: Sequence[tuple[int, str, int]], rakes: Sequence[tuple[int, int]]) -> list[Finding]:
    """A log that records no collect makes no claim about who won (FORMAT.md), but a ``return`` or
    ``rake`` it records is still an event that must be possible: the returns to the owner of the
    uncalled bet must come to its amount (``uncalled-bet-not-returned``, as beside collects; a
    return to another player is judged when it comes, :meth:`~audit.poker.table.PokerTable.record`),
    and returns and rake beyond every chip put in unbalance the books (POKER.md 3; chips missing
    are the collects the log leaves out)."""
    st = Settlement()
    if uncalled is not None:
        mine = [r for r in returns if r[1] == uncalled[0]]
        if mine:
            _check_returns(st, uncalled, mine)
    total_in = sum(sum(p.contributions.values()) + p.carried for p in pots) + (uncalled[1] if uncalled else 0)
    returned = sum(a for _, _, a in returns)
    raked = sum(a for _, a in rakes)
    in_pots = total_in - (uncalled[1] if uncalled else 0)
    if returned + raked > total_in:
        books = books_finding(total_in, 0, returned, raked, (), returns, rakes, pots[0].carried if pots else 0)
        if books is not None:
            st.findings.append(books)
    elif raked > in_pots:
        # the rake comes out of the pots; an uncalled bet (not returned here) belongs to none
        run, at = 0, None
        for seq, a in sorted(rakes):
            run += a
            if run > in_pots:
                at = seq
                break
        st.findings.append(Finding("books-unbalanced", at, None,
                                   f"{raked} raked, but the pots hold {in_pots} ({raked - in_pots} too many: "
                                   f"the rake comes out of the pots, and the uncalled bet belongs to none)"))
    return st.findings


def books_finding(total_in: int, collected: int, returned: int, raked: int,
                  collects: Sequence[tuple[int, str, int, int | None]], returns: Sequence[tuple[int, str, int]],
                  rakes: Sequence[tuple[int, int]], carried: int = 0) -> Finding | None:
    """``books-unbalanced`` when the chips put in (``total_in``) differ from those collected,
    returned and raked (POKER.md 3: the books must balance), at the event that pays out more than
    was put in (None: chips are missing); None when they balance.  ``carried``: the part of
    ``total_in`` that a redeal of the table's previous hand carried into the hand."""
    paid = collected + returned + raked
    if paid == total_in:
        return None
    seq = None
    if paid > total_in:
        run = 0
        events = sorted([(s, a) for s, _, a, _ in collects] + [(s, a) for s, _, a in returns] + list(rakes))
        for s, a in events:
            run += a
            if run > total_in:
                seq = s
                break
    put = (f"players put in {total_in - carried} and a redeal carried {carried} in (the pot is {total_in})"
           if carried else f"players put in {total_in}")
    return Finding("books-unbalanced", seq, None,
                   f"{put} but {collected} was collected, {returned} returned and {raked} "
                   f"raked ({abs(paid - total_in)} {'too many' if paid > total_in else 'missing'})")


def in_log_order(f: Finding) -> tuple[bool, int]:
    """Findings at events in the log's order, then those about something missing."""
    return (f.seq is None, f.seq or 0)


def _single_pot(pot: Pot, uncalled, collects, returns, rakes, odd_reasons) -> Settlement | None:
    """The settlement of a hand with one pot when the log settles it right, else ``None``
    (then the general comparison finds what is wrong).  Same awards as the general path."""
    winners = pot.winners
    if not winners:
        return None
    raked = 0
    for _, a in rakes:
        raked += a
    owner, owed = uncalled if uncalled else (None, 0)
    got = 0
    for _, p, a in returns:
        if p != owner:
            return None
        got += a
    if got != owed:
        return None
    rec: dict[str, int] = {}
    paid = 0
    for _, p, a, k in collects:
        if k:
            return None
        rec[p] = rec.get(p, 0) + a
        paid += a
    if not rec:
        return None
    amount = pot.amount
    if paid + got + raked != sum(pot.contributions.values()) + pot.carried + owed:
        return None
    taken = amount - paid
    if taken > raked:
        taken = raked
    elif taken < 0:
        taken = 0
    for p in rec:
        if p not in winners:
            return None
    left = amount - taken
    reason = odd_reasons[0] if odd_reasons else ""
    st = Settlement()
    if len(winners) == 1:
        w = winners[0]
        if rec.get(w, 0) != left:
            return None
        st.awards.append(Award(0, w, left, rec.get(w), 0, ""))
    else:
        shares = split(left, winners)
        base = left // len(winners)
        for p, share in zip(winners, shares):
            if rec.get(p, 0) != share:
                return None
        for p, share in zip(winners, shares):
            odd = share - base
            st.awards.append(Award(0, p, share, rec.get(p), odd, reason if odd else ""))
    st.collected = rec
    if returns:
        st.returned = {owner: got}
    st.raked = raked
    return st


def _check_returns(st: Settlement, uncalled, returns) -> int:
    """Check the returns; the part of the uncalled bet not returned to its owner."""
    owner, owed = uncalled if uncalled else (None, 0)
    got = 0
    bad = None
    for seq, p, a in returns:
        if p != owner:
            if bad is None:
                bad = (seq, p, f"{p} was returned {a} but had no uncalled bet"
                       + (f" ({owner}'s uncalled {owed} was theirs to get back)" if owner else ""))
            continue
        got += a
        if got > owed and bad is None:
            bad = (seq, p, f"{p} was returned {got} in all; the uncalled bet was {owed}")
            st.over_return = seq
    if bad is None and owner is not None and got < owed:
        first = next((s for s, p, _ in returns if p == owner), None)
        msg = (f"{owner}'s uncalled {owed} was not returned" if got == 0 else
               f"{owner} was returned {got}; the uncalled bet was {owed}")
        bad = (first, owner, msg + ": chips nobody matched go back to their owner")
    if bad is not None:
        st.findings.append(Finding("uncalled-bet-not-returned", bad[0], bad[1], bad[2]))
    return max(0, owed - got) if owner is not None else 0


def _no_such_pot(st: Settlement, pots, collects):
    """Collects from a pot the hand does not have are ``wrong-winner`` (nobody is eligible
    for it); their chips count as collected, and the other collects are judged without them."""
    names = f"only the {pot_name(0)}" if len(pots) == 1 else "the " + ", ".join(pot_name(k) for k in range(len(pots)))
    kept = []
    for seq, p, a, k in collects:
        if k is not None and k >= len(pots):
            st.findings.append(Finding("wrong-winner", seq, p,
                                       f"{a} paid to {p} from the {pot_name(k)}, a pot this hand does not have "
                                       f"(it has {names}): nobody is eligible for it"))
            st.awards.append(Award(k, p, 0, a, 0, "no such pot"))
            st.mislabeled[p] = st.mislabeled.get(p, 0) + a
        else:
            kept.append((seq, p, a, k))
    return kept


def _mislabeled_for(st: Settlement, winners, r: dict[str, int], exp: dict[str, int]) -> int:
    """Of the chips the winners of a pot collected from a pot the hand does not have (each named
    by its wrong-winner), those that make up what they are short of their share of this pot (``r``
    against ``exp``): each chip counts for one pot, the first it makes up.  Only a winner who
    collected nothing under this pot's own label can have taken their share under another: one
    who did collect here was paid short at that collect (a collect of another pot's chips beside
    it is a fault of its own)."""
    left = st.mislabeled
    if not left:
        return 0
    got = 0
    for p in winners:
        short = exp[p] - r.get(p, 0)
        have = left.get(p, 0)
        if short > 0 and have > 0 and not r.get(p, 0):
            take = min(short, have)
            left[p] = have - take
            got += take
    return got


def _no_pot(st: Settlement, collects, uncalled) -> None:
    """The hand has no pot (nothing was put in, or only the uncalled bet, which goes back to its
    owner): a collect by another player is ``wrong-winner`` (at the first), with a row of its own
    (correct 0); the owner's collect of the uncalled bet is judged as its return, and any collect
    beyond what was put in unbalances the books."""
    owner = uncalled[0] if uncalled else None
    for seq, p, a, k in collects:
        if p == owner or not a:
            continue
        what = (f"every chip put in was {owner}'s uncalled {uncalled[1]}, which goes back to {owner}" if owner
                else "nothing was put in")
        if not any(f.code == "wrong-winner" for f in st.findings):
            # a pot the hand does not have: nobody is eligible for it (as for side pot 1 of a hand with one)
            st.findings.append(Finding("wrong-winner", seq, p, f"{a} paid to {p}, but the hand has no pot ({what}): "
                                                               f"nobody is eligible for one"))
        st.awards.append(Award(k or 0, p, 0, a, 0, "the hand has no pot"))


def _collected_with_a_pot(st: Settlement, uncalled, short: int, collects) -> None:
    """The uncalled bet not returned was collected with a pot: say so (the awards show the
    collect less those chips), at the owner's first return (of part of it) or collect, whichever
    comes first: the recorded event that is wrong (CODES.md: a settlement finding points at the
    first recorded event that is wrong)."""
    owner = uncalled[0]
    if any(f.code not in ("uncalled-bet-not-returned", "unverifiable-award") and f.player == owner
           for f in st.findings):
        return
    if sum(a.recorded or 0 for a in st.awards if a.player == owner) + short != st.collected.get(owner, 0):
        return
    owed = uncalled[1]
    told = (f"{owner}'s uncalled {owed} was not returned: it was collected with a pot instead" if short == owed
            else f"{owner} was returned {owed - short} of the uncalled {owed}: the other {short} was collected "
                 f"with a pot instead")
    st.findings[0].message = told + (" (chips nobody matched go back to their owner with a return; they are "
                                     "no share of any pot)")
    st.kept_uncalled = (owner, short)
    k = _show_unreturned(st.awards, owner, short, collects)
    # the first wrong event: the owner's first return (of too little) or the collect that takes
    # them past their share (of the pot whose collects hold the chips, when the collects name pots)
    mine = sorted((seq, a) for seq, p, a, kk in collects if p == owner and (k is None or kk == k))
    share = sum(a.correct for a in st.awards if a.player == owner and (k is None or a.pot == k))
    run = 0
    seqs = []
    for seq, a in mine:
        run += a
        if run > share:
            seqs.append(seq)
            break
    if st.findings[0].seq is not None:
        seqs.append(st.findings[0].seq)
    if seqs:
        st.findings[0].seq = min(seqs)


def _show_unreturned(awards: list[Award], owner: str, short: int, collects) -> int | None:
    """The unreturned chips collected with a pot, in the recorded column too, so that it adds up
    to what the log paid: on the owner's award of the pot whose collects by the owner exceed it
    by them (pot numbers), else on their last award, else on a row of their own (the pot their
    first collect names).  Returns the pot whose collects by the owner hold them, when the
    collects name it (else None)."""
    why = f"with the uncalled {short}, not returned"
    named: dict[int | None, int] = {}
    for _, p, a, k in collects:
        if p == owner:
            named[k] = named.get(k, 0) + a
    mine = [a for a in awards if a.player == owner]
    held = None
    for a in mine:
        if a.pot in named and named[a.pot] - (a.recorded or 0) == short:
            held = a.pot
            break
    else:
        a = mine[-1] if mine and None in named else None
    if held is not None:
        # the pot whose collect exceeds the owner's share by the chips holds them: by player (a
        # collect named no pot) the recorded rows were filled in pot order, the chips left short
        # on the last named one (``a``), which gets them back
        over = next((x for x in mine if x.pot in named and named[x.pot] - x.correct == short), None)
        if over is not None and over is not a:
            a.recorded = (a.recorded or 0) + short
            over.reason = f"{over.reason}; {why}" if over.reason else why
            return over.pot
    if a is None:
        k = next((k for _, p, _, k in collects if p == owner), None)
        awards.append(Award(k or 0, owner, 0, short, 0, f"the uncalled {short}, collected instead of returned"))
        return k
    a.recorded = (a.recorded or 0) + short
    a.reason = f"{a.reason}; {why}" if a.reason else why
    return held


def _by_pot(st: Settlement, pots, collects, short: int, uncalled, odd_reasons, hands) -> None:
    if not pots:
        _no_pot(st, collects, uncalled)
        return
    rec: list[dict[str, int]] = [{} for _ in pots]
    first: list[dict[str, int]] = [{} for _ in pots]
    for seq, p, a, k in collects:
        if k is None or not 0 <= k < len(pots):
            k = 0                    # one pot: the pot a collect names does not matter
        rec[k][p] = rec[k].get(p, 0) + a
        first[k].setdefault(p, seq)
        st.paid.append((seq, p, a, k))
    owner = uncalled[0] if uncalled else None
    if short:
        # the unreturned uncalled bet collected with a pot is judged as a return, not a share
        for k in range(len(pots)):
            if rec[k].get(owner, 0) >= short:
                kept = [dict(r) for r in rec]
                kept[k][owner] -= short
                trial = Settlement()
                trial.mislabeled = dict(st.mislabeled)
                _judge_all(trial, pots, kept, first, st.raked, odd_reasons, hands)
                # right without those chips (a pot of unknown cards can only be right as logged)
                if all(f.code == "unverifiable-award" for f in trial.findings):
                    st.findings.extend(trial.findings)
                    st.awards.extend(trial.awards)
                    st.rake_off = trial.rake_off
                    return
    _judge_all(st, pots, rec, first, st.raked, odd_reasons, hands)


def _left_out_of_a_tie(st: Settlement, k: int, pot: Pot, r: dict[str, int], first: dict[str, int], taken: int,
                       hands) -> list[str]:
    """A pot whose cards are unknown paid to some of the known hands tied best but not all: those
    hands win it together or not at all, so whatever the unknown cards are, the ones paid nothing
    (when a share is at least a chip) were owed as much as the others: ``wrong-amount`` at the
    first collect of the pot, naming the first left out.  Returns the players left out."""
    tied = pot.together
    paid = [p for p in tied if r.get(p)]
    if not paid or (pot.amount - taken) // len(pot.could) < 1:
        return []
    unknown = [p for p in pot.could if p not in tied]
    if len(paid) == len(tied):
        _unequal_tie(st, k, pot, r, first, hands, unknown)
        return []
    out = [p for p in tied if not r.get(p)]
    q = min(paid, key=lambda x: first[x])
    st.findings.append(Finding(
        "wrong-amount", first[q], out[0],
        f"{out[0]} collected nothing from the {pot_name(k)} of {pot.amount}, which {', '.join(paid)} collected "
        f"{sum(r[p] for p in paid)} of: {describe(hands, out[0])} ties {describe(hands, q)}, so whatever the unknown "
        f"cards of {', '.join(unknown)} are, {out[0]} is owed a share whenever {q} is"))
    return out


def _unequal_tie(st: Settlement, k: int, pot: Pot, r: dict[str, int], first: dict[str, int], hands,
                 unknown: list[str]) -> None:
    """Every known hand tied best paid, but more than a chip apart: whatever the unknown cards are,
    tied hands that win share equally (an odd chip at most between them), so the one paid least is
    ``wrong-amount`` at their collect (and the pot no longer unverifiable)."""
    _paid_apart(st, k, pot, r, first, pot.together, lambda low, high: (
        f"{describe(hands, low)} ties {describe(hands, high)}, so whatever the unknown cards of "
        f"{', '.join(unknown)} are, they win equal shares (at most an odd chip apart) or nothing"))


def _unequal_split(st: Settlement, k: int, pot: Pot, r: dict[str, int], first: dict[str, int]) -> None:
    """A pot whose cards are unknown paid to two players or more, more than a chip apart: whatever
    the cards are, a pot goes whole to its winner or is shared equally by tied winners (POKER.md 3,
    an odd chip at most between them), so the one paid least is ``wrong-amount`` at their collect
    (and the pot no longer unverifiable)."""
    _paid_apart(st, k, pot, r, first, [p for p in r if r[p] > 0], lambda low, high: (
        f"whoever of {', '.join(pot.could or pot.eligible)} wins it, a pot goes whole to its winner or is shared "
        f"equally by tied winners (at most an odd chip apart)"))


def _paid_apart(st: Settlement, k: int, pot: Pot, r: dict[str, int], first: dict[str, int], players: list[str],
                why) -> None:
    """Of two ``players`` or more, the one paid least is ``wrong-amount`` at their collect when the
    one paid most got more than a chip more (ties to the first collect); ``why(low, high)``: why
    they share equally."""
    if len(players) < 2:
        return
    low = min(players, key=lambda x: (r[x], first[x]))
    high = max(players, key=lambda x: (r[x], -first[x]))
    if r[high] - r[low] <= 1:
        return
    st.findings.append(Finding(
        "wrong-amount", first[low], low,
        f"{low} collected {r[low]} of the {pot_name(k)} of {pot.amount} and {high} {r[high]}: {why(low, high)}"))


def _judge_all(st: Settlement, pots, rec, first, raked: int, odd_reasons, hands) -> None:
    """Share the rake among the pots as the collects show (:func:`rake_division.by_pot`), then
    judge each pot.  Collects that leave less than the rake are a settlement under a smaller rake
    (the rake is what is off: ``rake_off``, books-unbalanced at the rake) only when they are a whole,
    correct one under it; else they are judged under the recorded rake put on the pots too, and the
    smaller rake is kept only when it gives fewer findings (an extra collect by a player who cannot
    win, or a chip too many to one tied winner, is the fault, not the rake)."""
    amounts = [pot.amount for pot in pots]
    paid = [sum(r.values()) for r in rec]
    takes = rake_division.by_pot(amounts, paid, raked)
    if sum(takes) >= raked or raked > sum(amounts):
        st.rake_off = sum(takes) < raked
        _judge_takes(st, pots, rec, first, takes, odd_reasons, hands)
        return
    smaller = _trial(st, pots, rec, first, takes, odd_reasons, hands)
    chosen = smaller
    if any(f.code != "unverifiable-award" for f in smaller.findings):
        # the whole rake on the pots as their winners' collects show (a payee who does not win a
        # pot is wrong-winner there, and their chips say nothing of its rake)
        by_winners = [sum([a for p, a in r.items() if not pot.winners or p in pot.winners])
                      for pot, r in zip(pots, rec)]
        whole = _trial(st, pots, rec, first, rake_division.by_pot(amounts, by_winners, raked, False),
                       odd_reasons, hands)
        if len(whole.findings) <= len(smaller.findings):
            chosen = whole
    st.findings.extend(chosen.findings)
    st.awards.extend(chosen.awards)
    st.mislabeled = chosen.mislabeled
    st.rake_off = chosen is smaller


def _trial(st: Settlement, pots, rec, first, takes, odd_reasons, hands) -> Settlement:
    """The pots judged under the division ``takes`` on a settlement of their own (the collects
    judged so far and the chips collected under a pot the hand does not have as in ``st``)."""
    trial = Settlement()
    trial.paid = st.paid
    trial.mislabeled = dict(st.mislabeled)
    _judge_takes(trial, pots, rec, first, takes, odd_reasons, hands)
    return trial


def _judge_takes(st: Settlement, pots, rec, first, takes, odd_reasons, hands) -> None:
    """Judge each pot, ``takes[k]`` chips of pot ``k`` being rake."""
    if len(pots) > 1:
        # chips a winner of one pot collected under the label of another pot they do not win
        # (wrong-winner there) make up their share of the pots they win (labels swapped: each
        # collect is one wrong-winner, no pot is also unpaid)
        for k, pot in enumerate(pots):
            if pot.winners:
                for p, a in rec[k].items():
                    if a and p not in pot.winners and any(p in q.winners for q in pots):
                        st.mislabeled[p] = st.mislabeled.get(p, 0) + a
    for k, pot in enumerate(pots):
        _judge_pot(st, k, pot, rec[k], first[k], takes[k], odd_reasons, hands)


def _judge_pot(st: Settlement, k: int, pot: Pot, r: dict[str, int], first: dict[str, int], taken: int,
               odd_reasons, hands) -> None:
    """Judge one pot's collects, ``taken`` chips of it being rake."""
    name = pot_name(k)
    winners = pot.winners
    reason = odd_reasons[k] if k < len(odd_reasons) else ""
    if not winners:
        # the cards that decide it are unknown: a payee who cannot win it whatever they are (folded,
        # or beaten by a known hand) is wrong all the same (CODES.md wrong-winner)
        could = pot.could
        wrong = [p for p in r if r[p] and could and p not in could]
        paid = sum(r.values())
        if wrong:
            # each payee who cannot win it (one such payout does not hide another)
            for p in sorted(wrong, key=lambda x: first[x]):
                st.findings.append(Finding("wrong-winner", first[p], p, cannot_win(k, pot, r[p], p, hands)))
        elif paid > pot.amount - taken:
            # more than the pot holds: wrong whoever wins it (at the collect that goes past it)
            p = max(r, key=lambda x: first[x])
            more = f" less {taken} of rake" if taken else ""
            st.findings.append(Finding("wrong-amount", first[p], p,
                                       f"{paid} was collected from the {name} of {pot.amount}{more}: more than "
                                       f"it holds, whoever of {', '.join(could or pot.eligible)} wins it"))
            over = pot.amount - taken
            for q, a in r.items():
                st.awards.append(Award(k, q, 0, a, 0, f"the {name} holds {over}: who is owed it depends on the "
                                                      f"unknown cards"))
            return
        elif not r and pot.amount > taken:
            st.findings.append(Finding("wrong-amount", None, None,
                                       f"nobody collected the {name} of {pot.amount}; it belongs to one of "
                                       f"{', '.join(could or pot.eligible)} (their cards decide which)"))
            return
        mark = len(st.findings)
        left_out = _left_out_of_a_tie(st, k, pot, r, first, taken, hands) if not wrong else []
        if not wrong and len(st.findings) == mark:
            _unequal_split(st, k, pot, r, first)
        if pot.amount and (len(wrong) < len(r) or not r) and len(st.findings) == mark:
            seq = min(first.values()) if first else None
            paid = ", ".join(f"{p} {a}" for p, a in r.items()) or "nobody"
            st.findings.append(Finding("unverifiable-award", seq, next(iter(r), None),
                                       f"the {name} of {pot.amount} went to {paid}, but the cards that decide it "
                                       f"are not in the log ({pot.reason or 'unknown cards'})"))
        for p, a in r.items():
            if p in wrong:
                st.awards.append(Award(k, p, 0, a, 0, "cannot win it, whatever the unknown cards are"))
            else:
                st.awards.append(Award(k, p, a, a, 0, "cards unknown: the recorded award is taken as it is"))
        for p in left_out:
            st.awards.append(Award(k, p, 0, None, 0, f"ties {', '.join(q for q in pot.together if r.get(q))}: owed a "
                                                     f"share whenever they are (cards unknown)"))
        return
    wrong = [p for p in r if p not in winners and r[p]]
    shares = split(pot.amount - taken, winners)
    exp = dict(zip(winners, shares))
    base = (pot.amount - taken) // len(winners)
    for p in winners:
        odd = exp[p] - base
        st.awards.append(Award(k, p, exp[p], r.get(p), odd, reason if odd else ""))
    for p in wrong:
        st.awards.append(Award(k, p, 0, r[p], 0, ""))
    if wrong:
        # the reason, unless it only names the winner's hand again ("alice: straight, ace high")
        why = pot.reason if pot.reason and not (len(winners) == 1 and pot.reason.startswith(winners[0] + ":")) \
            else ""
        # each payee who does not win it; then the winners' own amounts are judged as well (a
        # winner paid too much beside them is a fault of its own)
        for p in sorted(wrong, key=lambda x: first[x]):
            st.findings.append(Finding("wrong-winner", first[p], p, not_its_winner(k, pot, r[p], p, hands, why)))
    elif not r and taken < pot.amount:
        if _mislabeled_for(st, winners, r, exp) >= pot.amount - taken:
            return      # its winners took it under a pot the hand does not have (wrong-winner there)
        st.findings.append(Finding("wrong-amount", None, winners[0],
                                   f"nobody collected the {name} of {pot.amount}; it belongs to "
                                   f"{', '.join(f'{p} ({exp[p]})' for p in winners)}"))
        return
    bad = [p for p in winners if r.get(p, 0) != exp[p]]
    if not bad:
        return
    n_odd = pot.amount - taken - base * len(winners)
    if sum(r.get(p, 0) for p in winners) == pot.amount - taken and \
            all(base <= r.get(p, 0) <= base + n_odd for p in winners):
        # the even shares are right, only the odd chips went to the wrong players (one player
        # with two of them too: no player gets more than one odd chip of a pot, POKER.md 3); at
        # the first wrong collect (CODES.md), whether it took the chip or went without it
        over = [p for p in bad if r.get(p, 0) > exp[p]]
        p = min(bad, key=lambda x: first.get(x, 1 << 60))
        right = [q for q in winners if exp[q] > base]
        many = any(r.get(q, 0) - base > 1 for q in over)
        text = (f"the odd chip of the {name} went to {', '.join(over)}; it belongs to {right[0]}" if len(right) == 1
                else f"the {len(right)} odd chips of the {name} belong to {', '.join(right)}, but "
                     + (", ".join(f"{q} got {r.get(q, 0) - base}" for q in over)
                        + " (no player gets more than one odd chip of a pot)" if many else
                        f"{', '.join(over)} got {'one each' if len(over) > 1 else 'one'}"))
        st.findings.append(Finding("odd-chip", first.get(p), p, f"{text} ({reason})"))
        return
    # the first wrong collect: a player paid too much is wrong at the collect that took them past
    # their share (a collect logged twice: the second), one paid too little at their first
    # (each player paid other than their share, once: the one paid too much, and the one who
    # went without it, CODES.md wrong-amount)
    more = f" ({pot.amount - taken} after {taken} of rake)" if taken else ""
    carried = f", with the {pot.carried} a redeal carried in" if pot.carried else ""
    split_words = f"{',' if carried else ''} split {len(winners)} ways" if len(winners) > 1 else ""
    mislabeled = _mislabeled_for(st, winners, r, exp)
    stray = sum(r[q] for q in wrong) + mislabeled
    # (each stray payout as logged, when those chips are all there is of it)
    strays = stray_payouts(st.paid, wrong, k)
    apart = shares_apart(bad, r, exp, stray, strays if not mislabeled and sum(strays) == stray else None)
    named = list(wrong_payees(st, bad, r, exp, first, k, stray, apart))
    # the winners paid short whom no finding names, told by the one payout that took their shares
    # (apart: by the first winner named)
    told = unpaid_told(bad, r, exp, named, stray, apart)
    for p, at in named:
        how = f"collected {r[p]}" if p in r else "collected nothing"
        also = f"; {'; '.join(told)}" if told and tells_unpaid(p, r, exp, named, apart) else ""
        st.findings.append(Finding("wrong-amount", at, p,
                                   f"{p} {how} from the {name}; their share is {exp[p]} "
                                   f"(the pot of {pot.amount}{more}{carried}{split_words}{also})"))

