"""The settlement compared player by player, for collects that do not all name their pot
(POKER.md section 3; :func:`audit.poker.settle.compare_settlement` chooses this way).

Each player's recorded total is compared with what the pots they may win can give them: a
payee beyond every pot's reach is ``wrong-winner``; otherwise the recorded totals are divided
among the pots (the rake anywhere: :mod:`audit.poker.rake_division`) and each pot judged as when
the collects name it: the odd chips moved between tied winners are ``odd-chip``, anything else
``wrong-amount``.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, product

from ..model import Award, Finding, Pot
from . import rake_division
from .pots import split
from .settle_fit import no_result_fits
from .settle_payees import shares_apart, stray_payouts, tells_unpaid, unpaid_told, wrong_payees
from .settle_words import cannot_win, describe, not_its_winner, pot_name


def by_player(st, pots, collects, short: int, uncalled, odd_reasons, hands) -> None:
    """Collects of which some or all name no pot: compare each player's total, any division of
    the rake (one that agrees with the collects that name their pots, when there is one)."""
    rec: dict[str, int] = {}
    first: dict[str, int] = {}
    named: dict[tuple[str, int], int] = {}      # the collects that name their pot (some may)
    for seq, p, a, k in collects:
        rec[p] = rec.get(p, 0) + a
        first.setdefault(p, seq)
        st.paid.append((seq, p, a, k))
        if k is not None:
            named[(p, k)] = named.get((p, k), 0) + a
    owner = uncalled[0] if uncalled else None
    unreturned = short          # the chips of the uncalled bet not returned, nor collected by its owner
    if short and owner in rec:
        before = rec[owner]
        _without_unreturned(rec, pots, owner, short, st.raked)
        if rec[owner] != before:
            unreturned = 0
    if any(not pot.winners for pot in pots):
        k = next(k for k, pot in enumerate(pots) if not pot.winners)
        wrong = _beyond_reach(st, pots, rec, first, hands)
        if not wrong:
            n = len(st.findings)
            _short_of_known(st, pots, rec, first, odd_reasons)
            if len(st.findings) == n and not short:
                # (no result of the unknown cards makes the totals a settlement: wrong whoever wins;
                # review of session 65, as for collects that name their pots)
                no_result_fits(st, pots, rec, first)
        # a collect that names its pot still names its winner (README): one who cannot win it
        for seq, p, a, n in collects:
            if n is None or not 0 <= n < len(pots) or not a or p in wrong:
                continue
            pot = pots[n]
            if pot.winners and p not in pot.winners:
                st.findings.append(Finding("wrong-winner", seq, p, not_its_winner(n, pot, a, p, hands)))
                break
            if not pot.winners and p not in (pot.could or pot.eligible):
                st.findings.append(Finding("wrong-winner", seq, p, cannot_win(n, pot, a, p, hands)))
                break
        if len(wrong) < len(rec) or not rec:
            st.findings.append(Finding("unverifiable-award", min(first.values()) if first else None, None,
                                       f"the {pot_name(k)} of {pots[k].amount} cannot be checked: the cards that "
                                       f"decide it are not in the log"))
        # a player paid more than they may win: one row, on the first pot they may win (else the main pot)
        rows = [Award(next((n for n, pot in enumerate(pots) if p in (pot.winners or pot.could or pot.eligible)), 0),
                      p, wrong[p], rec[p], 0, "more than the pots this player may win hold") for p in wrong]
        rows += _placed(pots, {p: a for p, a in rec.items() if p not in wrong}, named, st.raked, odd_reasons,
                        wrong)
        rows.sort(key=lambda a: a.pot)
        st.awards += rows
        return
    division = rake_division.by_player_named(pots, rec, st.raked, named) if named else None
    if division is None:
        division = rake_division.by_player(pots, rec, st.raked)
    if division is None:
        # collects right under a smaller rake: the rake is what is off (books-unbalanced), when
        # they are a whole, correct settlement under it (a collect naming a pot its payee does
        # not win is none): else judged under the recorded rake too, and the smaller one kept
        # only when it gives fewer findings (as settle_by_pot._judge_all does pot by pot)
        smaller = rake_division.by_player(pots, rec, st.raked, exact=False)
        if smaller is not None and sum(smaller) < st.raked:
            chosen = _trial(st, pots, collects, rec, first, named, smaller, odd_reasons, hands)
            # (a rake short by no more than the chips of an uncalled bet neither returned nor
            # collected by its owner: the whole rake, those chips paid to a winner; settle_by_pot)
            taken_up = st.raked - sum(smaller) <= unreturned
            if taken_up:
                # of the whole rake's divisions: the smaller one topped up as labeled collects'
                # is (_topped_up), or the nearest of the usual ones when it gives fewer findings
                # (any division is accepted, POKER.md 3: a winner the smaller one pays right is not
                # named for how the rest was taken; the diff reviews of session 59)
                chosen = _trial(st, pots, collects, rec, first, named, _topped_up(pots, smaller, st.raked),
                                odd_reasons, hands)
            if chosen.findings:
                whole = rake_division.nearest_by_player(pots, rec, st.raked, _odd_chips_moved)
                other = _trial(st, pots, collects, rec, first, named, whole, odd_reasons, hands)
                if len(other.findings) < len(chosen.findings) or not taken_up and len(other.findings) == \
                        len(chosen.findings):
                    chosen = other
            st.findings.extend(chosen.findings)
            st.awards = chosen.awards
            st.rake_off = chosen.rake_off
            return
        division = smaller
    if division is None:
        division = rake_division.nearest_by_player(pots, rec, st.raked, _odd_chips_moved)
    st.rake_off = sum(division) < st.raked
    _judge_totals(st, pots, collects, rec, first, named, division, odd_reasons, hands)


def _topped_up(pots, division: list[int], raked: int) -> list[int]:
    """``division`` (a smaller rake's) with the rest of ``raked`` taken from the pots as the collects
    naming their pots are judged (:func:`rake_division.by_pot`: the fewest pots moved, then the
    nearest to the proportional division), so that both ways of logging collects name one winner."""
    amounts = [pot.amount for pot in pots]
    return rake_division.by_pot(amounts, [a - t for a, t in zip(amounts, division)], raked, False)


def _trial(st, pots, collects, rec: dict[str, int], first: dict[str, int], named, division: list[int],
           odd_reasons, hands):
    """The totals judged under ``division`` on a settlement of their own (the rows made so far,
    the collects judged and the chips collected from a pot the hand does not have as in ``st``):
    its findings are the new ones, its awards all of them."""
    trial = type(st)()
    trial.raked = st.raked
    trial.paid = st.paid
    trial.mislabeled = dict(st.mislabeled)
    trial.awards = list(st.awards)
    trial.rake_off = sum(division) < st.raked
    _judge_totals(trial, pots, collects, rec, first, named, division, odd_reasons, hands)
    return trial


def _judge_totals(st, pots, collects, rec: dict[str, int], first: dict[str, int], named, division: list[int],
                  odd_reasons, hands) -> None:
    """Each player's total judged under ``division`` of the rake (every pot's winners known)."""
    exp: dict[str, int] = {}
    odd_of: dict[str, int] = {}
    before = len(st.awards)          # rows already made (a collect from a pot the hand does not have)
    for k, (pot, taken) in enumerate(zip(pots, division)):
        shares = split(pot.amount - taken, pot.winners)
        base = (pot.amount - taken) // len(shares)
        for p, s in zip(pot.winners, shares):
            exp[p] = exp.get(p, 0) + s
            odd_of[p] = odd_of.get(p, 0) + s - base
            st.awards.append(Award(k, p, s, None, s - base,
                                   odd_reasons[k] if s - base and k < len(odd_reasons) else ""))
    mine = st.awards[before:]
    _recorded_by_pot(mine, rec, named)
    st.awards[before:] = mine
    wrong = [p for p in rec if rec[p] and p not in exp]
    if wrong:
        # each payee who wins no pot; then the winners' own totals are judged as well
        best = ", ".join(describe(hands, w) for w in exp)
        for p in sorted(wrong, key=lambda x: first[x]):
            st.findings.append(Finding("wrong-winner", first[p], p,
                                       f"{rec[p]} paid to {describe(hands, p)}, who wins no pot; the pots belong to "
                                       f"{best}"))
    astray = 0              # chips of those collects naming a pot their payee does not win
    strays = stray_payouts(collects, wrong)
    for seq, p, a, k in collects:
        if k is not None and a and p not in wrong and p not in pots[k].winners:
            # a collect naming its pot names its winner: one who does not win that pot is wrong
            # (each such collect; the totals are judged beside them)
            st.findings.append(Finding("wrong-winner", seq, p, not_its_winner(k, pots[k], a, p, hands)))
            astray += a
            strays.append(a)
    bad = [p for p in exp if rec.get(p, 0) != exp[p]]
    if not bad:
        return
    p = min(bad, key=lambda x: first.get(x, 1 << 60))
    if not wrong and _odd_chips_moved(pots, division, rec):
        # at the first wrong collect (CODES.md), whether it took a chip or went without one
        over = [q for q in bad if rec.get(q, 0) > exp[q]]
        right = [q for q in bad if rec.get(q, 0) < exp[q]]
        # the rules of the pots that have odd chips under this division of the rake
        # (each named by its pot: the totals do not say which pot's chip moved)
        odd = [k for k, (pot, taken) in enumerate(zip(pots, division))
               if k < len(odd_reasons) and odd_reasons[k] and (pot.amount - taken) % len(pot.winners)]
        texts = list(dict.fromkeys(odd_reasons[k] for k in odd))
        why = texts[0] if len(texts) == 1 else "; ".join(f"{pot_name(k)}: {odd_reasons[k]}" for k in odd)
        chips = sum(rec.get(q, 0) - exp[q] for q in over)
        st.findings.append(Finding("odd-chip", first.get(p), p,
                                   f"{', '.join(over)} {'were' if len(over) > 1 else 'was'} paid "
                                   f"{f'{chips} odd chips' if chips > 1 else 'an odd chip'} that "
                                   f"{'belong' if chips > 1 else 'belongs'} to {', '.join(right)} ({why})"))
        return
    # every player paid other than their share, each once (CODES.md: a player collects more or
    # less than their share), the one whose collects went wrong first first
    found = []
    # (chips collected from a pot the hand does not have are named there: stray too; and so are
    # those of a collect naming a pot its payee does not win, whose wrong-winner says whose they
    # are: the winners short of no more are not named again, README)
    stray = sum(rec[q] for q in wrong) + sum(st.mislabeled.values()) + astray
    # (each stray payout as logged, when those chips are all there is of it)
    known = not any(st.mislabeled.values()) and sum(strays) == stray
    apart = shares_apart(bad, rec, exp, stray, strays if known else None)
    named = list(wrong_payees(st, bad, rec, exp, first, None, stray, apart))
    told = unpaid_told(bad, rec, exp, named, stray, apart)
    for p, at in named:
        past = _past_its_pot(st, pots, p)
        if past is not None and (at is None or past < at):
            at = past
        elif rec.get(p, 0) > exp[p]:
            unnamed = _over_unnamed(st, pots, p, exp[p])
            if unnamed is not None:
                at = unnamed
        how = f"collected {rec[p]}" if p in rec else "collected nothing"
        elsewhere = sum(a.recorded or 0 for a in st.awards[:before] if a.player == p)
        # chips paid from a pot the hand does not have (wrong-winner there) are not from its pots
        how += f" from the hand's pots and {elsewhere} from a pot it does not have" if elsewhere else " in all"
        also = f" ({'; '.join(told)})" if told and tells_unpaid(p, rec, exp, named, apart) else ""
        found.append(Finding("wrong-amount", at, p, f"{p} {how}; their share of the pots is {exp[p]}{also}"))
    st.findings += found


def _over_unnamed(st, pots, p: str, share: int) -> int | None:
    """``p`` was paid too much (more than ``share``, their share of the pots), and each of their
    collects that names its pot takes no more than their share of it (the pot split among its
    winners, the odd chip included): what is too much is in a collect that names none, their first
    (the totals would point at the named collect that takes them past their share, a right one).
    None when a named collect may be the one, or when the collect that takes them past their
    share comes on top of the whole of it (their collects before it came to exactly their share:
    it is all too much, whatever it names)."""
    unnamed = None
    named: dict[int, int] = {}
    got = 0
    past = False
    for seq, q, a, k in st.paid:
        if q != p:
            continue
        if not past:
            if got == share and a:
                return None
            got += a
            past = got > share
        if k is None:
            if unnamed is None:
                unnamed = seq
            continue
        if not 0 <= k < len(pots) or p not in pots[k].winners:
            return None
        named[k] = named.get(k, 0) + a     # (a share paid in two collects of the pot: their sum)
        if named[k] > -(-pots[k].amount // len(pots[k].winners)):
            return None
    # (no collect of theirs names a pot: the totals point at the right one, the collect that
    # took them past their share)
    return unnamed if named else None


def _past_its_pot(st, pots, p: str) -> int | None:
    """The first collect of ``p`` that names its pot and takes that pot past what it holds (the
    collects naming it, of every player, come to more): wrong whatever the division (README: a pot
    paid more than it holds is wrong whoever wins it), and so the first wrong event when it comes
    before the one the totals point at (a collect naming no pot after it may be right)."""
    taken: dict[int, int] = {}
    for seq, q, a, j in st.paid:
        if j is None or not 0 <= j < len(pots):
            continue
        taken[j] = taken.get(j, 0) + a
        if q == p and taken[j] > pots[j].amount:
            return seq
    return None


_TAKEN = "cards unknown: the recorded award is taken as it is"


def _placed(pots, rec: dict[str, int], named: dict[tuple[str, int], int], raked: int, odd_reasons,
            wrong) -> list[Award]:
    """Some pot's winner is unknown: each player's recorded total placed on the pots it can be, as
    when the winners are known: the pots whose winners are known get their correct shares, and a
    pot whose cards are unknown takes as it is what is recorded of it, on the players who may win
    it.  The unknown pots' winners are the ones under which the totals are a settlement (those
    the collects that name such a pot name), as :func:`rake_division.by_player` finds it; failing
    that, the known pots' shares come first and the rest of each total is on the unknown pots the
    player may win.  The players in ``wrong`` (paid more than they may win) have a row of their own."""
    trial = None if wrong else _as_settled(pots, rec, named, raked)
    if trial is not None:
        settled, division = trial
    else:
        settled = pots
        division = rake_division.nearest_by_player(pots, rec, raked)
    rows: list[Award] = []
    for k, (pot, taken) in enumerate(zip(settled, division)):
        if not pot.winners:
            continue
        shares = split(pot.amount - taken, pot.winners)
        base = (pot.amount - taken) // len(shares)
        for p, s in zip(pot.winners, shares):
            if p not in wrong:
                rows.append(Award(k, p, s, None, s - base, odd_reasons[k] if s - base and k < len(odd_reasons)
                                  else "") if pots[k].winners else Award(k, p, s, None, 0, _TAKEN))
    if trial is None:
        # the rest of each total on the unknown pots its player may win (a pot's size at most,
        # but for the last of them), once the pots they win have their shares
        rest = dict(rec)
        for a in rows:
            if a.player in rest:
                rest[a.player] -= min(rest[a.player], a.correct)
        for p, left in rest.items():
            mine = [k for k, pot in enumerate(pots) if not pot.winners and p in (pot.could or pot.eligible)]
            mine.sort(key=lambda k: (k, p) not in named)
            for n, k in enumerate(mine):
                x = left if n == len(mine) - 1 else min(left, pots[k].amount)
                if x:
                    rows.append(Award(k, p, x, None, 0, _TAKEN))
                left -= x
        rows.sort(key=lambda a: a.pot)
    _recorded_by_pot(rows, rec, named)
    for a in rows:
        if not pots[a.pot].winners:
            a.correct = a.recorded or 0
    return rows


def _as_settled(pots, rec: dict[str, int], named: dict[tuple[str, int], int], raked: int):
    """Winners of the unknown pots (one player each, of those who may win it and collected; those
    a collect names it for when there are) under which the totals are a settlement of the pots:
    (the pots with those winners, the division of the rake), or None."""
    choices = []
    for k, pot in enumerate(pots):
        if pot.winners:
            choices.append([pot.winners])
            continue
        may = [p for p in (pot.could or pot.eligible) if rec.get(p)]
        told = [p for p in may if (p, k) in named]
        choices.append([[p] for p in told or may] or [[]])
    tries = 0
    for pick in product(*choices):
        tries += 1
        if tries > 64:
            return None
        trial = [Pot(pot.index, pot.amount, pot.eligible, pot.contributions, list(w), pot.reason, carried=pot.carried)
                 for pot, w in zip(pots, pick)]
        division = rake_division.by_player_named(trial, rec, raked, named) if named else None
        if division is None:
            division = rake_division.by_player(trial, rec, raked, budget=2000)
        if division is not None:
            return trial, division
    return None


def _beyond_reach(st, pots, rec: dict[str, int], first: dict[str, int], hands) -> dict[str, int]:
    """Collects that name no pot, in a hand where some pot's winner is unknown: a player who
    collected more than all the pots they may still win hold (their share of a pot they win, the
    whole of one whose unknown winner may be them) is wrong whatever the unknown cards are:
    ``wrong-winner`` when they may win none, else ``wrong-amount`` (at their first collect).
    Returns those players with the most they may be owed."""
    most = _most_winnable(pots)
    wrong = {p: most.get(p, 0) for p, a in rec.items() if a > most.get(p, 0)}
    if wrong:
        p = min(wrong, key=lambda x: first[x])
        if wrong[p] == 0:
            text = (f"{rec[p]} paid to {describe(hands, p)}, who can win none of the pots (a player who "
                    f"folded, or whose known hand is beaten in every pot they are in); the cards that "
                    f"decide the rest are not in the log")
            st.findings.append(Finding("wrong-winner", first[p], p, text))
        else:
            text = (f"{p} collected {rec[p]}, more than the {wrong[p]} the pots {p} may win hold, whatever "
                    f"the unknown cards are")
            st.findings.append(Finding("wrong-amount", first[p], p, text))
    return wrong


def _short_of_known(st, pots, rec: dict[str, int], first: dict[str, int], odd_reasons) -> None:
    """Collects that name no pot, in a hand where some pot's winner is unknown: a player paid less
    than their shares of the pots the shown hands and folds decide, less all of the rake (which
    could all come off those pots), is wrong whatever the unknown cards are (the unknown pots can
    only add to it): ``odd-chip`` when, with no rake, what is missing is no more than the odd
    chips of those pots due to them, else ``wrong-amount`` (at their first collect; ``seq`` null
    when they collected nothing)."""
    least: dict[str, int] = {}
    odd: dict[str, int] = {}
    why: dict[str, list[str]] = {}
    for k, pot in enumerate(pots):
        if not pot.winners:
            continue
        shares = split(pot.amount, pot.winners)
        base = pot.amount // len(shares)
        for p, s in zip(pot.winners, shares):
            least[p] = least.get(p, 0) + s
            if s > base:
                odd[p] = odd.get(p, 0) + s - base
                why.setdefault(p, []).append(f"{pot_name(k)}: {odd_reasons[k]}" if k < len(odd_reasons) and
                                             odd_reasons[k] else pot_name(k))
    short = {p: v - st.raked - rec.get(p, 0) for p, v in least.items() if rec.get(p, 0) < v - st.raked}
    if not short:
        return
    p = min(short, key=lambda x: first.get(x, 1 << 60))
    got = f"collected {rec[p]}" if p in rec else "collected nothing"
    if not st.raked and short[p] <= odd.get(p, 0):
        chips = "odd chips" if short[p] > 1 else "an odd chip"
        st.findings.append(Finding(
            "odd-chip", first.get(p), p,
            f"{p} {got}, {short[p]} short of their shares of the pots the shown hands decide ({least[p]}): "
            f"{chips} due to {p} went to another winner ({'; '.join(why[p])})"))
        return
    less = f" less all of the rake ({st.raked})" if st.raked else ""
    st.findings.append(Finding(
        "wrong-amount", first.get(p), p,
        f"{p} {got}; their shares of the pots the shown hands decide are {least[p]}{less} at least, "
        f"whatever the unknown cards are"))


def _most_winnable(pots) -> dict[str, int]:
    """The most each player may be owed when some pot's winner is unknown: their share of each pot
    they win (the larger one of a split), the whole of each pot whose unknown winner may be them."""
    most: dict[str, int] = {}
    for pot in pots:
        if pot.winners:
            n = len(pot.winners)
            for w in pot.winners:
                most[w] = most.get(w, 0) + -(-pot.amount // n)
        else:
            for w in pot.could or pot.eligible:
                most[w] = most.get(w, 0) + pot.amount
    return most


def _without_unreturned(rec: dict[str, int], pots, owner: str, short: int, raked: int) -> None:
    """Collects without pot numbers, an uncalled bet not wholly returned: whether the owner's
    total holds the ``short`` chips not returned (then they come off it: they are judged as the
    return, not as a share).  It does when the collects are a settlement with them taken off
    and are none as they stand; failing both, when taking them off leaves the owner's share
    less at most the rake."""
    mine = rec[owner] - short
    if mine < 0:
        return
    if not all(pot.winners for pot in pots):
        # a pot's winner is unknown: the chips come off when the total is more than the owner may
        # win and taking them off leaves no more than that
        if mine <= _most_winnable(pots).get(owner, 0) < rec[owner]:
            rec[owner] = mine
        return
    if all(pot.winners for pot in pots):
        kept = dict(rec)
        kept[owner] = mine
        if rake_division.by_player(pots, kept, raked) is not None:
            rec[owner] = mine
            return
        if rake_division.by_player(pots, rec, raked) is not None:
            return
    whole = 0
    for pot in pots:
        for p, s in zip(pot.winners, split(pot.amount, pot.winners)):
            if p == owner:
                whole += s
    if 0 <= whole - mine <= raked:
        rec[owner] = mine


def _recorded_by_pot(awards: list[Award], rec: dict[str, int], named: dict | None = None) -> None:
    """Collects without pot numbers shown pot by pot: each player's recorded total fills their
    correct awards in pot order, what is left over where each pot's recorded column stays within
    what the pot holds (:func:`_into_short_pots`), the rest on their last award, and a payee who
    wins no pot gets a row of their own (in the main pot), so that the recorded column adds
    up to what the log collected.  A collect that names its pot (``named``: (player, pot) ->
    chips, some collects may) is recorded on that pot's row first (a row of its own, owed
    nothing, when the player wins nothing there: the dispute view shows it on the pot it
    names); the collects that name no pot then fill each row up to what it is owed."""
    left = dict(rec)
    last: dict[str, Award] = {}
    if named:
        rows = {(a.player, a.pot): a for a in awards}
        for (p, k), n in named.items():
            if p not in left:
                continue
            a = rows.get((p, k))
            if a is None:
                a = rows[(p, k)] = Award(k, p, 0, 0, 0, "")
                awards.append(a)
            x = min(n, left[p])
            a.recorded = (a.recorded or 0) + x
            left[p] -= x
            last[p] = a
        awards.sort(key=lambda a: a.pot)
    for a in awards:
        got = left.get(a.player)
        if got is None:
            continue
        have = a.recorded or 0
        x = min(got, max(a.correct - have, 0))
        a.recorded = have + x
        left[a.player] = got - x
        if x or a.player not in last:
            last[a.player] = a
    for p, extra in left.items():
        if extra:
            extra = _into_short_pots(awards, p, extra)
        if extra:
            if p in last:
                last[p].recorded += extra
            else:
                awards.append(Award(0, p, 0, extra, 0, ""))


def _into_short_pots(awards: list[Award], p: str, extra: int) -> int:
    """Place ``extra`` chips of ``p``'s (paid beyond their shares) where the recorded column of
    the pots stays within what each pot holds (review 54: on the player's last pot, an odd chip
    paid to the wrong winner showed as "recorded 101" from a pot of 100): on ``p``'s rows in pots
    still short of what their rows are owed (another winner's chips there), then through one
    other winner: ``p``'s row in a pot takes chips of another winner's row there, whose own row
    in a short pot takes them back (each player's total kept).  What cannot be placed so is
    returned (it goes on the player's last pot)."""
    short: dict[int, int] = {}      # each pot's rows: what they are owed but not recorded
    for a in awards:
        short[a.pot] = short.get(a.pot, 0) + a.correct - (a.recorded or 0)
    mine = [a for a in awards if a.player == p]
    for a in mine:
        gap = short[a.pot]
        if gap > 0:
            x = min(gap, extra)
            a.recorded += x
            short[a.pot] -= x
            extra -= x
            if not extra:
                return 0
    for a in mine:
        for b in awards:
            if b.pot != a.pot or b.player == p or not b.recorded:
                continue
            for c in awards:
                room = c.correct - (c.recorded or 0)
                if c.player != b.player or c.pot == a.pot or room <= 0:
                    continue
                x = min(extra, b.recorded, room)
                a.recorded += x
                b.recorded -= x
                c.recorded = (c.recorded or 0) + x
                extra -= x
                if not extra:
                    return 0
    return extra


def _odd_chips_moved(pots, division: list[int], rec: dict[str, int]) -> bool:
    """Whether the recorded totals are a settlement of these pots (this division of the rake)
    in which only the odd chips went to other winners of their pot: each pot's remainder
    given to its winners (a chip each, or more than one to a player)."""
    need: dict[str, int] = dict(rec)
    odd: list[tuple[int, list[str]]] = []
    for pot, taken in zip(pots, division):
        base, extra = divmod(pot.amount - taken, len(pot.winners))
        for p in pot.winners:
            need[p] = need.get(p, 0) - base
        if extra:
            odd.append((extra, list(pot.winners)))
    if any(v < 0 for v in need.values()) or sum(need.values()) != sum(e for e, _ in odd):
        return False
    return _place_odd(odd, 0, need, [0])


def _place_odd(odd: list[tuple[int, list[str]]], k: int, need: dict[str, int], nodes: list[int]) -> bool:
    if k == len(odd):
        return not any(need.values())
    nodes[0] += 1
    if nodes[0] > 20000:
        return False
    extra, winners = odd[k]
    # a chip each, or several to one player (no player gets more than one odd chip of a pot,
    # POKER.md 3: the even shares are still right, the odd chips went to the wrong players)
    for chosen in combinations_with_replacement([p for p in winners if need.get(p, 0) > 0], extra):
        nodes[0] += 1           # every placement tried counts: the search stays within its budget
        if nodes[0] > 20000:
            return False
        for p in chosen:
            need[p] -= 1
        ok = _place_odd(odd, k + 1, need, nodes)
        for p in chosen:
            need[p] += 1
        if ok:
            return True
    return False
