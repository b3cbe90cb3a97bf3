"""Rows of the store, collected column by column for a chunk of hands, as Arrow tables.

A :class:`Batch` gathers the rows of a chunk of hands in Python lists (one per
column); :meth:`Batch.tables` turns them into Arrow tables that DuckDB inserts in
one statement each.  The worker processes build them (see :mod:`audit.store_build`);
the parent only filters them and adds what depends on the order of the input.

Every table but ``hands`` and ``quarantine`` has a column ``_h``: the row of the
hand in the chunk's ``hands`` table, so that the rows of a hand that is not stored
after all (already stored, a duplicate) can be dropped; the parent turns it into the
hand's ``ord`` for the tables of :data:`BY_ORD` (the events' rows are built by
:class:`audit.store_events.EventColumns`) and drops it from the others.  Nothing here
talks to the database.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec
import pyarrow as pa

from .award_rows import awards_differ
from .codes import SEVERITY
from .model import Finding, Hand, Result, tonk_correct_nets
from .native_blob import pack
from .readers.paths import shown_name
from .store_events import EventColumns, int_array

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
        ("worst", _STR), ("digest", _INT), ("stats", _STR), ("native", pa.binary()), ("carried_in", _INT),
        ("carried_from", _STR)]),
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
        ("eligible", _LIST), ("winners", _LIST), ("contributions", _STR), ("reason", _STR), ("carried", _INT),
        ("_h", _I32)]),
    "awards": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("pot_index", _I32), ("player", _STR),
        ("correct_amount", _INT), ("recorded_amount", _INT), ("odd_chips", _I32), ("reason", _STR),
        ("differs", _BOOL), ("_h", _I32)]),
    "player_facts": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("player", _STR), ("fact", _STR), ("value", _INT), ("_h", _I32)]),
    "quarantine": pa.schema([
        ("source_file", _STR), ("source_line", _I32), ("error", _STR), ("hand_id", _STR),
        ("session", _STR), ("kind", _STR), ("native", _STR)]),
}
#: The tables whose rows belong to a hand of the chunk's ``hands`` table (column ``_h``).
PER_HAND = ("seats", "findings", "pots", "awards", "player_facts", "events")
#: The tables that name their hand by its ``hands.ord`` (column ``_h`` becomes ``ord``): the
#: statistics and the report join their many rows to ``hands`` by it.
BY_ORD = ("seats", "player_facts", "events")

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


class Batch:
    """The rows of a chunk of records, column by column."""

    def __init__(self) -> None:
        self.cols: dict[str, dict[str, list]] = {
            name: {f.name: [] for f in schema} for name, schema in SCHEMAS.items()}
        self.events = EventColumns()
        self.n_hands = 0

    def tables(self) -> dict[str, pa.Table]:
        out = {}
        for name, cols in self.cols.items():
            if cols[next(iter(cols))]:
                schema = SCHEMAS[name]
                out[name] = pa.Table.from_arrays([int_array(cols[f.name], f.type) for f in schema],
                                                 schema=schema)
        if len(self.events):
            out["events"] = self.events.table()
        return out

    # ---- hands ---------------------------------------------------------------

    def add_hand(self, session: str, file: str, line: int, ord_: int, hand: Hand, result: Result,
                 findings: list[Finding], rules: dict[str, Any], digest: int, native: bytes | None = None,
                 carried_from: str | None = None, table: str | None = None) -> int:
        """Add the rows of one hand; returns its row in the ``hands`` table.  ``native``: the
        hand's JSON line as read, when it was one (else the hand is encoded).  ``carried_from``:
        the hand whose redeal carried a pot to this one (``result.carried`` chips).  ``table``:
        the table as stored when the hand names none (a PokerStars header's)."""
        h = self.n_hands
        self.n_hands += 1
        hid = hand.hand_id
        c = self.cols["hands"]
        events = hand.events
        c["session"].append(session)
        c["hand_id"].append(hid)
        c["has_session"].append(hand.session is not None)
        c["table_name"].append(hand.table if hand.table is not None else table)
        c["game"].append(hand.game)
        c["time"].append(hand.time)
        c["source_file"].append(file)
        c["source_line"].append(line)
        c["ord"].append(ord_)
        c["slug"].append(slug(session, hid))
        c["button"].append(hand.button)
        c["currency"].append(hand.currency)
        c["unit"].append(hand.unit)
        c["rules"].append(_json.encode(rules))
        c["pot_total"].append(result.pot_total)
        c["rake"].append(result.rake)
        c["claims"].append(result.claims)
        # (the rows the hand page marks, :func:`audit.award_rows.awards_differ`)
        differs = awards_differ(hand, result.awards, result.claims, findings, result.pots) if result.awards else []
        c["disputed"].append(True in differs if hand.game != "tonk" else
                             self._tonk_awards(session, hid, result, rules, h))
        c["n_players"].append(len(hand.seats))
        c["n_events"].append(len(events))
        c["n_findings"].append(len(findings))
        c["n_errors"].append(count_errors(findings) if findings else 0)
        c["worst"].append(worst_severity(findings) if findings else None)
        c["digest"].append(digest)
        c["stats"].append(_json.encode(result.stats))
        c["native"].append(pack(native if native is not None else _json.encode(hand)))
        c["carried_in"].append(result.carried or None)
        c["carried_from"].append(carried_from)
        self.events.add(events, result.rounds, hand.game)
        self._seats(session, hand, result, h)
        if findings:
            self.add_findings(session, hid, hand.game, file, line, findings, h)
        if result.pots or result.awards:
            self._pots(session, hid, result, h, differs)
        if result.stats:
            self._facts(session, hid, result.stats, h)
        return h

    def _seats(self, session: str, hand: Hand, result: Result, h: int) -> None:
        s = self.cols["seats"]
        res = {p.player: p for p in result.players}
        hid = hand.hand_id
        seats = hand.seats
        n = len(seats)
        s["session"].extend([session] * n)
        s["hand_id"].extend([hid] * n)
        s["_h"].extend([h] * n)
        seat_c, player_c, start_c, added_c = s["seat"], s["player"], s["start_stack"], s["added"]
        end_c, net_c, folded_c, show_c, won_c = s["end_stack"], s["net"], s["folded"], s["showdown"], s["won"]
        for seat in seats:
            p = res.get(seat.player)
            seat_c.append(seat.seat)
            player_c.append(seat.player)
            start_c.append(seat.stack)
            added_c.append(seat.added)
            if p is None:
                end_c.append(None)
                net_c.append(None)
                folded_c.append(None)
                show_c.append(None)
                won_c.append(None)
            else:
                end_c.append(p.end)
                net_c.append(p.net)
                folded_c.append(p.folded)
                show_c.append(p.showdown)
                won_c.append(p.won)

    def add_findings(self, session: str | None, hand_id: str | None, game: str | None, file: str,
                     line: int, findings: list[Finding], h: int | None = None, first: int = 0) -> None:
        """Rows for ``findings`` (numbered from ``first``).  ``file``: in its display form, as
        :func:`session_key` takes it; a message that quotes a file name (a malformed record's) is
        written in that form too.  A record set aside (quarantined) has no ``session`` (None):
        its findings are its own, told by ``file`` and ``line``, not a stored hand's."""
        f = self.cols["findings"]
        for i, fd in enumerate(findings, first):
            f["session"].append(session)
            f["hand_id"].append(hand_id)
            f["idx"].append(i)
            f["seq"].append(fd.seq)
            f["code"].append(fd.code)
            f["severity"].append(SEVERITY.get(fd.code, "error"))
            f["player"].append(fd.player)
            f["message"].append(shown_name(fd.message))
            f["game"].append(game)
            f["source_file"].append(file)
            f["source_line"].append(line)
            f["_h"].append(h)

    def _pots(self, session: str, hid: str, result: Result, h: int, differs: list[bool]) -> None:
        p = self.cols["pots"]
        for pot in result.pots:
            p["session"].append(session)
            p["hand_id"].append(hid)
            p["pot_index"].append(pot.index)
            p["amount"].append(pot.amount)
            p["eligible"].append(list(pot.eligible))
            p["winners"].append(list(pot.winners))
            p["contributions"].append(_json.encode(pot.contributions).decode())
            p["reason"].append(pot.reason)
            p["carried"].append(pot.carried)
            p["_h"].append(h)
        a = self.cols["awards"]
        for aw in result.awards:
            a["session"].append(session)
            a["hand_id"].append(hid)
            a["pot_index"].append(aw.pot)
            a["player"].append(aw.player)
            a["correct_amount"].append(aw.correct)
            a["recorded_amount"].append(aw.recorded)
            a["odd_chips"].append(aw.odd_chips)
            a["reason"].append(aw.reason)
            a["_h"].append(h)
        a["differs"].extend(differs)

    def _tonk_awards(self, session: str, hid: str, result: Result, rules: dict[str, Any], h: int) -> bool:
        """Tonk has no pots: where the correct settlement is known, one ``awards`` row per player
        (pot 0) holds the net chips by the correct settlement and as recorded (NULL when the log
        records no payment at all: it makes no claim, FORMAT.md, and the correct settlement is
        stored, as for a poker hand without a collect), so that the report's disputes show a wrong
        payment too.  Returns whether the two differ (``hands.disputed``)."""
        nets = tonk_correct_nets(result, rules)
        if nets is None:
            return False
        claims = result.claims
        a = self.cols["awards"]
        disputed = False
        for p in result.players:
            correct = nets[p.player]
            disputed = disputed or claims and correct != p.net
            a["session"].append(session)
            a["hand_id"].append(hid)
            a["pot_index"].append(0)
            a["player"].append(p.player)
            a["correct_amount"].append(correct)
            a["recorded_amount"].append(p.net if claims else None)
            a["odd_chips"].append(0)
            a["reason"].append("Tonk: the player's net payments")
            a["differs"].append(claims and correct != p.net)
            a["_h"].append(h)
        return disputed

    def _facts(self, session: str, hid: str, stats: dict[str, Any], h: int) -> None:
        players: list = []
        facts: list[str] = []
        values: list[int] = []
        for key, value in stats.items():
            fact = _PER_PLAYER.get(key)
            if fact is not None:
                if isinstance(value, dict):
                    for player, n in value.items():
                        if isinstance(player, str) and isinstance(n, (int, bool)):
                            players.append(player)
                            facts.append(fact)
                            values.append(int(n))
                continue
            fact = _LISTED.get(key)
            if fact is not None:
                for player in (value if isinstance(value, list) else [value]):
                    if isinstance(player, str):
                        players.append(player)
                        facts.append(fact)
                        values.append(1)
        if players:
            f = self.cols["player_facts"]
            n = len(players)
            f["session"].extend([session] * n)
            f["hand_id"].extend([hid] * n)
            f["player"].extend(players)
            f["fact"].extend(facts)
            f["value"].extend(values)
            f["_h"].extend([h] * n)

    # ---- quarantine ------------------------------------------------------------

    def add_quarantine(self, file: str, line: int, error: str, hand_id: str | None, session: str | None,
                       kind: str, native: str | None) -> None:
        """A record set aside: ``file`` in its display form, ``session`` its store key
        (:func:`session_key`; None: it names none, or it could not be read)."""
        q = self.cols["quarantine"]
        q["source_file"].append(file)
        q["source_line"].append(line)
        q["error"].append(shown_name(error))
        q["hand_id"].append(hand_id)
        q["session"].append(session)
        q["kind"].append(kind)
        q["native"].append(native)
