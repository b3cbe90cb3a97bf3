"""Palace Poker's deal: what the hand's later lines say of it (for :class:`audit.games.palace_deal.DealMixin`):
whether a banner line follows, whether a player is dealt more palace cards later (the deal logged
a card at a time), the next deal line's cards, and the next player still to be dealt.  Plain
functions of the hand's events and its players (no class of their own: nothing to declare for the
compiled build)."""

from __future__ import annotations

from ..cards import CARD_INDEX

#: the turn actions (PALACE.md 2): the first begins play; their handlers skip them once the
#: hand is over or for a player out of it
TURN_ACTIONS = frozenset(("buy", "discard", "wait", "fold", "attack"))


def next_deal_cards(events, seq, name):
    """The cards (sorted) of ``name``'s next deal line after event ``seq``, or None."""
    for ev in events[seq + 1:]:
        if ev.type == "deal" and ev.player == name:
            return sorted([CARD_INDEX[c] for c in (ev.down or []) + (ev.up or [])])
    return None


def misnamed_rest(events, k, p, players, where, findings):
    """Whether the banner line at ``k``, right after ``p``'s card of a suit ``p``'s group has (one
    that must be rejected), is ``p``'s next card logged under another name: the named player kept a
    banner already (a second is no card of theirs), with no finding of the deal of theirs (a banner
    out of order or kept against the rule: a line of theirs moved, not this one misnamed), and has
    no banner line after it (a run of their lines is their own), and its card was not dealt already.  The
    rejection is then right, and the line ``p``'s (DealMixin._banner_owner reads it so: one
    wrong-deal).  Before (session 71's damage harness), the rejected card was palace-banner-suit,
    the line an extra banner (and the lines after it for ``p`` extra banners too), and the battles
    judged on the wrong banner."""
    e = events[k]
    if e.type != "banner" or e.player == p.name:
        return False
    q = players.get(e.player)
    if q is None or not q.bannered:
        return False
    for x in events[k + 1:]:
        if x.type == "banner" and x.player == q.name:
            return False
    for f in findings:
        if f.player == q.name and (f.code == "wrong-deal" or f.code == "palace-banner-suit"):
            return False
    c = CARD_INDEX[e.card]
    return c < 0 or where[c] is None or where[c] == "bdeck"


def banner_follows(events, seq):
    """Whether a banner line follows event ``seq`` before any play (deal lines only between)."""
    for k in range(seq + 1, len(events)):
        t = events[k].type
        if t == "banner":
            return True
        if t != "deal":
            return False
    return False


def dealt_more(events, seq, name):
    """Whether more palace cards are dealt to ``name`` later in the log, before play begins."""
    for ev in events[seq + 1:]:
        t = ev.type
        if t == "deal":
            if ev.player == name:
                return True
        elif t in TURN_ACTIONS:
            return False
    return False


def dealt_later(events, seq, order, i, p):
    """The players passed over (``order[i]`` up to ``p``, not dealt yet) who are dealt palace cards
    later in the log: one never dealt is reported once, when play begins
    (``DealMixin._close_deal``), and the deal to ``p`` is then in its place."""
    later = {ev.player for ev in events[seq + 1:] if ev.type == "deal"}
    out = []
    while order[i] is not p:
        if not order[i].dealt and order[i].name in later:
            out.append(order[i])
        i += 1
    return out


def next_due(order: list, i: int, p, banner: bool):
    """The next player from ``order[i]`` on still to be dealt (their banner: ``banner``; else their
    palace cards), when it is not ``p``: the player a line under ``p``'s name may belong to; else None."""
    while i < len(order) and (order[i].bannered if banner else order[i].dealt):
        i += 1
    if i >= len(order) or order[i] is p:
        return None
    return order[i]
