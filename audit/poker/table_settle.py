"""The settlement of a poker hand: :func:`settle` turns a :class:`audit.poker.table.PokerTable`
``t`` at the end of the hand (draw and stud call it) into its :class:`audit.model.Result`.

``settle(t, game, explain, strength, showdown, describe_hand, best, over)``: pots from the
contributions, winners by ``strength(cards) -> int`` (default :func:`rank_hand`) among the
players still in (not folded, not mucked), the odd chips by ``t.odd_chip``, compared with the
recorded collects/returns/rake (:mod:`audit.poker.settle`); a pot a redeal carried into the hand
(``t.carried``) joins the main pot (:func:`carry_into`).  A pot whose contenders' cards are
unknown is unverifiable, unless every unknown hand loses to the best known one whatever its one
or two unknown cards are (:func:`unknown_ceiling`).  ``showdown``: the hand reached the showdown (for PlayerResult).
``describe_hand(i, strength) -> str`` words for a hand (default :func:`describe`); ``best(cards)
-> (cards, strength)`` the cards that play (explain only).  ``Result.showdown`` and
``Result.sections`` are filled only with ``explain``; the sections hold only what the
structured result lacks (the uncalled bet, how split pots were shared and why the odd chips
went where they did): the pots, the showdown and the settlement are in the Result itself
(explain: the ranked showdown and the sections, :mod:`audit.poker.table_explain`).

Functions of the table as :mod:`audit.poker.table_explain`'s are; ``table_settle.pxd`` declares
``t`` a ``PokerTable``, so that the compiled build reads its fields from the C struct."""

from __future__ import annotations

from itertools import combinations
from math import comb

from ..cards import JOKER, UNKNOWN, cards_str
from ..model import Finding, PlayerResult, Pot, Result, Section
from .evaluate import best_five, rank_hand
from .evaluate_wild import MOST_CARDS, WildStrength, wild_ceiling
from .evaluate_words import WithCommunity
from .hand_words import Words, kickers_when_words_tie
from .lost_chips import lost_chips_as_paid
from .pots import BUTTONS_LEFT, odd_chip_order, seat_pots
from .settle import books_finding, compare_settlement, correct_settlement, without_collects
from .table_explain import explain_sections, ranked_showdown


