"""How the rake of a hand is shared among its pots when the settlement is judged.

POKER.md 3: rooms take the rake from the pots in proportion to their sizes, rounded to the
chip, and the validator accepts any division of the rake among the pots in which every pot's
collected total plus its share of the rake equals the pot.  When the collects are wrong, the
division chosen decides which collect is named, so it is the one that puts the fewest chips
wrong, on the fewest pots, and among those the nearest to the proportional division.

* :func:`by_pot`: collects that name their pots (one total per pot); :func:`by_pot_choices`:
  the divisions the totals cannot tell apart, for the collects of each player to decide;
* :func:`by_player`: collects that name no pot (one total per player);
* :func:`nearest_by_player`: collects that name no pot and fit no division: the division of
  the usual ones (in proportion, from the first pots, from the last) that puts the fewest chips
  off;
* :func:`greedy`: each pot in order takes what its collects leave, as far as the rake goes.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from .pots import split


def proportional(amounts: Sequence[int], raked: int) -> list[int]:
    """The rake shared in proportion to the pots' sizes, rounded to the chip: each pot's whole
    part, then a chip each to the largest remainders (the earlier pot first on a tie)."""
    total = sum(amounts)
    if not total or not raked:
        return [0] * len(amounts)
    parts = [divmod(raked * a, total) for a in amounts]
    out = [q for q, _ in parts]
    left = raked - sum(out)
    for k in sorted(range(len(amounts)), key=lambda k: -parts[k][1])[:left]:
        out[k] += 1
    return out


def greedy(amounts: Sequence[int], collected: Sequence[int], raked: int) -> list[int]:
    """Each pot in order takes what its collects leave (none when they take more than the pot),
    as far as the rake goes; rake left over is on no pot."""
    left = raked
    out = []
    for a, c in zip(amounts, collected):
        t = max(0, min(a - c, left))
        out.append(t)
        left -= t
    return out


def by_pot(amounts: Sequence[int], collected: Sequence[int], raked: int, smaller: bool = True) -> list[int]:
    """The division of ``raked`` chips among pots of ``amounts`` whose collects total
    ``collected``, pot by pot:

    * when the collects leave each pot between nothing and all of it, and what they leave adds
      up to the rake or less, that is the division (rake left over is on no pot: the collects may
      be a settlement under a smaller rake, so the rake is what is off, ``books-unbalanced``;
      :func:`audit.poker.settle.compare_settlement` keeps it only when they are one); with
      ``smaller`` false, not taken when it leaves rake over (the next rule decides);
    * else, all of the rake on the pots, the division that puts the fewest chips between what
      the collects leave of each pot and its share of the rake (each pot takes what its collects
      leave, as far as the pot goes, and the difference to the rake is moved, a chip costing a
      chip wherever it goes), then the one with the fewest pots whose collects are then off,
      then the nearest to the proportional division, then the one that agrees with the earlier
      pots;
    * when no division puts all of the rake on the pots (more rake than chips): :func:`greedy`.
    """
    return by_pot_choices(amounts, collected, raked, smaller)[0]


def by_pot_choices(amounts: Sequence[int], collected: Sequence[int], raked: int,
                   smaller: bool = True) -> list[list[int]]:
    """:func:`by_pot`'s division first, then the other divisions it found that leave as few pots
    off (each once, in its order): the pot totals alone cannot tell them apart, the collects of
    each player may (:func:`audit.poker.settle_by_pot._judge_all`).  One division when the
    collects fit one, or when there is no choice."""
    n = len(amounts)
    left_by = [a - c for a, c in zip(amounts, collected)]
    if all(0 <= t <= a for t, a in zip(left_by, amounts)) and (sum(left_by) == raked or
                                                               smaller and sum(left_by) < raked):
        return [left_by]
    if raked > sum(amounts):
        return [greedy(amounts, collected, raked)]
    base = [min(max(t, 0), a) for t, a in zip(left_by, amounts)]
    more = raked - sum(base)
    if more == 0:
        return [base]
    prop = proportional(amounts, raked)
    found: dict[tuple[int, ...], tuple[int, int]] = {}
    tries = 0
    for size in range(1, n + 1):
        if tries >= _TRIES:
            break                    # many pots: the smallest sets of pots were tried
        for moved in combinations(range(n), size):
            tries += 1
            if tries > _TRIES:
                break
            room = sum(amounts[k] - base[k] if more > 0 else base[k] for k in moved)
            if room < abs(more):
                continue
            takes = _spread(base, moved, more, amounts, prop)
            key = (sum(1 for t, left in zip(takes, left_by) if t != left),
                   sum(abs(t - q) for t, q in zip(takes, prop)))
            t = tuple(takes)
            if t not in found or key < found[t]:
                found[t] = key
    if not found:                    # every pot may move (the rake fits the pots: this always does)
        return [_spread(base, range(n), more, amounts, prop)]
    ranked = sorted(found, key=found.__getitem__)      # (stable: the earlier found first on a tie)
    fewest = found[ranked[0]][0]
    return [list(t) for t in ranked if found[t][0] == fewest]


#: Sets of pots :func:`by_pot` tries at most (every set of up to 11 pots; beyond, the smallest
#: sets, then all the pots at once).
_TRIES = 2048


def _spread(base: Sequence[int], moved: Sequence[int], more: int, amounts: Sequence[int],
            prop: Sequence[int]) -> list[int]:
    """``base`` with ``more`` chips of rake added (or, negative, taken back) on the pots
    ``moved``, each first toward its proportional share, then in order as far as it goes."""
    takes = list(base)
    for k in moved:
        if more > 0 and prop[k] > takes[k]:
            step = min(prop[k] - takes[k], more)
        elif more < 0 and prop[k] < takes[k]:
            step = max(prop[k] - takes[k], more)
        else:
            continue
        takes[k] += step
        more -= step
    for k in moved:
        if more == 0:
            break
        step = min(more, amounts[k] - takes[k]) if more > 0 else max(more, -takes[k])
        takes[k] += step
        more -= step
    return takes


def by_player(pots, rec: dict[str, int], raked: int, budget: int = 20000,
              exact: bool = True) -> list[int] | None:
    """Collects that name no pot (``rec``: each player's total): a division of the rake (all of
    it, or with ``exact`` false at most it) among the pots under which every player's total is
    right, None when there is none (or the search goes past ``budget`` steps).  Of the divisions
    rooms use, in proportion to the pots' sizes (POKER.md 3), all from the main pot on (as
    PokerStars takes it) or from the last pot back, the first that makes the totals right is
    taken, so that the dispute view shows one a room would make; else the search finds one,
    trying each pot's rake nearest its proportional share first (of two divisions that make the
    totals right, the one nearer the proportion rooms use)."""
    usual = _usual(pots, raked)
    for division in usual:
        if (sum(division) == raked or not exact and sum(division) <= raked) and _settles(pots, rec, division):
            return division
    if any(v > sum(s for pot in pots for w, s in zip(pot.winners, split(pot.amount, pot.winners)) if w == p)
           for p, v in rec.items()):
        return None         # a total more than the pots could give its player, with no rake at all
    gives = sum(pot.amount for pot in pots) - sum(rec.values())
    if gives > raked or (exact and gives != raked):
        return None         # every chip of a pot goes to its winners or to the rake
    chained = _chained_winners(pots, rec, gives, usual[0])
    if chained is not None:
        return chained
    found = _walk(pots, tuple(range(len(pots))), raked, dict(rec), [0], budget, exact, usual[0], set())
    return None if found is None else [found[k] for k in range(len(pots))]


#: Steps :func:`_chained_winners` takes at most (a step a remainder tried for a pot: every
#: assignment for nine pots of three winners is 3**9 = 19,683); past it, :func:`_walk`'s bounded
#: search decides.
_ASSIGNMENT_STEPS = 200000


def _chained_winners(pots, rec: dict[str, int], raked: int, prop: Sequence[int]) -> list[int] | None:
    """:func:`by_player` solved from the totals, not searched, when the pots' winner sets are
    chains: any two are disjoint or one holds the other, and no set holds two that hold none of
    each other.  Poker's pots are so (each side pot's players are among the pot's before it, so
    its winners are the earlier pot's winners still in it, or players the earlier pot's winners
    beat); a tie of players of different stacks across the main pot and its side pots is the
    case a search runs long on.  None when the sets are not chains or no division fits.

    With ``w`` winners and a pot left with ``m = w * q + r`` chips after its rake, the winner at
    odd-chip position ``i`` gets ``q``, and one more when ``i < r``.  A player's total is then
    the sum of the ``q`` of the pots they win a share of, plus their odd chips.  Taking the sets
    largest first, the players of a set in no smaller one (at least one: the sets of a chain
    differ) have every pot of theirs decided once that set's pots are: given the pots'
    remainders, their total less their odd chips is the sum of the ``q`` of that set and of the
    sets holding it, so it fixes that set's sum of ``q``, which must lie within what the rake can
    leave of its pots; and at every pot, those players' totals less their odd chips so far must
    still be able to end equal with the odd chips the pots left may give them.  Each assignment
    of remainders that fits gives a division (per set, as :func:`_division` places its sum of
    ``q``); the one nearest the proportional division (``prop``) is kept."""
    sets: dict[frozenset, list[int]] = {}
    for k, pot in enumerate(pots):
        if not pot.winners:
            return None
        sets.setdefault(frozenset(pot.winners), []).append(k)
    groups = sorted(sets, key=len, reverse=True)
    parent: dict[frozenset, int] = {}
    for i, g in enumerate(groups):
        ups = [j for j in range(i) if g < groups[j]]
        if any(g & groups[j] and not g < groups[j] for j in range(i)):
            return None                          # overlapping sets: the search decides
        parent[g] = max(ups) if ups else -1      # the smallest set holding it (sorted largest first)
    if len(set(parent.values()) - {-1}) != sum(1 for v in parent.values() if v >= 0):
        return None                              # a set holding two others that hold none of each other
    smallest: dict[str, int] = {}
    for i, g in enumerate(groups):
        for p in g:
            smallest[p] = i
    if any(v and p not in smallest for p, v in rec.items()):
        return None
    ends = [[p for p in g if smallest[p] == i] for i, g in enumerate(groups)]
    order = [k for g in groups for k in sets[g]]
    group_of = {k: i for i, g in enumerate(groups) for k in sets[g]}
    last = {sets[g][-1]: i for i, g in enumerate(groups)}
    # per pot, per remainder: (least, most) of q, or None (as the rake may leave m: a - raked .. a)
    ranges = []
    for pot in pots:
        a, w = pot.amount, len(pot.winners)
        lo = max(0, a - raked)
        per = []
        for j in range(w):
            first = lo + (j - lo) % w
            end = a - (a - j) % w
            per.append((first // w, end // w) if first <= end else None)
        ranges.append(per)
    place = [{p: i for i, p in enumerate(pot.winners)} for pot in pots]
    # the least and the most of q the pots of a set after each one can still add
    low, high = {}, {}
    for g in groups:
        lo = hi = 0
        for k in reversed(sets[g]):
            low[k], high[k] = lo, hi
            fits = [r for r in ranges[k] if r is not None]
            if not fits:
                return None
            lo += min(r[0] for r in fits)
            hi += max(r[1] for r in fits)
    # players by index; after each place in ``order``, the pots left where each may take an odd chip
    who = sorted(smallest)
    index = {p: n for n, p in enumerate(who)}
    classes = [[index[p] for p in e] for e in ends]
    odd_left: list[list[int]] = [[]] * len(order)
    seen = [0] * len(who)
    for x in range(len(order) - 1, -1, -1):
        odd_left[x] = list(seen)
        k = order[x]
        for p, at in place[k].items():
            if at < len(pots[k].winners) - 1:
                seen[index[p]] += 1
    need = [rec.get(p, 0) for p in who]
    # each pot's remainders, the one whose chips come nearest its proportional share last (popped first)
    tries = []
    for k, pot in enumerate(pots):
        target = pot.amount - prop[k]
        w = len(pot.winners)

        def off(j, k=k, target=target, w=w):
            first, end = ranges[k][j][0] * w + j, ranges[k][j][1] * w + j
            m = target - (target - j) % w
            return min(abs(x - target) for x in (min(max(m, first), end), min(max(m + w, first), end)))
        costs = {j: off(j) for j in range(w) if ranges[k][j] is not None}
        tries.append(sorted(costs.items(), key=lambda c: c[1], reverse=True))
    n = len(order)
    best: tuple[int, list[int]] | None = None
    steps = 0
    # (place in order, pot -> remainder, set -> sum of q to it, the least and most q of the set so
    # far, the least the division's distance to ``prop`` can be, each player's odd chips so far)
    stack = [(0, {}, {}, 0, 0, 0, (0,) * len(who))]
    while stack:
        x, rems, sums, least, most, cost, odd = stack.pop()
        if best is not None and cost >= best[0]:
            continue
        if x == n:
            division = [0] * len(pots)
            for i, g in enumerate(groups):
                ks = sets[g]
                w = len(g)
                q = sums[i] - (sums[parent[g]] if parent[g] >= 0 else 0)
                part = _division([pots[k].amount for k in ks], [ranges[k] for k in ks], [rems[k] for k in ks],
                                 q, w, [prop[k] for k in ks])
                for k, t in zip(ks, part):
                    division[k] = t
            if _settles(pots, rec, division):
                off_by = sum(abs(t - q) for t, q in zip(division, prop))
                if best is None or off_by < best[0]:
                    best = (off_by, division)
            continue
        k = order[x]
        i = group_of[k]
        g = groups[i]
        if k == sets[g][0]:
            least = most = 0                     # the first pot of its set
        before = sums[parent[g]] if parent[g] >= 0 else 0
        for j, c in tries[k]:
            if best is not None and cost + c >= best[0]:
                continue
            steps += 1
            if steps > _ASSIGNMENT_STEPS:
                return None if best is None else best[1]
            r = ranges[k][j]
            got = list(odd)
            for p, at in place[k].items():
                if at < j:
                    got[index[p]] += 1
            # the players whose pots end with one set (each set's): their totals less odd chips so
            # far must end equal, after the odd chips the pots left may give each; this set's
            # value is its sum of q plus the sum of the sets holding it, which the pots left bound
            left = odd_left[x]
            ok = True
            for c_i, members in enumerate(classes):
                hi_v = lo_v = None
                for n_p in members:
                    v = need[n_p] - got[n_p]
                    hi_v = v if hi_v is None else min(hi_v, v)
                    lo_v = v - left[n_p] if lo_v is None else max(lo_v, v - left[n_p])
                if lo_v > hi_v:
                    ok = False
                    break
                if c_i == i:
                    mine = lo_v, hi_v
            if not ok:
                continue
            lo_v, hi_v = mine
            if lo_v - before > most + r[1] + high[k] or hi_v - before < least + r[0] + low[k]:
                continue
            now = dict(rems)
            now[k] = j
            got_t = tuple(got)
            if k not in last:
                stack.append((x + 1, now, sums, least + r[0], most + r[1], cost + c, got_t))
                continue
            nxt = dict(sums)                     # (every pot of the set given: lo_v == hi_v)
            nxt[i] = hi_v
            stack.append((x + 1, now, nxt, 0, 0, cost + c, got_t))
    return None if best is None else best[1]


def _division(amounts: Sequence[int], ranges, rems: list[int], f: int, w: int,
               prop: Sequence[int]) -> list[int]:
    """The rake of each pot when pot ``k`` leaves remainder ``rems[k]`` and the ``m // w`` of the
    pots add up to ``f``: each pot's ``m // w`` as near its proportional share of the pot
    (``amounts[k] - prop[k]``) as its range allows, then moved a step at a time, each step on the
    pot furthest from its share in the direction to move, until they add up to ``f``."""
    lo = [ranges[k][j][0] for k, j in enumerate(rems)]
    hi = [ranges[k][j][1] for k, j in enumerate(rems)]
    floors = [min(max((a - q - j) // w, low), high) for a, q, j, low, high in zip(amounts, prop, rems, lo, hi)]
    off = f - sum(floors)
    want = [a - q for a, q in zip(amounts, prop)]
    while off:
        up = off > 0
        best, best_gap = -1, 0
        for k in range(len(floors)):
            if (floors[k] < hi[k]) if up else (floors[k] > lo[k]):
                gap = want[k] - (floors[k] * w + rems[k])
                if best < 0 or (gap > best_gap if up else gap < best_gap):
                    best, best_gap = k, gap
        if best < 0:
            break                   # (the ranges cannot add up to f: not reached, the caller checked)
        floors[best] += 1 if up else -1
        off += -1 if up else 1
    return [a - (q * w + j) for a, q, j in zip(amounts, floors, rems)]


def by_player_named(pots, rec: dict[str, int], raked: int, named: dict[tuple[str, int], int]) -> list[int] | None:
    """:func:`by_player` for collects of which some name their pots (``named``: (player, pot) ->
    chips): a pot whose every winner names it in a collect takes as rake what those collects
    leave of it, and the other pots share the rest; None when no such division makes the totals
    right."""
    fixed: dict[int, int] = {}
    for k, pot in enumerate(pots):
        if pot.winners and all((w, k) in named for w in pot.winners):
            fixed[k] = pot.amount - sum(named[(w, k)] for w in pot.winners)
    if not fixed:
        return None
    rest = dict(rec)
    left = raked
    for k, t in fixed.items():
        pot = pots[k]
        if not 0 <= t <= pot.amount:
            return None
        left -= t
        for p, s in zip(pot.winners, split(pot.amount - t, pot.winners)):
            rest[p] = rest.get(p, 0) - s
    if left < 0 or any(v < 0 for v in rest.values()):
        return None
    others = [k for k in range(len(pots)) if k not in fixed]
    if not others:
        return [fixed[k] for k in range(len(pots))] if left == 0 and not any(rest.values()) else None
    sub = by_player([pots[k] for k in others], {p: v for p, v in rest.items() if v}, left)
    if sub is None:
        return None
    out = dict(fixed)
    out.update(zip(others, sub))
    return [out[k] for k in range(len(pots))]


def _walk(pots, left_pots: tuple[int, ...], left: int, need: dict[str, int], nodes: list[int], budget: int,
          exact: bool, prop: Sequence[int], failed: set) -> dict[int, int] | None:
    """The search of :func:`by_player` over the pots ``left_pots`` (a function of its own, not a
    recursive closure, which would be a reference cycle left to the collector): pot -> rake, or
    None.  Each step takes the pot with the fewest rakes left to try: a rake is tried only when it
    can leave each of the pot's winners between nothing and what the other pots left could give
    them (a share of ``amount - t`` among ``n`` is ``(amount - t) // n`` or one more), so a pot
    that one of its winners wins alone among those left has its rake fixed.  ``prop``: the
    proportional division, whose share of a pot is tried first, then the rakes nearest it;
    ``failed``: the states (pots left, rake left, what each player needs) already searched in
    vain, reached again by other rakes of the pots before (pots of the same winners)."""
    nodes[0] += 1
    if nodes[0] > budget:
        return None
    if not left_pots:
        return {} if not any(need.values()) and (left == 0 or not exact) else None
    state = (left_pots, left, tuple(sorted((p, v) for p, v in need.items() if v)))
    if state in failed:
        return None
    found = _search(pots, left_pots, left, need, nodes, budget, exact, prop, failed)
    if found is None and nodes[0] <= budget:
        failed.add(state)
    return found


def _search(pots, left_pots: tuple[int, ...], left: int, need: dict[str, int], nodes: list[int], budget: int,
            exact: bool, prop: Sequence[int], failed: set) -> dict[int, int] | None:
    """One step of :func:`_walk`: the pot with the fewest rakes to try, each rake in turn."""
    shares = {k: split(pots[k].amount, pots[k].winners) for k in left_pots}
    reach: dict[str, int] = {}
    for k in left_pots:
        for p, s in zip(pots[k].winners, shares[k]):
            reach[p] = reach.get(p, 0) + s
    if any(v > reach.get(p, 0) for p, v in need.items()):
        return None
    best = None
    for k in left_pots:
        pot = pots[k]
        n, lo, hi = len(pot.winners), 0, min(left, pot.amount)
        if len(left_pots) == 1 and exact:
            lo = left
        for p, s in zip(pot.winners, shares[k]):
            v, later = need.get(p, 0), reach[p] - s
            lo = max(lo, pot.amount - n * (v + 1))
            hi = min(hi, pot.amount - n * (v - later - 1))
        if lo > hi:
            return None
        if best is None or hi - lo < best[2] - best[1]:
            best = (k, lo, hi)
    k, lo, hi = best
    pot = pots[k]
    rest_pots = tuple(j for j in left_pots if j != k)
    for t in _nearest_first(prop[k], lo, hi):
        nodes[0] += 1               # every rake tried counts: the search stays within the budget
        if nodes[0] > budget:
            return None
        nxt = dict(need)
        rest = left - t             # the most the other pots may still lose to the rake
        ok = True
        for p, s, whole in zip(pot.winners, split(pot.amount - t, pot.winners), shares[k]):
            v = nxt.get(p, 0) - s
            later = reach[p] - whole
            if v < 0 or v > later or v < later - rest:
                ok = False
                break
            nxt[p] = v
        if not ok:
            continue
        sub = _walk(pots, rest_pots, rest, nxt, nodes, budget, exact, prop, failed)
        if sub is not None:
            sub[k] = t
            return sub
    return None


def _nearest_first(share: int, least: int, most: int):
    """``least`` .. ``most``, from ``share`` outward (``share``, then one below, one above, ...)."""
    if least > most:
        return
    c = min(max(share, least), most)
    yield c
    for d in range(1, most - least + 1):
        if c - d >= least:
            yield c - d
        if c + d <= most:
            yield c + d
        if c - d < least and c + d > most:
            return


def _usual(pots, raked: int) -> list[list[int]]:
    """The divisions rooms use: in proportion, from the main pot on, from the last pot back."""
    amounts = [pot.amount for pot in pots]
    forward = greedy(amounts, [0] * len(pots), raked)
    backward = greedy(amounts[::-1], [0] * len(pots), raked)[::-1]
    return [proportional(amounts, raked), forward, backward]


def _totals(pots, division: Sequence[int]) -> dict[str, int]:
    """Each winner's total over the pots under this division of the rake."""
    exp: dict[str, int] = {}
    for pot, taken in zip(pots, division):
        for p, s in zip(pot.winners, split(pot.amount - taken, pot.winners)):
            exp[p] = exp.get(p, 0) + s
    return exp


def _settles(pots, rec: dict[str, int], division: Sequence[int]) -> bool:
    exp = _totals(pots, division)
    return all(rec.get(p, 0) == v for p, v in exp.items()) and all(p in exp or not v for p, v in rec.items())


#: the most divisions of the rake :func:`nearest_by_player` tries beside the usual three
NEAREST_BUDGET = 2_000


def _every_division(amounts: list[int], raked: int, budget: int) -> list[list[int]]:
    """Every division of ``raked`` among pots of ``amounts`` (none taking more than its pot), in
    order, when there are at most ``budget`` of them; else none."""
    out: list[list[int]] = []
    # what the pots from each on can hold: a part that leaves more than the later pots hold is
    # not tried, so every branch ends in a division and the budget bounds the whole walk (review
    # of session 61's diff: failing branches, uncounted, took a minute)
    room = [0] * (len(amounts) + 1)
    for k in range(len(amounts) - 1, -1, -1):
        room[k] = room[k + 1] + amounts[k]

    def walk(k: int, left: int, head: list[int]) -> bool:
        if k == len(amounts) - 1:
            out.append(head + [left])
            return len(out) <= budget
        for x in range(max(0, left - room[k + 1]), min(left, amounts[k]) + 1):
            if not walk(k + 1, left - x, head + [x]):
                return False
        return True

    if not amounts or raked > room[0]:
        return []
    return out if walk(0, raked, []) else []


def nearest_by_player(pots, rec: dict[str, int], raked: int, odd_only=None) -> list[int]:
    """Collects that name no pot and that no division of the rake makes right: of the divisions
    rooms use (in proportion to the pots' sizes, POKER.md 3; all from the main pot and on, as
    PokerStars does; from the last pot back), the one under which the players' totals are the
    fewest chips off, then one under which only odd chips went to other winners of their pot
    (``odd_only(pots, division, rec)``, when given: the totals are then an ``odd-chip``), then the
    fewest players off (the earlier on a tie), so that the player named is one whose total is off
    however the rake was divided."""
    amounts = [pot.amount for pot in pots]
    best = None
    usual = _usual(pots, raked)
    # and, when they are few, every other division (POKER.md 3 allows any): one under which fewer
    # chips are off names fewer players whose totals are right (review of session 61: the usual
    # three blamed a player whose collect every division that fits best makes right)
    for division in usual + _every_division(amounts, min(raked, sum(amounts)), NEAREST_BUDGET):
        if sum(division) != min(raked, sum(amounts)):
            continue
        exp = _totals(pots, division)
        off = [abs(rec.get(p, 0) - exp.get(p, 0)) for p in set(rec) | set(exp)]
        key = (sum(off), odd_only is None or not odd_only(pots, division, rec), sum(1 for x in off if x))
        if best is None or key < best[0]:
            best = (key, division)
    return best[1] if best is not None else usual[1]
