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
  ``wrong-amount`` (:mod:`audit.poker.settle_by_pot`).
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
from .settle_by_player import by_player
from .settle_by_pot import Settlement, judge_by_pot
from .settle_words import pot_name


def correct_settlement(pots: Sequence[Pot], odd_reasons: Sequence[str] = (), raked: int = 0) -> list[Award]:
    """The awards a correct settlement makes, pot by pot, when the log records no collect to
    compare: ``raked``, the rake the log records, comes out of the pots in proportion to their
    sizes, rounded to the chip, as rooms take it (POKER.md 3; all of every pot when it is more,
    which is ``books-unbalanced``), and each pot's winners split what it leaves."""
    rake = rake_division.proportional([p.amount for p in pots], min(raked, sum(p.amount for p in pots))) \
        if raked > 0 else [0] * len(pots)
    awards = []
    for k, pot in enumerate(pots):
        amount = pot.amount - rake[k]
        shares = split(amount, pot.winners)
        base = amount // len(shares) if shares else 0
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
        judge_by_pot(st, pots, collects, short, uncalled, odd_reasons, hands)
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
    if books is not None and books.seq is not None and books.code == "books-unbalanced":
        # more paid out than put in, the event where it shows a right one, and one payout line
        # before it found wrong (a collect logged twice, or of another amount): that line pays out
        # too much, not the right collect after it (session 71's damage harness on stud)
        wrong = [f.seq for f in st.findings if f.code == "wrong-amount" and f.seq is not None and f.seq <= books.seq]
        if len(wrong) == 1 and wrong[0] < books.seq:
            books.seq = wrong[0]
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
            if bad is None and a:       # (a return of 0 gives nothing back: no claim of a bet uncalled)
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
    held = _show_unreturned(st.awards, owner, short, collects)
    # the first wrong event: the owner's first return (of too little) or the collect that takes
    # them past their share (of the pots whose collects hold the chips, when the collects name pots)
    labels, pots, at = held if held is not None else (None, None, None)
    if at is not None:      # the one collect that holds them
        st.findings[0].seq = at if st.findings[0].seq is None else min(at, st.findings[0].seq)
        return
    mine = sorted((seq, a) for seq, p, a, kk in collects if p == owner and (labels is None or kk in labels))
    share = sum(a.correct for a in st.awards if a.player == owner and (pots is None or a.pot in pots))
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


def _show_unreturned(awards: list[Award], owner: str, short: int, collects) -> tuple | None:
    """The unreturned chips collected with a pot, in the recorded column too, so that it adds up
    to what the log paid.  The owner's rows are laid out as logged: each pot that collects name
    holds those collects, and the collects that name no pot fill the owner's other rows up to
    their shares, in pot order (what is left over on the first of them).  The chips are the row
    of a named pot that exceeds the owner's share by them, else those rows of no named pot, when
    they do together (else none tells: the row that exceeds its share most).  When those rows
    are more than one, the one collect of no pot that is a share of one of them and the chips,
    beside collects that are the others' shares, holds them (:func:`_one_unnamed_collect`).
    Returns (the pot labels of the owner's collects that hold them, the pots whose shares those
    collects are for, that one collect or None), when the collects tell (else None: all of
    them).  (Three cases patched one by one in session 56 left a fourth wrong, review 57: a
    named collect, then one of no pot, then a named one, the chips more than the unnamed pot's
    share.)"""
    why = f"with the uncalled {short}, not returned"
    named: dict[int | None, int] = {}
    for _, p, a, k in collects:
        if p == owner:
            named[k] = named.get(k, 0) + a
    mine = [a for a in awards if a.player == owner]
    if not mine:
        k = next((k for _, p, _, k in collects if p == owner), None)
        awards.append(Award(k or 0, owner, 0, short, 0, f"the uncalled {short}, collected instead of returned"))
        return None if k is None else ({k}, {k}, None)
    have = {a.pot for a in mine}
    for k in named:
        if k is not None and k not in have:     # a named pot without a row of the owner's: one owed nothing
            row = Award(k, owner, 0, 0, 0, "")
            awards.append(row)
            mine.append(row)
    awards.sort(key=lambda a: a.pot)
    mine.sort(key=lambda a: a.pot)
    free = named.get(None, 0)
    unnamed = [x for x in mine if x.pot not in named]
    for x in mine:
        if x.pot in named:
            x.recorded = named[x.pot]
        else:
            x.recorded = min(free, x.correct)
            free -= x.recorded
    if free:
        (unnamed[0] if unnamed else mine[0]).recorded += free
    over = next((x for x in mine if x.pot in named and x.recorded - x.correct == short), None)
    if over is not None:
        _add_reason(over, why)
        return {over.pot}, {over.pot}, None
    if unnamed and sum(x.recorded - x.correct for x in unnamed) == short:
        one = _one_unnamed_collect(unnamed, [(seq, a) for seq, p, a, k in collects if p == owner and k is None],
                                   short)
        if one is not None:
            seq, row = one
            for x in unnamed:
                x.recorded = x.correct
            row.recorded += short
            _add_reason(row, why)
            return {None}, {row.pot}, seq
        _add_reason(next(x for x in unnamed if x.recorded > x.correct), why)
        return {None}, {x.pot for x in unnamed}, None
    _add_reason(max(mine, key=lambda x: x.recorded - x.correct), why)
    return None


def _one_unnamed_collect(rows: list[Award], mine: list[tuple[int, int]], short: int) -> tuple | None:
    """Of the owner's collects that name no pot (``mine``: (seq, chips)), the one that holds the
    ``short`` unreturned chips, when only one can: it is a share of one of ``rows`` (the owner's
    rows that no collect names) and the chips, or the chips alone, and the others are the other
    rows' shares, one each.  (seq, that row), else None (two collects could be it, as two of one
    amount: then the one that takes the owner past the shares is named, as before)."""
    found = None
    for j, (seq, a) in enumerate(mine):
        rest = sorted(b for i, (_, b) in enumerate(mine) if i != j and b)
        for row in rows:
            if a - short == row.correct or (a == short and row is rows[0]):
                shares = sorted(x.correct for x in rows if x.correct and (x is not row or a == short))
                if rest == shares:
                    if found is not None:
                        return None
                    found = (seq, row)
                    break
    return found


def _add_reason(row: Award, why: str) -> None:
    row.reason = f"{row.reason}; {why}" if row.reason else why
