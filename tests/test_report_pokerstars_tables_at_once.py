"""README (PokerStars): a PokerStars hand is not checked across hands (a cash player's top-up
between hands is not in the log), but the table its header names is stored, so that the report
adds up a player's chips at tables played at once.  Before (review, session 55), the hands of
two tables interleaved in one file, as PokerStars writes them for a player at several tables,
were stored with no table and read as one: on the session page Hero's stacks of 400 and 500
gave "added +196" and a last stack of 404, and the chart of stacks went up and down by ~100
every hand.  The file here is the real 5 Card Draw history with each hand followed by a copy at
'Other Table' (its hand number moved on, Hero a dollar richer there)."""

from __future__ import annotations

import re

import pytest

from audit import report_data as data
from audit.store import connect, ingest

from .conftest import REAL

DRAW = REAL / "pokerstars" / "pokerstars_5carddraw_limit_multi_hands_2009.txt"


def _two_tables(text: str) -> str:
    hands = [h.strip() for h in re.split(r"\n\s*\n(?=PokerStars )", text.strip()) if h.strip()]
    out = []
    for h in hands:
        copy = re.sub(r"Game #(\d+)", lambda m: f"Game #{int(m.group(1)) + 1}", h, count=1)
        copy = copy.replace("Table 'Laodica IV'", "Table 'Other Table'", 1)
        copy = re.sub(r"Seat (\d+): Hero \(\$(\d+)(\.\d+)? in chips\)",
                      lambda m: f"Seat {m.group(1)}: Hero (${int(m.group(2)) + 1}{m.group(3) or ''} in chips)", copy)
        out += [h, copy]
    return "\n\n\n".join(out) + "\n"


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    if not DRAW.is_file():
        pytest.skip("../shared/real_histories is not beside the checkout")
    folder = tmp_path_factory.mktemp("stars")
    log = folder / "two_tables.txt"
    log.write_text(_two_tables(DRAW.read_text()))
    db = folder / "s.duckdb"
    stats = ingest([str(log)], db, 1, None)
    return db, stats


def test_the_header_table_is_stored_and_no_hand_is_checked_across_hands(store) -> None:
    db, stats = store
    con = connect(db, read_only=True)
    try:
        tables = con.execute("SELECT table_name, count(*) FROM hands GROUP BY ALL ORDER BY 1").fetchall()
        codes = con.execute("SELECT DISTINCT code FROM findings").fetchall()
    finally:
        con.close()
    assert tables == [("Laodica IV", 30), ("Other Table", 30)]
    assert codes == []      # no stack-mismatch, no button-not-rotated: PokerStars hands are not checked so


def test_a_players_stacks_at_tables_played_at_once_add_up_on_the_session_page(store) -> None:
    db, _ = store
    con = connect(db, read_only=True)
    try:
        ends = dict(con.execute(
            "SELECT h.table_name, arg_max(s.end_stack, h.ord) FROM seats s JOIN hands h USING (ord) "
            "WHERE s.player = 'Hero' GROUP BY ALL").fetchall())
        data.prepare(con)
        results, _, _ = data.sessions(con)
    finally:
        con.close()
    (rows,) = results.values()
    hero = next(r for r in rows if r["player"] == "Hero")
    assert hero["tables"] == ["Laodica IV", "Other Table"]
    # first stack 400 at Laodica IV, the 500 of the other table's stack added, both tables' ends
    assert (hero["first_stack"], hero["added"]) == (400, 500)
    assert hero["last_stack"] == ends["Laodica IV"] + ends["Other Table"] == 400 + 500 + hero["net"]
