"""The Result of a replayed Tonk hand: the settlement compared, the stats, the explanation.

:func:`result` is called by ``Replay.settle`` (with the outcome's texts when
``explain``; it asks for them when it reports a wrong payment): it compares the correct nets
(stakes x ``stake``) with the recorded ``pay`` events player by player
(``tonk-wrong-payment``), builds the per-player results and the statistics
facts, and with ``explain`` the sections: each turn, the spreads on the
table, every hand's count at the end and the settlement line by line.
"""

from __future__ import annotations

from ..cards import CARD_INDEX, cards_str
from ..model import Finding, PlayerResult, Result, Section
from . import tonk_settle as st
from .tonk_melds import VALUES
from .tonk_options import ON_EMPTY_DRAW


def result(r, out: st.Outcome, explain: bool) -> Result:
    stake = r.opt.stake
    seats = r.hand.seats
    players = [s.player for s in seats]
    pays = r.pays
    claims = bool(pays)
    stakes = correct = None
    if out.ending != st.INCOMPLETE:
        if out.verifiable:
            stakes = out.stakes(players)
            correct = stakes if stake == 1 else {p: v * stake for p, v in stakes.items()}
        elif claims:
            # (a hand that records no pay makes no claim, FORMAT.md: nothing is compared, so no
            # award is left unchecked, as in poker; review 54: Tonk alone warned)
            unknown = [p for p in r.order if r.count_of(p) is None]
            why = f"the cards of {', '.join(unknown)} are not all known" if unknown else "the count is not known"
            text = f"{out.how}: {why}, so the count and the settlement cannot be checked"
            if out.ending == st.TONK or out.ending == st.OUT:
                # an out or a tonk, which the log does not show (review of session 65: tonk_spreads)
                text = f"{out.how}, so the settlement (1 or 2 stakes from each player) cannot be checked"
            r.findings.append(Finding("unverifiable-award", None, None, text))
    if claims:
        recorded = dict.fromkeys(players, 0)
        received = dict.fromkeys(players, 0)
        for _, a, b, amount in pays:
            recorded[a] -= amount
            recorded[b] += amount
            received[b] += amount
        _overdrawn(r, seats, pays, recorded)
        if correct is not None and recorded != correct:
            if not out.how:                  # the settlement's texts, for the messages
                out = r._final_outcome(True)
            at, pairs = _first_wrong_pay(pays, out.payments, stake)
            found = []
            for p in _at_fault(players, pays, recorded, correct, pairs):
                if recorded[p] != correct[p]:
                    message = _wrong_payment(p, recorded[p], correct[p], out, stake)
                else:       # the right total to the wrong players
                    message = _wrong_payees(p, pairs, recorded[p])
                found.append(Finding("tonk-wrong-payment", at.get(p), p, message))
            # in the log's order (a missing payment, with no event, last)
            found.sort(key=lambda f: (f.seq is None, f.seq or 0))
            r.findings.extend(found)
    else:                                    # nothing recorded: the correct settlement stands
        recorded = dict.fromkeys(players, 0) if correct is None else correct
        received = dict.fromkeys(players, 0)
        if correct is not None:
            for _, payee, k in out.payments:
                received[payee] += k * stake
    counts = out.counts
    results = [PlayerResult(s.seat, s.player, s.stack, s.stack + recorded[s.player], recorded[s.player],
                            False, s.player in counts, received[s.player]) for s in seats]
    stats = {"ending": out.ending, "winners": out.winners, "dropper": out.dropper,
             "counts": counts, "stakes": {} if stakes is None else stakes}
    res = Result("tonk", r.findings, results, rounds=r.rounds, claims=claims, stats=stats)
    if out.ending != st.INCOMPLETE and not out.verifiable:
        res.settlement_unknown = True
    if explain:
        res.sections = _sections(r, out, recorded, correct, claims)
    return res


def _at_fault(players: list[str], pays, recorded: dict[str, int], correct: dict[str, int],
              pairs: dict[tuple[str, str], tuple[int, int]]) -> list[str]:
    """The players at fault for payments that do not net right (CODES.md: a finding names the
    player at fault; README: one fault stays one finding), in seat order.  ``pairs``: the
    payer-payee totals that differ from the correct payments (paid, owed).

    The payer of every pair that differs, and a player whose payments net wrong who is no payee
    of one; but payments may be netted (TONK.md: they must net, player by player), so when some
    of those net wrong, the ones whose payments net right are not at fault (a caught dropper who
    paid the winner what a third player owes them).  A player named so who only received wrongly
    (paid nothing, owes nothing in all) is the consequence of the payers who paid them more than
    they owed them: those are named instead (the right totals went to the wrong player)."""
    wrong = {p for p in players if recorded[p] != correct[p]}
    payers = {a for a, _b in pairs}
    payees = {b for _a, b in pairs}
    named = [p for p in players if p in payers or (p in wrong and p not in payees)]
    if any(p in wrong for p in named):
        named = [p for p in named if p in wrong]
    paying = {a for _, a, _b, _k in pays}
    out: set[str] = set()
    for p in named:
        if p in wrong and p not in paying and correct[p] >= 0:
            over = {a for (a, b), (paid, owed) in pairs.items() if b == p and paid > owed}
            out |= over or {p}
        else:
            out.add(p)
    return [p for p in players if p in out]


