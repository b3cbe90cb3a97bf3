"""Palace Poker's rule options (PALACE.md), parsed once per hand.

| option | default | values |
|---|---|---|
| ``small_bet`` | required | a positive amount |
| ``big_bet`` | 2 x small_bet | a positive amount |
| ``betting`` | ``limit`` | ``limit``, ``no_limit`` |
| ``ante`` | small_bet // 2 | an amount >= 0 |
| ``battle_raise_cap`` | 3 | raises per battle, >= 0 |
| ``two_left_must_battle`` | true | boolean |
| ``odd_chip`` | ``left_of_button`` | ``left_of_button``, ``called``, ``high_card`` |

Readings this project chose where PALACE.md and its seed are silent, each with
the option that selects the other reading:

* ``quiet_round``: ``in_a_row`` (default; the seed's "all of them in a row"):
  the hand ends once every player still in has waited, discarded or folded
  since the last buy or attack.  ``turn_round``: a whole turn-round (from the
  first player to act after the turn passes the dealer) must be quiet.
* ``turn_after_battle``: ``attacker`` (default; the attack was the attacker's
  turn): play goes on left of the attacker.  ``defender``: left of the defender.
* ``buy_then_attack``: false (default; a turn is exactly one action).  True:
  after a buy (and its discards) the buyer may attack in the same turn.

A bad value raises :class:`audit.protocol.RulesError` (the hand is malformed).
"""

from __future__ import annotations

from typing import Any

import msgspec

from ..protocol import RulesError

BETTINGS = ("limit", "no_limit")
ODD_CHIPS = ("left_of_button", "called", "high_card")
QUIET_ROUNDS = ("in_a_row", "turn_round")
TURN_AFTER_BATTLE = ("attacker", "defender")


def _amount(rules: dict[str, Any], key: str, default: int | None, minimum: int) -> int:
    v = rules.get(key, default)
    if v is None:
        raise RulesError(f"palace needs rules.{key}")
    if isinstance(v, bool) or not isinstance(v, int):
        raise RulesError(f"rules.{key} must be an integer amount, got {v!r}")
    if v < minimum:
        raise RulesError(f"rules.{key} must be >= {minimum}, got {v}")
    return v


def _choice(rules: dict[str, Any], key: str, choices: tuple[str, ...]) -> str:
    v = rules.get(key, choices[0])
    if v not in choices:
        raise RulesError(f"rules.{key} must be one of {', '.join(choices)}, got {v!r}")
    return v


def _flag(rules: dict[str, Any], key: str, default: bool) -> bool:
    v = rules.get(key, default)
    if not isinstance(v, bool):
        raise RulesError(f"rules.{key} must be true or false, got {v!r}")
    return v


class PalaceRules:
    """The options in force for one Palace hand."""

    __slots__ = ("small_bet", "big_bet", "no_limit", "ante", "raise_cap", "must_battle",
                 "odd_chip", "quiet_in_a_row", "after_defender", "buy_then_attack")

    def __init__(self, rules: dict[str, Any]) -> None:
        self.small_bet = _amount(rules, "small_bet", None, 1)
        self.big_bet = _amount(rules, "big_bet", 2 * self.small_bet, 1)
        self.no_limit = _choice(rules, "betting", BETTINGS) == "no_limit"
        self.ante = _amount(rules, "ante", self.small_bet // 2, 0)
        self.raise_cap = _amount(rules, "battle_raise_cap", 3, 0)
        self.must_battle = _flag(rules, "two_left_must_battle", True)
        self.odd_chip = _choice(rules, "odd_chip", ODD_CHIPS)
        self.quiet_in_a_row = _choice(rules, "quiet_round", QUIET_ROUNDS) == "in_a_row"
        self.after_defender = _choice(rules, "turn_after_battle", TURN_AFTER_BATTLE) == "defender"
        self.buy_then_attack = _flag(rules, "buy_then_attack", False)

    def attack_minimum(self, soldiers: int) -> int:
        """(soldiers + 1 for the banner) x small bet: the attack (limit) or its minimum."""
        return (soldiers + 1) * self.small_bet


_CACHE: dict[bytes, PalaceRules] = {}
_CACHE_SIZE = 256
_encode = msgspec.json.encode


def rules_for(rules: dict[str, Any]) -> PalaceRules:
    """The parsed options of a rules dict, parsed once per distinct rules JSON (the
    JSON text is the key: ``1`` and ``true`` differ).  Read-only: shared between hands."""
    try:
        key = _encode(rules)
    except (TypeError, msgspec.EncodeError):
        return PalaceRules(rules)
    parsed = _CACHE.get(key)
    if parsed is None:
        parsed = PalaceRules(rules)
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = parsed
    return parsed
