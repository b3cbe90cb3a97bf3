"""A ``return`` of 0 gives no chips back, so it claims no bet was uncalled: it is no
``uncalled-bet-not-returned`` ("returned 0 but had no uncalled bet"), as a ``collect`` of 0 of a
player owed nothing is no finding either (review of session 58).  A return of chips nobody left
uncalled still is one."""

from __future__ import annotations

import json

import msgspec
import pytest

from audit.model import Hand
from audit.replay import replay

from .conftest import EXAMPLES


def _hand(amount: int, before_collects: bool) -> Hand:
    h = json.loads((EXAMPLES / "draw-split-pot.jsonl").read_text().splitlines()[0])
    ev = {"type": "return", "player": h["seats"][0]["player"], "amount": amount}
    at = next(i for i, e in enumerate(h["events"]) if e["type"] == "collect") if before_collects else len(h["events"])
    h["events"].insert(at, ev)
    return msgspec.json.decode(json.dumps(h), type=Hand)


@pytest.mark.parametrize("before_collects", [True, False])
def test_a_return_of_0_is_no_finding(before_collects):
    assert replay(_hand(0, before_collects)).findings == []


@pytest.mark.parametrize("before_collects", [True, False])
def test_a_return_of_chips_nobody_left_uncalled_is_still_one(before_collects):
    codes = [f.code for f in replay(_hand(5, before_collects)).findings]
    assert "uncalled-bet-not-returned" in codes