def settle(t, game: str, explain: bool = False, strength=rank_hand, showdown: bool = True,
           describe_hand=None, best=best_five, over: bool = True) -> Result:
    """The hand's result.  ``over``: false when the log ends before the hand is over (the game
    has found ``hand-incomplete``): see :func:`_settle_unfinished`."""
    names = t.names
    folded = t.folded
    total = t.total
    if t.paid_total is not None and t.paid_total != total and _paid_as_it_stood(t):
        total = t.total = t.paid_total
    elif t.collects and (t.odd_antes is not None or None in t.anted or t.lost_calls is not None or
                                 t.odd_calls is not None or t.lost_bets is not None) and \
            (lost_chips_as_paid(t, False) or (t.odd_calls is not None and len(t.odd_calls) == 1 and
                                              lost_chips_as_paid(t, True))):
        total = t.total
    if t.wrong_returns is not None:
        _chips_came_late(t)
    contested = folded.count(False) > 1
    if contested and not over:
        return _settle_unfinished(t, game, explain)
    strengths: dict[str, int] = {}
    unknown: list[str] = []
    ceilings: dict[str, int | None] = {}
    if contested:
        for p, out, cs in zip(names, folded, t.cards):
            if not out:
                if cs and UNKNOWN not in cs:
                    strengths[p] = strength(cs)
                else:
                    unknown.append(p)
        if t.disputed is not None and unknown:
            _disputed_strengths(t, strength, unknown, strengths, ceilings)
        hands = Words(strengths, describe_hand, t.index)
    else:
        hands = {}
    pots, unc = seat_pots(names, total, folded, t.dead_parts())
    if t.carried:
        carry_into(pots, t.carried, [p for p, out in zip(names, folded) if not out])
    if t.early_muck is not None:
        for i in t.early_muck:
            if not t.shown[i]:
                t.mucked[i] = True
    mucked = None
    if True in t.mucked:
        mucked = {p for p, m, out in zip(names, t.mucked, folded) if m and not out}
        for p in mucked:
            if p in strengths:
                hands[p] = f"mucked, {hands[p]}"
    if len(pots) == 1:
        odd_reasons = [_award(t, pots[0], contested, mucked, unknown, strengths, hands, strength, ceilings)]
    else:
        odd_reasons = [_award(t, pot, contested, mucked, unknown, strengths, hands, strength, ceilings)
                       for pot in pots]
    rakes = t.rakes
    rake = 0
    for _, a in rakes:
        rake += a
    collects = t.collects
    claims = bool(collects)
    if claims:
        st = compare_settlement(
            pots, unc, [(s, names[i], a, k) for s, i, a, k in collects],
            [(s, names[i], a) for s, i, a in t.returns], rakes, odd_reasons, hands)
        if st.findings:
            if t.wrong_returns is not None:
                _judged_again(t, st.findings)
            _rake_notes(t, st.findings)
            t.findings.extend(st.findings)
        awards = st.awards
        won = st.collected
        got = won
        if st.kept_uncalled is not None:
            # the uncalled bet collected instead of returned is the owner's own chips, not winnings
            owner, chips = st.kept_uncalled
            won = dict(won)
            won[owner] -= chips
        elif unc is not None and unc[1] > st.returned.get(unc[0], 0) and won.get(unc[0], 0) > 0:
            # so are they when the owner's collects are wrong otherwise too (a pot the hand does not
            # have, say): what the owner collected beyond their share, up to what was not returned
            # (review of session 60: they counted as won at the showdown)
            owner = unc[0]
            share = 0
            for a in awards:
                if a.player == owner:
                    share += a.correct
            chips = min(unc[1] - st.returned.get(owner, 0), max(0, won[owner] - share))
            if chips:
                won = dict(won)
                won[owner] -= chips
        if st.returned:
            got = dict(got)     # what the log gave each player: its collects (kept chips too) and returns
            for p, a in st.returned.items():
                got[p] = got.get(p, 0) + a
    else:
        if t.returns or rakes:
            found = without_collects(pots, unc, [(s, names[i], a) for s, i, a in t.returns], rakes)
            if found and t.wrong_returns is not None:
                # a return found wrong when it came: that finding says it (one fault, one finding)
                at = {f.seq for f in t.wrong_returns}
                found = [f for f in found if f.code != "uncalled-bet-not-returned" or f.seq not in at]
            t.findings.extend(found)
        awards = correct_settlement(pots, odd_reasons, rake)
        won = {}
        for a in awards:
            won[a.player] = won.get(a.player, 0) + a.correct
        got = won
        if unc:
            got = won.copy()
            got[unc[0]] = got.get(unc[0], 0) + unc[1]
    at_showdown = showdown and contested
    players = []
    add = players.append
    for seat, p, s0, put, out in zip(t.hand.seats, names, t.start, total, folded):
        if p in got:
            end = s0 - put + got[p]
            add(PlayerResult(seat.seat, p, s0, end, end - s0, out, at_showdown and not out,
                             won[p] if p in won else 0))
        else:
            add(PlayerResult(seat.seat, p, s0, s0 - put, -put, out, at_showdown and not out, 0))
    shown = ranked_showdown(t, strengths, hands, explain, best, mucked) if contested and explain else []
    result = Result(game, t.findings, players, pots, awards, sum(total) - (unc[1] if unc else 0) + t.carried,
                    rake, t.rounds, shown, [], claims)
    if t.carried:
        result.carried = t.carried
    if explain:
        result.sections = explain_sections(t, pots, unc, odd_reasons, awards)
    t._release()
    return result


