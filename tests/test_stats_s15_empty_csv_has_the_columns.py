"""`handaudit stats --format csv` without rows prints the header it prints with rows: the
columns of --game, or, without --game, those of every game (the header when every game has
rows); JSON prints an empty list, the table a line that says so.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from audit.model import GAMES
from audit.stats import print_stats
from audit.store import ingest

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "stats_s15"


def _out(db: Path, game: str | None, fmt: str) -> str:
    out = io.StringIO()
    print_stats(db, game, fmt, out)
    return out.getvalue()


@pytest.fixture(scope="module")
def dbs(tmp_path_factory) -> tuple[Path, Path]:
    """A store without hands, and one with the hands of every game."""
    folder = tmp_path_factory.mktemp("empty")
    (folder / "none.jsonl").write_text("")
    ingest([str(folder / "none.jsonl")], folder / "empty.duckdb", 1, None)
    every = Path(__file__).resolve().parent / "fixtures" / "stats"
    ingest([str(every / f"{g}.jsonl") for g in GAMES], folder / "full.duckdb", 1, None)
    return folder / "empty.duckdb", folder / "full.duckdb"


@pytest.mark.parametrize("game", GAMES)
def test_csv_of_a_game_without_hands_has_that_games_header(dbs, game: str) -> None:
    empty, full = dbs
    header = _out(full, game, "csv").splitlines()[0]
    assert header.startswith("player,game,hands,net,currency,net_value,")
    assert _out(empty, game, "csv") == header + "\n"


def test_csv_without_hands_has_every_games_header(dbs) -> None:
    empty, full = dbs
    with_rows = _out(full, None, "csv").splitlines()
    assert {line.split(",")[1] for line in with_rows[1:]} == set(GAMES)
    assert _out(empty, None, "csv") == with_rows[0] + "\n"


def test_csv_of_a_game_other_than_the_stored_ones_has_its_own_header(dbs) -> None:
    _, full = dbs
    stud = _out(full, "stud", "csv").splitlines()[0]
    db = full.parent / "draw-only.duckdb"
    ingest([str(FIXTURES / "avg-drawn-87-of-40.jsonl")], db, 1, None)
    assert _out(db, "stud", "csv") == stud + "\n"
    assert _out(db, None, "csv").splitlines()[0] == _out(full, "draw", "csv").splitlines()[0]


@pytest.mark.parametrize("game", [None, *GAMES])
def test_json_and_table_without_hands(dbs, game) -> None:
    empty, _ = dbs
    assert _out(empty, game, "json") == "[]\n"
    assert _out(empty, game, "table") == "no hands stored" + (f" for {game}" if game else "") + "\n"
