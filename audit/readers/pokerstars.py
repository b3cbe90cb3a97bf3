"""The PokerStars reader: text hand histories of 7 Card Stud and 5 Card Draw.

A file holds many hands, each starting with a ``PokerStars Game #...`` (or
``Hand #...``) header and separated by blank lines; it may start with a UTF-8
byte-order mark.  A header the reader does not know (another PokerStars form, or another
site's hand after a blank line) starts a hand too, which becomes a malformed record.
Every hand becomes one :class:`~audit.readers.Record`:
a native hand (FORMAT.md) with ``unparsed-line`` warnings for lines the reader
did not understand, or a malformed record naming the hand's first line.

The work is split in three modules: this one (hands, header, seats, rules),
:mod:`.pokerstars_lines` (one line to a token) and :mod:`.pokerstars_events`
(tokens to native events).
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path

from ..model import Hand, Seat
from . import Record, clip, reader_failure
from .native import hand_digest
from .pokerstars_events import Builder, HandError
from .pokerstars_lines import (HEADER, SEAT, SEPARATOR, TABLE, TIME, Tokenizer, game_description, starts_hand,
                               unknown_header)
from .validate import MalformedHand, check_hand
from ..untrusted import quoted

_GAMES = {"7 Card Stud": "stud", "5 Card Draw": "draw"}
_BETTING = {"Limit": "fixed", "Fixed Limit": "fixed", "Pot Limit": "pot", "No Limit": "no_limit"}
_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP"}
_SITTING = ("is sitting out", "sitting out", "out of hand")


def split_hands(lines: str | Iterable[str]) -> Iterator[tuple[int, list[str]]]:
    """``(first line number, lines)`` of each hand; a hand starts at a header line.  ``lines``:
    the text, or its lines (split at line feeds only), read as they come: only the hand being
    collected is held, however long the file."""
    if isinstance(lines, str):
        lines = [line.removesuffix("\r") for line in lines.lstrip("\ufeff").split("\n")]
    start = None
    hand: list[str] = []
    block_start = True      # the line follows a blank line, or starts the file
    for i, line in enumerate(lines):
        if SEPARATOR.match(line):
            # the "*** # N ***" line before a hand: no line of any hand (taken as a blank line,
            # kept in the hand being collected so that line numbers stay right)
            if start is not None:
                hand.append("")
            block_start = True
            continue
        if start is not None and "PokerStars " in line and not line.startswith("PokerStars "):
            glued = _glued_header(line)
            if glued:
                # a log cut off mid-line and the next joined to it (``cat``): the cut line ends the
                # hand, and the header after it starts the next one
                hand.append(line[:glued])
                yield start + 1, _trim(hand)
                start = i
                hand = [line[glued:]]
                block_start = False
                continue
        if starts_hand(line, block_start) or block_start and start is not None and line.startswith("Table '"):
            # (a table line after a blank line: a hand whose header line is lost, never joined to
            # the hand before it)
            if start is not None:
                yield start + 1, _trim(hand)
            start = i
            hand = [line]
        elif start is not None:
            if len(hand) < MAX_HAND_LINES:
                hand.append(line)
            elif hand[-1] is not TOO_LONG:
                hand.append(TOO_LONG)       # the rest of the hand is not kept (memory stays bounded)
        elif line.strip():
            # text before the first header: a hand without a header
            start = i
            hand = [line]
        block_start = not line.strip()
    if start is not None:
        yield start + 1, _trim(hand)


#: A hand number in a header that cannot be read otherwise.
_NUMBER = re.compile(r"#(\d{1,30})(?!\d)")
#: The most lines a hand is read with: a real hand has some tens (a long chat a few hundred); one
#: that runs on (a log that repeats a line a million times) is malformed, and only this many of its
#: lines are held (review 55: 1.5 million lines of one hand took 920 MB, then ran out of memory).
MAX_HAND_LINES = 20_000
#: The last line of a hand that ran over :data:`MAX_HAND_LINES` (told by identity).
TOO_LONG = "\0 the hand runs on"


def _glued_header(line: str) -> int:
    """Where a hand header begins inside ``line`` (after text a cut-off log left), or 0: a
    :data:`HEADER` whose game description and time can be read, not inside a player's chat."""
    at = line.find("PokerStars ")
    while at > 0:
        tail = line[at:].strip()
        m = HEADER.match(tail)
        if m and ' said, "' not in line[:at] and game_description(m.group("rest")) and TIME.search(m.group("rest")):
            return at
        at = line.find("PokerStars ", at + 1)
    return 0


