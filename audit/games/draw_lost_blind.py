"""A draw blind whose line the log leaves out, told by the lines after it (README, Draw: a blind
line lost).

The blind is reported missing at the deal either way (one ``wrong-forced-bet``); what the lines of
the first betting round say decides whether its chips were in the pot: the big blind's when the
round's first line that puts chips in is a call of the big blind (the small blind's call of the
rest of it) or a raise over it (nobody raises or calls what was never bet), the small blind's when its player's first call is what they owed less
the small blind (a call with no amount tells nothing: the lines after it are read).  Otherwise it
was not posted, as before.  (Review of session 65: a lost blind line
gave up to eight findings, the legal raise over it, the calls and the right payout among them.)
"""

from __future__ import annotations

#: the lines that end the first betting round's look-ahead
_ROUND_OVER = frozenset(("draw", "show", "muck", "collect", "return", "rake"))


def blind_posted(events, seq: int, name: str, big: bool, blinds: tuple[int, int]) -> bool:
    """Whether the first betting round after event ``seq`` (the deal) reads as if ``name``'s blind
    (``big``: the big blind) had been posted: see the module's docstring."""
    small, bb = blinds
    kind = "big" if big else "small"
    poster = None               # the small blind's poster
    for e in events:
        if e.type == "blind" and (e.player == name or e.kind == kind):
            return False        # a blind of this kind in the log (another's, or theirs late): not lost
        if e.type == "blind" and e.kind == "small":
            poster = e.player
    level = bb
    for e in events[seq:]:
        k = e.type
        if k in _ROUND_OVER:
            return False
        if big:
            if k == "raise":
                # (a full raise over the big blind, to twice it at least: a raise to less may be a
                # legal raise of the small blind alone, which says the big blind was not in; the diff
                # reviews of session 65)
                return e.to is not None and e.to >= 2 * bb
            if k == "call":
                if e.amount is None:
                    continue        # (a call with no amount tells nothing: the next line may; review of session 66)
                # (a call of the big blind, or the small blind's call of the rest of it, heads-up the
                # button's: the diff review of session 65)
                return e.player != name and \
                    (e.amount == bb or e.player == poster and e.amount == bb - small and small < bb)
            if k == "bet":
                return False
            continue
        if k == "raise" or k == "bet":
            if e.player == name:
                return False        # (a total: it tells nothing of the blind)
            if e.to is not None and e.to > level:
                level = e.to
        elif k == "call" and e.player == name:
            return e.amount is not None and e.amount == level - small and e.amount != level
    return False
