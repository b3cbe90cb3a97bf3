"""The replay protocol every game implements.

A game is a class built from one hand (``start``), fed the hand's events one
at a time (``apply``) and asked for the result at the end (``settle``):

    state = Game(hand, rules)          # start a hand
    for seq, event in enumerate(hand.events):
        state.apply(seq, event)        # findings appended to state.findings
    result = state.settle()            # correct settlement, compared with the log

``apply`` never raises for a broken rule: a violation becomes a
:class:`~audit.model.Finding` appended to ``state.findings`` and the event is
applied as logged where it can be (FORMAT.md, "What a validator does").  The
state belongs to one hand only, so replaying a hand is a pure function of that
hand (:func:`audit.replay.replay`) and hands can run in parallel processes.

``view()`` describes the table after the last event (whose turn, amount to
call, pot, stacks) and is only called by ``explain``; ``settle(explain=True)``
also fills :attr:`~audit.model.Result.sections` with the game's own account
(the ranked hands, battles, spreads, settlement lines).  ``settle`` is the last call:
a game may take its state apart there (the poker table breaks its reference cycles, so
that a replayed hand is freed at once rather than by the cycle collector).
"""

from __future__ import annotations

from typing import Any, Protocol

from .model import Event, Finding, Hand, Result, View


class GameReplay(Protocol):
    game: str
    findings: list[Finding]

    def __init__(self, hand: Hand, rules: dict[str, Any]) -> None: ...

    def apply(self, seq: int, event: Event) -> None: ...

    def view(self) -> View: ...

    def settle(self, explain: bool = False) -> Result: ...


class RulesError(ValueError):
    """A rule option with a value the game does not know (the hand is malformed)."""