def _paid_as_it_stood(t) -> bool:
    """Chips were put in after the log paid out (by an event reported there: nothing happens at
    the table once the pot is paid out), and what the log paid out (collects, returns, rake) is
    exactly what had been put in when it did: the payout settled the pot as it stood, so it is
    judged against that pot, and the late chips are that event's fault alone (one fault, one
    finding).  A payout that takes the late chips in (a log that wrote its payout early) is
    judged against the whole pot, as before."""
    out = sum(a for _, _, a, _ in t.collects) + sum(a for _, _, a in t.returns) + sum(a for _, a in t.rakes)
    return out == sum(t.paid_total) + t.carried != sum(t.total) + t.carried


def _chips_came_late(t) -> None:
    """A return found without an uncalled bet when it came
    (:meth:`PokerTable._no_uncalled_bet`), whose player put chips in later by an event found out
    of its place (a forced bet or a bet logged late, reported there): those late chips are the
    fault, not the return (one fault, one finding); the settlement judges the return as usual."""
    events = t.hand.events
    late = {(events[f.seq].player, f.seq) for f in t.findings
            if f.code in _OUT_OF_PLACE and f.seq is not None and f.seq < len(events)
            and events[f.seq].type in _CHIPS_IN}
    if not late:
        return
    for f in list(t.wrong_returns):
        if any(p == f.player and seq > f.seq for p, seq in late):
            t.wrong_returns.remove(f)
            t.findings.remove(f)


def _rake_notes(t, found: list[Finding]) -> None:
    """``books-unbalanced`` at a ``rake`` the log gives a note (a reader's: PHH's finishing stacks
    below what a player kept are such a rake, its note naming the player): the note is quoted, so
    that the message says what the rake stands for."""
    events = t.hand.events
    for f in found:
        if f.code == "books-unbalanced" and f.seq is not None and f.seq < len(events):
            ev = events[f.seq]
            if ev.type == "rake" and ev.note:
                f.message += f" (the rake's note: {ev.note})"


def _judged_again(t, found: list[Finding]) -> None:
    """A return found wrong when it came (:meth:`PokerTable._no_uncalled_bet`) that the settlement finds
    wrong too: one finding, the settlement's (what the return should have been)."""
    at = {f.seq for f in found if f.code == "uncalled-bet-not-returned"}
    for f in t.wrong_returns:
        if f.seq in at:
            t.findings.remove(f)


def _settle_unfinished(t, game: str, explain: bool) -> Result:
    """The log ends before the hand is over, with two players or more still in it
    (``hand-incomplete``: no showdown, no winner, CODES.md): no pot has a winner yet, no bet
    is yet uncalled and no settlement can be computed, so none is compared with what the log
    records.  A player's end is their start less what they put in, plus what the log says
    they collected or got back (as Palace does)."""
    names = t.names
    got: dict[str, int] = {}
    for _, i, a, _ in t.collects:
        got[names[i]] = got.get(names[i], 0) + a
    for _, i, a in t.returns:
        got[names[i]] = got.get(names[i], 0) + a
    players = []
    for seat, p, s0, put, out in zip(t.hand.seats, names, t.start, t.total, t.folded):
        end = s0 - put + got.get(p, 0)
        players.append(PlayerResult(seat.seat, p, s0, end, end - s0, out, False, got.get(p, 0)))
    rake = 0
    for _, a in t.rakes:
        rake += a
    if t.collects:
        # whoever wins, what the log pays out must balance what was put in (POKER.md 3)
        books = books_finding(sum(t.total) + t.carried, sum(a for _, _, a, _ in t.collects),
                              sum(a for _, _, a in t.returns), rake, t.collects, t.returns, t.rakes, t.carried)
        if books is not None:
            t.findings.append(books)
    result = Result(game, t.findings, players, [], [], sum(t.total) + t.carried, rake, t.rounds, [], [],
                    bool(t.collects))
    if t.carried:
        result.carried = t.carried
    if explain:
        result.sections = [Section("Settlement", [
            "The hand is not over: no pot has a winner yet, and no settlement can be computed."])]
    t._release()
    return result


