"""The native reader: JSON Lines (``.jsonl``, ``.jsonl.gz``), streamed line by line (the file
opened by :mod:`audit.readers.native_open`), each line decoded and checked into a native hand."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from typing import Any
from pathlib import Path

import msgspec
from msgspec import UNSET

from ..cards import spelled
from ..model import Event, Hand, LineHand, Seat
from ..options import NULL_SAYS
from . import KEYS_READ, SESSION_UNREAD, TABLE_UNREAD, Record
from .native_open import Broken, open_bytes
from .validate import MalformedHand, check_hand

_decoder = msgspec.json.Decoder(Hand)
#: The fast path of :func:`decode_hand`: each event decoded by its type's narrow class
#: (:data:`audit.model.LINE_EVENT_CLASSES`), which refuses any field it does not have.
_narrow = msgspec.json.Decoder(LineHand)
_loose = msgspec.json.Decoder()
#: :func:`decode_hand`'s records the narrow classes refused in a row (this process's), and after
#: how many they are tried on one record in so many only
_narrow_refused = 0
NARROW_GIVE_UP = 64
NARROW_RETRY = 256


_GAMES = frozenset(("draw", "stud", "palace", "tonk"))


def _keys_of(line: bytes) -> tuple[str | None, str | None, str | None, str | None, int]:
    """What can be read of a malformed line's hand id, session, table and game (None where not;
    a game only when it is one of the four), and whether its session and table are known
    (:data:`audit.readers.KEYS_READ`, ``TABLE_UNREAD``, ``SESSION_UNREAD``): a field of another type
    than a string or null, or, in a record cut off, a field that is not among the fields it begins
    with (it may come later), is not known to be absent."""
    cut = False
    try:
        obj = _loose.decode(line)
    except (msgspec.DecodeError, RecursionError):
        try:    # a byte that is not UTF-8 (in a name, say): the rest of the record still names it
            obj = _loose.decode(line.decode("utf-8", "replace").encode("utf-8"))
        except (msgspec.DecodeError, RecursionError):
            obj = _leading_fields(line)     # a record cut off: the fields it begins with
            cut = line.lstrip().startswith(b"{")
    if not isinstance(obj, dict):
        return None, None, None, None, KEYS_READ
    hid, session, table, game = obj.get("hand_id"), obj.get("session"), obj.get("table"), obj.get("game")
    unread = KEYS_READ
    if cut and "session" not in obj or not (session is None or isinstance(session, str)):
        unread = SESSION_UNREAD
    elif cut and "table" not in obj or not (table is None or isinstance(table, str)):
        unread = TABLE_UNREAD
    return (hid if isinstance(hid, str) else None, session if isinstance(session, str) else None,
            table if isinstance(table, str) else None, game if isinstance(game, str) and game in _GAMES else None,
            unread)


#: A field of a record's top level with a plain value (a string, a number, true, false, null) and
#: the comma after it.
_LEADING = re.compile(rb'\s*"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*|true|false|null)\s*,')


def _leading_fields(line: bytes) -> dict:
    """The top-level fields of a record that is no JSON (cut off, say) that come whole before its
    first list or object (a log writes ``session``, ``table`` and ``hand_id`` there): nothing
    nested is looked at, so a key inside ``rules`` or a name cannot pass for one of them."""
    out: dict = {}
    text = line.lstrip()
    if not text.startswith(b"{"):
        return out
    pos = 1
    while (m := _LEADING.match(text, pos)) is not None:
        try:
            out[msgspec.json.decode(b'"' + m.group(1) + b'"')] = msgspec.json.decode(m.group(2))
        except msgspec.DecodeError:
            pass
        pos = m.end()
    return out


_AT = re.compile(r" - at `\$\.?(.*)`$")


def _explain_error(text: str) -> str:
    """msgspec's message in the words of the format: which field, what is wrong."""
    m = _AT.search(text)
    where = m.group(1) if m else ""
    what = text[:m.start()] if m else text
    if what.startswith("Invalid enum value") and where.endswith(".kind"):
        what = f"unknown blind kind {what[len('Invalid enum value '):]} (small, big or dead)"
    elif what.startswith("Invalid enum value"):
        what = "unknown card " + what[len("Invalid enum value "):]
    elif what.startswith("Invalid value") and where.endswith(".type"):
        what = "unknown event type " + what[len("Invalid value "):]
    elif what.startswith("Expected `int` <= "):
        what = f"too large: at most {what[len('Expected `int` <= '):]}"
    elif what.startswith("Expected `int` >= "):
        what = f"too small: at least {what[len('Expected `int` >= '):]}"
    elif what.startswith("Object missing required field"):
        what = "missing field " + what[len("Object missing required field "):]
    elif not where and what == "Expected `object`, got `array`":
        # (a script's json.dump of a list of hands: as a list written over many lines says, review
        # of session 67)
        what = ("a list (a JSON array), not a hand: a log holds each hand on one line of its own "
                "(jq -c '.[]' writes a list's hands so)")
    return f"{where}: {what}" if where else what


