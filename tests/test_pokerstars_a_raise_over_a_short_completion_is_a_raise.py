"""PokerStars writes a stud completion as a raise (``raises $0.01 to $0.04``); the reader makes it a
``complete`` while nothing on 3rd street has reached the small bet.  A completion short of it
that is not all-in has completed the bring-in (``bet-below-minimum``), so a raise over it is a
``raise`` (review 54: it was read as a second completion, a false ``illegal-action``); a short
raise all-in completes nothing, so the raise to the small bet after it is still the completion."""

from __future__ import annotations

from audit.readers.pokerstars import read
from audit.runner import validate

from .conftest import FIXTURES

DIR = FIXTURES / "pokerstars_s54"


def _read(name):
    path = DIR / name
    (rec,) = list(read(path, path.read_text()))
    assert rec.hand is not None, rec.error
    return rec.hand.events, [(f.seq, f.code) for c in validate([str(path)]) for f in c.findings]


def test_a_raise_over_a_short_completion_is_a_raise_and_only_the_short_completion_is_found():
    events, findings = _read("raise_over_short_completion.txt")
    assert [(e.type, e.player, e.to) for e in events[7:9]] == [("complete", "Bob", 3), ("raise", "Cat", 7)]
    assert findings == [(7, "bet-below-minimum")]


def test_the_raise_to_the_small_bet_after_a_short_all_in_is_the_completion():
    events, findings = _read("completion_after_a_short_all_in.txt")
    assert [(e.type, e.player, e.to, e.all_in) for e in events[7:9]] == [
        ("complete", "Bob", 3, True), ("complete", "Cat", 4, None)]
    assert findings == []
