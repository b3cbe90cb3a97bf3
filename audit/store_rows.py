"""Rows of the store, collected column by column for a batch of hands, as Arrow tables.

One :class:`Batch` gathers the rows of a few thousand hands in Python lists (one
per column); :meth:`Batch.tables` turns them into Arrow tables that DuckDB inserts
in one statement each.  The ``events`` rows are not built here: DuckDB unpacks them
from the hands' native JSON (``insert_events`` in schemas/store_queries.sql), with
``Result.rounds`` passed along in ``batch_hands.rounds``.  Nothing here talks to
the database.
"""

from __future__ import annotations

import hashlib
import os
from typing import Any

import msgspec
import pyarrow as pa

from .codes import SEVERITY
from .model import Finding, Hand, Result

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
        ("worst", _STR), ("digest", _INT), ("stats", _STR), ("native", _STR),
        ("rounds", pa.list_(pa.int32()))]),   # not stored in hands: the events insert reads it
    "seats": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("seat", _I32), ("player", _STR), ("start_stack", _INT),
        ("added", _INT), ("end_stack", _INT), ("net", _INT), ("folded", _BOOL), ("showdown", _BOOL),
        ("won", _INT)]),
    "findings": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("idx", _I32), ("seq", _I32), ("code", _STR),
        ("severity", _STR), ("player", _STR), ("message", _STR), ("game", _STR),
        ("source_file", _STR), ("source_line", _I32)]),
    "pots": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("pot_index", _I32), ("amount", _INT),
        ("eligible", _LIST), ("winners", _LIST), ("contributions", _STR), ("reason", _STR)]),
    "awards": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("pot_index", _I32), ("player", _STR),
        ("correct_amount", _INT), ("recorded_amount", _INT), ("odd_chips", _I32), ("reason", _STR)]),
    "player_facts": pa.schema([
        ("session", _STR), ("hand_id", _STR), ("player", _STR), ("fact", _STR), ("value", _INT)]),
    "quarantine": pa.schema([
        ("source_file", _STR), ("source_line", _I32), ("error", _STR), ("hand_id", _STR),
        ("session", _STR), ("kind", _STR), ("native", _STR)]),
}

_RANK = {"malformed": 3, "error": 2, "warning": 1}
# Result.stats keys whose value is {player: number} and the fact name stored for them.
_PER_PLAYER = {"buys": "buys", "attacks": "attacks", "battles_won": "battles_won",
               "battles_lost": "battles_lost", "captures": "captures", "counts": "count",
               "stakes": "stakes"}
# Result.stats keys whose value is a list of players (or one player): fact = 1.
_LISTED = {"survived": "survived", "winners": "winner", "dropper": "dropper"}

_json = msgspec.json.Encoder()


def session_key(session: str | None, file: str) -> str:
    """The session part of a hand's key: its session, or ``file:`` + the absolute source path."""
    return session if session is not None else "file:" + os.path.abspath(file)


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


def is_disputed(result: Result) -> bool:
    """Some recorded award differs from the correct one (only when the log claims a settlement)."""
    if not result.claims:
        return False
    return any((a.recorded or 0) != a.correct for a in result.awards)


