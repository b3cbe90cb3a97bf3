"""The session checks go on across ``ingest`` runs into one store: the store keeps each table's
state (``session_tables``) when an ingest ends, and the next ingest checks each table's next hand
against it (stack-mismatch, button-not-rotated).  Ingesting A and then B stores exactly what
ingesting A and B together does: every table of the store, the new one too."""

from __future__ import annotations

from pathlib import Path

import duckdb
import msgspec
import pytest

from audit import runner, simulate as sim, store_write, table_states
from audit.errors import UserError
from audit.store import ingest

from .conftest import dump_database, stored_rows

ENC = msgspec.json.Encoder()
PER_TABLE = 12      # hands a simulated table plays
SPLIT = 6           # A holds the first SPLIT hands of each table, B the others


def _tables(monkeypatch, game: str, tables: int, seed: int) -> list[list[dict]]:
    """Simulated hands of ``tables`` tables of one session, by table."""
    monkeypatch.setattr(sim, "HANDS_PER_TABLE", PER_TABLE)
    hands = list(sim.simulate(game, tables * PER_TABLE, None, seed=seed))
    return [hands[i:i + PER_TABLE] for i in range(0, len(hands), PER_TABLE)]


def _write(path: Path, hands: list) -> str:
    path.write_bytes(b"".join((h if isinstance(h, bytes) else ENC.encode(h)) + b"\n" for h in hands))
    return str(path)


def _stack_fault(hand: dict) -> None:
    hand["seats"][0]["stack"] += 7


def _button_fault(hand: dict) -> None:
    # one seat further than the next one (the simulator moves it to the next seat)
    numbers = [s["seat"] for s in hand["seats"]]
    hand["button"] = numbers[(numbers.index(hand["button"]) + 1) % len(numbers)]


FAULTS = [[_stack_fault], [_button_fault], [_stack_fault, _button_fault], []]
CODES = {_stack_fault: "stack-mismatch", _button_fault: "button-not-rotated"}


def _a_and_b(tmp_path, monkeypatch) -> tuple[str, str, list[tuple[str, list[str]]]]:
    """A and B: draw and stud sessions of four tables each, split within every table; B's first
    hand of a table has a stack fault, a button fault, both, or none (that table's second hand is
    malformed).  B also repeats a hand of A.
    Also: per faulted table, B's first hand id and the codes expected on it."""
    a, b, expected = [], [], []
    for game, seed in (("draw", 5), ("stud", 6)):
        for table, faults in zip(_tables(monkeypatch, game, 4, seed), FAULTS):
            first = table[SPLIT]
            for fault in faults:
                fault(first)
            expected.append((first["hand_id"], sorted(CODES[f] for f in faults)))
            if not faults:
                # a hand set aside in the middle of A (a record the store quarantines)
                table[1] = ENC.encode(dict(table[1], events=table[1]["events"][:3] + [{"type": "frobnicate"}]))
            a += table[:SPLIT]
            b += table[SPLIT:SPLIT + 2] + [table[2]] + table[SPLIT + 2:]    # table[2]: a hand of A again
    return _write(tmp_path / "a.jsonl", a), _write(tmp_path / "b.jsonl", b), expected


def _boundary(db: Path, hand_ids: list[str]) -> dict[str, list[str]]:
    rows = stored_rows(db, "select hand_id, code from findings where code in ('stack-mismatch', 'button-not-rotated')"
                           " order by hand_id, code")
    out: dict[str, list[str]] = {h: [] for h in hand_ids}
    for hid, code in rows:
        if hid in out:
            out[hid].append(code)
    return out