def carry_into(pots: list[Pot], chips: int, live: list[str]) -> None:
    """The pot a redeal carried into the hand (``chips``) joins its main pot, which every player
    still in (``live``) may win, as casinos play a redealt pot; a hand whose players put nothing
    in (no forced bets, an uncalled bet only) gets a main pot of the carried chips alone."""
    if pots:
        main = pots[0]
        main.amount += chips
        main.carried = chips
    else:
        pots.append(Pot(0, chips, live, {}, carried=chips))


#: the most unknown cards of one hand whose every completion is tried (50 x 49 / 2 = 1,225 hands)
MAX_UNKNOWN = 2


def unknown_ceiling(cards: list[int], strength, jokers: int) -> int | None:
    """The strongest ``cards`` can be, each unknown card any card of the deck (``jokers`` jokers
    in it) that the hand does not hold: more cards than it could really have been dealt (those
    the others hold or were burned are tried too), so the strength is never too low.  None when
    the hand has more than :data:`MAX_UNKNOWN` unknown cards, or no known one, or more cards than
    any game deals (:data:`audit.poker.evaluate_wild.MOST_CARDS`: a broken deal, reported; each
    fill would rank them all)."""
    fills = _fills(cards, jokers)
    if fills is None:
        return None
    known, n, pool = fills
    top = -1
    for fill in combinations(pool, n):
        s = strength(known + list(fill))
        if s > top:
            top = s
    return top


def _fills(cards: list[int], jokers: int) -> tuple[list[int], int, list[int]] | None:
    """The known cards of ``cards``, how many are unknown, and the cards each may be (those
    :func:`unknown_ceiling` tries); None when they are not tried."""
    n = 0
    for c in cards:
        if c == UNKNOWN:
            n += 1
    if n == 0 or n > MAX_UNKNOWN or n == len(cards) or len(cards) > MOST_CARDS:
        return None
    known = [c for c in cards if c != UNKNOWN]
    held = set(known)
    return known, n, [c for c in range(52) if c not in held] + [JOKER] * max(0, jokers - known.count(JOKER))


#: the most five-card rankings with wild cards one unknown hand's search may take (each ranking
#: of a hand with wild cards that may stand only for cards not held tries every choice of the
#: wild cards playing as themselves, and the seven cards of a broken draw deal every five of
#: them: a crafted hand took a minute; review of session 61).  Past it the hand could be
#: anything (the pot is unverifiable-award), as a hand of more unknown cards is.
WILD_BUDGET = 25_000


def _wild_could_reach(cards: list[int], strength, jokers: int, top: int) -> bool:
    """Whether ``cards`` with unknown cards could be as strong as ``top`` under ``strength``'s wild
    rules: not when even every unknown card standing for any card falls short
    (:func:`audit.poker.evaluate_wild.wild_ceiling`); else by trying the cards each may be, up to
    :data:`WILD_BUDGET` rankings, the first as strong ending the search."""
    fills = _fills(cards, jokers)
    if fills is None:
        return True
    known, n, pool = fills
    wild = strength.wild
    if wild_ceiling(known, n, wild) < top:
        return False
    cost = comb(len(pool), n) * (comb(len(cards), 5) if len(cards) > 5 else 1)
    if wild.wild_represents != "any":
        faced = n
        for c in known:
            if c in wild.cards and c != JOKER:
                faced += 1
        cost <<= faced
    if cost > WILD_BUDGET:
        return True
    for fill in combinations(pool, n):
        if strength(known + list(fill)) >= top:
            return True
    return False


def _could_tie(t, p: str, top: int, strength) -> bool:
    """Whether the unknown hand of ``p`` could be exactly as strong as ``top`` (one or two unknown
    cards tried as every card the hand does not hold; else it could)."""
    fills = _fills(t.cards[t.index[p]], t.ledger.jokers)
    if fills is None:
        return True
    known, n, pool = fills
    for fill in combinations(pool, n):
        if strength(known + list(fill)) == top:
            return True
    return False


