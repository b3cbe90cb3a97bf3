"""The rule options of five-card draw (POKER.md section 4), parsed once per rules.

``draw_options(rules) -> DrawOptions`` (a named tuple, cached by the rules' JSON:
the hands of a session share their rules).  Raises
:class:`~audit.protocol.RulesError` on a bad value.  Fields: ``blinds``
(``[small, big]`` or ``None``), ``ante``, ``max_discard`` (0-5, default 5),
``redeal`` (``all_check`` is ``redeal``), ``entry_blinds`` (default true),
``with_stub`` (``reshuffle`` is ``with_stub``: when a player's draw needs more cards than the
deck has left, those cards and the earlier players' discards are shuffled together, as
PokerStars does; the default ``stub_first`` deals the deck's last cards first, then shuffles
the discards),
``heads_up`` (``heads_up_button`` is ``no_big_blind_twice`` and the game has blinds: when play
becomes heads-up, the player who had the big blind takes the button, so as not to post it twice
in a row, as Robert's Rules have it; the default ``moves``: the button moves one seat, FORMAT.md;
judged by the session checks, :mod:`audit.session`),
``full_short_blind`` (``short_big_blind`` is ``full``, the default: a big blind all-in for
less than the blind still makes the others call the full blind; ``posted``: what was posted),
``wild`` (:class:`audit.poker.evaluate.WildRules` or ``None``), ``jokers``,
``betting`` (:class:`audit.poker.betting.BettingRules`), ``odd_chip`` (default
``called``), ``muck_folded`` (``folded_hands`` is ``discard_pile``: the cards of hands folded
before or during the draw join the discards a new deck is made of when the deck runs out, as
the muck does in card rooms; the default ``out_of_play``: only the draw's discards, as POKER.md
4.4 names them), ``fold_in_draw`` (``fold_in_draw`` is ``own_turn``, the default: a player may
fold on their own turn to draw, as the German seed's "a player may fold at any time" and
FORMAT.md's "fold: on the player's own turn" have it; ``betting_only``: a player folds in a
betting round only, POKER.md 2 listing fold among a betting round's choices).
"""

from __future__ import annotations

from typing import NamedTuple

from ..model import MAX_AMOUNT
from ..options import ParsedRules, opt_bool, opt_choice, opt_int
from ..protocol import RulesError
from .betting_rules import BettingRules
from .evaluate import WildRules
from .table import odd_chip_rule
from ..untrusted import quoted

HAND_SIZE = 5


class DrawOptions(NamedTuple):
    blinds: list[int] | None
    ante: int
    max_discard: int
    redeal: bool
    entry_blinds: bool
    full_short_blind: bool
    with_stub: bool
    heads_up: bool
    wild: WildRules | None
    jokers: int
    betting: BettingRules
    odd_chip: str
    muck_folded: bool
    fold_in_draw: bool


def parse_draw_options(rules: dict) -> DrawOptions:
    blinds = rules.get("blinds")
    if blinds is not None:
        if (not isinstance(blinds, list) or len(blinds) != 2 or
                any(type(b) is not int or not 0 <= b <= MAX_AMOUNT for b in blinds)):
            raise RulesError(f"rules.blinds must be [small, big] amounts, got {quoted(blinds)}")
        if blinds[0] > blinds[1]:
            raise RulesError(f"rules.blinds must be [small, big] amounts, the small blind no larger than the big, "
                             f"got {quoted(blinds)}")
    ante = opt_int(rules, "ante", 0)
    max_discard = rules.get("max_discard")
    if max_discard is not None and (type(max_discard) is not int or not 0 <= max_discard <= HAND_SIZE):
        raise RulesError(f"rules.max_discard must be an integer from 0 to {HAND_SIZE}, got {quoted(max_discard)}")
    max_discard = opt_int(rules, "max_discard", HAND_SIZE)
    rule = opt_choice(rules, "all_check", ("continue", "redeal"))
    eb = opt_bool(rules, "entry_blinds", True)
    short = opt_choice(rules, "short_big_blind", ("full", "posted"))
    reshuffle = opt_choice(rules, "reshuffle", ("stub_first", "with_stub"))
    heads_up = opt_choice(rules, "heads_up_button", ("moves", "no_big_blind_twice"))
    folded = opt_choice(rules, "folded_hands", ("out_of_play", "discard_pile"))
    fold_in_draw = opt_choice(rules, "fold_in_draw", ("own_turn", "betting_only"))
    wild = WildRules.from_rules(rules)
    betting = BettingRules.from_rules(rules, blinds[1] if blinds else 0)
    return DrawOptions(blinds, ante, max_discard, rule == "redeal", eb, short == "full", reshuffle == "with_stub",
                       heads_up == "no_big_blind_twice" and blinds is not None, wild,
                       opt_int(rules, "jokers", 0), betting, odd_chip_rule(rules, "called"),
                       folded == "discard_pile", fold_in_draw == "own_turn")


#: The parsed options of a rules dict, once per distinct rules JSON.
draw_options = ParsedRules(parse_draw_options)
