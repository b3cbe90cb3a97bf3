"""stack-mismatch and button-not-rotated stay exact when the tables' states outgrow memory
and move to disk (audit/table_states.py)."""

from __future__ import annotations

import json
import os

from hypothesis import given, settings
from hypothesis import strategies as st

from audit import table_states
from audit.runner import validate
from audit.session import HandFacts, SessionChecker

PLAYERS = ("ann", "bo", "cy", "di")


def _facts(i: int, session: str | None, table: str | None, button: int | None, stacks: list[int],
           file: str = "f.jsonl", incomplete: bool = False) -> HandFacts:
    """Hand ``i`` at a table: player k sits in seat k + 1 with stacks[k], and ends with it + 1
    (``button`` None: a stud hand without one; a button past the last seat: a dead button)."""
    seats = [(k + 1, PLAYERS[k], s, 0) for k, s in enumerate(stacks)]
    return HandFacts(file, f"h{i}", session, table, button, i, seats,
                     {PLAYERS[k]: s + 1 for k, s in enumerate(stacks)}, incomplete)


def _run(chunks: list[list[HandFacts]], table_limit: int | None) -> tuple[list, bool]:
    checker = SessionChecker(table_limit=table_limit)
    out = []
    spilled = False
    try:
        for chunk in chunks:
            checker.prefetch(chunk)
            spilled = spilled or checker.tables.disk.opened
            for f in chunk:
                out.append([(x.code, x.player, x.message) for x in checker.observe(f)])
    finally:
        checker.close()
    return out, spilled


hands = st.lists(st.tuples(st.sampled_from([None, "s1", "s2"]), st.sampled_from([None, "T1", "T2", "T3"]),
                           st.one_of(st.none(), st.integers(1, 4)), st.lists(st.integers(0, 3), min_size=1, max_size=4),
                           st.sampled_from(["f.jsonl", "g.jsonl"]), st.booleans()),
                 max_size=80)


@settings(max_examples=150, deadline=None)
@given(hands, st.integers(1, 12), st.integers(0, 6))
def test_tables_on_disk_give_the_same_findings_as_in_memory(seq, chunk_size, limit) -> None:
    facts = [_facts(i, *hand) for i, hand in enumerate(seq)]
    chunks = [facts[i:i + chunk_size] for i in range(0, len(facts), chunk_size)]
    in_memory, spilled = _run(chunks, None)
    assert not spilled
    assert _run(chunks, limit)[0] == in_memory


def test_a_table_seen_long_ago_comes_back_from_disk_and_the_file_is_removed() -> None:
    checker = SessionChecker(table_limit=10)
    # 30 tables of one hand each (button 1, stacks 5 and 7), then table 0 again: its
    # button did not move and ann does not start with what she ended with
    chunks = [[_facts(k * 10 + i, "s", f"T{k * 10 + i}", 1, [5, 7]) for i in range(10)] for k in range(3)]
    chunks.append([_facts(99, "s", "T0", 1, [9, 8])])
    found = []
    for chunk in chunks:
        checker.prefetch(chunk)
        found += [checker.observe(f) for f in chunk]
    path = checker.tables.disk.path
    assert os.path.isdir(path)
    assert "T29" not in {t for _, t in checker.tables.mem}     # moved to disk
    checker.close()
    assert not os.path.exists(path)
    assert found[:30] == [[]] * 30
    assert sorted((f.code, f.player) for f in found[30]) == [("button-not-rotated", None), ("stack-mismatch", "ann")]
    assert "ended hand h0 with 6" in next(f.message for f in found[30] if f.code == "stack-mismatch")


def _hand(hand_id: str, table: str, stack: int) -> str:
    # a whole hand (one left incomplete passes on no end stacks): ann, on the button, folds her
    # small blind to bo's big blind; they end with stack - 1 and stack + 1
    return json.dumps({
        "format": "handaudit/1", "hand_id": hand_id, "session": "club", "table": table, "game": "draw",
        "button": 1, "seats": [{"seat": 1, "player": "ann", "stack": stack}, {"seat": 2, "player": "bo", "stack": stack}],
        "rules": {"blinds": [1, 2]},
        "events": [{"type": "blind", "player": "ann", "amount": 1, "kind": "small"},
                   {"type": "blind", "player": "bo", "amount": 2, "kind": "big"},
                   {"type": "deal", "player": "bo", "down": ["2c", "2d", "2h", "2s", "3c"]},
                   {"type": "deal", "player": "ann", "down": ["3d", "3h", "3s", "4c", "4d"]},
                   {"type": "fold", "player": "ann"},
                   {"type": "return", "player": "bo", "amount": 1},
                   {"type": "collect", "player": "bo", "amount": 2}],
    })


def test_validate_reports_a_stack_mismatch_at_a_table_far_back(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(table_states, "LIMIT", 30)
    lines = [_hand(f"t{i}", f"table {i}", 100) for i in range(2500)]
    lines.append(_hand("again", "table 7", 90))      # table 7's players ended with 99 and 101
    log = tmp_path / "tables.jsonl"
    log.write_text("\n".join(lines) + "\n")
    checked = list(validate([str(log)]))
    assert {f.code for f in checked[-1].findings} >= {"stack-mismatch", "button-not-rotated"}
    assert not any(f.code in ("stack-mismatch", "button-not-rotated") for c in checked[:-1] for f in c.findings)
