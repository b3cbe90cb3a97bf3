"""Rules that mutation testing found no test could fail for: each hand (tests/fixtures/rule_gaps/,
named after its rule) gets exactly the findings of ``expected.json`` (code and event), checked
against the spec when the hand was written.  For example: 4th street dealt while a player has
still to act is wrong-deal (POKER.md 2); stud's default odd chip goes by the high card
(POKER.md 3); the draw goes clockwise from the button's left (POKER.md 4.4); a no-limit Palace
re-raise is at least the raise before it (PALACE.md 3)."""

from __future__ import annotations

import json

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

GAPS = FIXTURES / "rule_gaps"
EXPECTED = json.loads((GAPS / "expected.json").read_text())


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_rule_hand_gets_exactly_its_findings(key):
    name, hand_id = key.split("#")
    for line in (GAPS / name).read_text().splitlines():
        raw = json.loads(line)
        if raw["hand_id"] == hand_id:
            raw.pop("expect", None)
            found = {(f.code, f.seq) for f in replay(msgspec.convert(raw, Hand)).findings}
            assert found == {tuple(x) for x in EXPECTED[key]}
            return
    raise AssertionError(f"no hand {hand_id} in {name}")
