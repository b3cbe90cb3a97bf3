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

T = TypeVar("T")
_encode = msgspec.json.Encoder().encode


def opt_int(rules: dict[str, Any], key: str, default: int | None, minimum: int = 0,
            required_by: str | None = None) -> int | None:
    """An integer option (a bool is not an integer); ``None`` when absent without a
    default, unless ``required_by`` names the game that needs it.  An option given as
    ``null`` is absent (so that its default applies: it cannot stay ``None`` where a game
    counts on a number)."""
    v = rules.get(key)
    if v is None:
        v = default
    if v is None:
        if required_by:
            raise RulesError(f"{required_by} needs rules.{key}")
        return None
    if type(v) is not int or not minimum <= v <= MAX_AMOUNT:
        raise RulesError(f"rules.{key} must be an integer from {minimum} to {MAX_AMOUNT}, got {v!r}")
    return v


def opt_bool(rules: dict[str, Any], key: str, default: bool) -> bool:
    v = rules.get(key)
    if v is None:           # null: absent
        v = default
    if not isinstance(v, bool):
        raise RulesError(f"rules.{key} must be true or false, got {v!r}")
    return v


def opt_choice(rules: dict[str, Any], key: str, choices: tuple[str, ...], default: str | None = None) -> str:
    """One of ``choices`` (the default is the first unless given; null is absent)."""
    v = rules.get(key)
    if v is None:
        v = choices[0] if default is None else default
    if v not in choices:
        raise RulesError(f"rules.{key} must be one of {', '.join(choices)}, got {v!r}")
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