class Batch:
    """The rows of a batch of records, column by column."""

    def __init__(self) -> None:
        self.cols: dict[str, dict[str, list]] = {
            name: {f.name: [] for f in schema} for name, schema in SCHEMAS.items()}

    def __len__(self) -> int:
        return len(self.cols["hands"]["hand_id"]) + len(self.cols["quarantine"]["source_line"])

    def tables(self) -> dict[str, pa.Table]:
        out = {}
        for name, cols in self.cols.items():
            if cols[next(iter(cols))]:
                out[name] = pa.Table.from_pydict(cols, schema=SCHEMAS[name])
        return out

    # ---- hands ---------------------------------------------------------------

    def add_hand(self, session: str, file: str, line: int, ord_: int, hand: Hand, result: Result,
                 findings: list[Finding], rules: dict[str, Any], digest: int) -> None:
        hid = hand.hand_id
        h = self.cols["hands"]
        n_err = sum(1 for f in findings if SEVERITY.get(f.code) == "error")
        for col, val in (
                ("session", session), ("hand_id", hid), ("has_session", hand.session is not None),
                ("table_name", hand.table), ("game", hand.game), ("time", hand.time),
                ("source_file", file), ("source_line", line), ("ord", ord_), ("slug", slug(session, hid)),
                ("button", hand.button), ("currency", hand.currency), ("unit", hand.unit),
                ("rules", _json.encode(rules).decode()), ("pot_total", result.pot_total),
                ("rake", result.rake), ("claims", result.claims), ("disputed", is_disputed(result)),
                ("n_players", len(hand.seats)), ("n_events", len(hand.events)),
                ("n_findings", len(findings)), ("n_errors", n_err), ("worst", worst_severity(findings)),
                ("digest", digest), ("stats", _json.encode(result.stats).decode()),
                ("native", _json.encode(hand).decode()),
                ("rounds", result.rounds if len(result.rounds) == len(hand.events) else None)):
            h[col].append(val)
        self._seats(session, hand, result)
        self.add_findings(session, hid, hand.game, file, line, findings)
        self._pots(session, hid, result)
        self._facts(session, hid, result.stats)

    def _seats(self, session: str, hand: Hand, result: Result) -> None:
        s = self.cols["seats"]
        res = {p.player: p for p in result.players}
        hid = hand.hand_id
        for seat in hand.seats:
            p = res.get(seat.player)
            s["session"].append(session)
            s["hand_id"].append(hid)
            s["seat"].append(seat.seat)
            s["player"].append(seat.player)
            s["start_stack"].append(seat.stack)
            s["added"].append(seat.added)
            if p is None:
                s["end_stack"].append(None)
                s["net"].append(None)
                s["folded"].append(None)
                s["showdown"].append(None)
                s["won"].append(None)
            else:
                s["end_stack"].append(p.end)
                s["net"].append(p.net)
                s["folded"].append(p.folded)
                s["showdown"].append(p.showdown)
                s["won"].append(p.won)

    def add_findings(self, session: str | None, hand_id: str | None, game: str | None, file: str,
                     line: int, findings: list[Finding]) -> None:
        f = self.cols["findings"]
        for i, fd in enumerate(findings):
            f["session"].append(session)
            f["hand_id"].append(hand_id)
            f["idx"].append(i)
            f["seq"].append(fd.seq)
            f["code"].append(fd.code)
            f["severity"].append(SEVERITY.get(fd.code, "error"))
            f["player"].append(fd.player)
            f["message"].append(fd.message)
            f["game"].append(game)
            f["source_file"].append(file)
            f["source_line"].append(line)

    def _pots(self, session: str, hid: str, result: Result) -> None:
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

    def _facts(self, session: str, hid: str, stats: dict[str, Any]) -> None:
        if not stats:
            return
        f = self.cols["player_facts"]

        def put(player: Any, fact: str, value: Any) -> None:
            if isinstance(player, str) and isinstance(value, (int, bool)):
                f["session"].append(session)
                f["hand_id"].append(hid)
                f["player"].append(player)
                f["fact"].append(fact)
                f["value"].append(int(value))

        for key, value in stats.items():
            fact = _PER_PLAYER.get(key)
            if fact is not None and isinstance(value, dict):
                for player, n in value.items():
                    put(player, fact, n)
                continue
            fact = _LISTED.get(key)
            if fact is not None:
                for player in (value if isinstance(value, list) else [value]):
                    put(player, fact, 1)

    # ---- quarantine ------------------------------------------------------------

    def add_quarantine(self, file: str, line: int, error: str, hand_id: str | None, session: str | None,
                       kind: str, native: str | None) -> None:
        q = self.cols["quarantine"]
        q["source_file"].append(file)
        q["source_line"].append(line)
        q["error"].append(error)
        q["hand_id"].append(hand_id)
        q["session"].append(session)
        q["kind"].append(kind)
        q["native"].append(native)
