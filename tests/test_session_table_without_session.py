"""stack-mismatch and button-not-rotated for hands that name a table but no session: the table
is one of the hand's file (as hand ids are then unique within the file, FORMAT.md), so two
files' tables of the same name are two sequences; within a file, the hands are one."""

from __future__ import annotations

import json

from audit.runner import validate
from audit.session import HandFacts, SessionChecker

from .conftest import FIXTURES

NIGHT1 = FIXTURES / "sessions" / "table-without-session-night1.jsonl"    # table T1, no session
NIGHT2 = FIXTURES / "sessions" / "table-without-session-night2.jsonl"    # table T1 again, new stacks


def _codes(*paths) -> list[tuple]:
    return [(c.hand_id, f.code) for c in validate([str(p) for p in paths]) for f in c.findings]


def test_stack_mismatch_and_button_not_rotated_do_not_chain_tables_of_two_files_without_a_session():
    assert _codes(NIGHT1, NIGHT2) == []


def test_stack_mismatch_and_button_not_rotated_chain_the_hands_of_one_file_without_a_session(tmp_path):
    log = tmp_path / "both.jsonl"
    log.write_text(NIGHT1.read_text() + NIGHT2.read_text())
    assert ("n2-1", "stack-mismatch") in _codes(log) and ("n2-1", "button-not-rotated") in _codes(log)


def test_stack_mismatch_tables_with_a_session_still_span_files(tmp_path):
    paths = []
    for k, src in enumerate((NIGHT1, NIGHT2)):
        hands = [json.loads(line) for line in src.read_text().splitlines()]
        path = tmp_path / f"{k}.jsonl"
        path.write_text("".join(json.dumps(dict(h, session="club")) + "\n" for h in hands))
        paths.append(path)
    assert ("n2-1", "stack-mismatch") in _codes(*paths)


def test_a_hand_set_aside_breaks_the_chain_of_its_own_files_table_only():
    seats = [(1, "ann", 100, 0), (2, "bo", 100, 0)]

    def facts(file, i, button, start):
        return HandFacts(file, f"h{i}", None, "T1", button, i, [(s, p, start, 0) for s, p, _, _ in seats],
                         {"ann": 100, "bo": 100})

    checker = SessionChecker()
    assert checker.observe(facts("a.jsonl", 1, 1, 100)) == []
    assert checker.observe(facts("b.jsonl", 1, 1, 100)) == []
    checker.set_aside("b.jsonl", None, "T1", "h2")
    # a.jsonl's table still knows its last hand: both of its checks find the faults
    found = checker.observe(facts("a.jsonl", 2, 1, 90))
    assert sorted(f.code for f in found) == ["button-not-rotated", "stack-mismatch", "stack-mismatch"]
    assert checker.observe(facts("b.jsonl", 3, 1, 90)) == []
