"""Replay one hand: a pure function of the hand (and the default rules, and the pot a redeal of
the table's previous hand carried to it)."""

from __future__ import annotations

from typing import Any

from .games import replay_class
from .model import Hand, Result, View
from .options import NULL_SAYS, button_deals_new, defaults_for


def effective_rules(hand: Hand, defaults: dict[str, Any] | None) -> dict[str, Any]:
    """The hand's rules, over the options of a rules file that apply to its game.  An option the
    hand gives as ``null`` takes its default (README), the rules file's where it has one; but
    ``raise_cap`` and ``dealt_tonk``, where ``null`` says something (no cap, no dealt tonk)."""
    if defaults:
        base = defaults_for(hand.game, defaults)
        rules = {**base, **hand.rules}
        if None in hand.rules.values():
            for key, value in hand.rules.items():
                if value is None and key not in NULL_SAYS and base.get(key) is not None:
                    rules[key] = base[key]
        return rules
    return hand.rules


def start(hand: Hand, defaults: dict[str, Any] | None = None, carry: int = 0):
    """The replay state of ``hand`` before its first event.  ``carry``: the pot a redeal of the
    previous hand of the hand's table carried to it (five-card draw, ``rules.all_check: redeal``),
    which the log cannot say (the checks across hands find it: :mod:`audit.session`); only a draw
    hand plays for one."""
    rules = effective_rules(hand, defaults)
    _button_deals_new(rules)        # (a value it does not know: RulesError, as the game's options)
    state = replay_class(hand.game)(hand, rules)
    if carry:
        _carry_in(state, hand, carry)
    return state


def _carry_in(state, hand: Hand, carry: int) -> None:
    if hand.game != "draw":
        raise ValueError(f"a {hand.game} hand cannot play for a pot carried by a redeal")
    state.carry_in(carry)


def _button_deals_new(rules: dict[str, Any]) -> bool:
    """``rules.button_new_player`` is ``deals`` (RulesError for a value it does not know)."""
    return button_deals_new(rules)


def replay(hand: Hand, defaults: dict[str, Any] | None = None, carry: int = 0) -> Result:
    """Replay every event of ``hand`` and settle it (``carry``: see :func:`start`)."""
    rules = effective_rules(hand, defaults)
    # (read before the replay: a value it does not know makes the hand malformed, RulesError)
    deals = _button_deals_new(rules)
    state = replay_class(hand.game)(hand, rules)     # (start's, without a call)
    if carry:
        _carry_in(state, hand, carry)
    apply = state.apply
    for seq, event in enumerate(hand.events):
        apply(seq, event)
    result = state.settle()
    if deals:
        result.button_deals_new = True
    return result


def replay_steps(hand: Hand, defaults: dict[str, Any] | None = None,
                 carry: int = 0) -> tuple[list[tuple[int, View, list]], Result]:
    """Replay for ``explain``: the view and the new findings after each event."""
    state = start(hand, defaults, carry)
    steps = []
    for seq, event in enumerate(hand.events):
        before = state.view()
        n = len(state.findings)
        state.apply(seq, event)
        view = state.view()
        view.turn_before = before.to_act
        view.owed_before = before.to_call
        steps.append((seq, view, state.findings[n:]))
    result = state.settle(explain=True)
    if _button_deals_new(effective_rules(hand, defaults)):
        result.button_deals_new = True
    return steps, result
