"""Palace Poker: small builders for hands used by the tests/test_palace_*.py files,
and the checks on the spec's example and the bundled sample histories."""

from __future__ import annotations

import msgspec

from audit.model import Hand
from audit.replay import replay
from audit.runner import validate

from .conftest import ROOT

NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy")


def ante(p, a=5):
    return {"type": "ante", "player": p, "amount": a}


def banner(p, c):
    return {"type": "banner", "player": p, "card": c}


def deal(p, cards):
    return {"type": "deal", "player": p, "down": cards.split()}


def buy(p, c, a=10):
    return {"type": "buy", "player": p, "card": c, "amount": a}


def discard(p, cards):
    return {"type": "discard", "player": p, "cards": cards.split()}


def wait(p):
    return {"type": "wait", "player": p}


def fold(p):
    return {"type": "fold", "player": p}


def attack(p, target, a):
    return {"type": "attack", "player": p, "target": target, "amount": a}


def call(p, a):
    return {"type": "call", "player": p, "amount": a}


def raise_(p, a):
    return {"type": "raise", "player": p, "amount": a}


def battle(winner):
    return {"type": "battle", "winner": winner}


def capture(p, src, cards):
    return {"type": "capture", "player": p, "from": src, "cards": cards.split()}


def collect(p, a):
    return {"type": "collect", "player": p, "amount": a}


def show(p, cards):
    return {"type": "show", "player": p, "cards": cards.split()}


def rake(a):
    return {"type": "rake", "amount": a}


def start(players: list[tuple[str, str, str]], ante_amount: int = 5) -> list[dict]:
    """Antes, kept banners and palace cards for ``[(player, banner, palace cards)]`` in
    position order (from the dealer's left)."""
    evs = [ante(p, ante_amount) for p, _, _ in players]
    evs += [banner(p, b) for p, b, _ in players]
    evs += [deal(p, c) for p, _, c in players]
    return evs


def make(events, n=3, button=None, rules=None, stacks=1000) -> Hand:
    """A Palace hand of ``n`` players (alice, bob, ... in seats 1..n); the button
    defaults to the last seat so that alice is position 1."""
    stacks = stacks if isinstance(stacks, dict) else {p: stacks for p in NAMES[:n]}
    d = {"format": "handaudit/1", "hand_id": "t", "game": "palace",
         "rules": {"small_bet": 10, **(rules or {})}, "button": button or n,
         "seats": [{"seat": i + 1, "player": p, "stack": stacks[p]} for i, p in enumerate(NAMES[:n])],
         "events": events}
    return msgspec.convert(d, Hand)


def run(events, **kw):
    return replay(make(events, **kw))


def fixture_results(name: str):
    """``(hand_id, findings as found(), the hand's "expect")`` for each hand of
    tests/fixtures/palace/<name>.jsonl."""
    from .conftest import FIXTURES

    for raw in (FIXTURES / "palace" / f"{name}.jsonl").read_bytes().splitlines():
        obj = msgspec.json.decode(raw)
        want = {(e["code"], e.get("seq")) for e in obj.get("expect", [])}
        yield obj["hand_id"], found(replay(msgspec.convert(obj, Hand))), want


def found(result) -> set[tuple[str, int | None]]:
    return {(f.code, f.seq) for f in result.findings}


def codes(result) -> set[str]:
    return {f.code for f in result.findings}


# ---- the spec's example and the bundled samples ---------------------------
def test_spec_example_two_battles_validates_with_no_finding(examples_dir):
    checked = list(validate([str(examples_dir / "palace-two-battles.jsonl")]))
    assert len(checked) == 1
    assert checked[0].error is None
    assert checked[0].findings == []


def test_spec_example_settles_85_to_carol(examples_dir):
    line = (examples_dir / "palace-two-battles.jsonl").read_bytes().splitlines()[0]
    r = replay(msgspec.json.decode(line, type=Hand))
    assert [(a.player, a.correct, a.recorded) for a in r.awards] == [("carol", 85, 85)]
    assert r.stats["survived"] == ["carol"]
    assert r.stats["battles_won"]["carol"] == 2
    assert r.stats["captures"]["carol"] == 2
    assert r.stats["buys"]["bob"] == 1
    ends = {p.player: p.end for p in r.players}
    assert ends == {"alice": 985, "bob": 965, "carol": 1050}


def _sample_lines():
    for path in sorted((ROOT / "sample_histories").glob("palace-*.jsonl")):
        for n, raw in enumerate(path.read_bytes().splitlines(), 1):
            yield path, n, msgspec.json.decode(raw)


def test_sample_histories_report_what_they_expect():
    seen = 0
    for path, n, obj in _sample_lines():
        seen += 1
        r = replay(msgspec.convert(obj, Hand))
        want = {(e["code"], e.get("seq")) for e in obj.get("expect", [])}
        assert found(r) == want, f"{path.name}:{n}: {sorted(found(r), key=str)} != {sorted(want, key=str)}"
    assert seen >= 4

