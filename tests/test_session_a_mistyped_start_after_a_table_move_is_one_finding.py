"""README (stack-mismatch): one wrong start stack is one finding; the table's next hand may follow
that hand as logged or as it should have been (its end less the difference).  For a player back
from another table of the session, the "as it should have been" end was not kept, so the next hand,
which followed it, was a second ``stack-mismatch`` (session 52's review).

``moved_then_mistyped.jsonl`` (session MV): x plays hand 1 at T1 (ends 1005), hands 1b and 1c at T2
(ends 1005), then hand 2 at T1 starting with 1012 (a mistyped 1005: +7, ends 1007), then hand 3 at
T1 with 1000, the 1007 less the 7."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

LOG = FIXTURES / "session_s52" / "moved_then_mistyped.jsonl"


def _findings(path) -> list[tuple]:
    return [(c.hand_id, f.code, f.player) for c in validate([str(path)], jobs=1) for f in c.findings]


def test_the_mistyped_start_is_found_once():
    assert _findings(LOG) == [("2", "stack-mismatch", "x")]


def test_the_next_hand_may_follow_it_as_logged_too(tmp_path):
    # hand 3 starting x with hand 2's end as logged (1007) is no finding either
    lines = LOG.read_text(encoding="utf-8").splitlines(keepends=True)
    fixed = [line.replace('"player": "x", "stack": 1000}', '"player": "x", "stack": 1007}')
             if '"hand_id": "3"' in line else line for line in lines]
    assert fixed != lines
    path = tmp_path / "as_logged.jsonl"
    path.write_text("".join(fixed), encoding="utf-8")
    found = _findings(path)
    assert found[0] == ("2", "stack-mismatch", "x")
    assert [f for f in found if f[0] == "3" and f[2] == "x"] == []
