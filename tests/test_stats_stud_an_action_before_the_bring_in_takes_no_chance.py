"""Stud's completion and steal figures (README, Statistics): an action logged before the bring-in
(out of turn: ``wrong-forced-bet``) had no chance to complete or steal, and takes none from the
players after it. Before, a chance needed the street's first logged action to be the bring-in, so
one early fold wiped out the bring-in's declined chance, the completion and the steal. Review of
session 60."""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.stats import stats_frames
from audit.store import connect, ingest

HAND = Path(__file__).resolve().parent / "fixtures" / "poker_s60" / "stud-fold-before-the-bring-in.jsonl"


def test_the_completion_after_an_early_fold_is_a_completion_and_a_steal(tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(HAND)], db, 1, None)
    con = connect(db, read_only=True)
    try:
        rows = {r["player"]: r for r in stats_frames(con, "stud")["stud"].to_dicts()}
        every = {r["player"]: r for r in stats_frames(con)["stud"].to_dicts()}
    finally:
        con.close()
    assert rows == every
    figures = {p: (r["bring_ins"], r["completion"], r["steals"], r["steal"]) for p, r in rows.items()}
    assert figures == {"a": (1, 0.0, 0, None), "b": (0, None, 0, None),
                       "c": (0, 0.0, 0, 0.0), "d": (0, 100.0, 1, 100.0)}


@pytest.mark.parametrize("name", ["stud-check-before-the-bring-in", "stud-call-before-the-bring-in"])
def test_a_check_or_call_before_the_bring_in_takes_no_steal_chance(tmp_path: Path, name: str) -> None:
    # the early check or call enters no pot a steal takes (review of session 62): before, it
    # counted as a player who had entered, so the steal after it was no steal and no chance
    db = tmp_path / "s.duckdb"
    ingest([str(HAND.parents[1] / "poker_s62" / f"{name}.jsonl")], db, 1, None)
    con = connect(db, read_only=True)
    try:
        rows = {r["player"]: r for r in stats_frames(con, "stud")["stud"].to_dicts()}
    finally:
        con.close()
    figures = {p: (r["bring_ins"], r["completion"], r["steals"], r["steal"]) for p, r in rows.items()}
    assert figures == {"A": (1, 0.0, 0, None), "B": (0, 0.0, 0, None),
                       "C": (0, 0.0, 0, 0.0), "D": (0, 100.0, 1, 100.0)}
