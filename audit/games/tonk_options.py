"""Tonk's rule options (TONK.md) with their defaults; a bad value is a RulesError.

Options of other games in the same rules dict (merged defaults) are ignored.
``low_tonk_pays`` is this validator's own addition: what a low dealt tonk is
paid (TONK.md: "commonly 13, paid double"; the seed also knows "9 or less,
paid triple"); it defaults to ``dealt_tonk_pays``.
"""

from __future__ import annotations

import msgspec

from dataclasses import dataclass
from typing import Any

from ..protocol import RulesError

BEFORE_DRAW = "before_draw"
ANY_TIME = "any_time"
LOW_OR_HIGH = "low_or_high"
LOW = "low"
AFTER_LAST_DRAW = "after_last_draw"
ON_EMPTY_DRAW = "on_empty_draw"
VOID = "void"
SPLIT = "split"

_CHOICES = {
    "drop": (BEFORE_DRAW, ANY_TIME),
    "ace": (LOW_OR_HIGH, LOW),
    "stock_out": (AFTER_LAST_DRAW, ON_EMPTY_DRAW),
    "stock_out_tie": (VOID, SPLIT),
}


@dataclass(frozen=True, slots=True)
class TonkOptions:
    stake: int = 1
    hand_size: int = 5
    upcard: bool = True
    dealt_tonk: frozenset = frozenset((49, 50))
    dealt_tonk_pays: int = 2
    low_tonk: int | None = None
    low_tonk_pays: int = 2
    drop: str = BEFORE_DRAW
    ace: str = LOW_OR_HIGH
    hits_on_runs_only: bool = False
    hit_penalty: int = 1
    stock_out: str = AFTER_LAST_DRAW
    stock_out_tie: str = VOID

    @property
    def ace_high(self) -> bool:
        return self.ace == LOW_OR_HIGH


DEFAULTS = TonkOptions()


def _int(rules: dict, key: str, default: int, minimum: int) -> int:
    v = rules.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise RulesError(f"{key} must be an integer, got {v!r}")
    if v < minimum:
        raise RulesError(f"{key} must be at least {minimum}, got {v}")
    return v


def _bool(rules: dict, key: str, default: bool) -> bool:
    v = rules.get(key, default)
    if not isinstance(v, bool):
        raise RulesError(f"{key} must be true or false, got {v!r}")
    return v


def _choice(rules: dict, key: str, default: str) -> str:
    v = rules.get(key, default)
    if v not in _CHOICES[key]:
        raise RulesError(f"{key} must be one of {', '.join(_CHOICES[key])}, got {v!r}")
    return v


_CACHE: dict[bytes, TonkOptions] = {}
_CACHE_SIZE = 4096


def parse_options(rules: dict[str, Any]) -> TonkOptions:
    """The Tonk options of a rules dict (RulesError on a bad value)."""
    if not rules:
        return DEFAULTS
    # keyed by the JSON text: 1 and true are different options (a dict key would confuse them)
    key = msgspec.json.encode(rules)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    dealt = rules.get("dealt_tonk", [49, 50])
    if dealt is None:
        dealt = []
    if not isinstance(dealt, list) or any(isinstance(x, bool) or not isinstance(x, int) or x < 0
                                          for x in dealt):
        raise RulesError(f"dealt_tonk must be a list of counts, got {dealt!r}")
    low = rules.get("low_tonk")
    if low is not None and (isinstance(low, bool) or not isinstance(low, int) or low < 0):
        raise RulesError(f"low_tonk must be null or a count, got {low!r}")
    pays = _int(rules, "dealt_tonk_pays", 2, 1)
    low_pays = rules.get("low_tonk_pays")
    low_pays = pays if low_pays is None else _int(rules, "low_tonk_pays", pays, 1)
    opts = TonkOptions(
        stake=_int(rules, "stake", 1, 1),
        hand_size=_int(rules, "hand_size", 5, 1),
        upcard=_bool(rules, "upcard", True),
        dealt_tonk=frozenset(dealt),
        dealt_tonk_pays=pays,
        low_tonk=low,
        low_tonk_pays=low_pays,
        drop=_choice(rules, "drop", BEFORE_DRAW),
        ace=_choice(rules, "ace", LOW_OR_HIGH),
        hits_on_runs_only=_bool(rules, "hits_on_runs_only", False),
        hit_penalty=_int(rules, "hit_penalty", 1, 0),
        stock_out=_choice(rules, "stock_out", AFTER_LAST_DRAW),
        stock_out_tie=_choice(rules, "stock_out_tie", VOID),
    )
    if len(_CACHE) >= _CACHE_SIZE:          # many different house rules: start the cache afresh
        _CACHE.clear()
    _CACHE[key] = opts
    return opts
