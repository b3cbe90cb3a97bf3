"""The replay protocol never raises for a broken rule (audit/protocol.py): hands of the
bundled samples, mutated at random (events deleted, repeated, swapped, moved; amounts,
players and cards changed), replay to findings with known codes at real events."""

from __future__ import annotations

import json
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from audit.cards import CARD_INDEX
from audit.codes import SEVERITY
from audit.readers.native import parse_line
from audit.replay import replay

from .conftest import ROOT

CARDS = sorted(CARD_INDEX)
AMOUNT_FIELDS = ("amount", "to", "pot", "spread")
CARD_LISTS = ("down", "up", "cards", "discard", "receive")


@cache
def _samples() -> list[str]:
    return [line for path in sorted((ROOT / "sample_histories").glob("*.jsonl"))
            for line in path.read_text().splitlines() if line.strip()]


def _mutate(hand: dict, ops: list[tuple[int, int, int, int]]) -> None:
    events = hand["events"]
    players = [s["player"] for s in hand["seats"]]
    for op, a, b, value in ops:
        if not events:
            return
        k = a % len(events)
        e = events[k]
        if op == 0:
            del events[k]
        elif op == 1:
            events.insert(b % (len(events) + 1), dict(e))
        elif op == 2:
            j = b % len(events)
            events[k], events[j] = events[j], e
        elif op == 3:
            events.insert(b % len(events), events.pop(k))
        elif op == 4:
            for f in AMOUNT_FIELDS:
                if isinstance(e.get(f), int):
                    e[f] = value
        elif op == 5:
            for f in ("player", "target", "from", "to", "winner"):
                if isinstance(e.get(f), str) and e[f] in players:
                    e[f] = players[b % len(players)]
        elif op == 6:
            for f in CARD_LISTS:
                if isinstance(e.get(f), list) and e[f]:
                    e[f] = [*e[f][:-1], CARDS[value % len(CARDS)]]
            if isinstance(e.get("card"), str):
                e["card"] = CARDS[value % len(CARDS)]


ops = st.lists(st.tuples(st.integers(0, 6), st.integers(0, 200), st.integers(0, 200), st.integers(0, 3000)),
               min_size=1, max_size=4)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), ops)
def test_a_mutated_hand_replays_to_findings_without_raising(pick, mutation) -> None:
    samples = _samples()
    hand = json.loads(samples[pick % len(samples)])
    _mutate(hand, mutation)
    parsed, error = parse_line(json.dumps(hand).encode())
    if parsed is None:
        assert error          # malformed: said why
        return
    result = replay(parsed)   # raises only on a bug of ours
    n = len(parsed.events)
    for f in result.findings:
        assert f.code in SEVERITY
        assert f.seq is None or 0 <= f.seq < n
        assert f.message
