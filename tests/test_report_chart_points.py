"""The report's player and session figures against a hand-by-hand computation from the store.

The report sums the seats once into small groups (schemas/report.sql, seat_groups) and
draws its charts from them: every point of a profit chart must be the player's exact
running net after that many hands (by time, then ingest order), every point of a stacks
chart the player's recorded stack after that hand of the session; the first and the last
hand are always drawn, and a line has at most about CHART_POINTS points.  The players and
session results tables must equal the same figures counted seat by seat.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from audit import report_data as data
from audit.simulate import simulate
from audit.store import connect, ingest

POINTS = 40      # a small limit, so that thinning happens with a few hundred hands


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("charts")
    logs = folder / "logs"
    logs.mkdir()
    for game, n, seed in (("tonk", 700, 3), ("draw", 120, 4), ("tonk", 9, 6)):
        with open(logs / f"{game}-{seed}.jsonl", "w") as f:
            for hand in simulate(game, n, seed=seed, faults=0.05):
                f.write(json.dumps(hand) + "\n")
    db = folder / "c.duckdb"
    ingest([str(logs)], db, 1, None)
    return db


@pytest.fixture(scope="module")
def seats(store: Path) -> list[tuple]:
    con = connect(store, read_only=True)
    try:
        return con.execute(
            "SELECT s.player, s.session, h.game, h.table_name, h.ord, h.time, s.net, s.start_stack, "
            "s.end_stack, s.added FROM seats s JOIN hands h USING (session, hand_id) "
            "ORDER BY h.time NULLS LAST, h.ord").fetchall()
    finally:
        con.close()


@pytest.fixture(scope="module")
def report(store: Path) -> dict:
    con = connect(store, read_only=True)
    try:
        data.prepare(con)
        players = data.players(con)
        profit = con.execute(data.queries(data.Q)["profit"], {"points": POINTS}).fetchall()
        results, _, _ = data.sessions(con)
        stacks = con.execute(data.queries(data.Q)["session_stacks"], {"points": POINTS}).fetchall()
        return {"players": players, "profit": profit, "results": results, "stacks": stacks}
    finally:
        con.close()


def test_profit_points_are_the_exact_running_net(seats, report) -> None:
    running: dict[str, list[int]] = defaultdict(list)
    for player, _s, _g, _t, _o, _tm, net, *_ in seats:
        prev = running[player][-1] if running[player] else 0
        running[player].append(prev + net)
    points: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for player, n, total in report["profit"]:
        points[player].append((n, total))
    assert set(points) == set(running)
    thinned = 0
    for player, pts in points.items():
        totals = running[player]
        assert [n for n, _ in pts] == sorted({n for n, _ in pts})          # in order, no repeat
        assert all(total == totals[n - 1] for n, total in pts)
        assert pts[0][0] == 1 and pts[-1][0] == len(totals)             # first and last hand
        assert len(pts) <= POINTS + 2
        thinned += len(totals) > POINTS + 2
        if len(totals) <= POINTS:
            assert [n for n, _ in pts] == list(range(1, len(totals) + 1))   # few hands: all drawn
    assert thinned >= 3


def holdings(played: list[tuple]) -> list[int]:
    """A player's chips at every table of a session after each hand (``played``: (table, start, end,
    added) in session order), worked out hand by hand: the README's reading, beside the report's
    window functions (report.sql, table_runs).  A start that goes on from the player's stack at its
    table (plus ``added``) keeps it; else one that carries the previous hand's end from another
    table moves it (that stack is gone, and stays gone when the player comes back); else it is a
    stack of its own."""
    held: dict[str, int] = {}            # table -> chips there now (gone: not there)
    out = []
    prev = None                          # (table, end) of the previous hand
    for table, start, end, added in played:
        add = added or 0
        if prev is not None and table != prev[0] and start == prev[1] + add \
                and not (table in held and start == held[table] + add):
            del held[prev[0]]
        held[table] = end
        prev = (table, end)
        out.append(sum(held.values()))
    return out


def test_stack_points_are_the_recorded_stacks(seats, report) -> None:
    """At one table, the player's stack after each hand; at several, every table's added up."""
    place: dict[tuple[str, int], int] = {}                    # (session, ord) -> the hand's place in its session
    count: dict[str, int] = defaultdict(int)
    played: dict[tuple[str, str], list[tuple]] = defaultdict(list)
    for player, session, _g, table, ord_, _tm, _net, start, end, add in seats:
        if (session, ord_) not in place:
            count[session] += 1
            place[(session, ord_)] = count[session]
        if end is not None:
            played[(session, player)].append((place[(session, ord_)], table, start, end, add))
    at: dict[tuple[str, str], dict[int, int]] = {
        key: dict(zip((p[0] for p in hands), holdings([p[1:] for p in hands]))) for key, hands in played.items()}
    several = sum(1 for hands in played.values() if len({p[1] for p in hands}) > 1)
    assert several >= 3         # the simulated sessions spread players over tables
    points: dict[tuple[str, str], list[tuple[int, int]]] = defaultdict(list)
    for session, player, x, stack in report["stacks"]:
        points[(session, player)].append((x, stack))
    assert set(points) == set(at)
    for key, pts in points.items():
        want = at[key]
        assert all(want[x] == stack for x, stack in pts)
        xs = [x for x, _ in pts]
        assert xs == sorted(set(xs)) and xs[0] == min(want) and xs[-1] == max(want)
        assert len(pts) <= POINTS + 2
        if len(want) <= POINTS:
            assert xs == sorted(want)


def test_players_and_session_results_count_every_seat(seats, report) -> None:
    by_player: dict[str, dict] = defaultdict(lambda: {"hands": 0, "net": 0, "games": set(), "sessions": set()})
    by_session: dict[tuple[str, str], dict] = {}
    for player, session, game, table, ord_, _tm, net, start, end, added in seats:     # by time, as the charts
        p = by_player[player]
        p["hands"] += 1
        p["net"] += net
        p["games"].add(game)
        p["sessions"].add(session)
        r = by_session.setdefault((session, player), {"hands": 0, "net": 0, "added": None, "first": None,
                                                      "last": None, "tables": set()})
        r["hands"] += 1
        r["net"] += net
        if added is not None:
            r["added"] = (r["added"] or 0) + added
        if r["first"] is None and start is not None:
            r["first"] = start
        if end is not None:
            r["last"] = end
        r["tables"].add(table)
    got = {p["player"]: p for p in report["players"]}
    assert set(got) == set(by_player)
    for name, want in by_player.items():
        assert (got[name]["hands"], got[name]["net"], got[name]["sessions"]) == \
               (want["hands"], want["net"], len(want["sessions"]))
        assert got[name]["games"] == ", ".join(sorted(want["games"]))
    rows = {(s, r["player"]): r for s, rs in report["results"].items() for r in rs}
    assert set(rows) == set(by_session)
    for key, want in by_session.items():
        r = rows[key]
        assert r["tables"] == sorted(want["tables"])
        assert (r["hands"], r["net"], r["first_stack"]) == (want["hands"], want["net"], want["first"])
        if len(want["tables"]) == 1:
            assert r["last_stack"] == want["last"]
        # (stacks at several tables are added up: tests/test_report_session_results_at_several_tables.py)
        assert r["first_stack"] + r["added"] + r["net"] == r["last_stack"]