#: The message of a record nested deeper than the decoder goes (about a thousand levels of
#: arrays or objects, anywhere in the line, an ignored field included).
NESTED_TOO_DEEPLY = "invalid JSON: nested too deeply (arrays or objects about a thousand levels deep)"


#: The event fields that hold cards (a card, or a list of cards).
CARD_FIELDS = ("down", "up", "cards", "card", "discard", "receive")


def _spelled(x):
    """A card in FORMAT.md's spelling (anything else, a number say, as it is)."""
    return spelled(x) if x.__class__ is str else x


def _loose_class(cls: type, nested: dict[str, Any]) -> type:
    """A mirror of the model's ``cls`` whose fields take any value (``nested``: those that hold
    mirrors in turn) and are left out when absent: what :func:`_last_keys` reads.  Fields the
    format does not have are skipped unread, as the decoder skips them, so that a number too large
    to hold in one (which a plain reading of the record would refuse) does not matter."""
    spec = [(f.name, nested.get(f.name, Any), msgspec.field(default=UNSET, name=f.encode_name))
            for f in msgspec.structs.fields(cls)]
    return msgspec.defstruct(f"_Loose{cls.__name__}", spec, omit_defaults=True)


#: a list of seats or events, or anything else JSON has (a first value that a second overwrites)
_ANY_BUT = dict[str, Any] | str | int | float | bool | None
_loose_hand = msgspec.json.Decoder(_loose_class(Hand, {
    "seats": list[_loose_class(Seat, {})] | _ANY_BUT, "events": list[_loose_class(Event, {})] | _ANY_BUT}))


def _respelled(data: bytes) -> bytes | None:
    """The record with every card of its events in FORMAT.md's spelling (``ah``, ``AH`` and
    ``10h`` are read as ``Ah`` and ``Th``: README), or None when no card is spelled another way.
    (Read as :func:`_last_keys` reads it: a key written twice with its last value.)"""
    try:
        hand = _loose_hand.decode(data)
    except (msgspec.DecodeError, RecursionError):
        return None
    events = hand.events
    if not isinstance(events, list):
        return None
    changed = False
    for ev in events:
        for f in CARD_FIELDS:
            v = getattr(ev, f)
            if isinstance(v, list):
                new = list(map(_spelled, v))
            elif isinstance(v, str):
                new = _spelled(v)
            else:
                continue
            if new != v:
                setattr(ev, f, new)
                changed = True
    return msgspec.json.encode(hand) if changed else None


