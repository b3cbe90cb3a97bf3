"""Stud's rule options, parsed once per rules object.

:func:`stud_options` parses the rule options of a stud hand once per distinct
rules object (keyed by its JSON encoding, so ``1`` and ``true`` differ) and
returns a :class:`StudOptions`; a bad value raises
:class:`~audit.protocol.RulesError`, every time it is met.
"""

from __future__ import annotations

from ..poker.betting import BettingRules
from ..poker.table import odd_chip_rule
from ..options import ParsedRules, opt_bool, opt_int



class StudOptions:
    """The parsed options of one stud rules object (shared, never changed)."""

    __slots__ = ("betting", "odd_chip", "ante", "bring_in", "open_pair_big")

    def __init__(self, rules: dict) -> None:
        # the order of the checks is the order of the messages a bad rules object gets
        self.betting = BettingRules.from_rules(rules)
        self.odd_chip = odd_chip_rule(rules, "high_card")
        self.ante = opt_int(rules, "ante", 0)
        self.bring_in = opt_int(rules, "bring_in", 0)
        self.open_pair_big = opt_bool(rules, "open_pair_big_bet", True)


#: The parsed options of a rules dict, once per distinct rules JSON.
stud_options = ParsedRules(StudOptions)
