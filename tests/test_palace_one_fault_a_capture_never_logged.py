"""Palace Poker: a battle's capture the log never gives is one ``palace-capture`` where it was owed,
and is taken as made there (PALACE.md 3: "the winner takes the loser's soldiers and banner"), as a
capture logged late is: before, the winner took nothing, so the winner's next call sized by the
soldiers captured was ``palace-wrong-response`` and a discard of a captured card ``card-not-held``
(three findings for one missing line).  A capture the log gives after another battle result is
still not taken there (test_palace_one_fault_late_capture)."""

from __future__ import annotations

from audit.readers.native import read
from audit.replay import replay

from .conftest import FIXTURES

DIR = FIXTURES / "palace_s40"


def _found(name: str):
    (rec,) = read(DIR / name)
    return [(f.code, f.seq, f.player) for f in replay(rec.hand).findings], replay(rec.hand)


def test_a_call_and_a_discard_after_a_capture_never_logged_are_right():
    found, result = _found("capture-never-logged-then-a-call-and-a-discard.jsonl")
    assert found == [("palace-capture", 13, "carol")]
    assert [(a.player, a.correct, a.recorded) for a in result.awards] == [("carol", 95, 95)]


def test_a_call_after_a_capture_never_logged_is_right():
    found, _ = _found("capture-never-logged-then-a-call.jsonl")
    assert found == [("palace-capture", 13, "carol")]


def test_a_capture_never_logged_that_would_owe_a_discard_is_not_taken():
    # carol (1 soldier) beats bob (banner and 4 soldiers): taken, she would hold 6 and owe a discard the
    # log does not give either; which soldiers she kept is unknown, so she took nothing (as before)
    found, _ = _found("capture-never-logged-past-five-soldiers.jsonl")
    assert found == [("palace-capture", 22, "carol"), ("palace-wrong-response", 23, "carol")]
