"""Palace Poker, the banner deal's words and unknown banners (PALACE.md 1.2): the messages of a
rejection of a new suit or a keep of a repeated one, what a banner recorded as ``??`` may be, and
the group's banner deal judged again once it is named, for :mod:`.palace_deal` (apart from it,
which was past 600 lines)."""

from __future__ import annotations

from ..cards import CARD_INDEX, SUIT_NAMES, UNKNOWN, card_str
from .palace_state import GROUP_BOUNDS, suit_name


def group_words(group: int) -> str:
    lo, hi = GROUP_BOUNDS[group]
    return f"positions {lo}-{hi} from the dealer's left"


def rejected_words(card, name, group, has, why):
    """The message of a rejection of a new suit (``has``: "has", or "had" once judged again)."""
    return (f"{card_str(card)} dealt to {name} was rejected, but no banner in {name}'s group "
            f"({group_words(group)}) {has} {suit_name(card)}{why}; a card of a new suit must be kept")


def kept_words(name, card, owner, group, has, why, then):
    """The message of a keep of a suit ``owner``'s banner has in the group."""
    return (f"{name} kept {card_str(card)} as banner but {owner}, in the same group ({group_words(group)}), "
            f"already {has} {suit_name(card)}{why}; the card must be {then}")


def unknown_may_be(unknown, suit, seq, card):
    """Whether a banner of the group recorded as ``??`` may have ``suit``, so that the rejection
    of ``card`` (at ``seq``) may be right.  When only one of them may, it must have it for the
    rejection to be right: it is taken to (an entry is ``[name, possible suits, (seq, card) that
    narrowed, its line lost, the provisional findings of palace_deal._kept_beside_unknown]``)."""
    may = [u for u in unknown if suit in u[1]]
    if len(may) == 1 and len(may[0][1]) > 1:
        may[0][1] = {suit}
        may[0][2] = (seq, card)
    return bool(may)


def unknown_said(u):
    """How an unknown banner ``u`` (an entry of the group's unknown banners) came to be unknown: a
    line ``??``, or no line at all (its line lost: palace_deal._banners_lost, the fourth item)."""
    return "its line not in the log" if u[3] else "recorded as ??"


def unknown_words(unknown):
    """The group's unknown banners and the suits they may still have, for a finding's message."""
    if not unknown:
        return ""
    words = [f"{u[0]}'s banner, {unknown_said(u)}, can only be "
             f"{' or '.join(SUIT_NAMES[s] for s in sorted(u[1]))}" for u in unknown]
    return " (" + "; ".join(words) + ")"


def judge_group_again(r, seq, p, card, how):
    """The replay ``r``'s :meth:`~.palace_deal.DealMixin._banner_named`: ``p``'s unknown banner is
    ``card`` (named by ``how`` at ``seq``), and the group's banner deal is judged again in full."""
    g = p.group
    unknown = r.group_unknown[g]
    if len(unknown) != 1 or unknown[0][0] != p.name or card < 0:
        return
    said_how = unknown_said(unknown[0])
    provisional = unknown[0][4]
    unknown.clear()
    if provisional:
        # the "one of the two is wrong" findings (palace_deal._kept_beside_unknown) are dropped: the
        # named banner says which of the two is wrong, found below at its line (review of session 66:
        # the provisional finding stayed on a keep the named banner showed legal)
        r.findings[:] = [f for f in r.findings if not any(f is x for x in provisional)]
    said = {f.seq for f in r.findings if f.code == "palace-banner-suit"}
    # the group's banner events, in order, up to the first palace card (later ones are late)
    players = r.players
    events = r.events
    lines = []
    for k, ev in enumerate(events):
        t = ev.type
        if t == "deal":
            break
        if t == "banner":
            prev = events[k - 1] if k else None
            if prev is not None and prev.type == "banner" and prev.player == ev.player and prev.card == ev.card:
                # the line repeated (a wrong-deal at it; its note may differ, as the first pass has
                # it: the diff review of session 66): not the player's next banner
                continue
            q = players.get(ev.player)
            if q is not None and q.pos and q.group == g:
                lines.append((k, q.name, CARD_INDEX[ev.card]))
    if not any(line[1] == p.name for line in lines):
        # p's banner line was lost (the dealing went on past them, palace_deal._banners_lost): their
        # banner in its place, before the first line of a player after them (the second review of
        # session 66)
        at = 0
        while at < len(lines) and players[lines[at][1]].pos < p.pos:
            at += 1
        lines.insert(at, (lines[at][0] if at < len(lines) else len(events), p.name, UNKNOWN))
    kept_at = {}
    for k, name, c in lines:
        kept_at[name] = k           # each player's last banner line is the one kept
    owners = {}
    for k, name, c in lines:
        own = name == p.name and c == UNKNOWN
        if own:
            c = card
        if c < 0:
            continue
        suit = c & 3
        owner = owners.get(suit)
        if own:         # (its own line is the wrong-deal already: one finding at it)
            owners.setdefault(suit, name)
            continue
        if kept_at[name] != k:      # rejected
            if owner is None and k not in said:
                r._find("palace-banner-suit", k, name, rejected_words(
                    c, name, g, "had", f": {p.name}'s banner, {said_how}, is {card_str(card)} ({how}, event {seq})"))
        elif owner is not None:
            if k not in said:
                r._find("palace-banner-suit", k, name, kept_words(
                    name, c, owner, g, "had", f" ({p.name}'s banner, {said_how}, is {card_str(card)}: {how}, "
                    f"event {seq})", "rejected"))
        else:
            owners[suit] = name
