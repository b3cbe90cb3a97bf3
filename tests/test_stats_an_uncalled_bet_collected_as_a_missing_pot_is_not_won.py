"""An uncalled bet collected instead of returned is the player's own chips, not winnings
(README, Statistics: W$SD), also when the collect names a pot the hand does not have. Before,
those chips counted as won at the showdown (W$SD 100 for a player who lost it), unlike the same
chips collected without a pot or as the main pot. Review of session 60."""

from __future__ import annotations

from pathlib import Path

from audit.stats import stats_frames
from audit.store import connect, ingest

HAND = Path(__file__).resolve().parent / "fixtures" / "poker_s60" / "uncalled-bet-collected-as-a-pot-the-hand-lacks.jsonl"


def test_the_owner_of_the_uncalled_bet_did_not_win_at_the_showdown(tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    ingest([str(HAND)], db, 1, None)
    con = connect(db, read_only=True)
    try:
        rows = {r["player"]: r for r in stats_frames(con, "draw")["draw"].to_dicts()}
        won = dict(con.execute("SELECT player, won FROM seats").fetchall())
    finally:
        con.close()
    assert won == {"a": 0, "b": 0, "c": 50}
    assert (rows["a"]["wsd"], rows["a"]["wwsf"]) == (0.0, 0.0)
    assert (rows["c"]["wsd"], rows["c"]["net"]) == (100.0, 30)