@pytest.mark.parametrize("jobs, limit", [(1, None), (2, 3)])
def test_ingesting_a_then_b_stores_what_ingesting_a_and_b_together_does(tmp_path, monkeypatch, jobs, limit):
    a, b, expected = _a_and_b(tmp_path, monkeypatch)
    if limit is not None:
        # small chunks (several in flight with two jobs) and the tables' states spilled to disk
        monkeypatch.setattr(runner, "CHUNK", 16)
        monkeypatch.setattr(table_states, "LIMIT", limit)
    together, apart = tmp_path / "together.duckdb", tmp_path / "apart.duckdb"
    one = ingest([a, b], together, jobs=jobs)
    first = ingest([a], apart, jobs=jobs)
    second = ingest([b], apart, jobs=jobs)
    assert dump_database(apart) == dump_database(together)
    assert (one.stored, one.repeats) == (first.stored + second.stored, 8)
    assert second.skipped == 8          # the hand of A that B repeats, one per table
    # B's first hand of each table was checked against A's last hand of the table
    assert _boundary(apart, [h for h, _ in expected]) == dict(expected)
    con = duckdb.connect(str(apart), read_only=True)
    try:
        message = con.execute("select message from findings where code = 'stack-mismatch' and hand_id = ?",
                              [expected[0][0]]).fetchall()[0][0]
        kept = con.execute("select session, table_name, prev_hand, stale from session_tables "
                           "where table_name <> chr(0) order by session, table_name").fetchall()
        # and each session's players' last hands, at whatever table (audit.session.ROAMING)
        roaming = con.execute("select session, len(stacks) from session_tables where table_name = chr(0) "
                              "order by session").fetchall()
    finally:
        con.close()
    assert f"ended hand draw-5-{SPLIT}" in message
    assert kept == [(f"sim-{g}-{s}", f"T{t}", f"{g}-{s}-{t * PER_TABLE}", False)
                    for g, s in (("draw", 5), ("stud", 6)) for t in range(1, 5)]
    assert [s for s, _ in roaming] == ["sim-draw-5", "sim-stud-6"] and all(n > 0 for _, n in roaming)


def test_a_hand_set_aside_or_left_incomplete_at_the_end_of_a_breaks_the_chain_in_b(tmp_path, monkeypatch):
    tables = _tables(monkeypatch, "draw", 3, 9)
    t1, t2, t3 = tables
    # T1: A's last hand is malformed; T2: A's last hand stops in its first betting round
    # (hand-incomplete: its players' end stacks are unknown); T3 goes on as logged
    spoiled = dict(t1[SPLIT - 1], events=t1[SPLIT - 1]["events"][:3] + [{"type": "frobnicate"}])
    cut = dict(t2[SPLIT - 1], events=t2[SPLIT - 1]["events"][:5])
    for table in tables:
        _stack_fault(table[SPLIT])
    a = _write(tmp_path / "a.jsonl", t1[:SPLIT - 1] + [ENC.encode(spoiled)] + t2[:SPLIT - 1] + [cut] + t3[:SPLIT])
    b = _write(tmp_path / "b.jsonl", t1[SPLIT:] + t2[SPLIT:] + t3[SPLIT:])
    together, apart = tmp_path / "together.duckdb", tmp_path / "apart.duckdb"
    ingest([a, b], together)
    ingest([a], apart)
    ingest([b], apart)
    assert dump_database(apart) == dump_database(together)
    firsts = [t[SPLIT]["hand_id"] for t in tables]
    assert _boundary(apart, firsts) == {firsts[0]: [], firsts[1]: [], firsts[2]: ["stack-mismatch"]}
    con = duckdb.connect(str(apart), read_only=True)
    try:
        quarantined = con.execute("select hand_id, kind from quarantine").fetchall()
        incomplete = con.execute("select hand_id from findings where code = 'hand-incomplete'").fetchall()
    finally:
        con.close()
    assert quarantined == [(t1[SPLIT - 1]["hand_id"], "malformed")]
    assert incomplete == [(t2[SPLIT - 1]["hand_id"],)]


def test_ingesting_again_changes_nothing_and_says_the_same(tmp_path, monkeypatch):
    a, b, expected = _a_and_b(tmp_path, monkeypatch)
    db = tmp_path / "h.duckdb"
    ingest([a], db)
    first = ingest([b], db)
    stored = dump_database(db)
    assert stored["session_tables"]
    for paths in ([b], [a], [a, b], [b]):
        again = ingest(paths, db)
        assert again.stored == 0
        assert dump_database(db) == stored
    # the hands of B met again are counted with the findings stored for them (the boundary's too)
    again = ingest([b], db)
    assert again.describe().splitlines()[0] == first.describe().splitlines()[0]
    assert again.summary.exit_code == first.summary.exit_code == 1