def decode_hand(data: bytes) -> Hand:
    """Decode one record (msgspec's errors raised as they are).  The decoder takes cards in
    FORMAT.md's spelling only (the usual case, at no cost); a record that spells one another way
    is decoded again with its cards respelled, so that every hand holds one spelling (in
    ``convert``'s output, messages and :func:`hand_digest`).

    A record is first decoded by the narrow classes (:class:`audit.model.LineHand`): a record they
    take holds only fields they have, each checked as the wide classes check it, so its hand reads
    as the wide decoding's, at a quarter less cost (no default filled in, none freed); any other
    record (an error, a field they lack) is decoded as it always was, from the start.  A log whose
    records the narrow classes keep refusing (its lines write a field they lack, a ``pot`` on
    every call) is not decoded twice a record: after :data:`NARROW_GIVE_UP` refusals in a row they
    are tried on one record in :data:`NARROW_RETRY` only, until one takes it (the hands the same
    either way; only the time differs)."""
    global _narrow_refused
    refused = _narrow_refused
    if refused < NARROW_GIVE_UP or refused % NARROW_RETRY == 0:
        try:
            hand = _narrow.decode(data)
            _narrow_refused = 0
            return hand
        except (msgspec.MsgspecError, RecursionError):
            pass
    _narrow_refused = refused + 1
    try:
        return _decoder.decode(data)
    except msgspec.ValidationError as e:
        respelled = _respelled(data)
        if respelled is not None:
            return _decoder.decode(respelled)       # its own error, if any, is the record's
        why = str(e)
        # a key written twice counts with its last value: the decoder checks (and refuses) the
        # first too, and picks an event's class by its first type, so the record is read again
        # with the last value of each key; a record with no key twice fails again as it did
        again = _last_keys(data)
        if isinstance(again, str):
            for what, pattern in _NOT_READ_AGAIN:
                if pattern.search(why):
                    at = _AT.search(why)
                    raise msgspec.ValidationError(
                        f"{what}, and the record cannot be read again to take {'the last' if 'type' in what else 'it'}"
                        f": {again}" + (f" - at `${at.group(1) and '.' + at.group(1)}`" if at else "")) from None
            raise
        try:
            return _decoder.decode(again)
        except msgspec.ValidationError:
            if why.endswith(".type`"):
                raise                               # the type that counts, refused
            raise e from None


#: Errors of a record that reading it again would settle, when it cannot be read again: what the
#: message then says (an event's type written twice; a card spelled another way, as ``ah``)
_NOT_READ_AGAIN = (
    ("an event's type not of the format, or written twice (the last one counts)", re.compile(r"\.type`$")),
    ("an unknown card, or one spelled another way (read as FORMAT.md spells it)", re.compile(r"^Invalid enum value .* - at `\$\.events\[")),
)


def _last_keys(data: bytes) -> bytes | str:
    """The record written again with the last value of each key it repeats, or why it cannot be
    (a field that holds what the decoder cannot: a number too large in a rule option, say)."""
    try:
        return msgspec.json.encode(_loose_hand.decode(data))
    except RecursionError:
        return NESTED_TOO_DEEPLY
    except msgspec.MsgspecError as e:
        return _AT.sub("", str(e)).lower()       # where in the field (unknown to the format) says nothing


def parse_line(line: bytes) -> tuple[Hand | None, str | None]:
    """Decode and check one JSON line: ``(hand, None)`` or ``(None, error)``."""
    try:
        hand = decode_hand(line)
    except msgspec.ValidationError as e:
        return None, _explain_error(str(e))
    except msgspec.DecodeError as e:
        return None, f"invalid JSON: {e}"
    except RecursionError:
        return None, NESTED_TOO_DEEPLY
    if not line.isascii():
        # the decoder checks the text of the fields it reads, not of those it skips (FORMAT.md: the
        # log is UTF-8; the record is stored as written, and read back as text)
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as e:
            return None, f"invalid JSON: Invalid UTF-8 encoded string (byte {e.start})"
    try:
        check_hand(hand)
    except MalformedHand as e:
        return None, str(e)
    return hand, None


def digest(data: bytes) -> int:
    """A hash of some bytes that is the same in every process (64 bits of SHA-256: with the
    CPU's SHA instructions a third faster than BLAKE2b)."""
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "big", signed=True)


#: The hand as one canonical text: its fields in the model's order, the keys of its dicts
#: (rules) sorted, defaults left out.
_canonical = msgspec.json.Encoder(order="deterministic")
#: A deal's empty list of cards (never an event's first field: ``type`` is).
_NO_CARDS = re.compile(rb',"(?:up|down)":\[\]')
#: Any empty list: found about twice as fast as ``":[]`` with ``in`` (whose skips are short in
#: JSON), and in every text :data:`_NO_CARDS` matches.
_EMPTY_LIST = re.compile(rb"\[\]").search


_UTC = "+00:00"
#: each ``unit`` seen, in one spelling of its value (``0.010`` and ``0.01`` are one unit)
_UNITS: dict[str, str] = {}


