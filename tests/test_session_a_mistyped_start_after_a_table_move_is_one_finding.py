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

LOG = Path(__file__).resolve().parent / "fixtures" / "session_s55" / "typo_after_table_move.jsonl"


def test_a_mistyped_start_after_a_table_move_is_one_finding() -> None:
    found = [(c.hand_id, f.code, f.player, f.message) for c in validate([str(LOG)]) for f in c.findings]
    assert found == [("T1-5", "stack-mismatch", "d",
                      "d starts with 1051 but ended hand T1-3 with 1000, so should start with 1000 (difference "
                      "+51); nor does it follow their last hand of the session, T2-3 at another table, which "
                      "they ended with 1050 (difference +1)")]
