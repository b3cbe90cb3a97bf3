"""Tonk's rule options (TONK.md) with their defaults; a bad value is a RulesError.

Options of other games in the same rules dict (merged defaults) are ignored.
``low_tonk_pays`` is this validator's own addition: what a low dealt tonk is
paid (TONK.md: "commonly 13, paid double"; the seed also knows "9 or less,
paid triple"); it defaults to ``dealt_tonk_pays``.
"""

from __future__ import annotations


from dataclasses import dataclass
from typing import Any

from ..options import ParsedRules, opt_bool, opt_choice, opt_int
from ..protocol import RulesError
from ..untrusted import quoted

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


def _parse(rules: dict[str, Any]) -> TonkOptions:
    dealt = rules.get("dealt_tonk", [49, 50])
    if dealt is None:
        dealt = []
    if not isinstance(dealt, list) or any(isinstance(x, bool) or not isinstance(x, int) or x < 0
                                          for x in dealt):
        raise RulesError(f"dealt_tonk must be a list of counts, got {quoted(dealt)}")
    low = rules.get("low_tonk")
    if low is not None and (isinstance(low, bool) or not isinstance(low, int) or low < 0):
        raise RulesError(f"low_tonk must be null or a count, got {quoted(low)}")
    pays = opt_int(rules, "dealt_tonk_pays", 2, 1)
    low_pays = rules.get("low_tonk_pays")
    low_pays = pays if low_pays is None else opt_int(rules, "low_tonk_pays", pays, 1)
    opts = TonkOptions(
        stake=opt_int(rules, "stake", 1, 1),
        hand_size=opt_int(rules, "hand_size", 5, 1),
        upcard=opt_bool(rules, "upcard", True),
        dealt_tonk=frozenset(dealt),
        dealt_tonk_pays=pays,
        low_tonk=low,
        low_tonk_pays=low_pays,
        drop=opt_choice(rules, "drop", _CHOICES["drop"], BEFORE_DRAW),
        ace=opt_choice(rules, "ace", _CHOICES["ace"], LOW_OR_HIGH),
        hits_on_runs_only=opt_bool(rules, "hits_on_runs_only", False),
        hit_penalty=opt_int(rules, "hit_penalty", 1, 0),
        stock_out=opt_choice(rules, "stock_out", _CHOICES["stock_out"], AFTER_LAST_DRAW),
        stock_out_tie=opt_choice(rules, "stock_out_tie", _CHOICES["stock_out_tie"], VOID),
    )
    return opts


_parsed = ParsedRules(_parse)


def parse_options(rules: dict[str, Any]) -> TonkOptions:
    """The Tonk options of a rules dict (RulesError on a bad value), parsed once per rules JSON."""
    return _parsed(rules) if rules else DEFAULTS
