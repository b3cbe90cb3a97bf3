"""Palace Poker: an ``ante`` line repeated right after itself (the same line) is the line logged
twice (README, as in draw: audit/poker/repeated_lines.py): one ``wrong-forced-bet``, left out, its
chips not counted again.  Before, its chips counted twice, so the right collect of 85 was called
``wrong-amount`` (a share of 90) and the books ``books-unbalanced`` (review of session 66)."""

from __future__ import annotations

from audit.runner import validate

from .conftest import FIXTURES

FILE = FIXTURES / "palace_s66" / "ante-line-repeated.jsonl"


def test_a_repeated_ante_line_is_one_wrong_forced_bet_and_counts_once():
    found = {c.hand_id: [(f.code, f.seq, f.player, f.message) for f in c.findings] for c in validate([str(FILE)])}
    assert found["ante-legal"] == []
    # bob's ante (0) logged again (1); carol wins both battles and collects the 85 the antes and bets make
    assert found["ante-twice"] == [
        ("wrong-forced-bet", 1, "bob",
         "bob posted the ante of 5 again, right after the same line: the line logged twice, left out")]
