"""Seven-card stud statistics (README, Statistics): a ``bet`` logged against the bring-in, which the
replay applies as the completion (``illegal-bet``), counts as one: a completion chance taken, as a
``raise`` in its place does, and a steal attempt.  Before (review 56), it was a steal and took the
other players' completion chances, but was no completion chance of its maker's: 1 steal with no
chance to complete.

tests/fixtures/stats_s56/stud-bet-for-the-completion.jsonl: F brings in, A bets to 20 (for the
completion), E and F call."""

from __future__ import annotations

from pathlib import Path

from audit.runner import validate

from .conftest import stats_rows

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "stats_s56" / "stud-bet-for-the-completion.jsonl"


def test_a_bet_for_the_completion_is_a_completion_and_a_steal(tmp_path):
    assert [f.code for c in validate([str(FIXTURE)]) for f in c.findings] == ["illegal-bet"]
    rows = stats_rows(tmp_path, FIXTURE, "stud")
    a, e, f = rows["A"], rows["E"], rows["F"]
    assert (a["completion"], a["steals"], a["steal"]) == (100.0, 1, 100.0)
    assert e["completion"] is None          # the bring-in was no longer the only bet
    assert f["bring_ins"] == 1 and f["completion"] == 0.0
