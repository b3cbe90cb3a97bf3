"""An ante whose line the log leaves out, told by the player's all-in (README, Draw/stud: an ante
line lost).

The ante is reported missing at the deal either way (one ``wrong-forced-bet``).  When the player's
first line marked all-in brings what they put in the hand (nothing before the deal: no blind) to
exactly their stack less the ante, the chips they bet were all they had once the ante was in: its
line was lost, and it counts (:func:`lost_ante_posted`).  Otherwise it was not posted, as before
(an all-in for the whole stack is then legal).  (Review of session 66: a lost ante line of a
player all-in on 3rd street gave eight findings, a legal all-in "below the minimum", streets dealt
"during the betting" and the right collect among them.)  No ``.pxd``: this runs only when an ante
is missing.
"""

from __future__ import annotations

#: the lines that begin another betting round (its totals from nothing)
_NEW_ROUND = frozenset(("deal", "burn", "draw", "community"))

#: the lines of the showdown and the payout: the betting is over
_OVER = frozenset(("show", "muck", "collect", "return", "rake"))


def lost_ante_posted(t, seq: int, i: int, ante: int) -> bool:
    """Player ``i`` of table ``t`` posted no ante (``ante``) before event ``seq`` (the deal, or
    the first action): when their all-in says it was posted (:func:`ante_posted`), one
    ``wrong-forced-bet`` and the ante counts; True then."""
    hand = getattr(t, "hand", None)
    start = t.start[i]
    if hand is None or t.total[i] != 0 or not ante_posted(hand.events, seq, t.names[i], start, ante):
        return False
    t.find("wrong-forced-bet", seq, i, f"{t.names[i]}'s ante of {ante} is not in the log, but their all-in "
           f"for {start - ante} (their stack less the ante) says it was posted: taken as posted")
    t.post_ante(seq, i, ante, ante)
    return True


def ante_posted(events, seq: int, name: str, start: int, ante: int) -> bool:
    """Whether the lines from event ``seq`` on say that ``name``'s ante (``start``: their stack at
    the start), not in the log, was posted: their first line marked all-in (a bring-in, call, bet,
    raise or completion) brings what they put in the hand to exactly ``start - ante``; not when
    an ante of theirs comes later (posted late, that line's finding)."""
    if start <= ante:
        return False                # (all-in on the ante: no chips to bet after it)
    for e in events[seq:]:
        if e.type == "ante" and e.player == name:
            return False
    put = 0         # their chips in the betting so far
    level = 0       # of them, in this round
    for e in events[seq:]:
        k = e.type
        if k in _OVER:
            return False            # (no all-in of theirs before the showdown or the payout)
        if k in _NEW_ROUND:
            level = 0
            continue
        if e.player != name:
            continue
        if k == "call" or k == "bring_in":
            if e.amount is None:
                return False
            put += e.amount
            level += e.amount
        elif k == "bet" or k == "raise" or k == "complete":
            if not isinstance(e.to, int) or e.to < level:
                return False
            put += e.to - level
            level = e.to
        elif k != "check":
            return False            # (a fold, a blind, a draw: not an all-in that tells the ante)
        if e.all_in:
            return put == start - ante
    return False
