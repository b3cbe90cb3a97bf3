"""``stack-mismatch`` for a player who played another table of the session since their last hand
at this one: their end there will do as well as their end here (they may have moved tables with
their chips, FORMAT.md's ``added`` counting from "the player's previous hand of the session", or
play both tables at once, each with its own stack).  Before, a player who moved to another table
and came back got a false ``stack-mismatch`` at the first table."""

from __future__ import annotations

import json

from audit.runner import validate
from audit.session import HandFacts, SessionChecker
from audit.store import ingest

from .conftest import FIXTURES


def _facts(i: int, table: str, seats: list[tuple[str, int]], ends: dict[str, int], incomplete: bool = False) -> HandFacts:
    return HandFacts("f.jsonl", f"h{i}", "night", table, None, i,
                     [(k + 1, p, s, 0) for k, (p, s) in enumerate(seats)], ends, incomplete)


def _observe(*hands: HandFacts) -> list[list[tuple[str, str | None, str]]]:
    checker = SessionChecker()
    return [[(f.code, f.player, f.message) for f in checker.observe(h)] for h in hands]


def test_a_player_back_from_another_table_may_start_with_their_end_there():
    found = _observe(_facts(1, "A", [("ann", 100), ("bo", 100)], {"ann": 150, "bo": 50}),
                     _facts(2, "B", [("ann", 150), ("cy", 100)], {"ann": 120, "cy": 130}),
                     _facts(3, "A", [("ann", 120), ("bo", 50)], {"ann": 100, "bo": 70}))
    assert found == [[], [], []]


def test_a_player_of_two_tables_at_once_keeps_each_tables_stack():
    found = _observe(_facts(1, "A", [("ann", 100), ("bo", 100)], {"ann": 150, "bo": 50}),
                     _facts(2, "B", [("ann", 300), ("cy", 100)], {"ann": 280, "cy": 120}),
                     _facts(3, "A", [("ann", 150), ("bo", 50)], {"ann": 140, "bo": 60}),
                     _facts(4, "B", [("ann", 280), ("cy", 120)], {"ann": 290, "cy": 110}))
    assert found == [[], [], [], []]


def test_a_start_that_follows_neither_table_names_both_ends():
    found = _observe(_facts(1, "A", [("ann", 100), ("bo", 100)], {"ann": 150, "bo": 50}),
                     _facts(2, "B", [("ann", 150), ("cy", 100)], {"ann": 120, "cy": 130}),
                     _facts(3, "A", [("ann", 125), ("bo", 50)], {"ann": 100, "bo": 70}))
    assert [[(code, player) for code, player, _ in f] for f in found] == [[], [], [("stack-mismatch", "ann")]]
    message = found[2][0][2]
    assert "ended hand h1 with 150" in message and "h2 at another table, which they ended with 120" in message


def test_a_player_who_stayed_at_the_table_is_checked_against_it_alone():
    # bo's last hand of the session is h1 at this table: cy's hand at B changes nothing for him
    found = _observe(_facts(1, "A", [("ann", 100), ("bo", 100)], {"ann": 150, "bo": 50}),
                     _facts(2, "B", [("cy", 100), ("di", 100)], {"cy": 50, "di": 150}),
                     _facts(3, "A", [("ann", 150), ("bo", 150)], {"ann": 100, "bo": 200}))
    assert [[(code, player) for code, player, _ in f] for f in found] == [[], [], [("stack-mismatch", "bo")]]
    assert "another table" not in found[2][0][2]


def test_after_an_incomplete_hand_at_another_table_the_players_stack_is_unknown():
    found = _observe(_facts(1, "A", [("ann", 100), ("bo", 100)], {"ann": 150, "bo": 50}),
                     _facts(2, "B", [("ann", 150), ("cy", 100)], {}, incomplete=True),
                     _facts(3, "A", [("ann", 97), ("bo", 50)], {"ann": 100, "bo": 70}))
    assert found == [[], [], []]


def test_a_table_named_with_a_leading_nul_is_not_the_sessions_players():
    # ROAMING ("\0") is no table's key: a table of that name is a table like any other
    found = _observe(_facts(1, "\0", [("ann", 100), ("bo", 100)], {"ann": 150, "bo": 50}),
                     _facts(2, "\0", [("ann", 150), ("bo", 50)], {"ann": 150, "bo": 50}),
                     _facts(3, "\0", [("ann", 151), ("bo", 50)], {"ann": 151, "bo": 50}))
    assert [[code for code, _, _ in f] for f in found] == [[], [], ["stack-mismatch"]]


def _moved_hands(alice_back: int) -> list[str]:
    """Three draw hands of one session: A1 at table A, B1 at table B (alice moved there with her
    489 and ended with 478), A2 back at A with ``alice_back``."""
    first, second = (FIXTURES / "codes" / "stack-mismatch.jsonl").read_text().splitlines()
    a1 = json.loads(first)
    a1.update(session="night", table="A", hand_id="a-1")
    b1 = json.loads(first.replace('"bob"', '"dan"').replace('"carol"', '"erin"'))
    b1.update(session="night", table="B", hand_id="b-1")
    b1["seats"][0]["stack"] = 489
    a2 = json.loads(second)
    a2.update(session="night", table="A", hand_id="a-2")
    a2["seats"][0]["stack"] = alice_back
    return [json.dumps(h) for h in (a1, b1, a2)]


def _codes(paths) -> list[tuple[str, str, str | None]]:
    return [(c.hand_id, f.code, f.player) for c in validate([str(p) for p in paths]) for f in c.findings]


def test_a_log_of_a_player_who_moved_tables_and_back_is_clean(tmp_path):
    path = tmp_path / "night.jsonl"
    path.write_text("\n".join(_moved_hands(478)) + "\n")
    assert _codes([path]) == []
    path.write_text("\n".join(_moved_hands(479)) + "\n")
    assert _codes([path]) == [("a-2", "stack-mismatch", "alice")]


def test_the_players_last_table_is_kept_across_ingests(tmp_path):
    import duckdb

    for back, expected in ((478, []), (479, [("a-2", "stack-mismatch", "alice")])):
        a1, b1, a2 = _moved_hands(back)
        db = tmp_path / f"s{back}.duckdb"
        (tmp_path / "one.jsonl").write_text(a1 + "\n" + b1 + "\n")
        (tmp_path / "two.jsonl").write_text(a2 + "\n")
        ingest([str(tmp_path / "one.jsonl")], db, jobs=1)
        ingest([str(tmp_path / "two.jsonl")], db, jobs=1)
        with duckdb.connect(str(db), read_only=True) as con:
            assert con.execute("SELECT count(*) FROM hands").fetchone()[0] == 3
            found = con.execute("SELECT hand_id, code, player, message FROM findings").fetchall()
        assert [f[:3] for f in found] == expected
        if found:
            assert "b-1 at another table, which they ended with 478" in found[0][3]
