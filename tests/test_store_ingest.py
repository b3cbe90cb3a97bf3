"""The DuckDB store: the tables of CLI.md, idempotent ingest, quarantine, duplicates."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest

from audit.store import connect, ingest, load_hand

EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "spec" / "examples"
GARBAGE = Path(__file__).resolve().parent / "fixtures" / "garbage.jsonl"
TABLES = ("hands", "seats", "events", "findings", "pots", "awards", "player_facts", "quarantine")


def _draw_example() -> dict:
    return json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])


def _write(path: Path, hands: list[dict]) -> Path:
    path.write_text("".join(json.dumps(h) + "\n" for h in hands))
    return path


def _dump(db: Path) -> dict[str, list]:
    con = duckdb.connect(str(db), read_only=True)
    try:
        return {t: sorted(map(repr, con.execute(f"SELECT * FROM {t}").fetchall())) for t in TABLES}
    finally:
        con.close()


@pytest.fixture
def logs(tmp_path: Path) -> Path:
    if not EXAMPLES.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    folder = tmp_path / "logs"
    folder.mkdir()
    base = _draw_example()
    hands = []
    for i in range(3):
        h = json.loads(json.dumps(base))
        h["hand_id"] = f"d{i}"
        h["session"] = "club"
        hands.append(h)
    hands[1]["events"][-2]["amount"] = 40       # carol paid 40 where 37 was owed: a disputed pot
    hands[1]["events"][-1]["amount"] = 33
    _write(folder / "club.jsonl", hands)
    (folder / "draw-split-pot.jsonl").write_text((EXAMPLES / "draw-split-pot.jsonl").read_text())
    (folder / "garbage.jsonl").write_bytes(GARBAGE.read_bytes())
    return folder


def test_ingest_fills_the_tables_of_cli_md(logs: Path, tmp_path: Path) -> None:
    db = tmp_path / "a.duckdb"
    stats = ingest([str(logs)], db, 1, None)
    assert stats.exit_code == 1                       # garbage lines are malformed
    con = connect(db, read_only=True)
    hands = con.execute("SELECT session, hand_id, game, has_session, n_findings, disputed, pot_total "
                        "FROM hands ORDER BY ord").fetchall()
    no_session = "file:" + str((logs / "draw-split-pot.jsonl").resolve())
    assert ("club", "d0", "draw", True, 0, False, 73) in hands
    assert ("club", "d1", "draw", True) == hands[[h[1] for h in hands].index("d1")][:4]
    assert (no_session, "draw-split-1", "draw", False, 0, False, 73) in hands
    d1 = [h for h in hands if h[1] == "d1"][0]
    assert d1[4] >= 1 and d1[5] is True
    seats = con.execute("SELECT player, start_stack, net FROM seats WHERE hand_id = 'd0' ORDER BY seat").fetchall()
    assert [s[0] for s in seats] == ["alice", "bob", "carol"] and sum(s[2] for s in seats) == 0
    ev = con.execute("SELECT seq, type, player, amount, cards, round FROM events "
                     "WHERE hand_id = 'd0' ORDER BY seq").fetchall()
    assert len(ev) == 22
    assert ev[5][1:5] == ("deal", "bob", None, ["Ah", "Kd", "Qc", "3s", "4d"])
    assert ev[15][1:4] == ("bet", "carol", 20)        # `to` of a bet is stored as its amount
    assert ev[0][5] == 0 and ev[-1][5] is not None
    awards = con.execute("SELECT player, correct_amount, recorded_amount FROM awards "
                         "WHERE hand_id = 'd1' ORDER BY player").fetchall()
    assert ("carol", 37, 40) in awards
    pots = con.execute("SELECT pot_index, amount, eligible FROM pots WHERE hand_id = 'd0'").fetchall()
    assert pots == [(0, 73, ["bob", "carol"])] or pots[0][1] == 73
    codes = {r[0] for r in con.execute("SELECT code FROM findings WHERE hand_id = 'd1'").fetchall()}
    assert "wrong-amount" in codes
    q = con.execute("SELECT source_line, kind, error FROM quarantine ORDER BY source_line").fetchall()
    assert len(q) == 6 and all(k == "malformed" for _, k, _ in q)
    mal = con.execute("SELECT count(*) FROM findings WHERE code = 'malformed' AND session IS NULL").fetchall()[0][0]
    assert mal == 6                                   # malformed findings are stored too
    con.close()


def test_ingest_twice_leaves_every_table_unchanged(logs: Path, tmp_path: Path) -> None:
    db = tmp_path / "b.duckdb"
    first = ingest([str(logs)], db, 1, None)
    before = _dump(db)
    second = ingest([str(logs)], db, 2, None)
    assert _dump(db) == before
    assert second.stored == 0 and sum(second.quarantined.values()) == 0
    assert second.skipped == first.stored + sum(first.quarantined.values())
    assert second.exit_code == first.exit_code == 1
    assert "skipped" in second.describe()


def test_different_hand_under_a_stored_key_is_quarantined_as_duplicate(logs: Path, tmp_path: Path) -> None:
    db = tmp_path / "c.duckdb"
    ingest([str(logs / "club.jsonl")], db, 1, None)
    other = _draw_example()
    other["hand_id"] = "d0"
    other["session"] = "club"
    other["seats"][0]["stack"] = 600                  # different content, same key
    stats = ingest([str(_write(tmp_path / "later.jsonl", [other]))], db, 1, None)
    assert stats.quarantined["duplicate-hand"] == 1 and stats.stored == 0 and stats.exit_code == 1
    con = connect(db, read_only=True)
    assert con.execute("SELECT count(*) FROM hands WHERE hand_id = 'd0'").fetchall()[0][0] == 1
    assert con.execute("SELECT kind, native IS NOT NULL FROM quarantine").fetchall() == [("duplicate-hand", True)]
    found = con.execute("SELECT session, hand_id, source_line FROM findings WHERE code = 'duplicate-hand'").fetchall()
    assert found == [(None, "d0", 1)]          # the quarantined record's finding, not the stored hand's
    con.close()


def test_same_id_in_one_run_keeps_the_first_hand(tmp_path: Path) -> None:
    if not EXAMPLES.is_dir():
        pytest.skip("no spec examples")
    a = _draw_example()
    b = json.loads(json.dumps(a))
    b["seats"][1]["stack"] = 900
    path = _write(tmp_path / "dup.jsonl", [a, b, a])   # a, a different b, an exact repeat of a
    stats = ingest([str(path)], tmp_path / "d.duckdb", 1, None)
    assert (stats.stored, stats.repeats, stats.quarantined["duplicate-hand"]) == (1, 1, 1)
    con = connect(tmp_path / "d.duckdb", read_only=True)
    assert con.execute("SELECT source_line FROM hands").fetchall() == [(1,)]
    assert con.execute("SELECT source_line FROM quarantine").fetchall() == [(2,)]
    con.close()


def test_load_hand_replays_the_stored_native_json(logs: Path, tmp_path: Path) -> None:
    db = tmp_path / "e.duckdb"
    ingest([str(logs)], db, 1, {"odd_chip": "left_of_button"})
    hand = load_hand(db, "d2", "club")
    assert hand.hand_id == "d2" and len(hand.events) == 22
    assert hand.rules["odd_chip"] == "called"         # the hand's own rule wins over --rules
    assert hand.rules["ante"] == 1
    from audit.errors import UserError
    with pytest.raises(UserError):
        load_hand(db, "nope")


def test_rules_defaults_are_stored_with_the_hand(logs: Path, tmp_path: Path) -> None:
    db = tmp_path / "f.duckdb"
    ingest([str(logs / "club.jsonl")], db, 1, {"check_allowed": True})
    con = connect(db, read_only=True)
    rules = json.loads(con.execute("SELECT rules FROM hands WHERE hand_id = 'd0'").fetchall()[0][0])
    assert rules["check_allowed"] is True and rules["small_bet"] == 10
    con.close()