def _unit_value(unit: str) -> str:
    """``unit`` (FORMAT.md: a decimal string) in one spelling of its value; as it is when it is
    no decimal (the hand is then judged elsewhere)."""
    from decimal import Decimal, InvalidOperation
    try:
        return format(Decimal(unit).normalize(), "f")
    except (InvalidOperation, ValueError):
        return unit


def hand_digest(hand: Hand) -> int:
    """The hash of a hand's content (``duplicate-hand``, CODES.md: "with different content"):
    of what the hand says, not of how its record was written, so that the same hand written
    with other spacing, key order or number formatting, a card in another spelling (``10h``,
    ``ah``: decoded as ``Th``, ``Ah``), an ``all_in`` written false, a rule option written
    ``null`` (its default, as when absent; but for the options whose ``null`` is a value of its
    own, NULL_SAYS: no raise cap is not the default cap), a ``unit`` in another spelling of its value
    (``0.010``), a ``time`` in UTC written ``+00:00`` (``Z``), a deal's ``up`` or ``down`` written ``[]`` (FORMAT.md:
    either list may be absent), an ``injected`` record (which the validator ignores, CLI.md: no
    field of :class:`Hand`), or
    by ``convert``, is the same hand (about 9 µs a hand, in the workers).  An option written
    with its default value is not the same text as one left out: which value is a default
    depends on the game and the other options."""
    if None in hand.rules.values():
        hand = msgspec.structs.replace(hand, rules={k: v for k, v in hand.rules.items()
                                                    if v is not None or k in NULL_SAYS})
    unit = hand.unit
    if unit is not None:
        same = _UNITS.get(unit)
        if same is None:
            same = _UNITS[unit] = _unit_value(unit) if len(_UNITS) < 1000 else unit
        if same != unit:
            hand = msgspec.structs.replace(hand, unit=same)
    t = hand.time
    if t is not None and t.endswith(_UTC):      # the same instant as ...Z
        hand = msgspec.structs.replace(hand, time=t[:-6] + "Z")
    text = _canonical.encode(hand)
    if _EMPTY_LIST(text):
        text = _NO_CARDS.sub(b"", text)
    if b'"all_in":false' in text:   # false says what an absent flag says
        text = text.replace(b',"all_in":false', b"")
    return digest(text)


#: A byte order mark.  A line that holds nothing else holds no record (an empty file saved with
#: one, joined to others with cat), like a blank line.
BOM = b"\xef\xbb\xbf"


def _unmarked(line: bytes) -> bytes:
    """``line`` (stripped) without the byte order marks it starts with: one for each file joined
    with cat that began with one, of which all but the last may have held nothing else."""
    while line.startswith(BOM):
        line = line[3:].lstrip()
    return line


def record_of(name: str, lineno: int, raw: bytes) -> Record:
    """The record of one non-empty line."""
    line = raw.strip()
    if line.startswith(BOM):    # the first line of a file, or of each of several files joined with cat
        line = _unmarked(line)
    hand, error = parse_line(line)
    if hand is not None:
        try:
            return Record(name, lineno, hand, None, hand.hand_id, hand_digest(hand), native=line)
        except RecursionError:      # rules nested almost as deep as the decoder goes
            error = NESTED_TOO_DEEPLY
    hand_id, session, table, game, unread = _keys_of(line)
    return Record(name, lineno, None, error, hand_id, session=session, table=table, game=game, unread=unread)


def units(path: Path, opener: open_bytes | None = None) -> Iterator[Record | tuple[str, int, bytes]]:
    """Each line that holds something, undecoded: ``(file, line number, bytes)``; a line that
    cannot be read comes as its malformed :class:`Record`."""
    name = str(path)
    opener = opener or open_bytes(path)
    for lineno, raw in enumerate(opener.lines(), 1):
        if raw.__class__ is Broken:
            yield raw.record(name, lineno)
        elif (line := raw.strip()) and (not line.startswith(BOM) or _unmarked(line)):
            yield (name, lineno, raw)


def read(path: Path, opener: open_bytes | None = None) -> Iterator[Record]:
    for unit in units(path, opener):
        yield unit if unit.__class__ is Record else record_of(*unit)
