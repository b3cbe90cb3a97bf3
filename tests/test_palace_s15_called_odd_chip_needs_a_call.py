"""Palace Poker, odd_chip=called (POKER.md 3, README: the maker of the last bet or raise that somebody
called): an attack the defender gives up by folding was not called, so it does not count; the last
attack that was called does."""

from __future__ import annotations

import json

import msgspec

from audit.explain import explain_data, render_text
from audit.model import Hand
from audit.replay import replay

from .conftest import FIXTURES

HAND = FIXTURES / "palace_s15" / "called-attack-answered-by-a-fold.jsonl"


def _hand(change=None) -> Hand:
    d = json.loads(HAND.read_text())
    if change is not None:
        change(d["events"])
    return msgspec.json.decode(json.dumps(d), type=Hand)


def test_an_attack_answered_by_a_fold_does_not_count() -> None:
    assert [(f.code, f.seq, f.player, f.message) for f in replay(_hand()).findings] == [
        ("odd-chip", 25, "e",
         "the odd chip of the main pot went to e; it belongs to a (odd_chip=called: a made the last bet or "
         "raise that was called or raised)")]


def test_the_last_called_attack_gets_the_chip() -> None:
    def to_a(events):
        events[25]["amount"], events[26]["amount"] = 27, 28
    hand = _hand(to_a)
    assert replay(hand).findings == []
    assert "Odd chips: odd_chip=called: a made the last bet or raise that was called or raised." in \
        render_text(explain_data(hand))
