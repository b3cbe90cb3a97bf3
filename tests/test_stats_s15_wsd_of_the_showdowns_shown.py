"""W$SD is the share of the showdowns the `showdowns` column counts (README, Statistics): a
player whose first-round fold counts did not see the second round, and is at no showdown,
even one the log gives them.

tests/fixtures/stats_s15/showdown-after-a-counted-first-round-fold.jsonl: ann raises all in,
then folds (out-of-turn, but not after an own fold: counted as logged), ben folds, cat calls;
both show down and ann collects the pot.
"""

from __future__ import annotations

from pathlib import Path

from .conftest import stats_rows

FIXTURE = (Path(__file__).resolve().parent / "fixtures" / "stats_s15"
           / "showdown-after-a-counted-first-round-fold.jsonl")


def test_wsd_is_empty_when_the_player_has_no_showdown_counted(tmp_path: Path) -> None:
    rows = stats_rows(tmp_path, FIXTURE, "draw")
    cols = ("saw_second", "showdowns", "wtsd", "wsd", "wwsf")
    assert tuple(rows["ann"][c] for c in cols) == (0, 0, None, None, None)
    assert tuple(rows["cat"][c] for c in cols) == (1, 1, 100.0, 0.0, 0.0)
