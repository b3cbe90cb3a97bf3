"""An action a player logs after their own fold, which the replay skips (out-of-turn), is not
counted by any statistic (README, Statistics): not a draw, nor a stud completion on 3rd street.

tests/fixtures/stats_s15/draw-after-own-fold.jsonl: D8, ben folds before the draw, then draws
one card; D17, ann folds during the draw (counted: an illegal fold, not skipped), then draws
two cards (skipped); ann draws three cards in D8.
stud-complete-after-own-fold.jsonl: cy brings in, di folds, then completes (skipped), ed, amy
and bo fold: the bring-in stays the only bet, so every fold was a chance to complete, and amy
and bo, the last two to act, had a chance to steal.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.stats import stats_frames
from audit.store import connect, ingest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "stats_s15"


def _rows(tmp_path: Path, name: str, game: str) -> dict[str, dict]:
    db = tmp_path / "s.duckdb"
    ingest([str(FIXTURES / name)], db, 1, None)
    con = connect(db, read_only=True)
    try:
        by_game = {g: {r["player"]: r for r in df.to_dicts()} for g, df in stats_frames(con).items()}
        one = {r["player"]: r for r in stats_frames(con, game)[game].to_dicts()}
    finally:
        con.close()
    assert by_game[game] == one         # every game at once (stats/once.sql) or this game alone
    return one


def test_a_draw_after_the_players_own_fold_is_not_counted(tmp_path: Path) -> None:
    rows = _rows(tmp_path, "draw-after-own-fold.jsonl", "draw")
    draw = lambda p: (rows[p]["draws"], rows[p]["stand_pat"], rows[p]["avg_drawn"])  # noqa: E731
    assert draw("ben") == (0, None, None)        # his only draw came after his fold
    assert draw("ann") == (1, 0.0, 3.0)          # D8's three cards; D17's draw after her fold is not
    assert draw("cat") == (2, 100.0, 0.0)


@pytest.mark.parametrize("player, completion, steal", [
    ("cy", 0.0, None),      # brought in: a chance to complete, not taken; no steal chance
    ("di", 0.0, None),      # folded (a chance); the completion after the fold is not counted
    ("ed", 0.0, None),
    ("amy", 0.0, 0.0),      # second to last to act, everyone since the bring-in folded
    ("bo", 0.0, 0.0),
])
def test_a_completion_after_the_players_own_fold_is_not_counted(tmp_path: Path, player, completion,
                                                                  steal) -> None:
    row = _rows(tmp_path, "stud-complete-after-own-fold.jsonl", "stud")[player]
    assert (row["completion"], row["steals"], row["steal"]) == (completion, 0, steal)
    assert (row["vpip"], row["pfr"]) == (0.0, 0.0)
