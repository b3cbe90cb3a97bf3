"""Rows of the store, collected for a chunk of hands and handed over as Arrow tables.

A :class:`Batch` gathers the rows of a chunk of hands in Python lists (a tuple per
row); :meth:`Batch.tables` turns them into Arrow tables that DuckDB inserts in
one statement each.  The worker processes build them (see :mod:`audit.store_build`);
the parent only filters them and adds what depends on the order of the input.

Every table but ``hands`` and ``quarantine`` has a column ``_h``: the row of the
hand in the chunk's ``hands`` table, so that the rows of a hand that is not stored
after all (already stored, a duplicate) can be dropped; it is not inserted (the
parent turns it into ``ord`` for the ``events`` table, whose rows are built by
:class:`audit.store_events.EventColumns`).  Nothing here talks to the database.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec
import pyarrow as pa

from .codes import SEVERITY
from .model import Finding, Hand, Result
from .native_blob import pack
from .readers.paths import shown_name
from .store_events import EventColumns

_STR = pa.string()
_INT = pa.int64()
_I32 = pa.int32()
_BOOL = pa.bool_()
_LIST = pa.list_(pa.string())

SCHEMAS: dict[str, pa.Schema] = {
    "hands": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("has_session", _BOOL), ("table_name", _STR),
        ("game", _STR), ("time", _STR), ("source_file", _STR), ("source_line", _I32), ("ord", _INT),
        ("slug", _STR), ("button", _I32), ("currency", _STR), ("unit", _STR), ("rules", _STR),
        ("pot_total", _INT), ("rake", _INT), ("claims", _BOOL), ("disputed", _BOOL),
        ("n_players", _I32), ("n_events", _I32), ("n_findings", _I32), ("n_errors", _I32),
        ("worst", _STR), ("digest", _INT), ("stats", _STR), ("native", pa.binary())]),
    "seats": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("seat", _I32), ("player", _STR), ("start_stack", _INT),
        ("added", _INT), ("end_stack", _INT), ("net", _INT), ("folded", _BOOL), ("showdown", _BOOL),
        ("won", _INT), ("_h", _I32)]),
    "findings": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("idx", _I32), ("seq", _I32), ("code", _STR),
        ("severity", _STR), ("player", _STR), ("message", _STR), ("game", _STR),
        ("source_file", _STR), ("source_line", _I32), ("_h", _I32)]),
    "pots": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("pot_index", _I32), ("amount", _INT),
        ("eligible", _LIST), ("winners", _LIST), ("contributions", _STR), ("reason", _STR), ("_h", _I32)]),
    "awards": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("pot_index", _I32), ("player", _STR),
        ("correct_amount", _INT), ("recorded_amount", _INT), ("odd_chips", _I32), ("reason", _STR),
        ("_h", _I32)]),
    "player_facts": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("player", _STR), ("fact", _STR), ("value", _INT), ("_h", _I32)]),
    "quarantine": pa.schema([
        ("source_file", _STR), ("source_line", _I32), ("error", _STR), ("hand_id", _STR),
        ("session", _STR), ("kind", _STR), ("native", _STR)]),
}
_TYPES = {name: [f.type for f in schema] for name, schema in SCHEMAS.items()}
#: The tables whose rows belong to a hand of the chunk's ``hands`` table (column ``_h``).
PER_HAND = ("seats", "findings", "pots", "awards", "player_facts", "events")

#: The tables whose rows :meth:`Batch.add_hand` adds, their session and hand_id its hand's (the
#: findings are added for records set aside too, which have no row in ``hands``).
_KEYED = frozenset(("seats", "pots", "awards", "player_facts"))

_RANK = {"malformed": 3, "error": 2, "warning": 1}
# Result.stats keys whose value is {player: number} and the fact name stored for them.
_PER_PLAYER = {"buys": "buys", "attacks": "attacks", "battles_won": "battles_won",
               "battles_lost": "battles_lost", "captures": "captures", "counts": "count",
               "stakes": "stakes"}
# Result.stats keys whose value is a list of players (or one player): fact = 1.
_LISTED = {"survived": "survived", "winners": "winner", "dropper": "dropper"}

_json = msgspec.json.Encoder()


#: The start of the store key of a hand without a session: ``file:`` + its file's absolute path.
FILE_KEY = "file:"


def session_key(session: str | None, path: str) -> str:
    """The session part of a hand's key in the store (``hands.session``, and the other tables'):
    one string for every hand, so that no two hands that may share an id share a key.

    * a session is stored as it is (``"club"``), but for one that starts with ``file:``,
      which gets one more ``file:`` in front (``"file:x"`` is stored ``"file:file:x"``);
    * a hand without a session is keyed by its file: ``file:`` + ``path``, the file's absolute
      path in its display form (:func:`audit.readers.paths.shown_name`), which starts with ``/``
      (or a drive, ``C:\\``, or ``\\\\`` on Windows), never with ``file:``.

    So a key that starts with ``file:file:`` is a session's, another one that starts with
    ``file:`` a file's, any other a session's as it is (:func:`key_session` reads it back); a
    session named like a file's key (``file:/logs/x.jsonl``) is not that file's hands."""
    if session is None:
        return FILE_KEY + path
    return FILE_KEY + session if session.startswith(FILE_KEY) else session


def key_session(key: str) -> str | None:
    """The session a store key (:func:`session_key`) stands for, as the log writes it; None for
    the key of a hand without a session (``file:`` + its file)."""
    if key.startswith(FILE_KEY):
        rest = key[len(FILE_KEY):]
        return rest if rest.startswith(FILE_KEY) else None
    return key


def slug(session: str, hand_id: str) -> str:
    """A file-name-safe, collision-resistant name for a hand's page."""
    data = f"{len(session)}:{session}{hand_id}".encode()
    return "h" + hashlib.blake2b(data, digest_size=8).hexdigest()


