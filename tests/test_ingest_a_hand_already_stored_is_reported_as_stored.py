"""An ingest reports a hand already stored as the store holds it: its stored findings, in the
summary and the exit code. Before, the summary took this run's own findings and the stored
findings after as many as this run found, so an ingest under other ``--rules`` mixed the two
verdicts: a warning counted twice and exit 0 over a stored error, or a stored
``button-not-rotated`` left out. Review of session 60."""

from __future__ import annotations

import json
from pathlib import Path

from audit.store import ingest

HAND = {"format": "handaudit/1", "hand_id": "uv", "game": "draw", "rules": {"betting": "fixed", "blinds": [5, 10]},
        "button": 1, "seats": [{"seat": 1, "player": "alice", "stack": 500}, {"seat": 2, "player": "bob", "stack": 500}],
        "events": [{"type": "blind", "player": "alice", "amount": 5, "kind": "small"},
                   {"type": "blind", "player": "bob", "amount": 10, "kind": "big"},
                   {"type": "deal", "player": "bob", "down": ["??", "??", "??", "??", "??"]},
                   {"type": "deal", "player": "alice", "down": ["Ah", "Kd", "Qc", "3s", "4d"]},
                   {"type": "call", "player": "alice", "amount": 5}, {"type": "check", "player": "bob"},
                   {"type": "draw", "player": "bob", "discard": ["??"], "receive": ["??"]},
                   {"type": "draw", "player": "alice", "discard": ["3s", "4d"], "receive": ["Js", "9h"]},
                   {"type": "check", "player": "bob"}, {"type": "check", "player": "alice"},
                   {"type": "show", "player": "alice", "cards": ["Ah", "Kd", "Qc", "Js", "9h"]},
                   {"type": "collect", "player": "bob", "amount": 20, "pot": 0}]}


def _run(log: Path, db: Path, rules: dict | None) -> tuple[dict[str, int], int]:
    stats = ingest([str(log)], db, jobs=1, defaults=rules)
    return dict(stats.summary.by_code), stats.exit_code


def test_an_ingest_under_other_rules_reports_the_stored_verdict(tmp_path) -> None:
    log = tmp_path / "uv.jsonl"
    log.write_text(json.dumps(HAND) + "\n")
    strict = {"max_discard": 1}
    first = _run(log, tmp_path / "a.duckdb", strict)
    assert first == ({"wrong-draw": 1, "unverifiable-award": 1}, 1)
    assert _run(log, tmp_path / "a.duckdb", None) == first
    lenient = _run(log, tmp_path / "b.duckdb", None)
    assert lenient == ({"unverifiable-award": 1}, 0)
    assert _run(log, tmp_path / "b.duckdb", strict) == lenient
