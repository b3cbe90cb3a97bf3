"""What a settled poker table tells ``explain`` beyond its pots (:func:`audit.poker.table_settle.settle`
with ``explain``): the hands at the showdown, ranked, and the sections the structured result does
not say (the uncalled bet and what the log returned, how split pots were shared, the rake)."""

from __future__ import annotations

from ..cards import card_str
from ..model import Section, ShownHand, View
from .settle_words import pot_name


def ranked_showdown(t, strengths, hands, explain, best_fn, mucked=None) -> list[ShownHand]:
    """The hands at the showdown, best first; a mucked hand cannot win (POKER.md 3): it comes
    last, with no place (``order`` 0)."""
    every = bool(mucked) and all(m or out for m, out in zip(t.mucked, t.folded))
    if every:
        mucked = None            # everyone still in mucked: the best mucked hand wins (README)
    order = sorted(strengths.items(), key=lambda kv: (bool(mucked and kv[0] in mucked), -kv[1]))
    out = []
    rank = 0
    prev = None
    for k, (p, s) in enumerate(order, 1):
        cs = t.cards[t.index[p]]
        best = best_fn(cs)[0] if explain else []
        words = hands[p]
        if every:
            words = f"{words} (every player still in mucked: the best mucked hand wins)"
        if mucked and p in mucked:
            place = 0
            words = f"{words}: a mucked hand wins no pot a shown hand is in"
        else:
            if s != prev:
                rank = k
                prev = s
            place = rank
        out.append(ShownHand(p, [card_str(c) for c in cs], [card_str(c) for c in best], words, s, place))
    return out


def explain_sections(t, pots, unc, odd_reasons, awards) -> list[Section]:
    """What the structured result does not say: the uncalled bet, how split pots were shared
    (the correct shares of the settlement: after the pot's part of the rake)."""
    secs = []
    given: dict[str, int] = {}             # what the log gave back, to whom
    for _, i, a in t.returns:
        if i is not None:
            given[t.names[i]] = given.get(t.names[i], 0) + a
    if unc:
        line = f"{unc[0]}'s uncalled {unc[1]} is returned: nobody matched it"
        rows = []
        if t.collects or t.returns:      # the log pays out: what it gave back
            got = given.pop(unc[0], 0)
            if got != unc[1] or given:
                # (chips of it returned to nobody are in the settlement when collected: a row that
                # records more than its correct award)
                kept = got + sum(given.values()) < unc[1] and any(
                    a.recorded is not None and a.recorded > a.correct for a in awards)
                line = f"{unc[0]}'s uncalled {unc[1]} is owed back: nobody matched it; the log returns " \
                    f"{given_to(unc[0], got, given)}" + (" (see the settlement)" if kept else "")
                rows = _returned_rows({unc[0]: unc[1]}, {unc[0]: got, **given})
        secs.append(Section("Uncalled bet", [line], rows, _RETURNED if rows else []))
    elif given:
        secs.append(Section("Uncalled bet", [f"no bet is uncalled: every bet was matched; the log returns "
                                             f"{given_to(None, 0, given)}"], _returned_rows({}, given), _RETURNED))
    lines = []
    for k, pot in enumerate(pots):
        if len(pot.winners) > 1:
            mine = {a.player: a for a in awards if a.pot == k}
            shares = [mine[p].correct if p in mine else 0 for p in pot.winners]
            odd = sum(mine[p].odd_chips for p in pot.winners if p in mine)
            shared = sum(shares)
            parts = ", ".join(f"{p} {s}" for p, s in zip(pot.winners, shares))
            line = f"{pot_name(k)} of {pot.amount}"
            if shared != pot.amount:
                line += f" less {pot.amount - shared} rake"
            line += f" split {len(pot.winners)} ways: {parts}"
            if odd:
                line += f"; odd chip{'s' if odd > 1 else ''} by {odd_reasons[k]}"
            lines.append(line)
    if lines:
        secs.append(Section("Splits", lines))
    lines = _untold(pots, awards) if t.collects else []
    if lines:
        secs.append(Section("Pots whose winner cannot be told", lines))
    raked = sum(a for _, a in t.rakes)
    if raked and pots and not t.collects:
        # the correct shares' division (in proportion, as rooms take it: the settlement table says
        # so), told pot by pot (review of session 61: a single winner's pot was told nowhere)
        parts = [0 if not pot.winners else pot.amount - sum(a.correct for a in awards if a.pot == k)
                 for k, pot in enumerate(pots)]
        taken = ", ".join(f"{part} from the {pot_name(k)} of {pots[k].amount}"
                          for k, part in enumerate(parts) if part > 0)
        secs.append(Section("Rake", [f"the rake of {raked}: the log records no collect, so no settlement, and no "
                                     f"division of the rake among the pots, is compared"
                                     + (f"; the correct shares take it in proportion to the pots: {taken}"
                                        if taken else "")]))
    elif raked and pots and awards:
        # each pot's part of the rake, as the settlement was judged (what its shares leave); a pot
        # whose winner cannot be told has no shares, so none of it is told as rake (review of
        # session 60: a rake of 1 read "15 from the main pot of 15")
        untold = [k for k, pot in enumerate(pots) if not pot.winners and pot.amount
                  and not any(a.correct for a in awards if a.pot == k)]
        parts = [0 if k in untold else pot.amount - sum(a.correct for a in awards if a.pot == k)
                 for k, pot in enumerate(pots)]
        taken = ", ".join(f"{part} from the {pot_name(k)} of {pots[k].amount}"
                          for k, part in enumerate(parts) if part > 0)
        over = raked - sum(parts)
        if any(part < 0 for part in parts):
            # rows holding more than their pot (collects that name no pot, placed on the first pot
            # each player may win, README): no pot's part can be told (review of session 63: "the
            # rake of 1: 93 from the side pot 1 of 93")
            taken = "which pots it came from cannot be told (the collects name no pot)"
        elif over > 0 and untold:
            where = " and ".join(f"the {pot_name(k)} of {pots[k].amount}" for k in untold)
            rest = (f"the rest, {over}, from {where}, whose winner cannot be told" if taken
                    else f"{over} from {where}, whose winner cannot be told")
            taken = f"{taken}; {rest}" if taken else rest
        elif over > 0:
            taken = (f"{taken}, and {over} more than the collects leave" if taken
                     else "more than the collects leave")
        secs.append(Section("Rake", [f"the rake of {raked}: {taken}"]))
    return secs


