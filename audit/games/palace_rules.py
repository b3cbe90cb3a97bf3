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
* ``folded_army``: ``out_of_play`` (default; PALACE.md 2 sends only a folding player's palace
  cards to the discard pile): the banner and soldiers of a player who folds on their turn, or who
  leaves in a tied battle, are out of play for the hand.  ``discard_pile``: they are mucked with
  the palace cards, into the discard pile (casino practice: a fold gives up every card), and may
  come back in a new draw deck shuffled from the pile.
* ``no_limit_reraise``: ``at_least`` (default; no-limit practice, the seed gives no size):
  in ``no_limit`` a re-raise is at least the raise before it.  ``same``: PALACE.md's words
  read to the letter, "a raise of the same size": exactly the raise before it.  (In
  ``limit`` every raise is one big bet either way.)
* ``short_hand``: ``missing_lowest`` (default; poker's ranking, where a hand that runs out of
  kickers loses to one that still has one): a side that plays fewer than five cards (PALACE.md
  3: "fewer if it has fewer") ranks its missing cards below any card, so A-K-7-5 loses to
  A-K-7-5-2.  ``held_only``: two hands of one category are compared only as far as the shorter
  one goes; equal that far, they tie (a battle then goes to the banner-suit count).  The same
  reading applies to the showdown after a quiet round, where a player without soldiers
  holds four cards.

A bad value raises :class:`audit.protocol.RulesError` (the hand is malformed).
"""

from __future__ import annotations

from typing import Any

from ..options import ParsedRules, opt_bool, opt_choice, opt_int

BETTINGS = ("limit", "no_limit")
ODD_CHIPS = ("left_of_button", "called", "high_card")
QUIET_ROUNDS = ("in_a_row", "turn_round")
TURN_AFTER_BATTLE = ("attacker", "defender")
NO_LIMIT_RERAISES = ("at_least", "same")
FOLDED_ARMIES = ("out_of_play", "discard_pile")
SHORT_HANDS = ("missing_lowest", "held_only")


class PalaceRules:
    """The options in force for one Palace hand."""

    __slots__ = ("small_bet", "big_bet", "no_limit", "ante", "raise_cap", "must_battle",
                 "odd_chip", "quiet_in_a_row", "after_defender", "buy_then_attack", "reraise_same",
                 "army_to_pile", "short_held")

    def __init__(self, rules: dict[str, Any]) -> None:
        self.small_bet = opt_int(rules, "small_bet", None, 1, required_by="Palace")
        self.big_bet = opt_int(rules, "big_bet", 2 * self.small_bet, 1)
        self.no_limit = opt_choice(rules, "betting", BETTINGS) == "no_limit"
        self.ante = opt_int(rules, "ante", self.small_bet // 2)
        self.raise_cap = opt_int(rules, "battle_raise_cap", 3)
        self.must_battle = opt_bool(rules, "two_left_must_battle", True)
        self.odd_chip = opt_choice(rules, "odd_chip", ODD_CHIPS)
        self.quiet_in_a_row = opt_choice(rules, "quiet_round", QUIET_ROUNDS) == "in_a_row"
        self.after_defender = opt_choice(rules, "turn_after_battle", TURN_AFTER_BATTLE) == "defender"
        self.buy_then_attack = opt_bool(rules, "buy_then_attack", False)
        self.reraise_same = opt_choice(rules, "no_limit_reraise", NO_LIMIT_RERAISES) == "same"
        self.army_to_pile = opt_choice(rules, "folded_army", FOLDED_ARMIES) == "discard_pile"
        self.short_held = opt_choice(rules, "short_hand", SHORT_HANDS) == "held_only"

    def attack_minimum(self, soldiers: int) -> int:
        """(soldiers + 1 for the banner) x small bet: the attack (limit) or its minimum."""
        return (soldiers + 1) * self.small_bet


#: The parsed options of a rules dict, once per distinct rules JSON (read-only: shared between hands).
rules_for = ParsedRules(PalaceRules, 256)
