"""The events of the store: compact ``event_rows`` built by the workers, the ``events`` view
(CLI.md's columns with the hand's key) and ``event_details`` (every field, unpacked from the
hand's native JSON, stored deflated, by DuckDB on handaudit's connections).  The compact rows must say exactly what the JSON says."""

from __future__ import annotations

import json
import re
import zlib
from pathlib import Path

import duckdb
import msgspec
import pytest

from audit import runner, store_write
from audit.errors import UserError
from audit.readers.native import decode_hand
from audit.resources import sql_text
from audit.simulate import simulate
from audit.store import connect, ingest
from audit.store_events import EVENT_TYPES, EventColumns

COLUMNS = "session, hand_id, seq, type, player, amount, cards, round"


def _hands(game: str, n: int, seed: int) -> list[dict]:
    return [json.loads(msgspec.json.encode(h)) for h in simulate(game, n, None, seed=seed, faults=0.2)]


def _write(path: Path, hands: list[dict]) -> Path:
    path.write_text("".join(json.dumps(h) + "\n" for h in hands))
    return path


def _rows(db: Path, sql: str) -> list[tuple]:
    con = connect(db, read_only=True)       # handaudit's connection: event_details is one of its views
    try:
        return sorted(con.execute(sql).fetchall(), key=repr)
    finally:
        con.close()


