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


def banner_suits_left(r):
    """PALACE.md 4 (same banner suit) beside unknown banners: the suits every player still in the
    hand may have as banner, and whether an unknown banner among them may be more than one suit.
    A known banner is its suit; an unknown one (``??`` or its line lost) the suits its group leaves
    it (the group's unknown entry: palace_deal._unknown_banner, _banners_lost), any once its group
    was judged again without naming it."""
    common = {0, 1, 2, 3}
    several = False
    for p in r.order:
        if not p.in_hand:
            continue
        b = p.banner
        if b is not None and b >= 0:
            may = {b & 3}
        else:
            may = {0, 1, 2, 3}
            for u in r.group_unknown[p.group]:
                if u[0] == p.name:
                    may = set(u[1])
            several = several or len(may) > 1
        common &= may
    return common, several


def same_suit_left(r):
    """Whether the players still in the hand (two or more), some of them under an unknown banner,
    have the same banner suit whatever those banners are (each may be only the one suit): the hand
    ends at once (PALACE.md 4), as with known banners.  The diff review of session 66: it went on,
    and its payout was hand-incomplete."""
    if r.n_in < 2 or sum(r.suits_in) == r.n_in:
        return False
    common, several = banner_suits_left(r)
    return len(common) == 1 and not several


def may_be_same_suit(r):
    """Whether the players still in the hand (two or more) may have the same banner suit, an unknown
    banner among them that may be several suits: whether the hand ended (PALACE.md 4) cannot be
    told, so a log that goes on to the payout there is unverifiable, not hand-incomplete."""
    if r.n_in < 2 or sum(r.suits_in) == r.n_in:
        return False
    common, several = banner_suits_left(r)
    return bool(common) and several


def same_suit_name(r, ps):
    """The banner suit the players ``ps`` left under the same one share, for the award's words: a
    known banner's, else the one their unknown banners may be."""
    for p in ps:
        if p.banner is not None and p.banner >= 0:
            return suit_name(p.banner)
    common = banner_suits_left(r)[0]
    return SUIT_NAMES[min(common)] if common else "unknown"