def _could_reach(t, p: str, top: int, strength, ceilings: dict[str, int | None]) -> bool:
    """The unknown hand of ``p`` could be as good as ``top`` (:func:`unknown_ceiling`, found once
    per player in ``ceilings``; None: anything; with wild cards :func:`_wild_could_reach`, for
    this ``top``)."""
    if p not in ceilings:
        if isinstance(strength, WildStrength):
            return _wild_could_reach(t.cards[t.index[p]], strength, t.ledger.jokers, top)
        ceilings[p] = unknown_ceiling(t.cards[t.index[p]], strength, t.ledger.jokers)
    best = ceilings[p]
    return best is None or best >= top


def _known(t, p: str) -> list[int]:
    return [c for c in t.cards[t.index[p]] if 0 <= c < 52]


def _known_floor(t, blind: list[str], strength) -> tuple[int, str | None]:
    """The weakest the best of the unknown hands ``blind`` can be, and whose: each one's known
    cards ranked alone (a partial hand ranks below any completion of it: its missing cards count
    as nothing, POKER.md's stud boards), ``(-1, None)`` when none has a known card, or when wild
    cards make that no lower bound (``strength`` is not the plain :func:`rank_hand`)."""
    best, who = -1, None
    disputed = t.disputed
    if disputed is not None:
        # a hand the deal and the show disagree about is at least as strong as the weaker of the two
        for p in blind:
            pair = disputed.get(t.index[p])
            if pair is not None:
                f = min(strength(pair[0]), strength(pair[1]))
                if f > best:
                    best, who = f, p
    if strength is not rank_hand and not isinstance(strength, WithCommunity):
        return best, who
    for p in blind:
        if disputed is not None and t.index[p] in disputed:
            continue
        known = _known(t, p)
        if not known or len(known) > 7:
            continue
        # (with the community card, which every hand plays: review of session 61, the floor was
        # not worked out at all then)
        f = strength(known)
        if f > best:
            best, who = f, p
    return best, who


def _disputed_strengths(t, strength, unknown: list[str], strengths: dict[str, int],
                        ceilings: dict[str, int | None]) -> None:
    """A hand the deal and the show disagree about is one of the two: as strong as the stronger
    at most (``ceilings``), or, as strong either way, known (out of ``unknown``)."""
    names = t.names
    for i, pair in t.disputed.items():
        p = names[i]
        if p in unknown:
            a = strength(pair[0])
            b = strength(pair[1])
            if a == b:
                unknown.remove(p)
                strengths[p] = a
            else:
                ceilings[p] = a if a > b else b


def _unknown_reason(t, blind: list[str]) -> str:
    """Why a pot over the unknown hands ``blind`` cannot be judged."""
    disputed = t.disputed
    if disputed is None:
        return f"the cards of {', '.join(blind)} are unknown"
    shown = [p for p in blind if t.index[p] in disputed]
    rest = [p for p in blind if t.index[p] not in disputed]
    return "; ".join(([f"the cards of {', '.join(rest)} are unknown"] if rest else [])
                     + ([f"the deal and the show of {', '.join(shown)} disagree"] if shown else []))


