"""Rule options: read and checked the same way for every game, parsed once per rules object.

Every game turns a hand's ``rules`` dict into a small read-only object of
parsed options (``draw_options``, ``stud_options``, ``rules_for``,
``parse_options``).  They read single options with the helpers below, which
raise :class:`~audit.protocol.RulesError` (the hand is then malformed) with a
message naming the option, and they cache the parsed object per distinct rules
JSON with :class:`ParsedRules`: the hands of a session share their rules, so
each is parsed once.  The JSON text is the key, because ``1`` and ``true`` are
different option values that a dict key would confuse.  An option given as ``null``
is read as absent: its default applies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

import msgspec

from .model import MAX_AMOUNT
from .protocol import RulesError
from .untrusted import quoted

T = TypeVar("T")

#: Options whose ``null`` is a value of its own, not their default (README, "Rule options"):
#: no raise cap, no dealt tonk.
NULL_SAYS = frozenset(("raise_cap", "dealt_tonk"))

_encode = msgspec.json.Encoder().encode


def opt_int(rules: dict[str, Any], key: str, default: int | None, minimum: int = 0,
            required_by: str | None = None, within: str = "rules") -> int | None:
    """An integer option (a bool is not an integer); ``None`` when absent without a
    default, unless ``required_by`` names the game that needs it.  An option given as
    ``null`` is absent (so that its default applies: it cannot stay ``None`` where a game
    counts on a number).  ``within``: where ``rules`` is, as messages name it (an option
    inside an option: ``rules.raise_cap``)."""
    v = rules.get(key)
    if v is None:
        if default is None and required_by:
            raise RulesError(f"{within}.{key} is required for {required_by}: it has no default there")
        # a default is not judged: one worked out from another option (big_bet, twice a small_bet
        # of up to 2^53 - 1) may be larger than any amount, and no value given is wrong
        return default
    if type(v) is not int or not minimum <= v <= MAX_AMOUNT:
        raise RulesError(f"{within}.{key} must be an integer from {minimum} to {MAX_AMOUNT}, got {quoted(v)}")
    return v


def opt_bool(rules: dict[str, Any], key: str, default: bool) -> bool:
    v = rules.get(key)
    if v is None:           # null: absent
        v = default
    if not isinstance(v, bool):
        raise RulesError(f"rules.{key} must be true or false, got {quoted(v)}")
    return v


def opt_choice(rules: dict[str, Any], key: str, choices: tuple[str, ...], default: str | None = None) -> str:
    """One of ``choices`` (the default is the first unless given; null is absent)."""
    v = rules.get(key)
    if v is None:
        v = choices[0] if default is None else default
    if v not in choices:
        raise RulesError(f"rules.{key} must be one of {', '.join(choices)}, got {quoted(v)}")
    return v


class ParsedRules(Generic[T]):
    """``parse(rules)`` cached by the rules' JSON text (at most ``limit`` entries)."""

    __slots__ = ("parse", "cache", "limit")

    def __init__(self, parse: Callable[[dict[str, Any]], T], limit: int = 4096) -> None:
        self.parse = parse
        self.cache: dict[bytes, T] = {}
        self.limit = limit

    def __call__(self, rules: dict[str, Any]) -> T:
        try:
            key = _encode(rules)
        except (TypeError, ValueError):      # not JSON (built in code): parse every time
            return self.parse(rules)
        parsed = self.cache.get(key)
        if parsed is None:
            parsed = self.parse(rules)
            if len(self.cache) >= self.limit:
                self.cache.clear()
            self.cache[key] = parsed
        return parsed


# ---- a rules file (--rules): the defaults of every hand ------------------------------

_BETTING_OPTIONS = ("betting", "small_bet", "big_bet", "min_bet", "max_bet", "last_round_multiplier",
                    "raise_cap", "cap_heads_up", "check_allowed", "ante", "odd_chip")
#: The rule options of each game (README, "Rule options and defaults").
GAME_OPTIONS: dict[str, frozenset[str]] = {
    "draw": frozenset(_BETTING_OPTIONS + (
        "blinds", "all_check", "max_discard", "wild", "jokers", "joker", "wild_represents",
        "double_ace_flush", "fewer_wilds_win", "entry_blinds", "short_big_blind", "reshuffle",
        "heads_up_button", "folded_hands", "fold_in_draw", "button_new_player")),
    "stud": frozenset(_BETTING_OPTIONS + ("bring_in", "open_pair_big_bet", "button_new_player")),
    "palace": frozenset(("small_bet", "big_bet", "betting", "ante", "battle_raise_cap", "two_left_must_battle",
                         "odd_chip", "quiet_round", "turn_after_battle", "buy_then_attack",
                         "no_limit_reraise", "folded_army", "short_hand", "button_new_player")),
    "tonk": frozenset(("stake", "hand_size", "upcard", "dealt_tonk", "dealt_tonk_pays", "low_tonk",
                       "low_tonk_pays", "drop", "ace", "hits_on_runs_only", "hit_penalty", "stock_out",
                       "stock_out_tie", "button_new_player")),
}
#: Options each game needs that a rules file may leave to the hands: an option is tried beside these.
_NEEDED: dict[str, dict[str, Any]] = {"draw": {"small_bet": 10}, "stud": {"small_bet": 10},
                                      "palace": {"small_bet": 10}, "tonk": {}}


