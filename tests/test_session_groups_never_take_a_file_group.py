"""The session checks group a hand without a session by its file, and no session takes that group.

Hand ids must be unique per session, or per file for hands without one; a table is a
session's, or a file's.  The group of a hand without a session is NUL + its file as named, and
a session that starts with NUL gets one more (audit/session.py group_key): a session named
"\\0y.jsonl" is not the file y.jsonl, in memory as on disk.
"""

from __future__ import annotations

import json
from pathlib import Path

from audit import seen_ids, table_states
from audit.runner import validate
from audit.session import HandFacts, SessionChecker, group_key

from .conftest import FIXTURES
from .session_chunks import answers_of

BASE = json.loads((FIXTURES / "keys_s13" / "hand.jsonl").read_text())


def _log(folder: Path, session: str) -> Path:
    """y.jsonl: hand s1 of table T without a session, then another hand s1 (alice starts with 1
    more chip than she ended with) of table T in ``session``."""
    plain = {k: v for k, v in BASE.items() if k != "session"}
    other = json.loads(json.dumps(plain))
    other["session"] = session
    other["seats"][0]["stack"] = 501
    path = folder / "y.jsonl"
    path.write_text(json.dumps(plain) + "\n" + json.dumps(other) + "\n")
    return path


def test_group_key_is_injective():
    groups = {group_key(None, "y.jsonl"), group_key("\0y.jsonl", "y.jsonl"), group_key("y.jsonl", "y.jsonl"),
              group_key("\0\0y.jsonl", "y.jsonl"), group_key("", "y.jsonl")}
    assert len(groups) == 5
    assert group_key("club", "y.jsonl") == "club" and group_key(None, "y.jsonl") == "\0y.jsonl"


def test_a_session_named_nul_and_the_file_is_not_the_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    log = _log(tmp_path, "\0y.jsonl")
    checked = list(validate(["y.jsonl"]))
    assert [(c.hand_id, c.line, c.session, c.findings) for c in checked] == [
        ("s1", 1, None, []), ("s1", 2, "\0y.jsonl", [])]
    # the same with the file named by its absolute path: no duplicate, no stack-mismatch either
    assert [c.findings for c in validate([str(log)])] == [[], []]


def test_the_same_session_id_twice_is_still_a_duplicate(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _log(tmp_path, "\0y.jsonl")
    lines = (tmp_path / "y.jsonl").read_text().splitlines()
    (tmp_path / "y.jsonl").write_text(lines[1] + "\n" + lines[1].replace("501", "502") + "\n")
    checked = list(validate(["y.jsonl"]))
    message = "hand id 's1' was already used in session '\x00y.jsonl' by a hand with different content"
    assert [[(f.code, f.message) for f in c.findings] for c in checked] == [[], [("duplicate-hand", message)]]


def _facts(session: str | None, table: str | None, hand_id: str, digest: int) -> HandFacts:
    return HandFacts("y.jsonl", hand_id, session, table, 1, digest, [(1, "ann", 100, 0), (2, "bo", 100, 0)],
                     {"ann": 90, "bo": 110})


def test_groups_on_disk_stay_apart(monkeypatch):
    monkeypatch.setattr(seen_ids, "LIMIT", 0)
    monkeypatch.setattr(table_states, "LIMIT", 0)
    checker = SessionChecker(id_limit=0, table_limit=0)
    chunks = [[_facts(None, "T", "h1", 1)], [_facts("\0y.jsonl", "T", "h2", 2)], [_facts("\0y.jsonl", "T", "h1", 3)],
              [_facts(None, "T", "h1", 1), _facts("\0\0y.jsonl", "T", "h1", 5)], [_facts("\0y.jsonl", "T", "h1", 4)]]
    try:
        answers = answers_of(checker, chunks, observe=True)
        assert checker.seen.disk.opened and checker.tables.disk.opened
    finally:
        checker.close()
    # the file's table T and the session's are two tables: the session's first hand (button on
    # seat 1 again, ann starting with 100 where she ended the file's hand with 90) is checked
    # against no hand, its second one against its first; each group's h1 is new; then a repeat
    # of the file's h1 and a duplicate of the session's
    second = ["button-not-rotated", "stack-mismatch", "stack-mismatch"]
    assert answers == [False, [], False, [], False, second, True, False, [], "duplicate-hand"]