def test_a_log_that_grew_since_the_last_ingest_is_checked_as_one_log(tmp_path, monkeypatch):
    tables = _tables(monkeypatch, "stud", 2, 4)
    for table in tables:
        _button_fault(table[SPLIT])
    log = tmp_path / "log.jsonl"
    _write(log, tables[0][:SPLIT] + tables[1][:SPLIT])
    grown, whole = tmp_path / "grown.duckdb", tmp_path / "whole.duckdb"
    ingest([str(log)], grown)
    _write(log, tables[0][:SPLIT] + tables[1][:SPLIT] + tables[0][SPLIT:] + tables[1][SPLIT:])
    ingest([str(log)], grown)
    ingest([str(log)], whole)
    assert dump_database(grown) == dump_database(whole)
    firsts = [t[SPLIT]["hand_id"] for t in tables]
    assert _boundary(grown, firsts) == {h: ["button-not-rotated"] for h in firsts}


def test_only_the_tables_an_ingest_meets_are_looked_up(tmp_path, monkeypatch):
    tables = _tables(monkeypatch, "draw", 8, 3)
    a = _write(tmp_path / "a.jsonl", [h for t in tables for h in t[:SPLIT]])
    _stack_fault(tables[4][SPLIT])
    b = _write(tmp_path / "b.jsonl", tables[1][SPLIT:] + tables[4][SPLIT:])
    db = tmp_path / "h.duckdb"
    ingest([a], db)
    asked: list = []
    look_up = store_write.Writer.stored_tables

    def spy(self, keys):
        asked.extend(keys)
        return look_up(self, keys)

    monkeypatch.setattr(store_write.Writer, "stored_tables", spy)
    ingest([b], db)
    assert sorted(asked) == [("sim-draw-3", "\0"), ("sim-draw-3", "T2"), ("sim-draw-3", "T5")]
    assert _boundary(db, [tables[4][SPLIT]["hand_id"]]) == {tables[4][SPLIT]["hand_id"]: ["stack-mismatch"]}
    con = duckdb.connect(str(db), read_only=True)
    try:
        rows = con.execute("select table_name, prev_hand from session_tables where table_name <> chr(0) "
                           "order by table_name").fetchall()
    finally:
        con.close()
    # the tables B did not meet keep their rows; T2 and T5 follow B's last hands
    assert rows == [(f"T{t}", f"draw-3-{(t - 1) * PER_TABLE + (PER_TABLE if t in (2, 5) else SPLIT)}")
                    for t in range(1, 9)]


class _CommitFails:
    """The inserter's connection, whose ``fail``-th commit fails (as on a full disk)."""

    commits = 0

    def __init__(self, con, fail: int) -> None:
        self._con = con
        self._fail = fail

    def commit(self):
        _CommitFails.commits += 1
        if _CommitFails.commits == self._fail:
            self._con.rollback()
            raise duckdb.TransactionException("TransactionContext Error: Failed to commit: No space left on device")
        return self._con.commit()

    def __getattr__(self, name):
        return getattr(self._con, name)


def _stop_b(tmp_path, monkeypatch) -> tuple[str, str, Path, list[list[dict]]]:
    """A ingested, then B stopped by a failed commit after its first batch."""
    tables = _tables(monkeypatch, "draw", 2, 8)
    a = _write(tmp_path / "a.jsonl", tables[0][:4] + tables[1][:4])
    b = _write(tmp_path / "b.jsonl", tables[0][4:8] + tables[1][4:8])
    db = tmp_path / "h.duckdb"
    ingest([a], db)
    monkeypatch.setattr(runner, "CHUNK", 2)
    monkeypatch.setattr(store_write, "BATCH", 2)
    start = store_write._Inserter.__init__
    monkeypatch.setattr(_CommitFails, "commits", 0)
    monkeypatch.setattr(store_write._Inserter, "__init__", lambda self, con, q: start(self, _CommitFails(con, 3), q))
    with pytest.raises(UserError, match="could not write the database"):
        ingest([b], db)
    monkeypatch.setattr(store_write._Inserter, "__init__", start)
    return a, b, db, tables


