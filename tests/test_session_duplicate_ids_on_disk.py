"""duplicate-hand stays exact when the hand ids seen outgrow memory and move to disk (audit/seen_ids.py)."""

from __future__ import annotations

import json
import os

from hypothesis import given, settings
from hypothesis import strategies as st

from audit import seen_ids
from audit.runner import validate
from audit.session import HandFacts, SessionChecker

from .session_chunks import answers_of


def _facts(session: str | None, hand_id: str, digest: int, file: str = "f.jsonl") -> HandFacts:
    return HandFacts(file, hand_id, session, None, None, digest, [], {})


def _run(chunks: list[list[HandFacts]], id_limit: int | None) -> list:
    checker = SessionChecker(id_limit)
    try:
        out = answers_of(checker, chunks, messages=True)
        on_disk = checker.seen.disk.opened
    finally:
        checker.close()
    return out, on_disk


hands = st.lists(st.tuples(st.sampled_from([None, "s1", "s2"]), st.integers(0, 30), st.integers(0, 2)),
                 max_size=120)


@settings(max_examples=150, deadline=None)
@given(hands, st.integers(1, 15), st.integers(0, 6))
def test_ids_on_disk_give_the_same_answers_as_in_memory(seq, chunk_size, limit) -> None:
    facts = [_facts(s, f"h{i}", d) for s, i, d in seq]
    chunks = [facts[i:i + chunk_size] for i in range(0, len(facts), chunk_size)]
    in_memory, spilled = _run(chunks, None)
    assert not spilled
    assert _run(chunks, limit)[0] == in_memory


def test_a_long_input_moves_ids_to_disk_and_removes_the_file() -> None:
    chunks = [[_facts("s", f"h{k}-{i}", k) for i in range(10)] for k in range(6)]
    chunks.append([_facts("s", "h0-3", 0), _facts("s", "h1-4", 99), _facts(None, "h1-4", 1)])
    checker = SessionChecker(id_limit=15)
    answers = answers_of(checker, chunks)
    path = checker.seen.disk.path
    assert os.path.isdir(path)
    assert checker.seen.n <= 15 + 10          # at most the limit and one chunk in memory
    checker.close()
    assert not os.path.exists(path)
    assert answers[:60] == [False] * 60
    assert answers[60] is True                                   # the same hand again: a repeat
    assert answers[61] == "duplicate-hand"                       # other content under a known id
    assert answers[62] is False                                  # the same id in another group


def _hand(hand_id: str, stack: int) -> str:
    return json.dumps({
        "format": "handaudit/1", "hand_id": hand_id, "game": "tonk", "button": 1,
        "seats": [{"seat": 1, "player": "ann", "stack": stack}, {"seat": 2, "player": "bo", "stack": stack}],
        "rules": {"stake": 1},
        "events": [],
    })


def test_validate_reports_a_duplicate_id_far_back(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(seen_ids, "LIMIT", 50)
    lines = [_hand(f"t{i}", 100) for i in range(2500)]
    lines.append(_hand("t7", 100))          # an exact repeat of hand 8: skipped
    lines.append(_hand("t9", 555))          # another hand under the id of hand 10
    log = tmp_path / "long.jsonl"
    log.write_text("\n".join(lines) + "\n")
    checked = list(validate([str(log)]))
    assert [c.repeat for c in checked[-2:]] == [True, False]
    assert "duplicate-hand" in {f.code for f in checked[-1].findings}
    assert not any(f.code == "duplicate-hand" for c in checked[:-1] for f in c.findings)
