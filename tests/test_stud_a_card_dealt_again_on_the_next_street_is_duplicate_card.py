"""A stud deal line that gives a player the card its last deal line gave, after that street's
betting was played, is the next street's card dealt twice: ``duplicate-card`` at that line
(CODES.md), the card counted on the new street.  It used to be read as the last street's line
logged twice (``wrong-deal``, the line left out), which then made the next player's card a
second false ``wrong-deal`` ("alice is never dealt 5th street's card").  A line repeated before
the street's betting was over is still a line logged twice (README: "on the same street")."""

from __future__ import annotations

import pytest

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s19" / "next-street-same-card.jsonl")


def test_the_legal_hand_is_clean():
    assert replay(HANDS["legal"]).findings == []


def test_the_next_streets_card_already_held_is_duplicate_card_and_nothing_else():
    result = replay(HANDS["same_card_on_the_next_street"])
    assert [(f.code, f.seq, f.player, f.message) for f in result.findings] == [
        ("duplicate-card", 22, "alice", "9d dealt to alice is already held by alice")]
    assert result.rounds[22] == result.rounds[23] == 2      # both cards begin 5th street


@pytest.mark.parametrize("hand_id,seq", [("line_logged_twice_before_the_betting", 19),
                                         ("line_logged_twice_during_the_betting", 20)])
def test_a_line_repeated_before_the_streets_betting_is_over_is_logged_twice(hand_id, seq):
    assert [(f.code, f.seq, f.message) for f in replay(HANDS[hand_id]).findings] == [
        ("wrong-deal", seq, "alice was dealt 9d up again: alice already holds it (a deal logged twice)")]
