"""The PHH reader: poker hand histories in TOML (``.phh``: one hand; ``.phhs``: tables ``[1]``, ``[2]``, ...).

Only fixed-limit seven-card stud (variant ``F7S``) is read; another variant is
a malformed record saying so.  Players ``p1``..``pN`` sit in that order from
the dealer's left, so the dealer is the last player (the native hand has no
``button``); one ``players`` does not name is ``pN``, or ``seat N`` in a table's
hand that gives ``seats`` (:func:`_names`).  ``finishing_stacks`` (else ``winnings``) is
the recorded result: it becomes ``return`` and ``collect`` events (:mod:`.phh_actions`),
so that the validator's settlement checks it (``winnings`` beside it are checked against
it).  Amounts are read exactly (TOML floats as Decimal).  PHH states no odd-chip rule: the hand's
rules state PokerKit's (its first winner from the dealer's left takes a pot's odd chip: ``odd_chip``
``left_of_button``; PokerKit gives that player every odd chip of a pot, POKER.md one each).  ``table`` becomes the
hand's table, and the hand id is ``hand`` after it (``hand = 5`` at ``table = 2``: ``2-5``).
"""

from __future__ import annotations

import datetime
import re
import tomllib
from decimal import Context, Decimal, InvalidOperation
from collections.abc import Iterator
from pathlib import Path

from ..model import MAX_AMOUNT, Hand, Seat
from . import Record, clip, reader_failure
from .native import hand_digest
from .phh_actions import HandError, convert_actions
from .phh_guide import checker_states
from .phh_text import hand_first, split_hands, split_repeats, split_tables, table_key, table_lines
from .validate import MalformedHand, check_hand
from ..untrusted import quoted

_AT_LINE = re.compile(r"line (\d+)")