#: ``rules.button_new_player`` (every game with a button): ``passes`` (a player new to the seat
#: since the previous hand is not dealt the button: casino practice) or ``deals`` (FORMAT.md's
#: letter: the button moves one seat clockwise, whoever sits there).  Read by the replay and the
#: checks across hands (:mod:`audit.replay`), not by a game's own options.
BUTTON_NEW_PLAYER = ("passes", "deals")


def button_deals_new(rules: dict[str, Any]) -> bool:
    """``rules.button_new_player`` is ``deals`` (RulesError for a value it does not know)."""
    return rules.get("button_new_player") is not None and \
        opt_choice(rules, "button_new_player", BUTTON_NEW_PLAYER) == "deals"


def _with_table_options(parse: Callable[[dict[str, Any]], object]) -> Callable[[dict[str, Any]], object]:
    """``parse``, a game's options, and the options every game has that the replay reads itself
    (``button_new_player``): a value none can take is refused by the checks of a rules file and
    of ``convert`` too, not only by each hand's replay (review of session 58)."""
    def parse_all(rules: dict[str, Any]) -> object:
        button_deals_new(rules)
        return parse(rules)
    return parse_all


def _parsers() -> dict[str, Callable[[dict[str, Any]], object]]:
    from .games.palace_rules import PalaceRules
    from .games.stud_options import StudOptions
    from .games.tonk_options import parse_options
    from .poker.draw_options import parse_draw_options

    return {game: _with_table_options(parse) for game, parse in
            (("draw", parse_draw_options), ("stud", StudOptions), ("palace", PalaceRules), ("tonk", parse_options))}


def check_defaults(defaults: dict[str, Any]) -> list[str]:
    """Check the options of a rules file as the games read them, each on its own: a value that no
    game with that option can take raises :class:`RulesError` naming it (else every hand would be
    malformed for it).  Returns the names no game has: they are ignored, as a hand's unknown
    options are.  ``null`` is absent, as in a hand."""
    parsers = _parsers()
    unknown = []
    for key, value in defaults.items():
        games = [g for g, names in GAME_OPTIONS.items() if key in names]
        if not games:
            unknown.append(key)
            continue
        if value is None:
            continue
        errors = []
        for game in games:
            try:
                parsers[game]({**_NEEDED[game], key: value})
            except RulesError as e:
                errors.append(str(e))
        if len(errors) == len(games):
            raise RulesError(errors[0])
    return unknown


def check_hand_options(game: str, rules: dict[str, Any]) -> None:
    """Check each option of a hand's ``rules`` that ``game`` has, on its own, as the game reads
    it: a value it cannot take raises :class:`RulesError` naming it (the hand is malformed; what
    the options say together, and options a rules file supplies, are left to the replay)."""
    options = GAME_OPTIONS.get(game)
    parse = _parsers().get(game)
    if options is None or parse is None:
        return
    for key, value in rules.items():
        if key in options and value is not None:
            parse({**_NEEDED[game], key: value})


_FOR_GAME: dict[int, tuple[dict[str, Any], dict[str, dict[str, Any]]]] = {}


def defaults_for(game: str, defaults: dict[str, Any]) -> dict[str, Any]:
    """The options of a rules file that apply to ``game``: those the game has, with a value the
    game takes (a file meant for draw and stud, ``"betting": "fixed"``, leaves Palace's betting to
    its default instead of making every Palace hand malformed); an option no game has is kept (it
    is ignored, as a hand's unknown options are).  Worked out once per file and game."""
    known = _FOR_GAME.get(id(defaults))
    if known is None or known[0] is not defaults:
        if len(_FOR_GAME) > 64:
            _FOR_GAME.clear()
        known = _FOR_GAME[id(defaults)] = (defaults, {})     # the file is kept: its id stays its own
    per_game = known[1]
    out = per_game.get(game)
    if out is None:
        options = GAME_OPTIONS.get(game)
        parse = _parsers().get(game)
        out = {}
        for key, value in defaults.items():
            if options is None or parse is None or value is None:
                out[key] = value
            elif key in options:
                try:
                    parse({**_NEEDED[game], key: value})
                except RulesError:
                    continue
                out[key] = value
            elif not any(key in names for names in GAME_OPTIONS.values()):
                out[key] = value
        per_game[game] = out
    return out
