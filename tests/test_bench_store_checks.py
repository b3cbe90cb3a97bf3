"""The benchmark's checks of a store (bench/store_checks.py): every injected fault found with its
code at its event, no finding on a hand without one, and two stores compared table by table."""

from __future__ import annotations

import shutil
import subprocess
import sys

import duckdb
import msgspec
import pytest

from audit.simulate import simulate
from bench.store_checks import fingerprint, fingerprint_differences, injected_verdicts, verdict_problems


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """A store of simulated hands of the four games, a fifth of them with an injected fault."""
    folder = tmp_path_factory.mktemp("bench_checks")
    log = folder / "mixed.jsonl"
    enc = msgspec.json.Encoder()
    with open(log, "wb") as f:
        for i, game in enumerate(("draw", "stud", "palace", "tonk")):
            for hand in simulate(game, 60, None, seed=40 + i, faults=0.2):
                f.write(enc.encode(hand) + b"\n")
    db = folder / "store.duckdb"
    p = subprocess.run([sys.executable, "-m", "audit", "ingest", str(log), "--db", str(db), "--jobs", "1"],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 1, p.stderr
    return db


def _copy(db, tmp_path):
    copy = tmp_path / "copy.duckdb"
    shutil.copy(db, copy)
    return copy


def _change(db, sql):
    con = duckdb.connect(str(db))
    try:
        con.execute(sql)
    finally:
        con.close()


def test_every_injected_fault_is_found_at_its_event(store):
    counts = injected_verdicts(store)
    assert counts["injected"] > 20
    assert counts["found_exactly"] == counts["injected"]
    assert counts["missed"] == counts["found_elsewhere"] == counts["legal_with_findings"] == 0
    assert counts["set_aside"] == 0
    assert verdict_problems(counts) == []


def test_a_fault_without_its_finding_is_missed(store, tmp_path):
    db = _copy(store, tmp_path)
    _change(db, "DELETE FROM findings WHERE (session, hand_id) IN "
                "(SELECT session, hand_id FROM hands WHERE n_findings = 1 ORDER BY ord LIMIT 1)")
    counts = injected_verdicts(db)
    assert counts["missed"] == 1
    assert verdict_problems(counts) == ["1 injected faults not found"]


def test_a_finding_at_another_event_is_told(store, tmp_path):
    db = _copy(store, tmp_path)
    _change(db, "UPDATE findings SET seq = seq + 1000 WHERE (session, hand_id) IN "
                "(SELECT session, hand_id FROM hands WHERE n_findings = 1 ORDER BY ord LIMIT 1)")
    counts = injected_verdicts(db)
    assert counts["found_elsewhere"] == 1 and counts["missed"] == 0
    assert verdict_problems(counts) == ["1 injected faults found at another event"]


def test_a_finding_on_a_legal_hand_is_wrong(store, tmp_path):
    db = _copy(store, tmp_path)
    _change(db, "INSERT INTO findings (session, hand_id, idx, seq, code, severity, message, source_file, source_line) "
                "SELECT session, hand_id, 0, 1, 'out-of-turn', 'error', 'x', source_file, source_line "
                "FROM hands WHERE n_findings = 0 ORDER BY ord LIMIT 1; "
                "UPDATE hands SET n_findings = 1 WHERE ord = (SELECT min(ord) FROM hands WHERE n_findings = 0)")
    counts = injected_verdicts(db)
    assert counts["legal_with_findings"] == 1
    assert verdict_problems(counts) == ["1 hands without a fault have findings"]


def test_stores_are_compared_table_by_table(store, tmp_path):
    same = fingerprint(store)
    assert fingerprint_differences(same, fingerprint(_copy(store, tmp_path))) == []
    assert {"hands", "seats", "event_rows", "findings"} <= set(same)
    db = tmp_path / "copy.duckdb"
    _change(db, "UPDATE seats SET net = net + 1 WHERE ord = (SELECT min(ord) FROM seats)")
    assert fingerprint_differences(same, fingerprint(db)) == ["seats"]
    # a row repeated is a difference too (a sum of hashes, not an exclusive or)
    _change(db, "UPDATE seats SET net = net - 1 WHERE ord = (SELECT min(ord) FROM seats); "
                "INSERT INTO pots SELECT * FROM pots LIMIT 1; INSERT INTO pots SELECT * FROM pots LIMIT 1")
    assert fingerprint_differences(same, fingerprint(db)) == ["pots"]


def test_a_record_set_aside_is_wrong(store, tmp_path):
    db = _copy(store, tmp_path)
    _change(db, """INSERT INTO quarantine (source_file, source_line, error, kind, native) VALUES
                   ('x.jsonl', 1, 'unreadable', 'malformed', '{"injected": {"code": "out-of-turn"}}'),
                   ('x.jsonl', 2, 'unreadable', 'malformed', NULL)""")
    counts = injected_verdicts(db)
    assert counts["set_aside"] == 2 and counts["set_aside_injected"] == 1
    assert verdict_problems(counts) == ["1 records without a fault set aside",
                                        "1 records with an injected fault set aside, not judged"]
