"""The betting options of a hand (POKER.md section 2), parsed once; see :mod:`audit.poker.betting`.

``BettingRules.from_rules(rules, big_blind=0)`` reads ``betting``, ``small_bet``,
``big_bet``, ``min_bet``, ``max_bet``, ``last_round_multiplier``, ``raise_cap``,
``cap_heads_up`` and ``check_allowed`` (:class:`~audit.protocol.RulesError` on a
bad value).  ``seats_after(n)`` is the clockwise order after each of ``n`` seats.
"""

from __future__ import annotations

from ..options import opt_bool, opt_choice, opt_int
from ..protocol import RulesError
from ..untrusted import quoted

FIXED, SPREAD, POT, NO_LIMIT = 0, 1, 2, 3
STRUCTURES = {"fixed": FIXED, "spread": SPREAD, "pot": POT, "no_limit": NO_LIMIT}
STRUCTURE_NAMES = {v: k for k, v in STRUCTURES.items()}
NO_CAP = 1 << 60
#: ``rules.cap_heads_up`` "round_start": the cap is lifted in a round that begins with two
#: players in the hand, not in one that becomes heads-up (PokerStars' limit games: its logs cap
#: a round that began three-handed and went heads-up)
ROUND_START = "round_start"

_AFTER: dict[int, tuple[tuple[int, ...], ...]] = {}


def seats_after(n: int) -> tuple[tuple[int, ...], ...]:
    """For each seat ``i`` of ``n``: every seat clockwise after it, ``i`` itself last."""
    order = _AFTER.get(n)
    if order is None:
        order = _AFTER[n] = tuple(tuple((i + k) % n for k in range(1, n + 1)) for i in range(n))
    return order


class BettingRules:
    """The betting options of a hand, parsed once."""

    __slots__ = ("structure", "small_bet", "big_bet", "min_bet", "max_bet", "multiplier",
                 "cap_per_round", "cap_per_player", "cap_heads_up", "check_allowed")

    def __init__(self, structure: int = FIXED, small_bet: int = 0, big_bet: int = 0,
                 min_bet: int = 1, max_bet: int = 0, multiplier: int = 1,
                 cap_per_round: int = 3, cap_per_player: int = NO_CAP,
                 cap_heads_up: bool | str = True, check_allowed: bool = True) -> None:
        self.structure = structure
        self.small_bet = small_bet
        self.big_bet = big_bet
        self.min_bet = min_bet
        self.max_bet = max_bet
        self.multiplier = multiplier
        self.cap_per_round = cap_per_round
        self.cap_per_player = cap_per_player
        self.cap_heads_up = cap_heads_up
        self.check_allowed = check_allowed

    @classmethod
    def from_rules(cls, rules: dict, big_blind: int = 0) -> BettingRules:
        structure = STRUCTURES[opt_choice(rules, "betting", tuple(STRUCTURES), "fixed")]
        small = opt_int(rules, "small_bet", big_blind or None, 1)
        if small is None and structure == FIXED:
            raise RulesError("rules.small_bet is required for fixed-limit betting (stud, and draw without "
                             "blinds): it has no default there")
        big = opt_int(rules, "big_bet", 2 * small if small else None, 1)
        min_bet = opt_int(rules, "min_bet", big_blind or small or 1, 1)
        max_bet = opt_int(rules, "max_bet", big if structure == SPREAD else None, 1)
        if structure == SPREAD:
            if max_bet is None:
                raise RulesError("spread betting needs max_bet (or big_bet)")
            if max_bet < min_bet:
                raise RulesError(f"max_bet {max_bet} is below min_bet {min_bet}")
        mult = opt_int(rules, "last_round_multiplier", 1, 1)
        cap = rules.get("raise_cap", {"per_round": 3})
        per_round = per_player = NO_CAP
        if cap is not None:
            if not isinstance(cap, dict) or len(cap) != 1 or not (cap.keys() <= {"per_round", "per_player"}):
                raise RulesError(f"raise_cap must be null, {{\"per_round\": n}} or {{\"per_player\": n}}; got {quoted(cap)}")
            if "per_round" in cap:
                per_round = opt_int(cap, "per_round", 3, 0, within="rules.raise_cap")
            else:
                per_player = opt_int(cap, "per_player", 3, 0, within="rules.raise_cap")
        if structure in (POT, NO_LIMIT):
            per_round = per_player = NO_CAP
        heads_up = rules.get("cap_heads_up")
        if heads_up != ROUND_START:
            if heads_up is not None and not isinstance(heads_up, bool):
                raise RulesError(f"rules.cap_heads_up must be true, false or \"{ROUND_START}\", got {quoted(heads_up)}")
            heads_up = opt_bool(rules, "cap_heads_up", True)
        return cls(structure, small or 0, big or 0, min_bet, max_bet or 0, mult, per_round, per_player,
                   heads_up, opt_bool(rules, "check_allowed", True))