def test_an_ingest_that_stopped_is_caught_up_by_running_it_again(tmp_path, monkeypatch):
    a, b, db, _ = _stop_b(tmp_path, monkeypatch)
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert con.execute("select count(*) from hands").fetchone()[0] == 12       # A and a batch of B
        assert con.execute("select table_name, stale from session_tables order by 1").fetchall() == \
            [("\0", True), ("T1", True), ("T2", False)]
    finally:
        con.close()
    ingest([b], db)
    together = tmp_path / "together.duckdb"
    ingest([a, b], together)
    assert dump_database(db) == dump_database(together)


def test_a_table_whose_state_lags_is_not_checked_against_it(tmp_path, monkeypatch):
    # after B stopped, the next hands of T1 come in another log: the store holds hands of T1
    # that its kept state does not follow, so the first of them is not checked (no stack-mismatch
    # against A's last hand, which is not the previous hand)
    _, _, db, tables = _stop_b(tmp_path, monkeypatch)
    c = _write(tmp_path / "c.jsonl", tables[0][8:10])
    ingest([c], db)
    con = duckdb.connect(str(db), read_only=True)
    try:
        found = con.execute("select hand_id, code from findings where code in ('stack-mismatch', "
                            "'button-not-rotated')").fetchall()
        stale = con.execute("select stale from session_tables where table_name = 'T1'").fetchall()
    finally:
        con.close()
    assert found == [] and stale == [(False,)]


def test_a_store_of_the_previous_version_is_refused(tmp_path, monkeypatch):
    tables = _tables(monkeypatch, "draw", 1, 2)
    a = _write(tmp_path / "a.jsonl", tables[0][:SPLIT])
    db = tmp_path / "old.duckdb"
    ingest([a], db)
    con = duckdb.connect(str(db))
    from audit.store import SCHEMA_VERSION
    previous = str(int(SCHEMA_VERSION) - 1)
    con.execute(f"update store_meta set value = '{previous}' where key = 'schema_version'")
    con.close()
    with pytest.raises(UserError) as e:
        ingest([a], db)
    assert str(e.value) == (f"{db}: this database has the layout of store version {previous}, this handaudit "
                            f"reads version {SCHEMA_VERSION}; ingest the logs into a new database")


def test_a_duplicate_at_the_boundary_is_stored_as_in_one_run(tmp_path):
    # B begins with a hand of A under the same id with other content: the duplicate-hand finding
    # and its quarantine row are worded as when both files are ingested at once
    fixtures = Path(__file__).parent / "fixtures" / "ingests_s18"
    a, b = tmp_path / "dup_a.jsonl", tmp_path / "dup_b.jsonl"
    a.write_bytes((fixtures / "dup_a.jsonl").read_bytes())
    b.write_bytes((fixtures / "dup_b.jsonl").read_bytes())
    two, one = tmp_path / "two.duckdb", tmp_path / "one.duckdb"
    ingest([str(a)], two, 1)
    ingest([str(b)], two, 1)
    ingest([str(a), str(b)], one, 1)
    stored = dump_database(two)
    assert [r for r in stored["quarantine"] if r[5] == "duplicate-hand"]
    assert stored == dump_database(one)


