"""Stud, ``odd_chip: high_card`` with a community card (POKER.md 3: by the single highest card by
suit; 5.6: every player uses the community card as their seventh card): the community card is
every tied winner's alike, so it cannot tell them apart; the odd chip goes by the highest card
each winner holds (README, "Readings of the rules").  Eight players, the community As; a and b
tie with a nine-high straight (a's highest card of their own 9h, b's 9s), and the side pot of
7 is split 4 and 3 (review of session 57)."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "stud_s57" / "community-card-odd-chip.jsonl")


def test_the_odd_chip_paid_to_the_winner_with_the_higher_card_of_their_own_is_clean():
    assert replay(HANDS["comm-tie-b"]).findings == []


def test_the_odd_chip_paid_to_the_other_winner_is_odd_chip_naming_each_ones_own_highest_card():
    [f] = replay(HANDS["comm-tie-a"]).findings
    assert (f.code, f.seq, f.player) == ("odd-chip", 91, "a")
    assert "it belongs to b" in f.message
    assert "by the single highest card each one holds" in f.message and "(b 9s, a 9h)" in f.message
