"""A muck under another player's name (README): the one player still in the hand whose muck it is,
for :meth:`audit.poker.table.PokerTable.muck`.  Off the hot path (a muck by a player who shows later,
has shown, or is out of the hand): a module function of the table ``t``, its reads attribute
lookups in the compiled build."""

from __future__ import annotations

from ..cards import CARD_INDEX


def muck_owner(t, seq: int, i: int) -> int:
    """The one player still in the hand, other than seat ``i``, with no show or muck line in the
    log, when ``i`` shows after its muck at ``seq`` (see :meth:`audit.poker.table.PokerTable.muck`); else -1."""
    hand = t.hand
    if hand is None:
        return -1
    events = hand.events
    name = t.names[i]
    later = t.shown[i]       # (shown already: a muck after it is another's too; review of session 65)
    if later:
        # (unless the log treats the shown hand as dead: it pays the player nothing; the diff
        # review of session 65)
        paid = False
        for e in events:
            if e.type == "collect" and e.player == name:
                paid = True
                break
        if not paid:
            return -1
    for k in range(seq + 1, len(events)) if not later else ():
        e = events[k]
        if e.type == "show" and e.player == name:
            # (i's own hand: every known card i holds among those shown; else the show is the
            # line under the wrong name, not the muck)
            shown = {CARD_INDEX[c] for c in e.cards or ()}
            for c in t.cards[i]:
                if c >= 0 and c not in shown:
                    return -1
            later = True
            break
    if not later and not t.folded[i]:
        # (a muck by a player out of the hand, folded or never dealt in, is another's too:
        # review of session 64, the live player's hand that mucked there won the pot)
        return -1
    gave = set()
    for e in events:
        if e.type == "show" or e.type == "muck" or e.type == "collect":
            # (a player the log pays did not muck: the fourth diff review of session 64)
            gave.add(e.player)
    owner = -1
    for j in range(t.n):
        if j != i and not t.folded[j] and not t.shown[j] and not t.mucked[j] \
                and t.names[j] not in gave:
            if owner >= 0:
                return -1
            owner = j
    return owner
