"""What the report shows, read from the store with the SQL of ``schemas/report.sql``."""

from __future__ import annotations

import hashlib
import json
import os
from collections import defaultdict
from typing import Any

import duckdb

from .report_charts import line_chart
from .resources import queries
from .store_rows import FILE_KEY, key_session

Q = "report.sql"
CHART_POINTS = 400          # at most about this many points per line of a chart
FINE_PARTS = 4096           # the order of all hands (and of each session) is cut into this many parts


def page_name(prefix: str, text: str) -> str:
    """A file-name-safe name for a player's or session's page."""
    return prefix + hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def session_label(session: str | None, has_session: bool | None = None, folder: str = "") -> str:
    """How a session key of the store is shown: the session as the log writes it, or for hands
    without one their file, relative to ``folder`` (:func:`source_folder`: two files of the same
    name in two folders show apart), else its name.  The key alone tells which
    (:func:`audit.store_rows.session_key`: a session that starts with ``file:`` is stored with
    one more ``file:``), so ``has_session`` (NULL for a finding of a record set aside) is not
    needed.  A session named "" shows as ``"" (empty name)``, so that its link can be seen.  A
    session whose name could pass for one of these labels (it ends with ``" (no session)"``, or
    starts with a quote) shows in quotes, as JSON writes it: every label is one session's."""
    if session is None:
        return ""
    real = key_session(session)
    if real is None:
        path = session[len(FILE_KEY):]
        shown = path[len(folder):] if folder and path.startswith(folder) else os.path.basename(path)
        return shown + NO_SESSION
    if not real:
        return '"" (empty name)'
    if real.startswith('"') or real.endswith(NO_SESSION):
        return json.dumps(real, ensure_ascii=False)
    return real


#: What follows the file of hands without a session in their label.
NO_SESSION = " (no session)"


def rows(con: duckdb.DuckDBPyConnection, name: str, params: dict[str, Any] | None = None) -> list[dict]:
    cur = con.execute(queries(Q)[name], params or {})
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, r)) for r in cur.fetchall()]


def by_time(con) -> None:
    """Order hands by the instants their times name, the same on every machine (report.sql, time_zone)."""
    con.execute(queries(Q)["time_zone"]).fetchall()


def overview(con, folder: str = "") -> dict:
    by_time(con)
    totals = rows(con, "totals")[0]
    sessions = rows(con, "sessions")
    for s in sessions:
        s["label"] = session_label(s["session"], s["has_session"], folder)
        s["page"] = page_name("s", s["session"])
    worst = rows(con, "worst_hands", {"limit": 25})
    for h in worst:
        h["session_label"] = session_label(h["session"], h["has_session"], folder)
    return {"totals": totals, "by_game": rows(con, "by_game"), "by_code": rows(con, "by_code"),
            "sessions": sessions, "worst": worst,
            "quarantine": rows(con, "quarantine", {"limit": 200})}


def common_folder(files: list[str]) -> str:
    """The longest folder all of ``files`` are in (as the store writes them, ``/`` between
    folders), ending in ``/``; '' when they share none (or only the root)."""
    common: list[str] | None = None
    for f in files:
        parts = f.split("/")[:-1]
        if common is None:
            common = parts
        else:
            n = 0
            for a, b in zip(common, parts):
                if a != b:
                    break
                n += 1
            del common[n:]
        if not common:
            return ""
    if not common or common == [""]:
        return ""
    return "/".join(common) + "/"


def source_folder(con) -> str:
    """The folder the findings pages show files relative to: :func:`common_folder` of every
    file of the store (so two files never show the same text, whatever their names)."""
    return common_folder([r[0] for r in con.execute(queries(Q)["source_files"]).fetchall()])


def findings(con, folder: str | None = None) -> list[dict]:
    """Every finding; its ``file`` is its source file relative to ``folder`` (default
    :func:`source_folder`)."""
    if folder is None:
        folder = source_folder(con)
    cut = len(folder)
    out = rows(con, "findings")
    for f in out:
        f["session_label"] = session_label(f["session"], None, folder) if f["session"] is not None else ""
        f["file"] = f["source_file"][cut:] if f["source_file"].startswith(folder) else f["source_file"]
    return out


def disputes(con, folder: str = "") -> list[dict]:
    """One entry per disputed hand with the difference per player (and the uncalled bets kept
    from their owners or given to others: :func:`_uncalled_rows`), in the order of the store.  A
    hand whose pots are all paid right is listed when an uncalled bet went to the wrong player
    (review of session 71: C's uncalled 21 given back to A, every pot right, was on the hand's
    page but not on the Pot disputes page)."""
    hands: dict[tuple[str, str], dict] = {}
    shares: dict[tuple[str, str], dict[str, tuple[int, int]]] = {}
    for r in rows(con, "disputes"):
        key = (r["session"], r["hand_id"])
        h = hands.get(key) or _dispute_hand(hands, key, r, folder)
        shares.setdefault(key, {})[r["player"]] = (r["correct"], r["recorded"])
        diff = r["recorded"] - r["correct"]
        if diff or r["unknown"]:
            # (unknown: what the player was owed depends on cards not in the log, and a finding
            # says what they were paid is wrong)
            h["players"].append({"player": r["player"], "correct": r["correct"], "recorded": r["recorded"],
                                 "diff": diff, "unknown": bool(r["unknown"])})
    _uncalled_rows(con, hands, shares, folder)
    # (a hand with a finding but no row that differs is no dispute; a disputed hand whose rows
    # all agree in total stays: its pots were split differently)
    return sorted((h for h in hands.values() if h["disputed"] or h["players"]), key=lambda h: h["ord"])


