"""A bet is uncalled only once its betting round is over: a ``return`` while a player still
has to act on the bet is ``uncalled-bet-not-returned`` (a wrong return), at the return."""

from __future__ import annotations

import json

import pytest

from audit.readers.native import parse_line
from audit.replay import replay

from .conftest import ROOT


def _hand(file: str, line: int) -> dict:
    return json.loads((ROOT / "sample_histories" / file).read_text().splitlines()[line - 1])


def _findings(hand: dict):
    parsed, error = parse_line(json.dumps(hand).encode())
    assert error is None, error
    return replay(parsed).findings


@pytest.mark.parametrize(("file", "line"), [("draw-session.jsonl", 3), ("stud-session.jsonl", 16)])
def test_a_return_before_the_last_fold_is_a_wrong_return(file, line) -> None:
    hand = _hand(file, line)
    assert _findings(hand) == []
    events = hand["events"]
    k = next(i for i, e in enumerate(events) if e["type"] == "return")
    assert events[k - 1]["type"] == "fold"
    events[k - 1], events[k] = events[k], events[k - 1]       # given back before the last player folded
    findings = _findings(hand)
    assert [(f.code, f.seq, f.player) for f in findings] == [
        ("uncalled-bet-not-returned", k - 1, events[k - 1]["player"])]
    assert f"while {events[k]['player']} still had to act" in findings[0].message
