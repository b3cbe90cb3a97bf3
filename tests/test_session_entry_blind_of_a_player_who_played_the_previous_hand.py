"""Five-card draw: an entry big blind (and a dead small blind) out of position is for a player
entering the game (README, Readings: ``entry_blinds``).  The replay of one hand takes any such
post as an entry; the session checks then make it a ``wrong-forced-bet`` (CODES.md: "one posted
by the wrong player") when its player played the previous hand of the same table in the same
seat, at the post's event.  A player who sat out the previous hand, moved to another seat since,
or whose table's previous hand is unknown (the table's first hand, no session nor table, a
malformed hand before) may post one.  Fixtures: tests/fixtures/sessions_s16/entry_blind_*.jsonl."""

from __future__ import annotations

import json
import re

import pytest

from audit import runner, table_states
from audit.explain import explain_data, find_hand
from audit.report import write_report
from audit.runner import validate
from audit.session import HandFacts, SessionChecker
from audit.table_states import TableState, TableStates

from .conftest import FIXTURES
from .test_cli_check import run

DIR = FIXTURES / "sessions_s16"


def _msg(player: str, post: str, prev: str) -> str:
    return (f"{player} posted {post} but played the previous hand ({prev}) at this table in the same seat: "
            f"only a player entering posts one")


BIG = _msg("a", "an entry big blind", "h1")
DEAD = _msg("a", "a dead blind", "h1")


def _found(name: str, jobs: int = 1) -> list[tuple]:
    return [(c.hand_id, f.seq, f.code, f.player, f.message)
            for c in validate([str(DIR / name)], None, jobs) for f in c.findings]


@pytest.mark.parametrize("name, want", [
    ("entry_blind_old_player_big.jsonl", [("h2", 2, "wrong-forced-bet", "a", BIG)]),
    ("entry_blind_old_player_dead.jsonl", [("h2", 2, "wrong-forced-bet", "a", BIG),
                                           ("h2", 3, "wrong-forced-bet", "a", DEAD)]),
    # tables interleaved in the log: the previous hand of a's table is h1, not U's u1
    ("entry_blind_interleaved.jsonl", [("h2", 2, "wrong-forced-bet", "a", BIG)]),
])
def test_an_entry_post_by_a_player_of_the_previous_hand_in_the_same_seat_is_wrong(name, want) -> None:
    assert _found(name) == want


@pytest.mark.parametrize("name", [
    "entry_blind_new_player.jsonl",     # e was not in h1: an entry big blind and a dead small blind
    "entry_blind_sat_out.jsonl",        # a sat out h2 and comes back to seat 1 in h3
    "entry_blind_moved_seat.jsonl",     # a moved from seat 1 to seat 5
    "entry_blind_no_table.jsonl",       # no session nor table: the previous hand is unknown
    "entry_blind_first_hand.jsonl",     # a's first hand at table U (a played table T before)
])
def test_an_entry_post_by_a_player_entering_stays_legal(name) -> None:
    assert _found(name) == []


def test_after_a_malformed_hand_the_previous_hand_is_unknown() -> None:
    got = _found("entry_blind_after_gap.jsonl")
    assert [(h, s, c) for h, s, c, _, _ in got] == [("h2", None, "malformed")]


def test_with_entry_blinds_off_the_replay_alone_reports_the_post_once() -> None:
    assert _found("entry_blind_old_player_rule_off.jsonl") == [
        ("h2", 2, "wrong-forced-bet", "a", "a posted the big blind of 2 but entry_blinds is false: a player "
         "entering posts no blinds out of turn")]


def test_check_text_and_json_name_the_event() -> None:
    path = str(DIR / "entry_blind_old_player_dead.jsonl")
    p = run("check", path)
    assert p.returncode == 1
    assert p.stdout.splitlines()[:2] == [
        f"{path}:2 hand h2 event 2: error wrong-forced-bet: {BIG}",
        f"{path}:2 hand h2 event 3: error wrong-forced-bet: {DEAD}"]
    doc = json.loads(run("check", path, "--format", "json").stdout)
    assert [(f["hand_id"], f["seq"], f["code"], f["player"], f["message"]) for f in doc["findings"]] == [
        ("h2", 2, "wrong-forced-bet", "a", BIG), ("h2", 3, "wrong-forced-bet", "a", DEAD)]


