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


def test_a_stale_players_state_left_by_a_stopped_ingest_judges_no_player_as_staying():
    # an ingest stopped after storing hands at table A that moved ann on (her last hand A5), but
    # before the session's players' state was written back: it is stale, and still says B1
    from audit.table_states import TableState

    def stored(stale: bool):
        return lambda keys: {("night", "\0"): TableState(stacks={"ann": (110, "B1")}, stale=stale),
                             ("night", "B"): TableState(prev_hand="B1", stacks={"ann": (110, "B1")})}

    b2 = _facts(6, "B", [("ann", 105), ("dee", 100)], {"ann": 100, "dee": 105})
    for stale, expected in ((True, []), (False, ["stack-mismatch"])):
        checker = SessionChecker(stored_tables=stored(stale))
        checker.prefetch([b2])
        assert [f.code for f in checker.observe(b2)] == expected


def test_after_a_malformed_hand_at_another_table_the_players_of_its_last_hand_are_not_judged(tmp_path):
    # c plays T1 (h1), then T2 (g1, then g2: malformed), then back at T1 with g2's end: where c
    # was last is not known (as after an incomplete hand there); a and b stayed at T1
    path = FIXTURES / "sessions_s42" / "a-malformed-hand-at-another-table.jsonl"
    assert _codes([path]) == [("g2", "malformed", None)]
    lines = path.read_text().splitlines()
    h2 = json.loads(lines[3])
    h2["seats"][1]["stack"] += 1        # b, who stayed at T1, is still judged
    other = tmp_path / "b-wrong.jsonl"
    other.write_text("\n".join(lines[:3] + [json.dumps(h2)]) + "\n")
    assert _codes([other]) == [("g2", "malformed", None), ("h2", "stack-mismatch", "b")]


def test_the_message_adds_what_was_added_to_the_other_tables_end_and_names_a_files_scope():
    found = _observe(_facts(1, "A", [("ann", 100), ("bo", 100)], {"ann": 150, "bo": 50}),
                     _facts(2, "B", [("ann", 150), ("cy", 100)], {"ann": 120, "cy": 130}),
                     HandFacts("f.jsonl", "h3", "night", "A", None, 3, [(1, "ann", 125, 100), (2, "bo", 50, 0)],
                               {"ann": 100, "bo": 70}))
    assert "h2 at another table, which they ended with 120 (plus 100 added: 220)" in found[2][0][2]
    checker = SessionChecker()
    hands = [HandFacts("f.jsonl", f"h{i}", None, t, None, i, [(1, "ann", s, 0), (2, "bo", 100, 0)],
                       {"ann": e, "bo": 100}) for i, (t, s, e) in enumerate([("A", 100, 150), ("B", 150, 120),
                                                                            ("A", 125, 100)])]
    found = [checker.observe(h) for h in hands]
    assert "their last hand of the file, h1 at another table" in found[2][0].message