#: An amount written with an exponent (``1e5000``): PHH amounts are written out; refused before
#: it is converted (a huge exponent would take minutes, or overflow).
_EXPONENT = re.compile(r"[eE]")
#: The longest amount text read: 2^53 - 1 has 16 digits; with separators, decimals and zeros in
#: front, 40 characters is room enough.  A longer one is refused before it is converted.
_MAX_TEXT = 40
_AMOUNT_FIELDS = ("antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "finishing_stacks", "winnings")
_MAX_DECIMALS = 6
_MAX_DIGITS = len(str(MAX_AMOUNT))        # a number of more digits (before any scaling) is too large


#: Room for every digit of an amount scaled to its unit (at most 16 digits and 6 decimals), so that
#: scaling rounds nothing (the default context keeps 28 digits, and rounds silently beyond).
_EXACT = Context(prec=64)


def _places(d: Decimal) -> int:
    """The decimal places of a finite ``d``, trailing zeros aside (``2.50``: 1), counted from its
    digits: ``normalize()`` would round to the context's 28 digits first."""
    _sign, digits, exponent = d.as_tuple()
    significant = "".join(map(str, digits)).rstrip("0")
    if not significant or not isinstance(exponent, int):
        return 0
    return max(0, -(exponent + len(digits) - len(significant)))


def _decimals(value) -> int:
    """The decimal places of an amount field (a list: the most of its values)."""
    if isinstance(value, list):
        return max((_decimals(v) for v in value), default=0)
    if isinstance(value, float):
        value = Decimal(repr(value))
    elif isinstance(value, str) and "." in value and not _EXPONENT.search(value) and len(value) <= _MAX_TEXT:
        try:
            value = Decimal(value)
        except InvalidOperation:
            return 0
    return _places(value) if isinstance(value, Decimal) and value.is_finite() else 0


class _Float(str):
    """A TOML float (read as a :class:`Decimal`, exactly) as messages quote it: unquoted, in TOML's
    lower case (``1e+300``, ``nan``, ``inf``), as a float was shown."""

    def __repr__(self) -> str:
        return str(self)


def _shown(value):
    """``value`` as a message quotes it."""
    if isinstance(value, Decimal):
        return _Float(str(value).lower().replace("infinity", "inf"))
    return value


class Amounts:
    """PHH amounts (integers, or decimals in cash games) as integers of the smallest unit used."""

    def __init__(self, doc: dict) -> None:
        k = max(_decimals(doc.get(f)) for f in _AMOUNT_FIELDS)
        actions = doc.get("actions")
        for action in actions if isinstance(actions, list) else ():     # (actions = 5: not a list)
            words = action.split("#", 1)[0].split() if isinstance(action, str) else []
            if len(words) == 3 and words[1] == "cbr":
                k = max(k, _decimals(words[2].replace(",", "")))
        if k > _MAX_DECIMALS:
            raise HandError(f"amounts with more than {_MAX_DECIMALS} decimals are not supported")
        self.places = k
        self.scale = 10 ** k
        self.unit = format(Decimal(1).scaleb(-k), "f") if k else None

    def __call__(self, value, where: str, written=None) -> int:
        """``value`` in the smallest unit; ``written``: the text the messages quote, when
        ``value`` is not it."""
        shown = _shown(value) if written is None else written
        if isinstance(value, bool) or not isinstance(value, (int, float, str, Decimal)):
            raise HandError(f"{where} must be a number, got {quoted(shown)}")
        if isinstance(value, str) and (_EXPONENT.search(value) or len(value) > _MAX_TEXT):
            # before Decimal(): 1e1000000 overflows once scaled, and 1e999999 takes minutes to convert
            raise HandError(f"{where} = {quoted(clip(str(shown)))} is not an amount: amounts are written out in "
                            f"digits, without an exponent, and are at most {MAX_AMOUNT}")
        if isinstance(value, int) and value > MAX_AMOUNT:
            raise HandError(f"{where} = {clip(str(shown))} is more than the largest amount, {MAX_AMOUNT}")
        try:
            d = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
        except InvalidOperation:
            raise HandError(f"{where} must be a number, got {quoted(shown)}") from None
        if d.is_infinite() and d > 0:
            # the PHH standard's unknown stack (review of session 62: "is not a non-negative amount")
            why = ("every bet is judged against the stack, so each must be known" if where.startswith("starting_stacks")
                   else "every amount of a hand must be known")
            raise HandError(f"{where} = {quoted(shown)}, an unknown amount (PHH's inf), cannot be checked: {why}")
        if not d.is_finite():
            # NaN, Infinity, and sNaN, a signalling NaN, which raises on any arithmetic (a crash before)
            raise HandError(f"{where} = {quoted(shown)} is not a non-negative amount")
        if d.adjusted() > _MAX_DIGITS:
            raise HandError(f"{where} = {quoted(clip(str(shown)))} is more than the largest amount, {MAX_AMOUNT}")
        if d < 0 or _places(d) > self.places:       # (more places: not a whole number of the unit)
            raise HandError(f"{where} = {quoted(shown)} is not a non-negative amount")
        scaled = d.scaleb(self.places, _EXACT)
        if scaled > MAX_AMOUNT:
            raise HandError(f"{where} = {quoted(clip(str(shown)))} is more than the largest amount, {MAX_AMOUNT}"
                            + (f" (in units of {self.unit})" if self.unit else ""))
        return int(scaled)

    def action(self, text: str) -> int:
        """The amount of a ``cbr`` action.  Like PokerKit's ``parse_value``, which reads them,
        every comma is dropped first (a thousands separator: ``200,000``); the rest is a
        number as :meth:`__call__` reads it."""
        return self(text.replace(",", ""), "cbr", text) if "," in text else self(text, "cbr")

    def per_player(self, value, n: int, where: str) -> list[int]:
        if isinstance(value, list):
            if len(value) != n:
                raise HandError(f"{where} has {len(value)} values for {n} players")
            return [self(v, f"{where}[{i}]") for i, v in enumerate(value)]
        return [self(value, where)] * n


def _names(doc: dict, seat_numbers: list[int], by_seat: bool) -> list[str]:
    """The players' names: ``players``, or for a player it does not name, ``pN``, the label its
    actions use: the N-th seat from the dealer's left, which is seat N when the hand gives no
    ``seats``.  With ``by_seat`` (a hand of a table's sequence that gives ``seats``) the name is
    ``seat 3`` instead: the checks across hands (stacks, button) go by name, and the seat is what
    ties an unnamed player to the table's other hands; ``p1`` is another seat in the next hand
    once the order from the dealer's left starts elsewhere (a false ``stack-mismatch``)."""
    given = doc.get("players")
    if isinstance(given, list) and len(given) > len(seat_numbers):
        # (as antes or finishing_stacks of another length: which name is whose stack would be a guess;
        # review of session 62)
        raise HandError(f"players names {len(given)} players but starting_stacks lists {len(seat_numbers)}")
    invented = [f"seat {s}" if by_seat else f"p{i + 1}" for i, s in enumerate(seat_numbers)]
    names: list[str] = []
    real: set[str] = set()      # the names ``players`` gives (not the ones invented for the others)
    for i, own in enumerate(invented):
        name = given[i] if isinstance(given, list) and i < len(given) else None
        if isinstance(name, str) and name.strip():
            if name in real:
                # two players of one name (as a native hand's seats may not have): which one acts
                # or wins would be a guess
                raise HandError(f"players names {quoted(clip(name))} twice")
            real.add(name)
        else:
            name = own
        names.append(name)
    if len(set(names)) != len(names):      # a real name equal to another player's invented one
        names = invented
    return names


def _seats(doc: dict, n: int) -> tuple[list[int], int | None]:
    """Seat numbers in player order and the button (None: the dealer, pN, has the last seat)."""
    seats = doc.get("seats")
    if seats is None:
        return list(range(1, n + 1)), None
    if (not isinstance(seats, list) or len(seats) != n
            or any(isinstance(s, bool) or not isinstance(s, int) or s < 1 for s in seats)
            or len(set(seats)) != n):
        raise HandError(f"seats must be {n} distinct seat numbers >= 1, got {quoted(seats)}")
    descents = sum(1 for a, b in zip(seats, seats[1:]) if b < a)
    if descents == 0:
        return list(seats), None
    if descents == 1 and seats[-1] < seats[0]:
        return list(seats), seats[-1]
    raise HandError(f"seats {quoted(seats)} are not in clockwise order from the dealer's left")


def _time(doc: dict) -> str | None:
    """ISO 8601: ``year``, ``month`` and ``day`` with ``time`` (a TOML local time), or ``time``
    alone when it is a TOML date or date-time (None when neither gives a date)."""
    t = doc.get("time")
    if isinstance(t, (datetime.date, datetime.datetime)):    # a date-time is a date too
        return t.isoformat()
    y, m, d = doc.get("year"), doc.get("month"), doc.get("day")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (y, m, d)):
        return None
    try:
        day = datetime.date(y, m, d)
    except (ValueError, OverflowError):     # month = 13; year = 2147483648 (more than a C int)
        return None
    if isinstance(t, datetime.time):
        return datetime.datetime.combine(day, t).isoformat()
    return day.isoformat()