def _dispute_hand(hands: dict[tuple[str, str], dict], key: tuple[str, str], r: dict, folder: str) -> dict:
    h = hands[key] = {"slug": r["slug"], "session_label": session_label(r["session"], r["has_session"], folder),
                      "hand_id": r["hand_id"], "game": r["game"], "table": r["table_name"],
                      "ord": r["ord"], "disputed": bool(r["disputed"]), "players": []}
    return h


def _uncalled_rows(con, hands: dict[tuple[str, str], dict],
                   shares: dict[tuple[str, str], dict[str, tuple[int, int]]], folder: str = "") -> None:
    """Add to each poker or Palace hand a row for each player whose end as logged differs
    from their correct end (the start, less the chips put in the pots, plus the correct shares:
    :func:`audit.explain_money.correct_ends`) by more than their shares do: an uncalled bet not
    given back to its owner in full (who has no award row: review of session 70, dave's uncalled
    100 collected by carol showed carol's +100 alone), or given back to another player.  The row
    says what the log gave back to the player (``returned``: its `return` events) and what it
    should have (``owed``: that, less the difference).  A hand whose correct shares leave chips of
    its pots unaccounted for (a pot the unknown cards decide) gets none: the correct ends cannot
    be told."""
    seats: dict[tuple[str, str], list[dict]] = {}
    for r in rows(con, "dispute_stakes"):
        seats.setdefault((r["session"], r["hand_id"]), []).append(r)
    for key, players in seats.items():
        put: dict[str, int] = {}
        for pot in players[0]["contributions"] or ():
            for name, chips in json.loads(pot or "{}").items():
                put[name] = put.get(name, 0) + int(chips)
        mine = shares.get(key, {})
        ends = {p["player"]: (p["start_stack"] or 0) - put.get(p["player"], 0) + mine.get(p["player"], (0, 0))[0]
                for p in players}
        if sum(ends.values()) != sum(p["start_stack"] or 0 for p in players) + players[0]["carried"] - \
                (players[0]["rake"] or 0):
            continue
        for p in players:
            correct, recorded = mine.get(p["player"], (0, 0))
            off = (p["end_stack"] or 0) - ends[p["player"]] - (recorded - correct)
            if off:
                h = hands.get(key) or _dispute_hand(hands, key, players[0], folder)
                h["players"].append({"player": p["player"], "uncalled": off, "diff": off,
                                     "returned": p["returned"], "owed": p["returned"] - off})


def prepare(con) -> None:
    """The temporary tables of hand order, seat groups and table runs that players, session
    results and charts read."""
    by_time(con)
    con.execute(queries(Q)["hand_order"]).fetchall()
    con.execute(queries(Q)["seat_groups"], {"fine": FINE_PARTS}).fetchall()
    con.execute(queries(Q)["table_runs"]).fetchall()


def players(con) -> list[dict]:
    """Every player with games, hands, net, sessions and findings (after :func:`prepare`)."""
    found = {r["player"]: r["n"] for r in rows(con, "player_findings")}
    out = rows(con, "players")
    for p in out:
        p["page"] = page_name("p", p["player"])
        p["findings"] = found.get(p["player"], 0)
    return out


def profit_charts(con) -> dict[str, dict | None]:
    """Per player: the chart of the running net over the player's hands (after :func:`prepare`)."""
    series: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for player, n, total in con.execute(queries(Q)["profit"], {"points": CHART_POINTS}).fetchall():
        series[player].append((n, total))
    return {p: line_chart({p: pts}, x_label="hands played", y_label="net chips") for p, pts in series.items()}


def sessions(con) -> tuple[dict[str, list[dict]], dict[str, dict | None], dict[str, list[tuple]]]:
    """Per session: the results table, the chart of stacks and the hands with a page (after :func:`prepare`)."""
    results: dict[str, list[dict]] = defaultdict(list)
    for r in rows(con, "session_results"):
        results[r["session"]].append(r)
    lines: dict[str, dict[str, list[tuple[float, float]]]] = defaultdict(dict)
    for session, player, x, stack in con.execute(queries(Q)["session_stacks"], {"points": CHART_POINTS}).fetchall():
        lines[session].setdefault(player, []).append((x, stack))
    charts = {s: line_chart(pl, x_label="hand of the session", y_label="stack after the hand")
              for s, pl in lines.items()}
    paged: dict[str, list[tuple]] = defaultdict(list)
    for r in con.execute(queries(Q)["session_hands"]).fetchall():
        paged[r[0]].append(r[1:])
    return results, charts, paged


def stored_result(con, session: str, hand_id: str, claims: bool | None):
    """A hand's stored players, pots and awards (the page's fallback when the replay fails)."""
    from .report_hand import stored_outcome

    key = {"session": session, "hand_id": hand_id}
    return stored_outcome(rows(con, "stored_players", key), rows(con, "stored_pots", key),
                          rows(con, "stored_awards", key), claims), claims
