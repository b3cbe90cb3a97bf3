"""`handaudit stats`: net_value is counted exactly (README, Statistics: "a decimal with 18
places") up to the output, and CSV and JSON write it (and the other decimal figures) in plain
decimal notation with the table's decimals: two, or as many as the value has."""

from __future__ import annotations

import csv
import io
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from audit.stats import print_stats
from audit.store import ingest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "stats"
NET_VALUE = Path(__file__).resolve().parent / "fixtures" / "stats_net_value" / "stats_net_value.jsonl"


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    # stats_net_value.jsonl: a Tonk hand of USD 0.01 chips in which bob wins 9007199254740982
    # chips (alice and carol lose 4503599627370491 each); three draw hands of USD 0.01 chips
    # (alice -30, bob 10, carol 20).  units.jsonl: sat-a loses 10 chips of 0.00000001 BTC,
    # big-b wins 10 chips of 10^15 XYZ.
    path = tmp_path_factory.mktemp("netvalue") / "n.duckdb"
    ingest([str(NET_VALUE), str(FIXTURES / "readings" / "units.jsonl")],
           path, 1, None)
    return path


def _out(db: Path, fmt: str, game: str | None = None) -> str:
    buf = io.StringIO()
    print_stats(db, game, fmt, buf)
    return buf.getvalue()


def _csv(db: Path) -> dict[tuple[str, str], dict[str, str]]:
    return {(r["game"], r["player"]): r for r in csv.DictReader(io.StringIO(_out(db, "csv")))}


def _json_text(db: Path) -> dict[tuple[str, str], str]:
    """Each row's net_value as the JSON text writes it (what a float would have rounded)."""
    text = _out(db, "json")
    rows = json.loads(text, parse_float=Decimal)
    written = re.findall(r'"net_value": (\S+?),?\n', text)
    assert len(written) == len(rows)
    return {(r["game"], r["player"]): w for r, w in zip(rows, written)}


# (game, player): net_value as the table shows it
EXPECTED = {
    ("tonk", "bob"): "90071992547409.82",         # 9007199254740982 x 0.01: no double holds it
    ("tonk", "alice"): "-45035996273704.91",
    ("draw", "alice"): "-0.30",                   # two decimals, even with a trailing zero
    ("draw", "bob"): "0.10",
    ("draw", "sat-a"): "-0.0000001",              # as many as it has, never -1e-07
    ("draw", "big-b"): "10000000000000000.00",    # never 1e16
}


def _table_cell(text: str, game: str, player: str) -> str:
    block = text.split(f"{game} (", 1)[1].split("\n\n", 1)[0].splitlines()
    end = block[1].index("net value") + len("net value")     # the column is right-aligned
    return next(x for x in block if x.startswith(player + " "))[:end].split()[-1]


@pytest.mark.parametrize("key", EXPECTED)
def test_net_value_is_exact_and_the_same_in_table_csv_and_json(db: Path, key) -> None:
    game, player = key
    assert _table_cell(_out(db, "table"), game, player) == EXPECTED[key]
    assert _csv(db)[key]["net_value"] == EXPECTED[key]
    assert _json_text(db)[key] == EXPECTED[key]


def test_json_net_value_is_an_exact_number(db: Path) -> None:
    rows = json.loads(_out(db, "json"), parse_float=Decimal)
    bob = next(r for r in rows if r["game"] == "tonk" and r["player"] == "bob")
    assert bob["net_value"] == Decimal("90071992547409.82")
    empty = next(r for r in rows if r["player"] == "mix-a")          # mixed currencies
    assert empty["net_value"] is None and empty["currency"] == "mixed"


def test_csv_and_json_write_ratios_and_averages_with_the_tables_decimals(db: Path) -> None:
    # alice discarded 2 cards over 2 draws: average 1, shown 1.00 as in the table
    assert _csv(db)[("draw", "alice")]["avg_drawn"] == "1.00"
    assert _csv(db)[("draw", "alice")]["vpip"] == "33.3"
    assert '  "avg_drawn": 1.00\n' in _out(db, "json", "draw")       # the last column of draw


def test_json_of_no_hands_is_an_empty_array(tmp_path: Path) -> None:
    db = tmp_path / "e.duckdb"
    ingest([str(NET_VALUE)], db, 1, None)
    assert json.loads(_out(db, "json", "stud")) == []
