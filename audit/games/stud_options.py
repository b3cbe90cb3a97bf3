"""Stud's rule options, parsed once per rules object.

:func:`stud_options` parses the rule options of a stud hand once per distinct
rules object (keyed by its JSON encoding, so ``1`` and ``true`` differ) and
returns a :class:`StudOptions`; a bad value raises
:class:`~audit.protocol.RulesError`, every time it is met.
"""

from __future__ import annotations

import msgspec

from ..poker.betting import BettingRules
from ..poker.table import odd_chip_rule
from ..protocol import RulesError

_CACHE_LIMIT = 512
_encode = msgspec.json.Encoder().encode


def _int_rule(rules: dict, key: str, default: int) -> int:
    v = rules.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise RulesError(f"{key} must be an integer >= 0, got {v!r}")
    return v


class StudOptions:
    """The parsed options of one stud rules object (shared, never changed)."""

    __slots__ = ("betting", "odd_chip", "ante", "bring_in", "open_pair_big")

    def __init__(self, rules: dict) -> None:
        # the order of the checks is the order of the messages a bad rules object gets
        self.betting = BettingRules.from_rules(rules)
        self.odd_chip = odd_chip_rule(rules, "high_card")
        self.ante = _int_rule(rules, "ante", 0)
        self.bring_in = _int_rule(rules, "bring_in", 0)
        v = rules.get("open_pair_big_bet", True)
        if not isinstance(v, bool):
            raise RulesError(f"open_pair_big_bet must be true or false, got {v!r}")
        self.open_pair_big = v


_OPTIONS: dict[bytes, StudOptions] = {}


def stud_options(rules: dict) -> StudOptions:
    try:
        key = _encode(rules)
    except (TypeError, ValueError):          # not JSON (built in code): parse it every time
        return StudOptions(rules)
    opts = _OPTIONS.get(key)
    if opts is None:
        opts = StudOptions(rules)
        if len(_OPTIONS) >= _CACHE_LIMIT:
            _OPTIONS.clear()
        _OPTIONS[key] = opts
    return opts