def _untold(pots, awards) -> list[str]:
    """The pots whose winner the unknown cards decide and that no award of the settlement holds
    (nobody the log paid may win it, or the log paid more than it holds, or nothing): who may win
    them, so that the settlement accounts for their chips."""
    out = []
    for k, pot in enumerate(pots):
        if pot.winners or not pot.amount or any(a.correct for a in awards if a.pot == k):
            continue
        who = pot.could or pot.eligible
        if not who:
            continue
        many = " or ".join(who) if len(who) < 3 else ", ".join(who[:-1]) + " or " + who[-1]
        out.append(f"the {pot_name(k)} of {pot.amount}: {many} wins it, which cannot be told "
                   f"({pot.reason or 'unknown cards'}); no row of the settlement is owed any of it")
    return out


_RETURNED = ["player", "owed back", "returned", ""]


def _returned_rows(owed: dict[str, int], returned: dict[str, int]) -> list[list[str]]:
    """The uncalled bet's rows, correct beside recorded: each player owed chips back or returned
    some, what they were owed and what the log returned them."""
    return [[p, str(owed.get(p, 0)), str(returned.get(p, 0)),
             "<-- differs" if owed.get(p, 0) != returned.get(p, 0) else ""]
            for p in dict.fromkeys([*owed, *returned])]


def given_to(owner: str | None, got: int, others: dict[str, int]) -> str:
    """What the log returned: ``got`` to the uncalled bet's ``owner``, and to ``others``."""
    if not others:
        return str(got) if got else "nothing"
    parts = [f"{got} to {owner}"] if got else []
    parts += [f"{a} to {p}" for p, a in others.items()]
    return " and ".join(parts) + (" instead" if owner is not None and not got else "")


def table_view(t, phase: str) -> View:
    """What ``explain`` shows of the table ``t`` after an event: the player to act and what they owe,
    the pot (less what the log has paid out so far), the stacks."""
    br = t.br
    to_act = None
    to_call = 0
    if br is not None and br.to_act is not None:
        to_act = t.names[br.to_act]
        to_call = br.owed(br.to_act)
    # the chips the log has paid out so far (collects, returns, rake) have left the pot; summed
    # as they come (view runs at every event: summed afresh each time, a hand of 32,000 collects
    # took 48 s to explain, review 55)
    collects, returns, rakes = t.collects, t.returns, t.rakes
    memo = t.paid_view
    if memo is None or memo[0] > len(collects) or memo[1] > len(returns) or memo[2] > len(rakes):
        memo = t.paid_view = [0, 0, 0, 0, [0] * t.n]
    got = memo[4]
    paid = memo[3]
    for _seq, i, amount, _pot in collects[memo[0]:]:
        paid += amount
        if i is not None:
            got[i] += amount
    for _seq, i, amount in returns[memo[1]:]:
        paid += amount
        if i is not None:
            got[i] += amount
    for _seq, amount in rakes[memo[2]:]:
        paid += amount
    memo[0], memo[1], memo[2], memo[3] = len(collects), len(returns), len(rakes), paid
    stacks = {name: stack + extra for name, stack, extra in zip(t.names, t.stacks, got)}
    return View(to_act, to_call, sum(t.total) + t.carried - paid, stacks, phase)
