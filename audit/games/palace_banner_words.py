"""Palace Poker, the banner deal's words and unknown banners (PALACE.md 1.2): the messages of a
rejection of a new suit or a keep of a repeated one, and what a banner recorded as ``??`` may be,
for :mod:`.palace_deal` (apart from it, which was past 600 lines)."""

from __future__ import annotations

from ..cards import SUIT_NAMES, card_str
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
    rejection to be right: it is taken to (``[name, possible suits, (seq, card) that narrowed]``)."""
    may = [u for u in unknown if suit in u[1]]
    if len(may) == 1 and len(may[0][1]) > 1:
        may[0][1] = {suit}
        may[0][2] = (seq, card)
    return bool(may)


def unknown_words(unknown):
    """The group's unknown banners and the suits they may still have, for a finding's message."""
    if not unknown:
        return ""
    words = [f"{u[0]}'s banner, recorded as ??, can only be "
             f"{' or '.join(SUIT_NAMES[s] for s in sorted(u[1]))}" for u in unknown]
    return " (" + "; ".join(words) + ")"
