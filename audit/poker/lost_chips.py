"""Lines the log got wrong whose chips the payout tells (:func:`lost_chips_as_paid`, which
:func:`audit.poker.table_settle.settle` calls before it builds the pots): an ante lost or of
another amount, a call lost, a call of another amount than owed, a bet lost and returned.  A
function of a :class:`audit.poker.table.PokerTable` ``t``, as :mod:`audit.poker.lost_ante`'s;
no ``.pxd``: it runs only when such a line was found."""

from __future__ import annotations

from .pots import seat_pots


def lost_chips_as_paid(t, with_odd_calls: bool) -> bool:
    """Lines the log got wrong whose chips the payout tells: an ante line lost, of another amount
    or logged twice (reported as ``wrong-forced-bet`` when it came, or at the deal), and the call of
    a player passed over by an action out of turn (reported then) who folds later with no answer
    of theirs between (``t.lost_calls``: what they owed then), a call of another amount than
    owed (``wrong-call-amount``; ``t.odd_calls``), and the bet of a player in turn owing nothing
    whom a fold out of turn left alone in the hand (``t.lost_bets``: the chips returned to them).  When the payout (collects, returns, rake) is
    exactly what was put in with every such ante the ante (a short stack's whole stack), every
    such call made and every such call as owed, and not what the lines put in, the payout settled the pot as it
    stood at the table: it is judged against that pot, and the line's finding is the one fault
    (review of session 69: a lost ante or call, or an ante of a wrong amount, made the right
    collect wrong-amount and the books unbalanced; session 71: so did a call of a wrong amount,
    in stud a third of the harness's calls given another amount).  Not when a player would have put in more
    than their stack.  True when the totals are those (``t.total``).  ``with_odd_calls``: the call
    of a wrong amount counted as owed too (tried after the rest alone: a wrong amount that follows
    from an ante's, a call all-in, is no fault of its own; and only when it is the hand's one call
    of a wrong amount: several follow from a bet of a wrong amount, the calls right, and the totals
    with them as owed can sum to the payout by chance, its shares of the pots not)."""
    size = t.ante_size
    odd = t.odd_antes
    alt = list(t.total)
    start = t.start
    changed = []
    if size > 0:
        for i, a in enumerate(t.anted):
            if a is False:
                continue
            logged = 0 if a is None else odd[i] if odd is not None and i in odd else size
            right = min(size, start[i])
            if logged != right:
                alt[i] += right - logged
                changed.append(i)
    calls = t.lost_calls or ()
    for i, chips, _ in calls:
        alt[i] += chips
    odd_calls = (t.odd_calls or ()) if with_odd_calls else ()
    for i, chips, _ in odd_calls:
        alt[i] += chips
    bets = []
    for i, seq in t.lost_bets or ():
        back = sum(a for _, k, a in t.returns if k == i)
        if back > 0:
            alt[i] += back
            bets.append((i, back, seq))
    for i in range(t.n):
        if alt[i] > start[i] or alt[i] < 0:
            return False
    if not changed and not calls and not odd_calls and not bets:
        return False
    out = sum(a for _, _, a, _ in t.collects) + sum(a for _, _, a in t.returns) + sum(a for _, a in t.rakes)
    if out != sum(alt) + t.carried or out == sum(t.total) + t.carried:
        return False
    # and the returns are the uncalled bet those totals leave, no more and no other (the sum alone
    # can fit by chance: a bet logged late and returned, review of session 69's harness)
    unc = seat_pots(t.names, alt, t.folded, t.dead if changed else t.dead_parts())[1]
    back: dict[str, int] = {}
    for _, i, a in t.returns:
        back[t.names[i]] = back.get(t.names[i], 0) + a
    if back != ({unc[0]: unc[1]} if unc else {}):
        return False
    t.total = alt
    if changed:
        t.odd_antes = None
    names = t.names
    findings = t.findings
    for i in changed:
        lost = t.anted[i] is None
        right = min(size, start[i])
        # (the other reading told too: the line right and the payout wrong by the difference)
        off = right - (0 if lost else odd[i] if odd is not None and i in odd else size)
        other = f"the payout is {off} more than the pot" if off > 0 else f"the payout is {-off} short of the pot"
        t.anted[i] = True
        name = names[i]
        for f in findings:
            if f.code == "wrong-forced-bet" and f.player == name and "ante" in f.message:
                f.message += (f" (but the payout counts it: taken as posted, its line lost; if it was not "
                              f"posted, {other})" if lost else
                              f" (the payout settles the pot with {name}'s ante as {right}: judged so, the "
                              f"ante's line the one fault; if the line is right, {other})")
                break
    for i, chips, seq in calls:
        name = names[i]
        passed = None
        for f in findings:
            if f.code == "out-of-turn" and f.seq is not None and f.seq < seq and \
                    f.message.endswith(f"it was {name}'s turn to act"):
                passed = f
        if passed is not None:
            passed.message += (f" ({name}'s call of {chips} is not in the log, but the payout counts it and "
                               f"{name} folds later: taken as called, the line lost; if {name} did not "
                               f"call, the payout is {chips} more than the pot)")
    for i, chips, seq in bets:
        name = names[i]
        wrong = t.wrong_returns
        if wrong is not None:
            # (its return, found without an uncalled bet when it came, gives back that bet)
            at = {s for s, k, _ in t.returns if k == i}
            gone = [f for f in wrong if f.seq in at]
            for f in gone:
                wrong.remove(f)
                findings.remove(f)
            if not wrong:
                t.wrong_returns = None
        for f in findings:
            if f.code == "out-of-turn" and f.seq == seq:
                f.message += (f" ({name}'s bet of {chips} is not in the log, but the return of {chips} to "
                              f"{name} says it: taken as bet, the line lost; if {name} did not bet, the return "
                              f"is {chips} more than {name}'s uncalled bet)")
                break
    for i, chips, seq in odd_calls:
        name = names[i]
        for f in findings:
            if f.code == "wrong-call-amount" and f.seq == seq and f.player == name:
                other = (f"the payout is {chips} more than the pot" if chips > 0 else
                         f"the payout is {-chips} short of the pot")
                f.message += (f" (the payout settles the pot with {name}'s call as owed: judged so, the "
                              f"call's line the one fault; if the line is right, {other})")
                break
    return True