def test_a_hand_mended_since_the_last_ingest_replaces_its_quarantine_and_is_no_new_end(tmp_path, monkeypatch):
    # the log's 5th hand was cut off when it was first ingested (a log still being written, or
    # damaged and mended since): ingested again whole, with the hands that came after, it is
    # stored and its quarantine row and malformed finding go; it lies among the table's stored
    # hands, so it is not checked against the table's last stored hand, and the stored state
    # stays (before, it got a button-not-rotated and a stack-mismatch a player, and so did the
    # table's next hand)
    (table,) = _tables(monkeypatch, "draw", 1, 13)
    _stack_fault(table[SPLIT + 2])
    # a log that writes the session and the table first (so a cut record still names them)
    lines = [ENC.encode({"session": h["session"], "table": h["table"], **h}) for h in table]
    log = tmp_path / "log.jsonl"
    _write(log, lines[:4] + [lines[4][:len(lines[4]) // 2]] + lines[5:SPLIT + 1])
    mended, whole = tmp_path / "mended.duckdb", tmp_path / "whole.duckdb"
    first = ingest([str(log)], mended)
    assert first.quarantined["malformed"] == 1
    _write(log, lines)
    ingest([str(log)], mended)
    ingest([str(log)], whole)
    sql = "select hand_id, code from findings order by hand_id, code"
    # the faulted hand's start (the next hand's start follows the end it had from the right start)
    faulted = [(table[SPLIT + 2]["hand_id"], "stack-mismatch")]
    assert stored_rows(mended, sql) == stored_rows(whole, sql) == faulted
    assert stored_rows(mended, "select count(*) from quarantine") == [(0,)]
    assert stored_rows(mended, "select count(*) from hands") == [(len(table),)]
    sql = "select session, table_name, prev_hand, button from session_tables"
    assert stored_rows(mended, sql) == stored_rows(whole, sql)


def test_an_ingest_that_repeats_some_stored_hands_then_goes_on_is_checked_as_one_run(tmp_path):
    # B repeats A's first four hands (not A's last) and goes on; C goes on from B: the table's
    # next hands are checked against its stored end as in one run (a first version of the
    # mended-record rule left the table's later hands unchecked, and C's first hand was then
    # checked against A's last)
    here = Path(__file__).parent / "fixtures" / "sessions_s33"
    a, b, c = (str(here / f"c_{x}.jsonl") for x in "ABC")
    apart, together = tmp_path / "apart.duckdb", tmp_path / "together.duckdb"
    for path in (a, b, c):
        ingest([path], apart)
    ingest([a, b, c], together)
    for sql in ("select hand_id, code from findings order by hand_id, code",
                "select prev_hand, button from session_tables"):
        assert stored_rows(apart, sql) == stored_rows(together, sql)


def test_the_tables_last_record_mended_as_the_log_grows_is_checked_as_in_one_run(tmp_path):
    here = Path(__file__).parent / "fixtures" / "sessions_s33"
    log = tmp_path / "log.jsonl"
    grown, whole = tmp_path / "grown.duckdb", tmp_path / "whole.duckdb"
    log.write_bytes((here / "mended_before.jsonl").read_bytes())
    ingest([str(log)], grown)
    log.write_bytes((here / "mended_after.jsonl").read_bytes())
    ingest([str(log)], grown)
    ingest([str(log)], whole)
    sql = "select hand_id, code from findings order by hand_id, code"
    assert stored_rows(grown, sql) == stored_rows(whole, sql) != []
    assert stored_rows(grown, "select count(*) from quarantine") == [(0,)]


def _grown_and_whole(tmp_path, lines: list[bytes], cut: int, keep: int) -> tuple[Path, Path]:
    """The log ingested with its line ``cut`` (0-based) cut to its first ``keep`` bytes and the
    lines after it not yet written, then whole; and the whole log ingested once."""
    log = tmp_path / "log.jsonl"
    grown, whole = tmp_path / "grown.duckdb", tmp_path / "whole.duckdb"
    log.write_bytes(b"".join(line + b"\n" for line in lines[:cut]) + lines[cut][:keep])
    ingest([str(log)], grown)
    _write(log, lines)
    ingest([str(log)], grown)
    ingest([str(log)], whole)
    return grown, whole


def _same_but_order(grown: Path, whole: Path) -> None:
    """The two stores hold the same rows, but for the numbers that say in which order hands were
    stored (hands.ord, the rows keyed by it, the page names)."""
    for sql in ("select hand_id, code, seq, message from findings order by all",
                "select * exclude (ord, slug) from hands order by all",
                "select * from pots order by all", "select * from awards order by all",
                "select session, table_name, prev_hand, button, carry from session_tables order by all",
                "select count(*) from quarantine"):
        assert stored_rows(grown, sql) == stored_rows(whole, sql), sql


@pytest.mark.parametrize("game, seed", [("stud", 1), ("draw", 7)])
def test_a_last_line_read_before_its_session_and_table_were_written_is_the_tables_next_hand(
        tmp_path, monkeypatch, game, seed):
    # simulate writes the session and the table last: a line cut early names neither, so the
    # malformed record did not break its table's chain; whole, it is the table's next hand (it
    # was checked as a hand among the stored ones: not checked, and the table's state not moved
    # on, so the hand after it was checked against the hand before it: a false button-not-rotated
    # and stack-mismatches, and a draw redeal's pot went to the wrong hand)
    (table,) = _tables(monkeypatch, game, 1, seed)
    lines = [ENC.encode(h) for h in table]
    # and the hand right after each draw redeal (no collect: its pot goes to the next hand)
    carried = [k + 1 for k, h in enumerate(table) if game == "draw" and not any(e["type"] == "collect" for e in h["events"])]
    if game == "draw":
        assert carried, "the simulated table has a redeal"
    for cut in sorted({5, 7, *carried[:2]}):
        if cut >= len(lines) - 1:
            continue
        sub = tmp_path / f"{game}-{cut}"
        sub.mkdir()
        grown, whole = _grown_and_whole(sub, lines, cut, 100)
        _same_but_order(grown, whole)


def test_a_last_line_cut_before_its_hand_id_leaves_no_quarantine_row_once_whole(tmp_path, monkeypatch):
    (table,) = _tables(monkeypatch, "stud", 1, 1)
    lines = [ENC.encode(h) for h in table]
    grown, whole = _grown_and_whole(tmp_path, lines, 5, 20)
    assert stored_rows(grown, "select count(*) from quarantine") == [(0,)]
    assert stored_rows(grown, "select count(*) from findings where code = 'malformed'") == [(0,)]
    _same_but_order(grown, whole)


@pytest.mark.parametrize("game, seed", [("stud", 1), ("draw", 7)])
def test_a_last_record_set_aside_without_its_hand_id_is_the_tables_next_hand_once_whole(
        tmp_path, monkeypatch, game, seed):
    # the table's last record named its session and table but no hand id (written in FORMAT.md's
    # order and cut, or the id left out): set aside, it broke the table's chain with no id to know
    # it by.  Whole in the next ingest it was taken for a record mended among the stored hands (not
    # checked, the state left at the hand before it), so the hand after it lost its own
    # stack-mismatch and the one after that got a false one, and a draw redeal's pot missed its
    # hand (review of session 58)
    (table,) = _tables(monkeypatch, game, 1, seed)
    table = [{"session": h["session"], "table": h["table"], **h} for h in table]   # session, table first
    carried = [k + 1 for k, h in enumerate(table) if game == "draw" and not any(e["type"] == "collect" for e in h["events"])]
    cuts = sorted({5, *carried[:1]})
    for cut in cuts:
        if cut + 2 >= len(table):
            continue
        hands = [dict(h) for h in table]
        hands[cut + 1] = {**hands[cut + 1], "seats": [dict(s) for s in hands[cut + 1]["seats"]]}
        _stack_fault(hands[cut + 1])
        no_id = {k: v for k, v in hands[cut].items() if k != "hand_id"}
        sub = tmp_path / f"{game}-{cut}"
        sub.mkdir()
        log = sub / "log.jsonl"
        grown, whole = sub / "grown.duckdb", sub / "whole.duckdb"
        _write(log, hands[:cut] + [no_id])
        ingest([str(log)], grown)
        assert stored_rows(grown, "select count(*) from quarantine") == [(1,)]
        _write(log, hands)
        ingest([str(log)], grown)
        ingest([str(log)], whole)
        _same_but_order(grown, whole)
        assert ("stack-mismatch",) in stored_rows(
            whole, f"select code from findings where hand_id = '{hands[cut + 1]['hand_id']}'")
