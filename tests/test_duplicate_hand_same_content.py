"""duplicate-hand is about content (CODES.md: "a hand id seen before in the same session with
different content"): the same hand written with other spacing or key order, or by `convert`,
is the same hand seen again, not a duplicate; a hand that says something else still is."""

from __future__ import annotations

import json

from .test_cli_check import run


def _codes(*paths) -> list[str]:
    p = run("check", *map(str, paths), "--format", "json")
    return [f["code"] for f in json.loads(p.stdout)["findings"]]


def _simulated(tmp_path):
    path = tmp_path / "sim.jsonl"
    assert run("simulate", "--game", "draw", "--hands", "20", "--seed", "3", "-o", str(path)).returncode == 0
    return path


def test_convert_output_of_the_same_log_is_the_same_hands(tmp_path):
    path = _simulated(tmp_path)
    conv = tmp_path / "conv.jsonl"
    assert run("convert", str(path), "-o", str(conv)).returncode == 0
    assert path.read_bytes() != conv.read_bytes()
    assert _codes(path, conv) == []
    db = tmp_path / "s.duckdb"
    assert run("ingest", str(path), "--db", str(db)).returncode == 0
    again = run("ingest", str(conv), "--db", str(db))
    assert again.returncode == 0 and "stored 0 new hands" in again.stdout and "quarantined 0" in again.stdout


def test_other_spacing_and_key_order_is_the_same_hand(tmp_path):
    path = _simulated(tmp_path)
    first = json.loads(path.read_text().splitlines()[0])
    reordered = {k: first[k] for k in reversed(list(first))}
    reordered["rules"] = {k: first["rules"][k] for k in reversed(list(first["rules"]))}
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps(reordered, indent=None, separators=(" , ", " : ")) + "\n")
    assert _codes(path, other) == []


def test_a_changed_hand_under_the_same_id_is_still_a_duplicate(tmp_path):
    path = _simulated(tmp_path)
    first = json.loads(path.read_text().splitlines()[0])
    first["time"] = "2026-12-01T10:00:00Z"
    changed = tmp_path / "changed.jsonl"
    changed.write_text(json.dumps(first) + "\n")
    assert "duplicate-hand" in _codes(path, changed)