def _trim(lines: list[str]) -> list[str]:
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    return lines[:end]


class Money:
    """Amounts of one hand as integers: cents for cash games, chips for tournaments."""

    def __init__(self, cash: bool) -> None:
        self.cash = cash

    def __call__(self, text: str) -> int:
        t = text.lstrip("$€£").replace(",", "")
        if not t or not t.replace(".", "", 1).isdigit():
            raise HandError(f"unreadable amount {quoted(text)}")
        if "." in t:
            whole, frac = t.split(".")
            if not self.cash:
                if frac.strip("0"):
                    raise HandError(f"a fraction of a chip in a tournament: {quoted(text)}")
                return int(whole or 0)
            if len(frac) > 2:
                if frac[2:].strip("0"):
                    raise HandError(f"an amount finer than a cent: {quoted(text)}")
                frac = frac[:2]
            return int(whole or 0) * 100 + int(frac.ljust(2, "0"))
        return int(t) * 100 if self.cash else int(t)


def _nth_sunday(year: int, month: int, n: int) -> int:
    """Day of the month of the n-th Sunday (n = -1: the last one)."""
    if n > 0:
        first = _dt.date(year, month, 1)
        return 1 + (6 - first.weekday()) % 7 + 7 * (n - 1)
    last = (_dt.date(year + month // 12, month % 12 + 1, 1) - _dt.timedelta(days=1))
    return last.day - (last.weekday() + 1) % 7


@lru_cache(maxsize=64)
def _summer(y: int) -> tuple[_dt.datetime, _dt.datetime]:
    """When US daylight-saving time starts and ends in year ``y`` (local time)."""
    if y >= 2007:
        return _dt.datetime(y, 3, _nth_sunday(y, 3, 2), 2), _dt.datetime(y, 11, _nth_sunday(y, 11, 1), 2)
    return _dt.datetime(y, 4, _nth_sunday(y, 4, 1), 2), _dt.datetime(y, 10, _nth_sunday(y, 10, -1), 2)


_EDT = _dt.timezone(_dt.timedelta(hours=-4))
_EST = _dt.timezone(_dt.timedelta(hours=-5))


def _eastern(t: _dt.datetime) -> _dt.datetime:
    """PokerStars' ET (US Eastern time) with its UTC offset, by the US daylight-saving rules."""
    start, end = _summer(t.year)
    return t.replace(tzinfo=_EDT if start <= t < end else _EST)


def _time(text: str) -> str | None:
    """ISO 8601 time of the header: the ET time with its UTC offset when given."""
    found = TIME.findall(text)
    if not found:
        return None
    chosen = next((f for f in found if f[6] == "ET"), found[0])
    y, mo, d, h, mi, s, zone = chosen
    try:
        t = _dt.datetime(int(y), int(mo), int(d), int(h), int(mi), int(s))
    except ValueError:
        return None
    if zone == "ET":
        return _eastern(t).isoformat()
    if zone in ("UTC", "GMT"):
        return t.isoformat() + "Z"
    return t.isoformat()


def parse_hand(lines: list[str], first: int, memory: dict) -> tuple[Hand, list, str | None, tuple | None, str | None]:
    """One hand's lines to ``(hand, warnings, hand_id, summary, table)`` (``summary``: the pot totals
    of the summary, :attr:`Record.summary`; ``table``: the name the table line gives, or None);
    :class:`HandError` if unreadable."""
    header = lines[0].strip().lstrip("\ufeff")
    m = HEADER.match(header)
    if not m:
        other = unknown_header(header)
        if other is not None:
            raise HandError(*other)
        if TABLE.match(header):
            raise HandError(f"the hand has no header line: it starts with its table line {quoted(header[:80])}")
        if header.startswith("PokerStars "):
            number = _NUMBER.search(header)
            raise HandError(f"a PokerStars hand header that cannot be read (cut, or its hand number lost): "
                            f"{quoted(header[:80])}", number.group(1) if number else None)
        raise HandError(f"not a PokerStars hand header: {quoted(header[:80])}")
    hand_id = m.group("id")
    g = game_description(m.group("rest"))
    if g is None:
        raise HandError(f"unreadable game description {quoted(m.group('rest')[:80])}", hand_id)
    name = g["game"]
    game = _GAMES.get(name)
    if game is None:
        of = f" (in {g['mix']})" if g["mix"] else ""
        raise HandError(f"{quoted(name)}{of} is not supported (only 7 Card Stud and 5 Card Draw)", hand_id)
    if g["small"] is None:
        raise HandError(f"no stakes in the game description {quoted(m.group('rest')[:80])}", hand_id)
    betting = _BETTING[g["limit"]]
    stakes = g["small"] + g["big"]
    symbol = next((c for c in stakes if c in _SYMBOLS), None)
    cash = g["tour"] is None and (symbol is not None or g["cur"] is not None)
    money = Money(cash)
    small, big = money(g["small"]), money(g["big"])
    currency = g["cur"] or (_SYMBOLS[symbol] if symbol else None)

    i = 1
    button = None
    table = None
    if i < len(lines):
        t = TABLE.match(lines[i].strip())
        if t:
            button = int(t.group("button")) if t.group("button") else None
            table = t.group("name")
            i += 1
    seats, others, i = _seats(lines, i, money)
    if not seats:
        raise HandError("no seats", hand_id)
    tok = Tokenizer([s[1] for s in seats])
    _unread_seats(tok, lines, others, first)
    tokens = []
    for j in others:
        tokens.append(tok.token(first + j, lines[j].strip()))
    for j in range(i, len(lines)):
        line = lines[j].strip()
        if line:
            tokens.append(tok.token(first + j, line))
    if tok.cancelled is not None:
        raise HandError(f"the hand was cancelled (\"Hand cancelled\" at line {tok.cancelled}): it was never "
                        "played out and cannot be audited", hand_id)
    _unseated_actions(tok, tokens, hand_id)
    b = Builder(game, betting, small, big, money, seats, button, tokens, memory,
                lambda n: lines[n - first].strip())
    events, warnings, rules, seat_list, button = b.build()
    hand = Hand(format="handaudit/1", hand_id=hand_id, game=game,
                seats=[Seat(seat=n, player=p, stack=st) for n, p, st in seat_list],
                events=events, button=button, rules=rules, time=_time(m.group("rest")),
                currency=currency if cash else None, unit="0.01" if cash else None)
    summary = None
    if b.total is not None:
        total, rake, pots = b.total
        # the body's collected lines by the pot each names ("from main pot", "from side pot-2"),
        # when every one names one (none: "from pot", or none logged)
        collects = [e for e in events if e.type == "collect"]
        named: dict[int, int] = {}
        if pots and collects and all(e.pot is not None for e in collects):
            for e in collects:
                named[e.pot] = named.get(e.pot, 0) + e.amount
        summary = (total, rake, tuple(pots), tuple(b.won.items()) if b.collected_lines else (),
                   tuple(sorted(named.items())),
                   tuple((e.player, i, e.amount, e.pot) for i, e in enumerate(events) if e.type == "collect"),
                   next((i for i, e in enumerate(events) if e.type == "rake"), None))
    return hand, warnings, hand_id, summary, table


def _seats(lines: list[str], i: int, money: Money) -> tuple[list[tuple[int, str, int, bool]], list[int], int]:
    """The seat lines from line ``i`` to the first street marker (``*** ...``): ``(seats, the other
    lines among them that hold something, the marker's index)``.  A blank or junk line among the
    seats does not end them: the junk is read like any line of the hand (``unparsed-line``), and
    no player is left out of the replay."""
    seats: list[tuple[int, str, int, bool]] = []
    others: list[int] = []
    n = len(lines)
    while i < n:
        line = lines[i].strip()
        if line.startswith("*** "):
            break
        s = SEAT.match(line) if line.startswith("Seat ") else None
        if s is not None:
            rest = s.group("rest").strip().lower()
            seats.append((int(s.group("seat")), s.group("name"), money(s.group("stack")),
                          any(w in rest for w in _SITTING)))
        elif line:
            others.append(i)
        i += 1
    return seats, others, i


def _unread_seats(tok: Tokenizer, lines: list[str], others: list[int], first: int) -> None:
    """A ``Seat N: ...`` line among the seats that is no seat line (its stack cannot be read,
    ``Seat 2: vatt110 ($2.41x in chips)``) and no action of a seated player (a player named
    ``Seat 3`` posting): :class:`HandError`, as a seat left out cannot be replayed."""
    for j in others:
        line = lines[j].strip()
        seat = line[5:line.find(":")] if line.startswith("Seat ") else ""
        if seat.isdigit() and tok._prefixed(first + j, line)[0] is None:
            raise HandError(f"line {first + j}: the seat line {quoted(clip(line, 80))} cannot be read (not "
                            "'Seat N: <player> (<stack> in chips)'): the hand cannot be replayed without that seat")


def _unseated_actions(tok: Tokenizer, tokens: list[tuple], hand_id: str) -> None:
    """An action, deal, collection or returned bet of a name that no seat line gives
    (``Player1: folds`` with no ``Seat N: Player1 (...)``), or an action of a seated player that
    cannot be read (``p1: raises $0.10 to $0.2x``): :class:`HandError` naming its line, as the
    hand cannot be replayed without that seat or that action (FORMAT.md: an unknown player makes
    the record malformed)."""
    for kind, lineno, _, line in tokens:
        name = tok.unseated(line) if kind == "unknown" else None
        if name is not None:
            raise HandError(f"line {lineno}: {quoted(clip(line, 80))} names {quoted(clip(name, 40))}, a player who has no "
                            "seat line: a seat left out cannot be replayed", hand_id)
    # (a seated player's action that cannot be read: the replay would go on without its chips or
    # cards and find the other players wrong, as a PHH action that cannot be read is malformed)
    for kind, lineno, _, line in tokens:
        name = tok.unread_action(line) if kind == "unknown" else None
        if name is not None:
            raise HandError(f"line {lineno}: {quoted(clip(line, 80))} is an action of {quoted(clip(name, 40))} that "
                            "cannot be read: the hand cannot be replayed without it", hand_id)


def _header_game(m) -> str | None:
    """The game a hand's header names (a match of :data:`HEADER`), for a record set aside: counted
    under its game, as a native record's is (review of session 64: a cancelled draw hand was
    counted as ``unknown``)."""
    if m is None:
        return None
    g = game_description(m.group("rest"))
    return _GAMES.get(g["game"]) if g is not None else None


def read(path: Path, text: str | Iterable[str]) -> Iterator[Record]:
    """The records of a file's ``text`` (or its lines, streamed: see :func:`split_hands`)."""
    name = str(path)
    memory: dict = {}
    for first, lines in split_hands(text):
        if lines and lines[-1] is TOO_LONG:
            m = HEADER.match(lines[0].strip().lstrip("\ufeff"))
            yield Record(name, first, None, f"the hand runs over {MAX_HAND_LINES:,} lines (no hand of any game is "
                         "that long): not read", m.group("id") if m else None)
            continue
        try:
            hand, warnings, hand_id, summary, table = parse_hand(lines, first, memory)
        except ValueError as e:     # a HandError, or a number longer than Python reads
            m = HEADER.match(lines[0].strip().lstrip("\ufeff")) if lines else None
            hand_id = getattr(e, "hand_id", None) or (m.group("id") if m else None)
            message = str(e) if isinstance(e, HandError) else f"a number too long to read ({str(e).split(':')[0]})"
            yield Record(name, first, None, message, hand_id, game=_header_game(m))
            continue
        except Exception as e:  # noqa: BLE001 - a bug of ours: this hand set aside, the others read on
            m = HEADER.match(lines[0].strip().lstrip("\ufeff")) if lines else None
            yield reader_failure(name, first, e, m.group("id") if m else None)
            continue
        try:
            check_hand(hand)
        except MalformedHand as e:
            yield Record(name, first, None, str(e), hand_id, game=hand.game)
            continue
        except Exception as e:  # noqa: BLE001
            yield reader_failure(name, first, e, hand_id)
            continue
        # the table its header names: the store's table_name (the report adds up a player's tables),
        # not the hand's: a PokerStars hand is not checked across hands (README: a cash player's
        # top-up between hands is not in the log)
        yield Record(name, first, hand, None, hand_id, hand_digest(hand), warnings, table=table, summary=summary)