def worst_severity(findings: list[Finding]) -> str | None:
    best, rank = None, 0
    for f in findings:
        sev = SEVERITY.get(f.code, "error")
        r = _RANK.get(sev, 0)
        if r > rank:
            best, rank = sev, r
    return best


def count_errors(findings: list[Finding]) -> int:
    return sum(1 for f in findings if SEVERITY.get(f.code) == "error")


def is_disputed(result: Result) -> bool:
    """Some recorded award differs from the correct one (only when the log claims a settlement)."""
    if not result.claims:
        return False
    return any((a.recorded or 0) != a.correct for a in result.awards)


class Batch:
    """The rows of a chunk of records, one tuple per row (its columns in the order of the table's
    schema, :data:`SCHEMAS`), turned into columns by :meth:`tables`; the rows of the tables of
    :data:`_KEYED` leave out the first two columns (session, hand_id), which are their hand's.

    Speed: one tuple appended per row costs a fraction of one append per column (a hand has
    26 columns, its seats 12 each), ``zip(*rows)`` transposes a table's rows in C, and Arrow
    copies the keys of a hand's rows from the ``hands`` table faster than it converts strings.
    """

    def __init__(self) -> None:
        self.rows: dict[str, list[tuple]] = {name: [] for name in SCHEMAS}
        self.events = EventColumns()
        self.n_hands = 0

    def tables(self) -> dict[str, pa.Table]:
        out = {}
        keys: list[pa.Array] = []
        for name, rows in self.rows.items():
            if not rows:
                continue
            schema = SCHEMAS[name]
            types = _TYPES[name]
            columns = list(zip(*rows))
            if name in _KEYED:
                # session and hand_id: the hand's (row _h of the hands table), taken by Arrow
                h = pa.array(columns[-1], _I32)
                arrays = [key.take(h) for key in keys]
                arrays += [pa.array(column, t) for column, t in zip(columns[:-1], types[2:])]
                arrays.append(h)
            else:
                arrays = [pa.array(column, t) for column, t in zip(columns, types)]
                if name == "hands":
                    keys = arrays[:2]
            out[name] = pa.Table.from_arrays(arrays, schema=schema)
        if len(self.events):
            out["events"] = self.events.table()
        return out

    # ---- hands ---------------------------------------------------------------

    def add_hand(self, session: str, file: str, line: int, ord_: int, hand: Hand, result: Result,
                 findings: list[Finding], rules: dict[str, Any], digest: int, native: bytes | None = None) -> int:
        """Add the rows of one hand; returns its row in the ``hands`` table.  ``native``: the
        hand's JSON line as read, when it was one (else the hand is encoded)."""
        h = self.n_hands
        self.n_hands += 1
        hid = hand.hand_id
        events = hand.events
        stats = result.stats
        self.rows["hands"].append((
            session, hid, hand.session is not None, hand.table, hand.game, hand.time, file, line, ord_,
            slug(session, hid), hand.button, hand.currency, hand.unit, _json.encode(rules),
            result.pot_total, result.rake, result.claims,
            is_disputed(result) if hand.game != "tonk" else self._tonk_awards(result, rules, h),
            len(hand.seats), len(events), len(findings),
            count_errors(findings) if findings else 0, worst_severity(findings) if findings else None,
            digest, _json.encode(stats), pack(native if native is not None else _json.encode(hand))))
        self.events.add(events, result.rounds)
        self._seats(hand, result, h)
        if findings:
            self.add_findings(session, hid, hand.game, file, line, findings, h)
        if result.pots or result.awards:
            self._pots(result, h)
        if stats:
            self._facts(stats, h)
        return h

    def _seats(self, hand: Hand, result: Result, h: int) -> None:
        res = {p.player: p for p in result.players}
        rows = self.rows["seats"]
        for seat in hand.seats:
            p = res.get(seat.player)
            if p is None:
                rows.append((seat.seat, seat.player, seat.stack, seat.added, None, None, None, None, None, h))
            else:
                rows.append((seat.seat, seat.player, seat.stack, seat.added,
                             p.end, p.net, p.folded, p.showdown, p.won, h))

    def add_findings(self, session: str | None, hand_id: str | None, game: str | None, file: str,
                     line: int, findings: list[Finding], h: int | None = None, first: int = 0) -> None:
        """Rows for ``findings`` (numbered from ``first``).  ``file``: in its display form, as
        :func:`session_key` takes it; a message that quotes a file name (a malformed record's) is
        written in that form too.  A record set aside (quarantined) has no ``session`` (None):
        its findings are its own, told by ``file`` and ``line``, not a stored hand's."""
        self.rows["findings"].extend([
            (session, hand_id, i, fd.seq, fd.code, SEVERITY.get(fd.code, "error"), fd.player,
             shown_name(fd.message), game, file, line, h)
            for i, fd in enumerate(findings, first)])

    def _pots(self, result: Result, h: int) -> None:
        self.rows["pots"].extend([
            (pot.index, pot.amount, list(pot.eligible), list(pot.winners),
             _json.encode(pot.contributions).decode(), pot.reason, h)
            for pot in result.pots])
        self.rows["awards"].extend([
            (aw.pot, aw.player, aw.correct, aw.recorded, aw.odd_chips, aw.reason, h)
            for aw in result.awards])

    def _tonk_awards(self, result: Result, rules: dict[str, Any], h: int) -> bool:
        """Tonk has no pots: where the correct settlement is known, one ``awards`` row per player
        (pot 0) holds the net chips by the correct settlement and as recorded (NULL when the log
        records no payment at all: it makes no claim, FORMAT.md, and the correct settlement is
        stored, as for a poker hand without a collect), so that the report's disputes show a wrong
        payment too.  Returns whether the two differ (``hands.disputed``)."""
        stakes = result.stats.get("stakes") if result.stats else None
        if not stakes:
            return False
        claims = result.claims
        stake = rules.get("stake")
        stake = stake if type(stake) is int and stake > 0 else 1
        rows = self.rows["awards"]
        disputed = False
        for p in result.players:
            correct = stakes.get(p.player, 0) * stake
            disputed = disputed or claims and correct != p.net
            rows.append((0, p.player, correct, p.net if claims else None, 0,
                         "Tonk: the player's net payments", h))
        return disputed

    def _facts(self, stats: dict[str, Any], h: int) -> None:
        rows = self.rows["player_facts"]
        for key, value in stats.items():
            fact = _PER_PLAYER.get(key)
            if fact is not None:
                if isinstance(value, dict):
                    rows.extend([(player, fact, int(n), h) for player, n in value.items()
                                 if isinstance(player, str) and isinstance(n, int)])   # bool is an int
                continue
            fact = _LISTED.get(key)
            if fact is not None:
                rows.extend([(player, fact, 1, h)
                             for player in (value if isinstance(value, list) else [value])
                             if isinstance(player, str)])

    # ---- quarantine ------------------------------------------------------------

    def add_quarantine(self, file: str, line: int, error: str, hand_id: str | None, session: str | None,
                       kind: str, native: str | None) -> None:
        """A record set aside: ``file`` in its display form, ``session`` its store key
        (:func:`session_key`; None: it names none, or it could not be read)."""
        self.rows["quarantine"].append((file, line, shown_name(error), hand_id, session, kind, native))
