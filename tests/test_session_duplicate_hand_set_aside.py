"""duplicate-hand: a record under an id already used, with other content, is set aside (ingest
quarantines it): it gets its duplicate-hand finding and nothing else, in check and in ingest
alike, and it is no hand of its table's sequence: the hand after it is checked against the hand
before it, not against the duplicate's stacks and button."""

from __future__ import annotations

import shutil

import duckdb

from audit.runner import validate
from audit.store import ingest

from .conftest import FIXTURES

LOG = FIXTURES / "sessions" / "duplicate-then-next.jsonl"     # h1, h2, h2 again (other chips), h3, h4


def _found(checked) -> list[tuple]:
    return sorted((c.hand_id, c.line, f.code, f.player, f.message) for c in checked for f in c.findings)


def test_duplicate_hand_gets_that_finding_only_and_the_next_hand_follows_the_first():
    checked = list(validate([str(LOG)]))
    assert [(c.hand_id, c.line, [f.code for f in c.findings]) for c in checked] == [
        ("h1", 1, []), ("h2", 2, []), ("h2", 3, ["duplicate-hand"]), ("h3", 4, []), ("h4", 5, [])]


def test_duplicate_hand_check_and_ingest_report_and_store_the_same_findings(tmp_path):
    log = tmp_path / "dup.jsonl"
    shutil.copy(LOG, log)
    checked = _found(validate([str(log)]))
    stats = ingest([str(log)], tmp_path / "s.duckdb")
    con = duckdb.connect(str(tmp_path / "s.duckdb"), read_only=True)
    try:
        stored = sorted(con.execute("select hand_id, source_line, code, player, message from findings").fetchall())
        kinds = con.execute("select hand_id, source_line, kind from quarantine").fetchall()
        hands = con.execute("select count(*) from hands").fetchall()[0][0]
    finally:
        con.close()
    assert stored == checked
    assert [c for _, _, c, _, _ in stored] == ["duplicate-hand"]
    assert kinds == [("h2", 3, "duplicate-hand")] and hands == 4
    # the summary line counts what the store holds
    assert dict(stats.summary.by_code) == {"duplicate-hand": 1}
    assert (stats.summary.hands, stats.summary.clean) == (5, 4)


def test_duplicate_hand_in_a_later_file_of_the_same_run_does_not_advance_the_chain(tmp_path):
    lines = LOG.read_text().splitlines(keepends=True)
    (tmp_path / "a.jsonl").write_text("".join(lines[:2]))
    (tmp_path / "b.jsonl").write_text("".join(lines[2:]))
    checked = list(validate([str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")]))
    assert [f.code for c in checked for f in c.findings] == ["duplicate-hand"]


def test_duplicate_hand_of_a_hand_an_earlier_ingest_stored_does_not_advance_the_chain(tmp_path):
    # the first ingest stores h1 and h2; the second reads h2 again with other chips, then h3, h4:
    # h3 is not checked against the duplicate's stacks (the store has no hand that ended so)
    lines = LOG.read_text().splitlines(keepends=True)
    (tmp_path / "a.jsonl").write_text("".join(lines[:2]))
    (tmp_path / "b.jsonl").write_text("".join(lines[2:]))
    db = tmp_path / "s.duckdb"
    ingest([str(tmp_path / "a.jsonl")], db)
    stats = ingest([str(tmp_path / "b.jsonl")], db)
    con = duckdb.connect(str(db), read_only=True)
    try:
        stored = con.execute("select hand_id, source_line, code, message from findings").fetchall()
    finally:
        con.close()
    assert stored == [("h2", 1, "duplicate-hand",
                       "hand id 'h2' was already used in session 'S1' by a hand with different content")]
    assert dict(stats.summary.by_code) == {"duplicate-hand": 1}
    assert (stats.stored, sum(stats.quarantined.values())) == (2, 1)