def _wrong_payees(p: str, pairs: dict[tuple[str, str], tuple[int, int]], net: int) -> str:
    """The message for a payer whose payments net right but went to the wrong players."""
    parts = [f"{b} {paid} (owed {owed})" for (a, b), (paid, owed) in pairs.items() if a == p]
    return f"{p}'s payments net {net:+d}, as they should, but went to the wrong players: " + ", ".join(parts)


def _first_wrong_pay(pays, payments, stake: int) -> tuple[dict[str, int], dict[tuple[str, str], tuple[int, int]]]:
    """The first wrong ``pay`` event of each player it involves (CODES.md: a settlement finding
    points at the first recorded event that is wrong; a player missing here gets seq null, as
    what is wrong for them is a payment missing), and the payer-payee pairs whose payments are
    wrong: (paid, owed) of each.

    Payments are compared payer to payee with the correct ones: a ``pay`` is wrong where the
    payer's recorded total to that payee first goes past what the payer owes the payee; when
    the total stays short of it, the first ``pay`` between the two is the wrong one."""
    owed: dict[tuple[str, str], int] = {}
    for a, b, k in payments:
        owed[a, b] = owed.get((a, b), 0) + k * stake
    paid: dict[tuple[str, str], int] = {}
    first_of: dict[tuple[str, str], int] = {}
    wrong: list[tuple[int, str, str]] = []
    for seq, a, b, amount in pays:
        key = (a, b)
        before = paid.get(key)
        if before is None:
            before = 0
            first_of[key] = seq
        paid[key] = before + amount
        if before <= owed.get(key, 0) < before + amount:
            wrong.append((seq, a, b))
    for key, total in paid.items():
        if total < owed.get(key, 0):
            wrong.append((first_of[key], *key))
    at: dict[str, int] = {}
    paying: dict[str, int] = {}
    for seq, a, b in sorted(wrong):
        paying.setdefault(a, seq)
        at.setdefault(a, seq)
        at.setdefault(b, seq)
    at.update(paying)       # a payer's finding points at their own wrong line, not one paid to them
    pairs = {key: (paid.get(key, 0), owed.get(key, 0)) for key in sorted(paid.keys() | owed.keys())
             if paid.get(key, 0) != owed.get(key, 0)}
    return at, pairs


def _overdrawn(r, seats, pays, nets: dict[str, int]) -> None:
    """``stack-exceeded`` for a player whose recorded payments, net of what they were paid,
    come to more than their stack: at the ``pay`` where the running sum first goes past it."""
    for s in seats:
        if s.stack + nets[s.player] >= 0:
            continue
        p, out = s.player, 0
        for seq, a, b, amount in pays:
            if a == p:
                out += amount
                if out > s.stack:
                    r.findings.append(Finding("stack-exceeded", seq, p,
                                              f"{p} paid {out} in all (net of chips received) but had only "
                                              f"{s.stack}"))
                    break
            elif b == p:
                out -= amount


def _wrong_payment(p: str, rec: int, cor: int, out: st.Outcome, stake: int) -> str:
    mine = [x for x in out.payments if p in (x[0], x[1])]
    detail = "; ".join(f"{payer} pays {payee} {k} x {stake} = {k * stake}" for payer, payee, k in mine[:6])
    if len(mine) > 6:
        detail += f"; and {len(mine) - 6} more"
    if not mine:
        detail = f"{p} neither pays nor is paid"
    if cor < 0:
        owes = f"{p} owes {-cor}"
    elif cor > 0:
        owes = f"{p} is owed {cor}"
    else:
        owes = f"{p}'s correct net is 0"
    return f"{p}'s payments net {rec:+d}; {owes} ({out.how}: {detail})"


def _describe(ev) -> str | None:
    t = ev.type
    if t == "drop":
        return "dropped"
    if t == "draw":
        return f"drew {ev.card} from the {'discard pile' if ev.source == 'discard' else 'stock'}"
    if t == "spread":
        return f"spread {' '.join(ev.cards)}"
    if t == "hit":
        return f"hit spread {ev.spread} with {' '.join(ev.cards)}"
    if t == "discard":
        return f"discarded {ev.card}"
    if t == "declare":
        return "declared a dealt tonk"
    return None