def test_stored_explained_and_reported_at_the_event(tmp_path) -> None:
    import duckdb

    path = DIR / "entry_blind_old_player_dead.jsonl"
    db = tmp_path / "e.duckdb"
    p = run("ingest", str(path), "--db", str(db))
    assert p.returncode in (0, 1), p.stderr
    with duckdb.connect(str(db), read_only=True) as con:
        rows = con.sql("SELECT hand_id, seq, code, player, message FROM findings ORDER BY hand_id, seq").fetchall()
    assert rows == [("h2", 2, "wrong-forced-bet", "a", BIG), ("h2", 3, "wrong-forced-bet", "a", DEAD)]
    # explain --db: each at its event, once (the replay alone does not make them)
    hand, stored, record = find_hand("h2", db=db, session="S13b")
    d = explain_data(hand, None, stored, record)
    assert [(f["seq"], f["message"]) for f in d["findings"]] == [(2, BIG), (3, DEAD)]
    assert [[f["message"] for f in s["findings"]] for s in d["steps"][1:5]] == [[], [BIG], [DEAD], []]
    q = run("explain", "h2", "--db", str(db), "--session", "S13b")
    assert q.returncode == 1
    assert f"!! error wrong-forced-bet: {BIG}" in q.stdout and f"!! error wrong-forced-bet: {DEAD}" in q.stdout
    # the report: the events are marked on the hand's timeline, the findings link to them
    write_report(db, tmp_path / "rep", jobs=1)
    pages = [f for f in (tmp_path / "rep" / "hands").iterdir() if "entry big blind" in f.read_text()]
    assert len(pages) == 1
    page = pages[0].read_text()
    assert re.findall(r'<tr id="e(\d+)" class="bad">', page) == ["2", "3"]
    assert page.count('at <a href="#e2">event 2</a>') == 1 and page.count('at <a href="#e3">event 3</a>') == 1


def _many(tmp_path, tables: int) -> str:
    """``tables`` copies of the old-player fixtures, each its own session (two hands each)."""
    lines = []
    for name in ("entry_blind_old_player_dead.jsonl", "entry_blind_new_player.jsonl", "entry_blind_sat_out.jsonl"):
        hands = [json.loads(x) for x in (DIR / name).read_text().splitlines()]
        for k in range(tables):
            for h in hands:
                lines.append(json.dumps({**h, "session": f"{name}-{k}"}))
    path = tmp_path / "many.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_the_output_does_not_depend_on_jobs(tmp_path, monkeypatch) -> None:
    path = _many(tmp_path, 200)        # 1,400 hands: more than a chunk
    monkeypatch.setattr(runner, "CHUNK", 300)
    one = [(c.line, c.hand_id, [(f.seq, f.code, f.message) for f in c.findings]) for c in validate([path], None, 1)]
    two = [(c.line, c.hand_id, [(f.seq, f.code, f.message) for f in c.findings]) for c in validate([path], None, 2)]
    assert one == two
    assert sum(len(f) for *_, f in one) == 400
    texts = [run("check", path, "--jobs", j).stdout for j in ("1", "2")]
    assert texts[0] == texts[1] and "400 findings: wrong-forced-bet 400" in texts[0]
    docs = [run("check", path, "--format", "json", "--jobs", j).stdout for j in ("1", "2")]
    assert docs[0] == docs[1]


def test_tables_on_disk_keep_the_previous_hand_s_players(tmp_path, monkeypatch) -> None:
    path = _many(tmp_path, 40)
    in_memory = [(c.hand_id, [(f.seq, f.message) for f in c.findings]) for c in validate([path])]
    monkeypatch.setattr(table_states, "LIMIT", 5)
    monkeypatch.setattr(runner, "CHUNK", 7)
    assert [(c.hand_id, [(f.seq, f.message) for f in c.findings]) for c in validate([path])] == in_memory
    assert sum(len(f) for _, f in in_memory) == 80


def test_a_table_state_goes_to_disk_and_back_whole() -> None:
    states = TableStates(limit=1)
    try:
        states.mem[("s", "T")] = TableState(3, "h7", {"a": (98, "h7")}, (1, 2, 5), True, ("a", "b", "e"))
        states.n = 2
        assert states.spill_if_full()
        assert not states.mem
        states.recall([("s", "T")])
        got = states.mem[("s", "T")]
        assert (got.button, got.prev_hand, got.stacks, got.seats, got.logged, got.players) == (
            3, "h7", {"a": (98, "h7")}, (1, 2, 5), True, ("a", "b", "e"))
    finally:
        states.close()


def _facts(hand_id: str, seats: list[tuple[int, str]], entries=()) -> HandFacts:
    return HandFacts("f.jsonl", hand_id, "s", "T", seats[0][0], hash(hand_id), [(n, p, 100, 0) for n, p in seats],
                     {p: 100 for _, p in seats}, False, entries)


def test_the_checker_judges_each_post_by_the_seat_of_the_previous_hand() -> None:
    checker = SessionChecker()
    first = _facts("h1", [(1, "a"), (2, "b"), (3, "c"), (4, "d")])
    # a keeps seat 1 (not entering); d moved from seat 4 to seat 6 (may post); e is new
    second = _facts("h2", [(1, "a"), (2, "b"), (3, "c"), (5, "e"), (6, "d")],
                    ((3, "a", "big"), (4, "d", "big"), (5, "e", "big"), (6, "e", "dead"), (7, "a", "dead")))
    for f in (first, second):
        checker.prefetch([f])
        assert checker.is_repeat(f) is False
    assert checker.observe(first) == []
    got = [(f.code, f.seq, f.player, f.message) for f in checker.observe(second) if f.code == "wrong-forced-bet"]
    checker.close()
    assert got == [("wrong-forced-bet", 3, "a", BIG), ("wrong-forced-bet", 7, "a", DEAD)]