def _untrimmed_antes(doc: dict, names: list[str], antes: list[int], stacks: list[int]) -> None:
    """:class:`HandError` for antes of different sizes, and for ``ante_trimming_status`` false (also
    when absent: the PHH standard's and PokerKit's default) with unequal antes posted (a player
    all-in on the ante for less).  PokerKit then puts every ante in a main pot all players are
    eligible for; handaudit's pots follow the side-pot rule of POKER.md, which gives the same
    pots only when the antes posted are equal: then the hand is read as usual."""
    status = doc.get("ante_trimming_status", False)
    if type(status) is not bool:
        raise HandError(f"ante_trimming_status must be true or false, got {clip(quoted(status))}")
    if status:
        if len(set(antes)) > 1:
            # a native hand has one ante (rules.ante): antes of different sizes are no rule it
            # can state, and each one off the most common became a wrong-forced-bet and a return
            # of "no uncalled bet" on a hand PokerKit plays out legally (review of session 58)
            amounts = ", ".join(f"{p} {a}" for p, a in zip(names, antes))
            raise HandError(f"antes of different sizes are not supported ({amounts}): the rules of a "
                            "handaudit hand have one ante for every player")
        return
    posted = [min(a, s) for a, s in zip(antes, stacks)]
    if len(set(posted)) > 1:
        amounts = ", ".join(f"{p} {a}" for p, a in zip(names, posted))
        absent = "" if "ante_trimming_status" in doc else "; the field is absent, and false is the PHH default"
        raise HandError(f"ante_trimming_status false is not supported: the antes posted differ ({amounts}), and "
                        "untrimmed antes (every ante in a main pot all players are eligible for) give other "
                        f"pots than handaudit's side-pot rule of POKER.md{absent}")


