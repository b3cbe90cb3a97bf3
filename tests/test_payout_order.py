"""Nothing happens at the table once the log has paid the pot out (audit/games/payout_order.py).

Each legal example hand of the spec, paid out (every settlement event) before an action of
the hand, gets exactly one finding: at the first action after the payout; shows, mucks and
more of the settlement may follow a payout; and an action the game already reports
(acting after folding) is not reported twice."""

from __future__ import annotations

import json

import pytest

from audit.readers.native import parse_line
from audit.replay import replay

from .conftest import EXAMPLES as EXAMPLES_DIR

SETTLEMENT = {"collect", "return", "rake", "pay"}
EXAMPLES = ["draw-split-pot", "stud-sample-deal", "palace-two-battles", "tonk-out"]


def _example(name: str) -> dict:
    if not EXAMPLES_DIR.is_dir():
        pytest.skip("../shared/spec/examples is not beside the checkout")
    return json.loads((EXAMPLES_DIR / f"{name}.jsonl").read_text().splitlines()[0])


def _replay(hand: dict):
    parsed, error = parse_line(json.dumps(hand).encode())
    assert error is None, error
    return replay(parsed)


def _first_payout(events: list[dict]) -> int:
    return next(i for i, e in enumerate(events) if e["type"] in ("collect", "rake", "pay"))


#: per example, the index (among the events that are not settlement events) of an action
#: before which the log pays out; for Palace, before the last battle begins (a payout between
#: a battle's call and its capture closes the battle: the game then reports the capture itself)
PAID_BEFORE = {"draw-split-pot": "last", "stud-sample-deal": "last", "palace-two-battles": 17, "tonk-out": "last"}


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_first_action_after_the_payout_is_reported_at_that_action(name) -> None:
    hand = _example(name)
    assert _replay(hand).findings == []
    events = hand["events"]
    paid = _first_payout(events)
    pos = PAID_BEFORE[name]
    if pos == "last":
        pos = max(i for i in range(paid) if events[i]["type"] not in SETTLEMENT | {"show", "muck", "reveal"})
    settlement = [e for e in events if e["type"] in SETTLEMENT]
    rest = [e for e in events if e["type"] not in SETTLEMENT]
    hand["events"] = rest[:pos] + settlement + rest[pos:]
    seq = pos + len(settlement)
    findings = _replay(hand).findings
    assert [(f.code, f.seq, f.player) for f in findings] == [("out-of-turn", seq, rest[pos].get("player"))]
    assert f"after the log had paid out the pot (event {pos})" in findings[0].message


@pytest.mark.parametrize("name", ["draw-split-pot", "stud-sample-deal"])
def test_a_show_or_muck_after_the_payout_is_allowed(name) -> None:
    hand = _example(name)
    events = hand["events"]
    shows = [i for i, e in enumerate(events) if e["type"] in ("show", "muck")]
    assert shows and shows[-1] < _first_payout(events)
    events.append(events.pop(shows[-1]))
    assert _replay(hand).findings == []


def test_a_card_dealt_after_the_payout_is_a_wrong_deal() -> None:
    hand = _example("stud-sample-deal")
    events = hand["events"]
    last_deal = max(i for i, e in enumerate(events) if e["type"] == "deal")
    settlement = [e for e in events if e["type"] in SETTLEMENT]
    rest = [e for e in events if e["type"] not in SETTLEMENT]
    hand["events"] = rest[:last_deal] + settlement + rest[last_deal:]
    seq = last_deal + len(settlement)
    findings = _replay(hand).findings
    assert [(f.code, f.seq) for f in findings] == [("wrong-deal", seq)]
    assert findings[0].message.startswith(f"a deal to {rest[last_deal]['player']} came after the log had paid out")


def test_an_action_the_game_reports_already_is_not_reported_twice() -> None:
    hand = _example("draw-split-pot")
    events = hand["events"]
    folded = next(e["player"] for e in events if e["type"] == "fold")
    events.append({"type": "fold", "player": folded})
    findings = [f for f in _replay(hand).findings if f.seq == len(events) - 1]
    assert len(findings) == 1 and findings[0].code == "out-of-turn"
    assert "paid out" not in findings[0].message
