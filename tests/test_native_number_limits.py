"""Numbers a hand may state: amounts and stacks up to 2^53 - 1 (the largest integer every JSON
reader keeps exactly: I-JSON, RFC 7493), seat, pot and spread numbers within the store's
INTEGER.  A larger number makes the hand malformed, with the field named, and the reader and
the JSON Schema agree on it.  Before, such a hand replayed and then stopped ``ingest`` with
a traceback when its rows did not fit the store's columns (Arrow: "too large to fit in C
integer type"), losing the run."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import jsonschema
import pytest

from audit.model import MAX_AMOUNT, MAX_INDEX
from audit.readers.native import parse_line
from audit.replay import replay
from audit.runner import validate
from audit.store import ingest

from .conftest import ROOT

SESSION = ROOT / "sample_histories" / "draw-session.jsonl"
SCHEMA = jsonschema.Draft202012Validator(json.loads((ROOT / "schemas" / "handaudit-1.schema.json").read_text()))


def _hand() -> dict:
    return json.loads(SESSION.read_text().splitlines()[0])


def _first_amount(hand: dict) -> dict:
    return next(ev for ev in hand["events"] if ev.get("amount"))


def _set(where: str, value: int) -> dict:
    hand = _hand()
    if where == "amount":
        _first_amount(hand)["amount"] = value
    elif where == "stack":
        hand["seats"][0]["stack"] = value
    elif where == "added":
        hand["seats"][0]["added"] = value
    elif where == "seat":
        hand["seats"][0]["seat"] = value
        hand["button"] = value if hand["button"] == 1 else hand["button"]
    elif where == "collect pot":
        next(ev for ev in hand["events"] if ev["type"] == "collect")["pot"] = value
    return hand


@pytest.mark.parametrize("where, limit", [("amount", MAX_AMOUNT), ("stack", MAX_AMOUNT), ("added", MAX_AMOUNT),
                                          ("seat", MAX_INDEX), ("collect pot", MAX_INDEX)])
def test_a_number_past_its_limit_makes_the_hand_malformed_naming_the_field(where, limit):
    over = _set(where, limit + 1)
    hand, error = parse_line(json.dumps(over).encode())
    assert hand is None and f"too large: at most {limit}" in error
    assert not SCHEMA.is_valid(over)
    at = _set(where, limit)
    hand, error = parse_line(json.dumps(at).encode())
    assert error is None and SCHEMA.is_valid(at)
    replay(hand)       # replays (with findings: the hand no longer adds up), does not raise


def _findings(tmp_path: Path, hand: dict) -> list:
    log = tmp_path / "one.jsonl"
    log.write_text(json.dumps(hand) + "\n")
    return [f for r in validate([str(log)], jobs=1) for f in r.findings]


def test_a_rule_option_past_the_amount_limit_makes_the_hand_malformed(tmp_path):
    hand = _hand()
    hand["rules"]["ante"] = MAX_AMOUNT + 1
    found = _findings(tmp_path, hand)
    assert [f.code for f in found] == ["malformed"]
    assert "rules.ante must be an integer from 0 to 9007199254740991" in found[0].message
    hand["rules"]["ante"] = 0
    hand["rules"]["blinds"] = [5, 2**63]
    found = _findings(tmp_path, hand)
    assert [f.code for f in found] == ["malformed"] and "blinds" in found[0].message


def test_ingest_stores_the_other_hands_when_some_state_huge_numbers(tmp_path):
    lines = SESSION.read_text().splitlines()
    huge = [_set("amount", 10**20), _set("seat", 2**40), _set("stack", 2**63 + 5)]
    options = _hand()
    options["rules"]["small_bet"] = 2**63
    for i, h in enumerate(huge + [options]):
        h["hand_id"] = f"huge-{i}"
    log = tmp_path / "huge.jsonl"
    log.write_text("\n".join([json.dumps(h) for h in huge + [options]] + lines) + "\n")
    stats = ingest([str(log)], tmp_path / "h.duckdb", jobs=1)
    assert stats.stored == len(lines) and sum(stats.quarantined.values()) == 4
    con = duckdb.connect(str(tmp_path / "h.duckdb"), read_only=True)
    try:
        assert con.execute("select count(*) from quarantine where kind = 'malformed'").fetchone()[0] == 4
    finally:
        con.close()


def test_more_seats_than_any_game_can_deal_make_the_hand_malformed():
    hand = _hand()
    first = max(s["seat"] for s in hand["seats"]) + 1
    extra = [{"seat": first + i, "player": f"extra{i}", "stack": 100} for i in range(54 - len(hand["seats"]))]
    hand["seats"] += extra
    parsed, error = parse_line(json.dumps(hand).encode())
    assert error is None and len(parsed.seats) == 54
    hand["seats"].append({"seat": first + 1000, "player": "one-too-many", "stack": 100})
    parsed, error = parse_line(json.dumps(hand).encode())
    assert parsed is None and error.startswith("seats: 55 players; no game deals cards to more than 54")
    assert not SCHEMA.is_valid(hand)
