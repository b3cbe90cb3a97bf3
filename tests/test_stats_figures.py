"""Player statistics against hands worked out by hand (tests/fixtures/stats/, README.md: Statistics).

draw.jsonl: d1 the spec's split pot; d2 alice raises first in, carol calls, bets after the
draw, alice raises, showdown; d3 folds to the big blind; d4 no blinds: bob opens, stands pat,
bets, carol folds.  stud.jsonl: s1 the French seed's deal (spread limit: carol raises the
bring-in); s2 alice brings in, bob and carol fold, david completes last to act (a steal);
s3 bob completes, carol calls, alice calls, carol bets 4th and 5th street and wins.
palace.jsonl: p1 the spec's two battles; p2 bob attacks alice, who folds.
tonk.jsonl: t1 the spec's out; t2 bob drops with 20 and is caught by carol's 15; t3 bob tonks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from audit.stats import stats_frames
from audit.store import connect, ingest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "stats"
POKER = ("hands", "net", "vpip", "pfr", "af", "afq", "saw_second", "showdowns", "wtsd", "wsd", "wwsf")


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    db = tmp_path_factory.mktemp("stats") / "s.duckdb"
    stats = ingest([str(f) for f in sorted(FIXTURES.glob("*.jsonl"))], db, 1, None)   # not readings/
    assert stats.exit_code == 0, stats.describe()       # every fixture hand is legal
    return db


@pytest.fixture(scope="module")
def frames(db):
    con = connect(db, read_only=True)
    try:
        return {g: {r["player"]: r for r in df.to_dicts()} for g, df in stats_frames(con).items()}
    finally:
        con.close()


def _row(frames, game, player, cols):
    r = frames[game][player]
    return tuple(r[c] for c in cols)


@pytest.mark.parametrize("player, expected", [
    #          hands net  VPIP  PFR   AF    AFq   saw SD WTSD  W$SD   W2nd
    ("alice", (4, 54, 50.0, 25.0, None, 50.0, 2, 1, 50.0, 100.0, 50.0)),
    ("bob", (4, 5, 50.0, 25.0, 1.0, 50.0, 2, 1, 50.0, 100.0, 100.0)),
    ("carol", (4, -59, 50.0, 0.0, 2.0, 50.0, 3, 2, 66.7, 50.0, 33.3)),
])
def test_draw_vpip_pfr_af_wtsd_wsd(frames, player, expected) -> None:
    assert _row(frames, "draw", player, POKER) == expected


@pytest.mark.parametrize("player, expected", [
    ("alice", (2, 0.0, 2.5)),       # drew 3 and 2
    ("bob", (2, 50.0, 1.0)),        # drew 2, stood pat
    ("carol", (3, 33.3, 1.33)),     # stood pat, drew 1 and 3
])
def test_draw_stand_pat_and_cards_drawn(frames, player, expected) -> None:
    assert _row(frames, "draw", player, ("draws", "stand_pat", "avg_drawn")) == expected


@pytest.mark.parametrize("player, expected", [
    ("alice", (3, 66.7, 0.0, 2.0, 50.0, 2, 1, 50.0, 0.0, 0.0)),
    ("bob", (3, 33.3, 33.3, 0.0, 0.0, 1, 0, 0.0, None, 0.0)),
    ("carol", (3, 66.7, 33.3, 1.5, 60.0, 2, 1, 50.0, 100.0, 100.0)),
    ("david", (3, 33.3, 33.3, None, None, 0, 0, None, None, None)),
])
def test_stud_vpip_pfr_af_wtsd_wsd(frames, player, expected) -> None:
    assert _row(frames, "stud", player, POKER[:1] + POKER[2:]) == expected


@pytest.mark.parametrize("player, expected", [
    #        bring-ins completion steals steal%
    ("alice", (2, 0.0, 0, None)),
    ("bob", (0, 33.3, 0, None)),
    ("carol", (0, 50.0, 0, 0.0)),
    ("david", (1, 50.0, 1, 100.0)),
])
def test_stud_bring_ins_completions_steals(frames, player, expected) -> None:
    assert _row(frames, "stud", player, ("bring_ins", "completion", "steals", "steal")) == expected


def test_net_value_counts_hands_with_a_unit(frames) -> None:
    # only s1 has unit 0.01 (USD): carol won 2475 chips there
    assert _row(frames, "stud", "carol", ("currency", "net_value")) == ("USD", 24.75)
    assert frames["draw"]["alice"]["net_value"] is None


@pytest.mark.parametrize("player, expected", [
    #        hands net buys attacks won lost captures survived survived%
    ("alice", (2, -20, 0, 0, 0, 2, 0, 0, 0.0)),
    ("bob", (2, -30, 1, 2, 1, 1, 1, 1, 50.0)),
    ("carol", (1, 50, 0, 1, 2, 0, 2, 1, 100.0)),
])
def test_palace_buys_battles_captures_survived(frames, player, expected) -> None:
    cols = ("hands", "net", "buys", "battles_started", "battles_won", "battles_lost", "captures", "survived",
            "survived_pct")
    assert _row(frames, "palace", player, cols) == expected


@pytest.mark.parametrize("player, expected", [
    #        hands net tonk out drop stock catches drops caught avg count stakes
    ("alice", (3, -40, 0, 0, 0, 0, 0, 0, 0, 40.0, -4)),
    ("bob", (3, 40, 1, 1, 0, 0, 0, 1, 1, 20.0, 4)),
    ("carol", (3, 0, 0, 0, 0, 0, 1, 0, 0, 15.0, 0)),
])
def test_tonk_wins_drops_counts_stakes(frames, player, expected) -> None:
    cols = ("hands", "net", "wins_tonk", "wins_out", "wins_drop", "wins_stock_out", "catches", "drops",
            "drops_caught", "avg_count", "net_stakes")
    assert _row(frames, "tonk", player, cols) == expected


def test_every_game_at_once_gives_each_game_figures_alone(db) -> None:
    # all games at once (the report) share the per-player figures computed once
    # (schemas/stats/once.sql); one game alone (stats --game) computes them from the views
    con = connect(db, read_only=True)
    try:
        together = {g: df.to_dicts() for g, df in stats_frames(con).items()}
        alone = {g: stats_frames(con, g)[g].to_dicts() for g in together}
        again = {g: df.to_dicts() for g, df in stats_frames(con).items()}    # the same connection, twice
    finally:
        con.close()
    assert set(together) == {"draw", "stud", "palace", "tonk"}
    assert all(together[g] for g in together)
    assert together == alone == again