def _award(t, pot, contested: bool, mucked, unknown: list[str], strengths: dict[str, int], hands,
           strength, ceilings: dict[str, int | None]) -> str:
    """Set the pot's winners (in odd-chip order) and reason; the odd-chip reason.  An unknown hand
    is ranked by ``strength`` over its possible cards (:func:`_could_reach`)."""
    el = pot.eligible
    if mucked:
        el = [p for p in el if p not in mucked] or el
    if len(el) == 1:
        pot.winners = [el[0]]
        pot.reason = ("everyone else folded" if not contested else
                      f"{el[0]} is the only player in it" if len(pot.eligible) == 1 else
                      f"{el[0]} is the only player in it who did not muck")
        return ""
    if not el:
        pot.reason = "nobody is left to win it"
        return ""
    beaten = ""
    if unknown:
        blind = [p for p in el if p in unknown]
        if blind:
            top = max((strengths[p] for p in el if p in strengths), default=None)
            floor, sure = _known_floor(t, blind, strength)
            if sure is not None and (top is None or floor > top):
                # the known cards of an unknown hand beat every known hand, whatever its unknown
                # cards are: no known hand can win the pot (only the unknown hands may)
                el = [p for p in el if p in blind]
                top = None
                if len(el) == 1:
                    pot.winners = [el[0]]
                    pot.reason = (f"{el[0]}: the known cards ({cards_str(_known(t, el[0]))}) beat every other "
                                  f"hand, whatever {el[0]}'s unknown cards are")
                    return ""
            if top is None or any(_could_reach(t, p, top, strength, ceilings) for p in blind):
                pot.reason = _unknown_reason(t, blind)
                # who may still win it: an unknown hand, or the best of the known ones (a player
                # who folded, or whose known hand is beaten by another known one, cannot)
                # (an unknown hand that loses to the best known one whatever its cards are cannot,
                # beside another that may win: review of session 61)
                pot.could = [p for p in el if (p in blind and (top is None or _could_reach(t, p, top, strength, ceilings)))
                             or (p in strengths and strengths[p] == top)]
                tied = [p for p in el if p in strengths and strengths[p] == top]
                if len(tied) > 1:
                    pot.together = tied
                if tied and not isinstance(strength, WildStrength):
                    # the unknown hands that cannot tie the best known one (review of session 61: a
                    # pot split between hands that can never tie passed)
                    pot.apart = [[p, q] for p in pot.could if p in blind and not _could_tie(t, p, top, strength)
                                 for q in tied]
                # who gets a split's odd chips: the known hands' cards are all high_card needs of
                # them (review of session 63: an odd chip to the wrong player of two paid passed)
                rule, clockwise, called, start = _odd_by(t)
                pot.odd_by = (rule, clockwise, called, start,
                              {p: t.cards[t.index[p]] for p in el if p not in blind} if rule == "high_card" else {})
                if tied and not any(_could_reach(t, p, top + 1, strength, ceilings) for p in blind):
                    # no unknown hand can beat them, at best tie: they win it, or a share of it
                    # (review of session 61: an unknown hand that can at best tie was accepted
                    # paid the whole pot)
                    pot.sure = tied
                return ""
            # whatever their unknown cards are, the unknown hands lose to the best known one
            el = [p for p in el if p not in blind]
            beaten = f" (no card could make the unknown hand of {', '.join(blind)} as good)"
            if len(el) == 1:
                pot.winners = [el[0]]
                pot.reason = f"{el[0]}: {hands[el[0]]}{beaten}"
                return ""
    top = -1
    for p in el:
        if strengths[p] > top:
            top = strengths[p]
    winners = [p for p in el if strengths[p] == top]
    if len(winners) < len(el) and hands.describe_hand is None:
        kickers_when_words_tie(hands, el, winners[0])
    if len(winners) > 1:
        index = t.index
        cards = {p: t.cards[index[p]] for p in winners}
        rule, clockwise, called, start = _odd_by(t)
        winners, why = odd_chip_order(rule, winners, clockwise, called, cards, start)
        pot.reason = f"{' and '.join(winners)} tie with {hands[winners[0]]}{beaten}"
    else:
        why = ""
        pot.reason = f"{winners[0]}: {hands[winners[0]]}{beaten}"
    pot.winners = winners
    return why


def _odd_by(t) -> tuple:
    """``odd_chip_order``'s (rule, clockwise, called, start) at the table: who made the last bet or
    raise that was called (``last_bet``: the last of the hand, answered or not), and where the seats
    start."""
    bettor = t.last_aggressor if t.odd_chip == "last_bet" else t.called
    called = t.names[bettor] if bettor is not None else None
    start = BUTTONS_LEFT if t.button is not None else \
        f"seat {t.hand.seats[0].seat}, left of the dealer (no button: the last seat deals)"
    return t.odd_chip, t.clockwise, called, start


#: the events that put a player's chips in (:func:`_chips_came_late`)
_CHIPS_IN = frozenset(("ante", "blind", "bring_in", "bet", "raise", "complete", "call"))
#: the codes that say such an event came out of its place (logged late, or where it has no place)
_OUT_OF_PLACE = frozenset(("wrong-forced-bet", "illegal-action", "out-of-turn"))