def _label(value) -> str | None:
    """A ``hand`` or ``table`` number or name as text (None: absent or neither)."""
    return str(value) if isinstance(value, (str, int)) and not isinstance(value, bool) else None


def hand_id_of(hand_no: str | None, table: str | None, default_id: str | None) -> str | None:
    """The native hand id: the ``hand`` number, after its ``table`` when one is named (``hand = 5``
    at ``table = 2`` is ``2-5``: hand numbers may repeat at other tables of one file)."""
    if hand_no is None or hand_no == "":
        return default_id
    return hand_no if table is None else f"{table}-{hand_no}"


def parse_hand(doc: dict, default_id: str) -> tuple[Hand, list, dict[str, int] | None]:
    """One PHH hand (a TOML table) to ``(native hand, warnings, finishing stacks by player or
    None)``; :class:`HandError` if unreadable."""
    variant = doc.get("variant")
    if variant != "F7S":
        raise HandError(f"variant {quoted(variant)} is not supported (only 'F7S', fixed-limit seven-card stud)")
    for key in ("antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions"):
        if key not in doc:
            raise HandError(f"missing field {quoted(key)}")
    actions = doc["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise HandError("actions must be a list of strings")
    stacks = doc["starting_stacks"]
    if not isinstance(stacks, list) or len(stacks) < 2:
        raise HandError("starting_stacks must list at least two players")
    n = len(stacks)
    amount = Amounts(doc)
    stacks = amount.per_player(stacks, n, "starting_stacks")
    antes = amount.per_player(doc["antes"], n, "antes")
    bring_in = amount(doc["bring_in"], "bring_in")
    small_bet = amount(doc["small_bet"], "small_bet")
    big_bet = amount(doc["big_bet"], "big_bet")
    finishing = amount.per_player(doc["finishing_stacks"], n, "finishing_stacks") if "finishing_stacks" in doc else None
    winnings = amount.per_player(doc["winnings"], n, "winnings") if "winnings" in doc else None
    seat_numbers, button = _seats(doc, n)
    table = _label(doc.get("table"))
    names = _names(doc, seat_numbers, by_seat="seats" in doc and table is not None)
    _untrimmed_antes(doc, names, antes, stacks)
    nonzero = [a for a in antes if a]
    ante = max(set(nonzero), key=nonzero.count) if nonzero else 0
    rules = {"betting": "fixed", "ante": ante, "bring_in": bring_in, "small_bet": small_bet,
             "big_bet": big_bet, "odd_chip": "left_of_button"}
    hand_id = hand_id_of(_label(doc.get("hand")), table, default_id)
    currency = doc.get("currency") if isinstance(doc.get("currency"), str) else None
    guide = before = None
    for _ in range(_PASSES):
        # the lines after the checker's first finding are resolved by the checker's reading
        # (phh_guide), read over the hand as converted before, until it no longer changes
        events, warnings = convert_actions(names, stacks, antes, bring_in, small_bet, actions,
                                           finishing, winnings, amount.action, guide)
        hand = Hand(format="handaudit/1", hand_id=hand_id, game="stud",
                    seats=[Seat(seat=s, player=p, stack=st) for s, p, st in zip(seat_numbers, names, stacks)],
                    events=events, button=button, rules=rules, table=table, time=_time(doc), currency=currency,
                    unit=amount.unit)
        if guide is not None and events == before:
            break
        before = events
        guide = checker_states(hand, guide)
        if guide is None:
            break
    return hand, warnings, None if finishing is None else dict(zip(names, finishing))


#: Conversions of a hand at most: the reader's own, then guided by the checker's reading.
_PASSES = 4


def _record(name: str, line: int, doc, default_id: str) -> Record:
    if not isinstance(doc, dict):
        return Record(name, line, None, "a PHH hand must be a TOML table", default_id)
    default_id = hand_id_of(_label(doc.get("hand")), _label(doc.get("table")), default_id)
    try:
        hand, warnings, ends = parse_hand(doc, default_id)
        check_hand(hand)
    except (HandError, MalformedHand) as e:
        # its table (when named) is read, so that the hand breaks its table's chain
        return Record(name, line, None, str(e), default_id, table=_label(doc.get("table")))
    except Exception as e:  # noqa: BLE001 - a bug of ours: this hand set aside, the others read on
        return reader_failure(name, line, e, default_id, table=_label(doc.get("table")))
    return Record(name, line, hand, None, hand.hand_id, hand_digest(hand), warnings, ends=ends)


class _Unreadable(ValueError):
    """TOML that the parser cannot take: nested too deeply, a number too long."""


_BAD_TOML = (tomllib.TOMLDecodeError, _Unreadable)


def _loads(text: str) -> dict:
    try:
        # floats as Decimal: exact (a binary float turns 82261615611686.01 into ...02)
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError:
        raise
    except RecursionError:
        raise _Unreadable("nested too deeply (arrays or tables some hundreds of levels deep)") from None
    except ValueError as e:     # Python's limit on the digits of an integer
        raise _Unreadable(f"a number too long to read ({str(e).split(':')[0]})") from None


def read(path: Path, text: str) -> Iterator[Record]:
    """The records of a PHH file's whole ``text`` (a long one: :func:`.phh_parts.read_lines`)."""
    name = str(path)
    text = text.lstrip("\ufeff")
    try:
        doc = _loads(text)
    except _BAD_TOML as e:
        yield from _read_parts(name, path.stem, text, e)
        return
    if "variant" in doc or "actions" in doc:
        hands = split_hands(text) if _holds_a_hand(doc) else []
        if len(hands) >= 2:     # .phh files joined with cat, the first ending in a [table] of its own
            yield from joined_records(name, path.stem, hands)
        else:
            yield _record(name, 1, doc, path.stem)
        return
    if not doc:
        yield Record(name, 1, None, "no PHH hand in the file (no 'variant' and no [tables])")
    yield from _hands(name, doc, table_lines(text))


def _holds_a_hand(doc: dict) -> bool:
    """A table of the hand holds another hand (``variant`` and ``actions``): a ``.phh`` file that
    ends in a ``[table]`` of its own (``[_meta]``), joined with cat to the next, whose statements
    TOML then reads as that table's (the document parses, and the next hand would be lost)."""
    return any(isinstance(v, dict) and (("variant" in v and "actions" in v) or _holds_a_hand(v))
               for v in doc.values())


def _read_parts(name: str, stem: str, text: str, e: ValueError, base: int = 0) -> Iterator[Record]:
    """A document that does not parse, a hand at a time (:mod:`.phh_text`): ``.phh`` files joined
    with cat (each starts with its ``variant``), else a ``.phhs`` file's tables; only the broken
    hands are malformed.  A single ``.phh`` is one record, at the error's line, keeping the id its
    ``hand`` (and ``table``) lines give when they can be read, as a readable hand is named.
    ``base``: the lines of the file before ``text``."""
    if hand_first(text):
        hands = split_hands(text)
        if len(hands) < 2:
            hands = split_repeats(text)
        if len(hands) < 2:
            yield _invalid(name, 1 + base, e, text, stem)
            return
        yield from joined_records(name, stem, [(first + base, chunk) for first, chunk in hands])
        return
    for first, chunk in split_tables(text):
        yield from table_records(name, first + base, chunk)


def table_records(name: str, first: int, chunk: str) -> Iterator[Record]:
    """The records of one part of a ``.phhs`` text cut at its tables (:func:`.phh_text.split_tables`)
    that begins at the file's line ``first``: its table, malformed when its TOML does not parse."""
    try:
        part = _loads(chunk)
    except _BAD_TOML as err:
        yield _invalid(name, first, err, chunk, table_key(chunk), hand_line=first)
        return
    at = table_lines(chunk) if len(part) > 1 else {}
    yield from _hands(name, part, {key: first + at.get(key, 1) - 1 for key in part})


def joined_records(name: str, stem: str, hands: list[tuple[int, str]]) -> Iterator[Record]:
    """The records of ``.phh`` files joined with cat, cut into ``hands`` (first line, text)."""
    for first, chunk in hands:
        hand_id = stem if first == 1 else f"{stem}:{first}"
        try:
            doc = _loads(chunk)
        except _BAD_TOML as err:
            parts = split_repeats(chunk)
            if len(parts) > 1:      # more than one hand: a file without its variant (phh_text)
                yield from joined_records(name, stem, [(first + f - 1, c) for f, c in parts])
                continue
            yield _invalid(name, first, err, chunk, hand_id, hand_line=first)
            continue
        yield _record(name, first, doc, hand_id)


def _hands(name: str, doc: dict, lines: dict[str, int]) -> Iterator[Record]:
    """The records of a ``.phhs`` document's tables (``lines``: each key's header line)."""
    for key, table in doc.items():
        yield _record(name, lines.get(key, 1), table, key)


def _invalid(name: str, first: int, e: ValueError, chunk: str, default_id: str | None,
             hand_line: int | None = None) -> Record:
    """A malformed record for TOML that does not parse; ``first``: the file's line where the text
    parsed (``chunk``) began (the error's own line counts from there).  The record is at
    ``hand_line`` (a hand's table header), else at the error's line; it keeps the hand's id
    (:func:`_id_in_text`, else ``default_id``) and its table, when their lines can be read, so that
    it breaks its table's chain as a readable malformed hand does."""
    m = _AT_LINE.search(str(e))
    line = first + int(m.group(1)) - 1 if m else first
    message = _AT_LINE.sub(f"line {line}", str(e), count=1) if m else str(e)
    return Record(name, hand_line or line, None, f"invalid TOML: {message}", _id_in_text(chunk, default_id),
                  table=_text_value(chunk, _TABLE_LINE))


_KEY_LINE = r"^[ \t]*{}[ \t]*=[ \t]*(?:(-?[0-9]{{1,30}})|\"([^\"\\\n]*)\"|'([^'\n]*)')[ \t]*(?:#.*)?$"
_HAND_LINE = re.compile(_KEY_LINE.format("hand"), re.MULTILINE)
_TABLE_LINE = re.compile(_KEY_LINE.format("table"), re.MULTILINE)


def _text_value(chunk: str, pattern: re.Pattern) -> str | None:
    """The value of a ``hand`` or ``table`` line of TOML that does not parse, when it can be read."""
    m = pattern.search(chunk)
    if m is None:
        return None
    return str(int(m.group(1))) if m.group(1) is not None else next(g for g in m.groups()[1:] if g is not None)


def too_long_record(name: str, line: int, head: str, default_id: str | None, limit: int) -> Record:
    """A hand of more than ``limit`` of text, not read (:mod:`.phh_parts`): malformed at its first
    line, with the id and the table its ``hand`` and ``table`` lines give in ``head`` (its start) when
    they can be read, so that it breaks its table's chain as a readable malformed hand does."""
    return Record(name, line, None, f"a hand of more than {limit >> 20} MB of text: not read",
                  _id_in_text(head, default_id), table=_text_value(head, _TABLE_LINE))


def _id_in_text(chunk: str, default_id: str | None) -> str | None:
    """The id of a hand whose TOML does not parse, from its ``hand`` (and ``table``) lines when
    they can still be read, as :func:`parse_hand` names a readable hand; else ``default_id``."""
    return hand_id_of(_text_value(chunk, _HAND_LINE), _text_value(chunk, _TABLE_LINE), default_id)
