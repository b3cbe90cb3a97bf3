"""duplicate-hand is still found end to end (validate, ingest) when the ids seen are packed
(audit/seen_ids.py ``Packed``), and after packed ids moved to disk."""

from __future__ import annotations

import json

import pytest

from audit import seen_ids
from audit.runner import validate
from audit.store import ingest

from .conftest import stored_rows


def _hand(hand_id: str, stack: int, session: str | None = None) -> str:
    doc = {
        "format": "handaudit/1", "hand_id": hand_id, "game": "tonk", "button": 1,
        "seats": [{"seat": 1, "player": "ann", "stack": stack}, {"seat": 2, "player": "bo", "stack": stack}],
        "rules": {"stake": 1},
        "events": [],
    }
    if session is not None:
        doc["session"] = session
    return json.dumps(doc)


def _log(tmp_path):
    lines = [_hand(f"t{i}", 100) for i in range(2500)]
    lines += [_hand(f"é{i}", 100, "sé") for i in range(300)]
    lines.append(_hand("t7", 100))           # an exact repeat of hand 8: skipped
    lines.append(_hand("t9", 555))           # another hand under the id of hand 10
    lines.append(_hand("é3", 555, "sé"))     # another hand under a packed id of the session
    lines.append(_hand("t9", 555, "other"))  # the id in another group: new
    log = tmp_path / "long.jsonl"
    log.write_text("\n".join(lines) + "\n")
    return log


@pytest.mark.parametrize("pack, limit, jobs", [(50, 1 << 21, 1), (64, 1500, 1), (1000, 1 << 21, 2)])
def test_validate_finds_a_duplicate_among_packed_ids(tmp_path, monkeypatch, pack, limit, jobs) -> None:
    monkeypatch.setattr(seen_ids, "PACK", pack)
    monkeypatch.setattr(seen_ids, "LIMIT", limit)
    checked = list(validate([str(_log(tmp_path))], jobs=jobs))
    assert [c.repeat for c in checked[-4:]] == [True, False, False, False]
    dups = [i for i, c in enumerate(checked) if any(f.code == "duplicate-hand" for f in c.findings)]
    assert dups == [len(checked) - 3, len(checked) - 2]


def test_ingest_quarantines_a_duplicate_among_packed_ids(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(seen_ids, "PACK", 50)
    db = tmp_path / "s.duckdb"
    stats = ingest([str(_log(tmp_path))], db)
    assert stats is not None
    quarantined = stored_rows(db, "select count(*) from quarantine")[0][0]
    assert quarantined == 2
    assert stored_rows(db, "select count(*) from hands")[0][0] == 2500 + 300 + 1