def _turn_lines(r) -> list[str]:
    lines: list[str] = []
    deal = []
    key = None
    parts: list[str] = []
    end = r.end_seq
    if end is not None and not (r.end_unplayed or r.end_kind in (st.DEALT_TONK, st.VOID) or
                                r.end_kind in (st.STOCK_OUT, st.STOCK_OUT_VOID) and r.opt.stock_out == ON_EMPTY_DRAW):
        # the event that ended the hand was played (a declaration ends it at the first play after
        # it, a stock out on_empty_draw at the event of the player who would have to draw, and a
        # turn left without its discard, or a deal that left no stock, at the next event: review
        # of session 60)
        end += 1
    for seq, ev in enumerate(r.hand.events):
        t = ev.type
        if t == "deal":
            deal.append(f"{ev.player} {' '.join(ev.cards)} ({_count(ev.cards)})")
            continue
        if t == "upcard":
            deal.append(f"upcard {ev.card}")
            continue
        text = _describe(ev)
        if text is None:
            continue
        # (a play logged after the event that ended the hand is not played: out-of-turn)
        rnd = AFTER_END if end is not None and seq >= end else r.rounds[seq] if seq < len(r.rounds) else 0
        k = (rnd, ev.player)
        if k != key:
            if parts:
                lines.append(_turn_text(key, parts))
            key, parts = k, []
        parts.append(text)
    if parts:
        lines.append(_turn_text(key, parts))
    if deal:
        lines.insert(0, "the deal: " + "; ".join(deal))
    return lines


AFTER_END = -1      # a turn line's round: logged after the hand ended


def _turn_text(key, parts) -> str:
    rnd, p = key
    if rnd == AFTER_END:
        return f"after the hand ended, {p} (not played): " + ", ".join(parts)
    where = f"round {rnd}" if rnd else "before play"
    return f"{where}, {p}: " + ", ".join(parts)


def _count(cards) -> str:
    total = 0
    for c in cards:
        v = CARD_INDEX[c]
        if v < 0:
            return "count unknown"
        if v < 52:                           # a joker is no Tonk card (a duplicate-card): it counts nothing
            total += VALUES[v]
    return f"count {total}"


def _sections(r, out: st.Outcome, recorded, correct, claims: bool) -> list[Section]:
    stake = r.opt.stake
    turns = Section("Turns", _turn_lines(r))
    spreads = Section("Spreads on the table", header=["#", "owner", "cards", "kind", "hits"])
    for sp in r.spreads:
        hits = "; ".join(f"{who}: {cards_str(cs)}" for who, cs in sp.hits)
        spreads.rows.append([str(sp.number), sp.owner, cards_str(sp.cards), sp.kind or "invalid", hits])
    if not r.spreads:
        spreads.lines.append("no spreads were laid")
    counts = Section("Hands at the end", header=["player", "cards left", "count"])
    for p in r.order:
        c = r.count_of(p)
        counts.rows.append([p, r._held(p), "?" if c is None else str(c)])
    lines = [f"how the hand ended: {out.how}"] if out.ending != st.INCOMPLETE else \
        ["the hand did not end: nothing is owed"]
    if not out.verifiable:
        lines.append("who pays what cannot be worked out: a count is not known")
    elif out.ending != st.INCOMPLETE:
        lines += st.payment_lines(out, stake)
    if not claims:
        lines.append("the log records no payments (nothing to compare)")
    settle = Section("Settlement", lines, header=["player", "correct net", "recorded net", "check"])
    # payer to payee, the correct payments beside the recorded ones: a net can be right and its
    # payments go to the wrong players (tonk-wrong-payment)
    # (only when a net is wrong: payments that net right, player by player, are right, TONK.md 3)
    pairs = _first_wrong_pay(r.pays, out.payments, stake)[1] \
        if claims and correct is not None and recorded != correct else {}
    payers = {a for a, _b in pairs}
    for s in r.hand.seats:
        p = s.player
        cor = "?" if correct is None else f"{correct[p]:+d}"
        rec = f"{recorded[p]:+d}" if claims else "-"
        ok = "" if not claims or correct is None else (
            "WRONG" if recorded[p] != correct[p] else "net ok, paid to the wrong players" if p in payers else "ok")
        settle.rows.append([p, cor, rec, ok])
    sections = [turns, spreads, counts, settle]
    if pairs:
        by_pair = Section("Payments that differ: correct beside recorded",
                          header=["payer", "payee", "correct", "recorded"])
        for (a, b), (paid, owed) in pairs.items():
            by_pair.rows.append([a, b, str(owed), str(paid)])
        sections.append(by_pair)
    return sections
