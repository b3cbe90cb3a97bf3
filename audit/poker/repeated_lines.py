"""A line logged twice: an event the same as the one right before it (player, type, amounts,
cards), reported once and left out, its chips or cards not counted again (README).  The one rule
for a call, a bet, raise or completion, an ante, a blind, a dead blind, a bring-in and a stud burn
repeated (:func:`line_repeated`), and the words for a betting line (:func:`did_words`)."""

from __future__ import annotations


def line_repeated(t, seq: int, i: int | None, code: str, did: str, why: str = "") -> bool:
    """Event ``seq`` (seat ``i``'s; None: nobody's, a burn) is the same line as the one just before
    it (player, type, amounts, cards): that line logged twice, reported (``code``: "{name} {did}
    again{why}, right after the same line ...") and left out by the caller, its chips or cards not
    counted again (README).  The one rule for a call, an ante, a blind, a dead blind, a bring-in
    and a stud burn repeated."""
    hand = getattr(t, "hand", None)
    if hand is None or seq < 1:
        return False
    events = hand.events
    if seq >= len(events) or events[seq - 1] != events[seq]:      # (the simulator's hand grows as it plays)
        return False
    who = "" if i is None else f"{t.names[i]} "
    t.find(code, seq, i, f"{who}{did} again{why}, right after the same line: the line logged twice, left out")
    return True


def did_words(ev) -> str:
    """A betting line in words, past tense ("called 10", "checked", "raised to 40"), for
    :func:`line_repeated`."""
    k = ev.type
    if k == "call":
        return "called" if ev.amount is None else f"called {ev.amount}"
    if k == "check":
        return "checked"
    if k == "fold":
        return "folded"
    verb = {"bet": "bet", "raise": "raised", "complete": "completed", "bring_in": "brought in"}.get(k, f"made a {k}")
    return f"{verb} to {ev.to}" if ev.to is not None else verb


def logged_twice(r, seq: int, i: int) -> bool:
    """Seat ``i``'s call of chips at ``seq``, owing nothing, is the same line as the one just
    before it: that line logged twice (:func:`line_repeated`, ``out-of-turn``)."""
    if r.owed(i) > 0:
        return False
    t = r.t
    hand = getattr(t, "hand", None)
    if hand is None or seq >= len(hand.events):
        return False
    # (a call with no amount too: review of session 65, with checking not allowed it was also an
    # illegal check)
    return line_repeated(t, seq, i, "out-of-turn", did_words(hand.events[seq]), ", owing nothing")


def raise_repeated(r, seq: int, i: int) -> bool:
    """Seat ``i``'s bet, raise or completion at ``seq``, out of turn, is the same line as the one
    just before it (its own, to the same total, which it has put in): that line logged twice
    (:func:`line_repeated`, ``out-of-turn``), left out (review of session 65: two findings, the
    second an illegal bet or raise of nothing)."""
    t = r.t
    hand = getattr(t, "hand", None)
    if hand is None or seq >= len(hand.events):
        return False
    ev = hand.events[seq]
    return ev.to is not None and r.put[i] == ev.to and line_repeated(t, seq, i, "out-of-turn", did_words(ev))
