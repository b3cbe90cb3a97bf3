"""``injected`` (simulate --faults: the fault injected) is ignored by the validator (CLI.md), and
FORMAT.md ignores fields it does not name: a hand whose ``injected`` is no object is read as
usual.  Before, ``"injected": "x"`` made the hand malformed."""

from __future__ import annotations

import json

import pytest

from audit.runner import validate

from .conftest import SPEC


@pytest.mark.parametrize("value", ["x", 5, [1], {"code": "wrong-amount", "seq": 3}, None])
def test_a_hand_with_any_injected_value_is_read_and_clean(tmp_path, value):
    hand = json.loads((SPEC / "examples" / "draw-split-pot.jsonl").read_text().splitlines()[0])
    hand["injected"] = value
    f = tmp_path / "h.jsonl"
    f.write_text(json.dumps(hand) + "\n")
    (checked,) = validate([str(f)])
    assert checked.error is None
    assert [x.code for x in checked.findings] == []


def test_an_injected_number_the_decoder_cannot_hold_is_skipped_unread(tmp_path):
    # before: "injected: Number out of range" (malformed), while the same number in any other
    # field the format does not have was skipped
    line = (SPEC / "examples" / "draw-split-pot.jsonl").read_text().splitlines()[0]
    f = tmp_path / "h.jsonl"
    f.write_text(line[:-1] + ', "injected": 1e999}\n')
    (checked,) = validate([str(f)])
    assert checked.error is None and [x.code for x in checked.findings] == []
