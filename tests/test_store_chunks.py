"""Ingest in chunks: rows built by the workers, filtered and completed by the parent.

The store decides per record (store, skip, quarantine) with or without looking keys up
in the database (a fresh store needs none); both ways must give the same tables, and
findings the session checks add in the parent must reach the rows the workers built.
"""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import msgspec
import pytest

from audit import runner, store_write
from audit.simulate import simulate
from audit.store import ingest


@pytest.fixture(autouse=True)
def small_chunks(monkeypatch):
    monkeypatch.setattr(runner, "CHUNK", 40)
    monkeypatch.setattr(store_write, "BATCH", 90)


@pytest.fixture()
def log(tmp_path: Path) -> Path:
    """Draw hands with faults, a duplicate id and an exact repeat in later chunks, a malformed
    line, and a starting stack that does not follow from the previous hand (stack-mismatch)."""
    hands = [json.loads(msgspec.json.encode(h)) for h in simulate("draw", 150, None, seed=3, faults=0.2)]
    hands[30]["seats"][0]["stack"] += 7
    other = json.loads(json.dumps(hands[10]))
    other["events"][0]["note"] = "same id, other content"
    lines = [json.dumps(h) for h in hands]
    lines[95:95] = [json.dumps(other), json.dumps(hands[20]), '{"format": "handaudit/1", "hand_id": "x"']
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def dump(db: Path, skip_file: str | None = None) -> dict[str, list]:
    con = duckdb.connect(str(db), read_only=True)
    out = {}
    for (t,) in con.execute("select table_name from information_schema.tables order by 1").fetchall():
        cols = [r[0] for r in con.execute(f'describe "{t}"').fetchall()]
        rows = con.execute(f'select * from "{t}" order by all').fetchall()
        if skip_file and "source_file" in cols:
            i = cols.index("source_file")
            rows = [r for r in rows if r[i] != skip_file]
        out[t] = rows
    con.close()
    return out


def test_fresh_store_and_looked_up_store_give_the_same_tables(log: Path, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.duckdb"
    a = ingest([str(log)], fresh, 1)
    seeded = tmp_path / "seeded.duckdb"
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    ingest([str(bad)], seeded, 1)           # a quarantined record: the store is not fresh any more
    b = ingest([str(log)], seeded, 2)
    assert (a.stored, a.skipped, a.repeats, dict(a.quarantined)) == (150, 0, 1, {"duplicate-hand": 1, "malformed": 1})
    assert (b.stored, b.skipped, b.repeats, dict(b.quarantined)) == (a.stored, 0, 1, dict(a.quarantined))
    assert a.summary.by_code == b.summary.by_code
    one, two = dump(fresh), dump(seeded, skip_file=str(bad))
    assert one["hands"] and one == two


def test_session_findings_reach_the_hand_rows(log: Path, tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(log)], db, 2)
    con = duckdb.connect(str(db), read_only=True)
    rows = con.execute("select h.hand_id, h.n_findings, h.worst, f.idx, f.code from hands h "
                       "join findings f using (session, hand_id) where f.code = 'stack-mismatch'").fetchall()
    counts = con.execute("select count(*) from hands h where n_findings <> "
                         "(select count(*) from findings f where f.session = h.session and f.hand_id = h.hand_id "
                         "and f.code <> 'duplicate-hand')"
                         ).fetchall()[0][0]
    con.close()
    assert rows and all(n >= 1 and worst is not None for _, n, worst, _, _ in rows)
    assert counts == 0       # (a quarantined duplicate's finding is stored against the key it reused)


def test_one_file_under_two_names_is_stored_once(log: Path, tmp_path: Path, monkeypatch) -> None:
    # hands without a session are keyed by their file: the same file named twice must not be stored
    # twice; it is read once (tests/test_store_same_file_two_spellings.py)
    plain = tmp_path / "plain.jsonl"
    with open(log) as src, open(plain, "w") as out:
        for line in src:
            hand = json.loads(line) if line.endswith("}\n") else None
            if hand is not None:
                hand.pop("session", None)
                line = json.dumps(hand) + "\n"
            out.write(line)
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "two.duckdb"
    once = ingest([str(plain)], tmp_path / "one.duckdb", 1)
    stats = ingest([str(plain), plain.name], db, 1)
    assert stats.stored == 150 and stats.skipped == 0
    assert (stats.quarantined, stats.repeats) == (once.quarantined, once.repeats)
    con = duckdb.connect(str(db), read_only=True)
    assert con.execute("select count(*) from hands").fetchall()[0][0] == 150
    con.close()


def test_ingest_again_skips_everything(log: Path, tmp_path: Path) -> None:
    db = tmp_path / "again.duckdb"
    ingest([str(log)], db, 1)
    before = dump(db)
    stats = ingest([str(log)], db, 2)
    assert stats.stored == 0 and stats.skipped == 150 + 2
    assert dump(db) == before


def _misnamed(db: Path) -> dict[str, tuple[int, int]]:
    """Per table naming its hand by ``ord``: (rows, rows whose ord is not the hand of their key)."""
    con = duckdb.connect(str(db), read_only=True)
    out = {}
    for t in ("seats", "player_facts"):
        out[t] = con.execute(
            f"select count(*), count(*) filter (where h.ord is null or h.session <> x.session "
            f"or h.hand_id <> x.hand_id) from {t} x left join hands h on h.ord = x.ord").fetchall()[0]
    # event rows hold no key: each hand has n_events of them, numbered 0, 1, ...
    out["event_rows"] = con.execute(
        "select count(*), count(*) filter (where h.ord is null or e.seq >= h.n_events) "
        "from event_rows e left join hands h on h.ord = e.ord").fetchall()[0]
    assert con.execute("select count(*) from hands h where n_events <> "
                       "(select count(*) from event_rows e where e.ord = h.ord)").fetchall()[0][0] == 0
    con.close()
    return out


def test_seats_facts_and_events_name_their_hand_by_ord(log: Path, tmp_path: Path) -> None:
    # seats, player_facts and event_rows carry their hand's ord (the statistics join by it): it
    # must be that hand's, also in chunks where some hands are not stored (a duplicate, a repeat,
    # a malformed line; on a second ingest, the hands already stored)
    palace = [json.loads(msgspec.json.encode(h)) for h in simulate("palace", 60, None, seed=4, faults=0.1)]
    palace[40:40] = [palace[5]]         # an exact repeat
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text(log.read_text() + "".join(json.dumps(h) + "\n" for h in palace))
    first = tmp_path / "first.jsonl"
    first.write_text("".join(line + "\n" for line in mixed.read_text().splitlines()[::3]))
    for jobs in (1, 2):
        db = tmp_path / f"ord{jobs}.duckdb"
        ingest([str(first)], db, jobs)
        stats = ingest([str(mixed)], db, jobs)
        assert stats.skipped > 0 and stats.stored > 0
        found = _misnamed(db)
        assert all(rows > 0 and wrong == 0 for rows, wrong in found.values()), found
