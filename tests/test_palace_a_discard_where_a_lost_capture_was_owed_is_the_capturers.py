"""Palace Poker: a capture the log never gives is one ``palace-capture`` where it was owed, taken as
made when it leaves the winner five soldiers or fewer (README); the winner's discard standing where
it was owed is then the capturer's discard, which belongs to the capture as after a logged one.
Before, that discard was also ``out-of-turn`` (it was the next player's turn) and, two players
left with different suits, ``palace-must-battle``: three findings for one lost line (review of
session 67)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s67" / "capture-lost-then-the-capturers-discard.jsonl"


def test_a_discard_where_a_lost_capture_was_owed_is_the_capturers():
    found = {c.hand_id: [(f.code, f.seq, f.player) for f in c.findings] for c in validate([str(FILE)])}
    assert found["fold-legal"] == []
    # carol attacks alice (13), alice folds; carol's capture of Ad is lost, and carol discards Ad
    # (15); bob attacks carol, who calls 10 (no soldiers left), wins and collects 65
    assert found["capture-lost-then-discard"] == [("palace-capture", 15, "carol")]