@pytest.fixture(scope="module")
def mixed(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("events")
    hands = []
    for i, game in enumerate(("draw", "stud", "palace", "tonk")):
        hands += _hands(game, 12, seed=40 + i)
    return _write(folder / "mixed.jsonl", hands)


def test_event_type_enum_lists_every_event_type() -> None:
    ddl = sql_text("store.sql")
    body = re.search(r"CREATE TYPE IF NOT EXISTS event_type AS ENUM \((.*?)\);", ddl, re.S).group(1)
    assert tuple(re.findall(r"'([a-z_]+)'", body)) == EVENT_TYPES


def test_events_view_says_what_the_native_json_says(mixed: Path, tmp_path: Path) -> None:
    db = tmp_path / "a.duckdb"
    ingest([str(mixed)], db, 1)
    events = _rows(db, f"SELECT {COLUMNS} FROM events")
    details = _rows(db, f"SELECT {COLUMNS} FROM event_details")
    assert len(events) > 500
    assert events == details
    games = {r[0] for r in _rows(db, "SELECT DISTINCT h.game FROM events e JOIN hands h USING (session, hand_id)")}
    assert games == {"draw", "stud", "palace", "tonk"}


# FORMAT.md, restated: per game, the types with an ``amount``, with ``cards``, with one ``card``
_AMOUNT = {"draw": {"ante", "blind", "call", "return", "rake", "collect"},
           "stud": {"ante", "bring_in", "call", "return", "rake", "collect"},
           "palace": {"ante", "buy", "attack", "call", "raise", "collect", "rake"}, "tonk": {"pay"}}
_CARDS = {"draw": {"burn", "show"}, "stud": {"burn", "community", "show"},
          "palace": {"discard", "capture", "show"}, "tonk": {"deal", "spread", "hit", "reveal"}}
_ONE_CARD = {"palace": {"banner", "buy"}, "tonk": {"upcard", "draw", "discard"}}
_NO_PLAYER = {"draw": {"burn", "rake"}, "stud": {"burn", "rake", "community"}, "palace": {"rake", "battle"},
              "tonk": {"upcard"}}


def _expected(game: str, ev: dict) -> tuple:
    """``(player, amount, cards)`` of an event's row, from FORMAT.md's fields of its type."""
    typ = ev["type"]
    player = ev.get("from") if typ == "pay" else None if typ in _NO_PLAYER[game] else ev.get("player")
    poker = game in ("draw", "stud")
    if poker and typ in ("bet", "raise", "complete"):
        amount = ev["to"] if isinstance(ev.get("to"), int) else None
    else:
        amount = ev.get("amount") if typ in _AMOUNT[game] else None
    if typ in _ONE_CARD.get(game, ()):
        cards = [ev["card"]] if ev.get("card") is not None else None
    elif typ == "deal" and game != "tonk":
        cards = ev.get("down", []) + ev.get("up", [])
    elif typ == "draw" and game == "draw":
        cards = ev.get("receive")
    else:
        cards = ev.get("cards") if typ in _CARDS[game] else None
    return player, amount, cards


def test_event_columns_follow_cli_md(mixed: Path, tmp_path: Path) -> None:
    db = tmp_path / "b.duckdb"
    ingest([str(mixed)], db, 1)
    hands = {(h.get("session") or "file:" + str(mixed.resolve()), h["hand_id"]): h
             for h in map(json.loads, mixed.read_text().splitlines())}
    seen = set()
    for session, hand_id, seq, typ, player, amount, cards, _round in _rows(db, f"SELECT {COLUMNS} FROM events"):
        hand = hands[(session, hand_id)]
        ev = hand["events"][seq]
        assert typ == ev["type"]
        assert (player, amount, cards) == _expected(hand["game"], ev), (hand_id, seq, ev)
        if typ in _ONE_CARD.get(hand["game"], ()) and cards:
            seen.add(typ)
    assert seen == {"banner", "buy", "upcard", "draw", "discard"}


def test_events_of_one_card_store_it_and_fields_a_type_does_not_have_are_stored_nowhere(tmp_path: Path) -> None:
    # before: a banner, buy, upcard, Tonk draw or Tonk discard had no cards in the store; an
    # amount on a check or fold, cards on an ante, a deal or an upcard beside their own fields
    # were stored as that event's
    examples = Path(__file__).resolve().parents[2] / "shared" / "spec" / "examples"
    hands = [json.loads(line) for f in ("draw-split-pot.jsonl", "tonk-out.jsonl", "palace-two-battles.jsonl")
             for line in (examples / f).read_text().splitlines() if line.strip()]
    for h in hands:
        for ev in h["events"]:
            if ev["type"] in ("check", "fold", "spread", "banner"):
                ev["amount"] = 999
            if ev["type"] in ("ante", "deal", "upcard", "banner", "check"):
                ev["cards"] = ["2c"]
            if ev["type"] in ("burn", "rake", "upcard", "battle"):
                ev["player"] = "alice"
    db = tmp_path / "e.duckdb"
    ingest([str(_write(tmp_path / "extra.jsonl", hands))], db, 1)
    by_id = {h["hand_id"]: h for h in hands}
    rows = _rows(db, f"SELECT {COLUMNS} FROM events")
    assert len(rows) == sum(len(h["events"]) for h in hands)
    for _session, hand_id, seq, _typ, player, amount, cards, _round in rows:
        hand = by_id[hand_id]
        assert (player, amount, cards) == _expected(hand["game"], hand["events"][seq])
    assert not [r for r in rows if r[5] == 999 or (r[6] == ["2c"] and r[3] not in ("buy", "draw", "discard", "deal"))]
    banners = [r for r in rows if r[3] == "banner"]
    assert banners and all(r[6] and len(r[6]) == 1 and r[6] != ["2c"] for r in banners)


def test_discarded_counts_a_draws_discards(mixed: Path, tmp_path: Path) -> None:
    db = tmp_path / "c.duckdb"
    ingest([str(mixed)], db, 1)
    rows = _rows(db, "SELECT e.discarded, len(d.discard) FROM events e JOIN event_details d "
                     "USING (session, hand_id, seq) WHERE e.type = 'draw' AND d.discard IS NOT NULL")
    assert rows and all(a == b for a, b in rows)
    assert _rows(db, "SELECT count(*) FROM events WHERE type <> 'draw' AND discarded IS NOT NULL") == [(0,)]


def test_round_is_null_only_in_the_rows_of_a_hand_the_replay_gave_no_rounds() -> None:
    hands = [decode_hand(json.dumps(h).encode()) for h in _hands("draw", 3, seed=9)]
    cols = EventColumns()
    given = []
    for i, hand in enumerate(hands):
        rounds = [] if i == 1 else [k % 3 for k in range(len(hand.events))]     # the middle one: none
        cols.add(hand.events, rounds, "draw")
        given += rounds or [None] * len(hand.events)
    table = cols.table()
    assert table["round"].to_pylist() == given and table["round"].null_count == len(hands[1].events)
    # discarded: the draws' counts at their rows, null in every other row
    assert table["discarded"].to_pylist() == [
        len(e.discard) if e.type == "draw" and e.discard is not None else None for h in hands for e in h.events]
    assert any(v is not None for v in table["discarded"].to_pylist())


def test_events_name_their_hand_when_some_hands_of_a_chunk_are_not_stored(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(runner, "CHUNK", 7)
    monkeypatch.setattr(store_write, "BATCH", 10)
    hands = _hands("stud", 30, seed=5)
    for h in hands:
        h["session"] = "club"
    changed = json.loads(json.dumps(hands[4]))
    changed["events"][0]["note"] = "other content, same id"
    first = _write(tmp_path / "first.jsonl", hands[::3] + [hands[4]])
    second = _write(tmp_path / "second.jsonl", hands + [changed])   # stored ones, new ones, a duplicate
    db = tmp_path / "d.duckdb"
    ingest([str(first)], db, 1)
    stats = ingest([str(second)], db, 1)
    assert stats.skipped == len(hands[::3]) + 1 and stats.quarantined["duplicate-hand"] == 1
    assert _rows(db, f"SELECT {COLUMNS} FROM events") == _rows(db, f"SELECT {COLUMNS} FROM event_details")
    counts = _rows(db, "SELECT h.n_events, (SELECT count(*) FROM event_rows e WHERE e.ord = h.ord) FROM hands h")
    assert len(counts) == 30 and all(a == b for a, b in counts)


def test_a_store_of_another_layout_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "old.duckdb"
    connect(db).close()
    con = duckdb.connect(str(db))
    con.execute("UPDATE store_meta SET value = '1' WHERE key = 'schema_version'")
    con.close()
    with pytest.raises(UserError, match="layout of store version 1"):
        connect(db)
    with pytest.raises(UserError, match="new database"):
        connect(db, read_only=True)


def test_stored_native_inflates_to_the_line_as_read(mixed: Path, tmp_path: Path) -> None:
    db = tmp_path / "n.duckdb"
    ingest([str(mixed)], db, 1)
    lines = mixed.read_bytes().splitlines()
    con = duckdb.connect(str(db), read_only=True)      # any DuckDB: the column is plain zlib
    try:
        stored = con.execute("SELECT source_line, native FROM hands ORDER BY source_line").fetchall()
    finally:
        con.close()
    assert len(stored) == len(lines)
    assert all(zlib.decompress(native) == lines[line - 1] for line, native in stored)
    con = connect(db, read_only=True)
    try:
        text = con.execute("SELECT handaudit_native(native) FROM hands ORDER BY source_line").fetchall()
    finally:
        con.close()
    assert [t for t, in text] == [line.decode() for line in lines]


def test_event_details_is_a_view_of_handaudits_connections_not_of_the_file(mixed: Path, tmp_path: Path) -> None:
    db = tmp_path / "v.duckdb"
    ingest([str(mixed)], db, 1)
    assert _rows(db, "SELECT count(*) FROM event_details") == _rows(db, "SELECT count(*) FROM event_rows")
    con = duckdb.connect(str(db), read_only=True)
    try:    # a plain DuckDB sees no view it could not run (handaudit_native is handaudit's)
        assert con.execute("SELECT count(*) FROM duckdb_views() WHERE view_name = 'event_details'").fetchall() == [(0,)]
        assert con.execute("SELECT count(*) FROM events").fetchall() == _rows(db, "SELECT count(*) FROM event_rows")
    finally:
        con.close()
