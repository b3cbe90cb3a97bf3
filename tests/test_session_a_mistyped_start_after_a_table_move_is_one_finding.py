"""README: one wrong start stack is one finding: the next hand may follow the hand as it should
have been (its end less the difference).  For a player back from another table the difference
was taken from their end at this table only (review, session 55): d ended T1-3 with 1000, won
at T2 and ended T2-3 with 1050, came back to T1 logged with 1051 (T1-5: found, +51 from 1000,
+1 from the 1050 brought back), won 5, and T1-6's right start of 1055 was found again, against
1056 - 51 = 1005.  The nearer of the two differences the finding states is now the one the next
hand may follow.

tests/fixtures/session_s55/typo_after_table_move.jsonl: the review's session."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

from .conftest import fetch_all

LOG = Path(__file__).resolve().parent / "fixtures" / "session_s55" / "typo_after_table_move.jsonl"


def test_a_mistyped_start_after_a_table_move_is_one_finding() -> None:
    found = [(c.hand_id, f.code, f.player, f.message) for c in validate([str(LOG)]) for f in c.findings]
    assert found == [("T1-5", "stack-mismatch", "d",
                      "d starts with 1051 but ended hand T1-3 with 1000, so should start with 1000 (difference "
                      "+51); nor does it follow their last hand of the session, T2-3 at another table, which "
                      "they ended with 1050 (difference +1)")]


def test_the_next_hand_at_the_other_table_follows_it_as_it_should_have_been(tmp_path) -> None:
    """The review of session 55's commits: d's next hand after T1-5 is back at T2 (T2-5, starting
    with the right 1055): it was found again, against T1-5's end of 1056 as logged.  It may follow
    that end as it should have been (1056 - 1), as the table's own next hand may; and one ingest
    after another stores what one ingest does."""
    from audit.store import ingest

    log = LOG.parent / "typo_after_move_next_hand_elsewhere.jsonl"
    assert [(c.hand_id, f.code) for c in validate([str(log)]) for f in c.findings] == [("T1-5", "stack-mismatch")]
    lines = log.read_text().splitlines(keepends=True)
    cut = next(i for i, line in enumerate(lines) if '"T1-5"' in line) + 1
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text("".join(lines[:cut]))
    second.write_text("".join(lines[cut:]))
    db = tmp_path / "s.duckdb"
    ingest([str(first)], db)
    ingest([str(second)], db)
    assert fetch_all(db, "SELECT hand_id, code FROM findings") == [[("T1-5", "stack-mismatch")]]
