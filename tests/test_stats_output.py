"""`handaudit stats` output: table, CSV and JSON, one game or all."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from audit.errors import UserError
from audit.stats import print_stats, stats_frame
from audit.store import ingest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "stats"


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("statsout") / "s.duckdb"
    ingest([str(FIXTURES / "draw.jsonl"), str(FIXTURES / "tonk.jsonl")], path, 1, None)
    return path


def _out(db: Path, game, fmt) -> str:
    buf = io.StringIO()
    print_stats(db, game, fmt, buf)
    return buf.getvalue()


def test_json_holds_every_player_of_every_game(db: Path) -> None:
    rows = json.loads(_out(db, None, "json"))
    assert {(r["game"], r["player"]) for r in rows} == {(g, p) for g in ("draw", "tonk")
                                                         for p in ("alice", "bob", "carol")}
    alice = next(r for r in rows if r["game"] == "draw" and r["player"] == "alice")
    assert alice["vpip"] == 50.0 and alice["af"] is None


def test_csv_of_one_game_has_its_columns(db: Path) -> None:
    rows = list(csv.DictReader(io.StringIO(_out(db, "draw", "csv"))))
    assert [r["player"] for r in rows] == ["alice", "bob", "carol"]     # equal hands: by name
    assert rows[2]["wtsd"] == "66.7" and "stand_pat" in rows[0] and "wins_tonk" not in rows[0]


def test_table_has_a_block_per_game(db: Path) -> None:
    text = _out(db, None, "table")
    assert text.startswith("draw (3 players)") and "\ntonk (3 players)" in text
    assert "VPIP%" in text and "W$SD%" in text
    assert "no hands stored for stud" in _out(db, "stud", "table")


def test_unknown_game_is_a_user_error(db: Path) -> None:
    with pytest.raises(UserError):
        stats_frame(db, "bridge")


def test_table_shows_percentages_with_one_decimal_and_ratios_with_two(db: Path) -> None:
    import re

    lines = _out(db, "draw", "table").splitlines()
    spans = [m.span() for m in re.finditer(r"-+", lines[2])]          # the columns, from the rule

    def cells(line: str) -> list[str]:
        return [line[a:b].strip() for a, b in spans]

    head, alice = cells(lines[1]), cells(lines[3])
    assert alice[0] == "alice"
    assert alice[head.index("VPIP%")] == "50.0"       # 50 per cent, shown as the README says
    assert alice[head.index("avg drawn")] == "2.50"
    assert all(c == "-" or len(c.split(".")[1]) == 1 for h, c in zip(head, alice) if h.endswith("%"))


def test_table_shows_net_value_with_two_decimals_or_as_many_as_it_has(tmp_path: Path) -> None:
    db = tmp_path / "u.duckdb"
    ingest([str(FIXTURES / "readings" / "units.jsonl")], db, 1, None)
    lines = _out(db, "draw", "table").splitlines()
    start = lines[1].index("net value")
    end = start + len("net value")

    def cell(player: str) -> str:
        line = next(x for x in lines if x.startswith(player + " "))
        return line[:end].split()[-1]                   # the column is right-aligned

    assert cell("sat-a") == "-0.0000001"                # 10 chips of 0.00000001 BTC, not -0.00
    assert cell("big-b") == "10000000000000000.00"
    assert cell("mix-a") == "-"                         # mixed currencies: empty
