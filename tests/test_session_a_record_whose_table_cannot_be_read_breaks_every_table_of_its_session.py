"""A record set aside whose table could not be read (a line cut off between its ``session`` and its
``table``, as FORMAT.md's field order has them; a ``table`` of another type) may have been a hand of
any table of its session: it breaks every one of their chains, so that the next hand of the table it
was (a legal hand that follows it) is not checked against the hand before it.  Before, it broke only
the session's hands without a table, and the next hand of its real table got a false
``button-not-rotated`` and two ``stack-mismatch`` (review of session 59).  A record whose session
could not be read breaks every table of the sessions of its file.  The chains of other sessions go
on, and so does this across two ingests into one store."""

from __future__ import annotations

import json

import pytest

from audit.runner import validate
from audit.store import ingest

from .conftest import fetch_all

RULES = {"ante": 1, "small_bet": 2, "big_bet": 4}


def _hand(hid: str, session, table, button: int, a: int, b: int) -> dict:
    """A two-player draw hand with antes: the player left of the button is dealt first and folds."""
    return {"format": "handaudit/1", "hand_id": hid, "session": session, "table": table, "game": "draw",
            "rules": RULES, "button": button,
            "seats": [{"seat": 1, "player": "a", "stack": a}, {"seat": 2, "player": "b", "stack": b}],
            "events": [{"type": "ante", "player": "b" if button == 1 else "a", "amount": 1},
                       {"type": "ante", "player": "a" if button == 1 else "b", "amount": 1},
                       *sorted([{"type": "deal", "player": "b", "down": ["2c", "3c", "4c", "5c", "6c"]},
                                {"type": "deal", "player": "a", "down": ["7c", "8c", "9c", "Tc", "Jc"]}],
                               key=lambda e: e["player"] == ("b" if button == 1 else "a"), reverse=True),
                       {"type": "fold", "player": "b" if button == 1 else "a"},
                       {"type": "collect", "player": "a" if button == 1 else "b", "amount": 2}]}


H1 = _hand("h1", "S", "T1", 1, 100, 100)        # a 101, b 99
H2 = _hand("h2", "S", "T1", 2, 101, 99)         # the record set aside: b wins, 100 each
H3 = _hand("h3", "S", "T1", 1, 100, 100)        # follows h2, not h1


def _cut_before_table(hand: dict) -> str:
    text = json.dumps(hand)
    return text[:text.index('"table"') + 4]


SPOILED = {
    "cut between session and table": _cut_before_table,
    "table of another type": lambda h: json.dumps({**h, "table": 1}),
    "session of another type": lambda h: json.dumps({**h, "session": 5}),
    "cut before the session": lambda h: json.dumps(h)[:json.dumps(h).index('"session"') + 5],
}


def _found(path) -> list[tuple]:
    return [(c.hand_id, [f.code for f in c.findings]) for c in validate([str(path)])]


@pytest.mark.parametrize("how", SPOILED)
def test_the_next_hand_of_its_table_is_not_checked_across_it(tmp_path, how):
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join([json.dumps(H1), SPOILED[how](H2), json.dumps(H3)]) + "\n")
    found = _found(path)
    assert found[0] == ("h1", []) and found[2] == ("h3", [])
    assert found[1][1] == ["malformed"]


def test_before_the_next_hand_of_its_table_was_checked_across_it(tmp_path):
    # the same hand h3 after h1 with no record between: the gap is what h3 is judged across
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join([json.dumps(H1), json.dumps(H3)]) + "\n")
    assert sorted(_found(path)[1][1]) == ["button-not-rotated", "stack-mismatch", "stack-mismatch"]


def test_another_sessions_chain_goes_on(tmp_path):
    # a table of session S2 in the same file: its next hand is still checked (a wrong start found)
    other1 = _hand("o1", "S2", "T1", 1, 100, 100)
    other2 = _hand("o2", "S2", "T1", 2, 150, 99)       # a should start with 101
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join([json.dumps(H1), json.dumps(other1), _cut_before_table(H2), json.dumps(H3),
                               json.dumps(other2)]) + "\n")
    found = dict(_found(path))
    assert found["h3"] == [] and found["o2"] == ["stack-mismatch"]


def test_across_two_ingests_into_one_store(tmp_path):
    db = tmp_path / "h.duckdb"
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text(json.dumps(H1) + "\n" + _cut_before_table(H2) + "\n")
    second.write_text(json.dumps(H3) + "\n")
    ingest([str(first)], db)
    ingest([str(second)], db)
    (findings,) = fetch_all(db, "SELECT code FROM findings ORDER BY code")
    assert findings == [("malformed",)]


def test_tables_on_disk_are_broken_too(tmp_path, monkeypatch):
    # many tables of the session, spilled to disk between small chunks: T1's state is on disk when the
    # record whose table could not be read comes, and is broken there as in memory
    from audit import runner, table_states

    others = [_hand(f"x{k}", "S", f"T{k + 2}", 1, 100, 100) for k in range(30)]
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join([json.dumps(H1), *map(json.dumps, others), _cut_before_table(H2),
                               json.dumps(H3)]) + "\n")
    in_memory = _found(path)
    monkeypatch.setattr(table_states, "LIMIT", 5)
    monkeypatch.setattr(runner, "CHUNK", 7)
    assert _found(path) == in_memory
    assert [codes for _, codes in in_memory] == [[]] * 31 + [["malformed"], []]
