"""Replay one hand: a pure function of the hand (and the default rules)."""

from __future__ import annotations

from typing import Any

from .games import replay_class
from .model import Hand, Result, View
from .options import defaults_for


def effective_rules(hand: Hand, defaults: dict[str, Any] | None) -> dict[str, Any]:
    """The hand's rules, over the options of a rules file that apply to its game.  An option the
    hand gives as ``null`` takes its default (README), the rules file's where it has one; but
    ``raise_cap`` and ``dealt_tonk``, where ``null`` says something (no cap, no dealt tonk)."""
    if defaults:
        base = defaults_for(hand.game, defaults)
        rules = {**base, **hand.rules}
        if None in hand.rules.values():
            for key, value in hand.rules.items():
                if value is None and key not in _NULL_SAYS and base.get(key) is not None:
                    rules[key] = base[key]
        return rules
    return hand.rules


#: Options whose ``null`` is a value of its own (README, "Rule options").
_NULL_SAYS = frozenset(("raise_cap", "dealt_tonk"))


def replay(hand: Hand, defaults: dict[str, Any] | None = None) -> Result:
    """Replay every event of ``hand`` and settle it."""
    state = replay_class(hand.game)(hand, effective_rules(hand, defaults))
    apply = state.apply
    for seq, event in enumerate(hand.events):
        apply(seq, event)
    return state.settle()


def replay_steps(hand: Hand, defaults: dict[str, Any] | None = None) -> tuple[list[tuple[int, View, list]], Result]:
    """Replay for ``explain``: the view and the new findings after each event."""
    state = replay_class(hand.game)(hand, effective_rules(hand, defaults))
    steps = []
    for seq, event in enumerate(hand.events):
        before = state.view()
        n = len(state.findings)
        state.apply(seq, event)
        view = state.view()
        view.turn_before = before.to_act
        view.owed_before = before.to_call
        steps.append((seq, view, state.findings[n:]))
    return steps, state.settle(explain=True)
