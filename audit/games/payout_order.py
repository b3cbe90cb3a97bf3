"""Nothing happens at the table once the log has paid the pot out (every game).

A log pays out with its first ``collect`` or ``rake`` (draw, stud, Palace) or ``pay``
(Tonk).  After that only more of the settlement (``collect``, ``return``, ``rake``,
``pay``) and the showing or mucking of hands may follow.  Any other event means that
the log paid out before the hand was over (a player still had to act, a card still had
to come), or that someone acted after the hand was settled.  Either way the first such
event is reported, ``wrong-deal`` for a card dealt and ``out-of-turn`` for anything else,
unless the game's own rules already reported it or an event since the payout (the hand
was over anyway, say); the events after it are not reported again for the same payout.
Every event is applied as logged, like any other event with a finding (FORMAT.md).

Each game's ``apply`` calls :func:`late_event` for an event of a type not in
:data:`AFTER_PAYOUT` once it has paid out (:func:`paid_at`).
"""

from __future__ import annotations

from ..model import Event, Finding

#: The events that may follow the log's first payout.
AFTER_PAYOUT = frozenset(("collect", "return", "rake", "pay", "show", "muck", "reveal"))
_DEALS = frozenset(("deal", "burn", "community", "upcard", "banner"))
_DONE = {"check": "checked", "call": "called", "bet": "bet", "raise": "raised", "complete": "completed",
         "fold": "folded", "bring_in": "brought in", "ante": "posted an ante", "blind": "posted a blind",
         "draw": "drew", "discard": "discarded", "spread": "spread", "hit": "hit a spread",
         "drop": "dropped", "declare": "declared", "attack": "attacked", "buy": "bought a card",
         "capture": "captured cards", "wait": "waited"}


def paid_at(*recorded: list) -> int | None:
    """The seq of the log's first payout, from a game's lists of recorded ``collect``, ``rake``
    or ``pay`` events (tuples whose first item is the event's seq), or None."""
    first = None
    for events in recorded:
        if events and (first is None or events[0][0] < first):
            first = events[0][0]
    return first


def late_event(findings: list[Finding], seq: int, ev: Event, paid: int) -> None:
    """After event ``seq`` (not in :data:`AFTER_PAYOUT`) was applied: report it as coming after
    the payout at event ``paid``, unless some event since the payout has a finding already
    (this one, by the game's own rules, or an earlier one: one report says it)."""
    for f in findings:
        if f.seq is not None and f.seq > paid:
            return
    t = ev.type
    why = (f"after the log had paid out the pot (event {paid}): a hand is paid out only when it "
           f"is over, and nothing happens at the table after that")
    player = ev.player
    if t in _DEALS:
        whom = f" to {player}" if player is not None else ""
        findings.append(Finding("wrong-deal", seq, player, f"a {t}{whom} came {why}"))
    elif player is None:
        findings.append(Finding("out-of-turn", seq, None, f"a {t} event came {why}"))
    else:
        findings.append(Finding("out-of-turn", seq, player, f"{player} {_DONE.get(t, t)} {why}"))
