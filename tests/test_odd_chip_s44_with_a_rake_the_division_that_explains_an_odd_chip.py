"""README (settlement): collects that name no pot are judged on the division of the rake under
which the totals are right; when none makes them right, an odd chip only counts as ``odd-chip``
when the totals are those of a settlement in which only odd chips went to other winners of their
pot.  Such a division is preferred over one that is as few chips off: before, the rake taken
from the main pot (first of two divisions 2 chips off) made a side pot's odd chip paid to the
wrong tied winner two ``wrong-amount``s, one naming a player paid right."""

from __future__ import annotations

from audit.replay import replay

from .conftest import FIXTURES, hands_by_id

HANDS = hands_by_id(FIXTURES / "odd_chip_s44" / "rake_from_the_side_pot.jsonl")


def test_a_side_pots_odd_chip_paid_to_the_other_tied_winner_is_one_odd_chip():
    [f] = replay(HANDS["odd-chip-moved-unnamed-collects"]).findings
    assert (f.code, f.seq, f.player) == ("odd-chip", 19, "p5")
    assert f.message.startswith("p1 was paid an odd chip that belongs to p5")


def test_the_same_hand_paid_right_is_clean():
    assert replay(HANDS["paid-right-unnamed-collects"]).findings == []


def test_a_division_more_chips_off_is_not_taken_to_explain_an_odd_chip():
    # p5 43, p1 45: 1 chip each off with the rake from the main pot; the proportional division
    # (2, 1) would make it 2 odd chips moved, 2 chips each off, and is not taken.  Of every
    # division (session 61: not only the usual three), 1 from the main pot and 2 from the side
    # pot is as few chips off as the main pot's whole rake, and under it the main pot's two odd
    # chips went both to p1: one of them was p5's, an odd-chip (preferred at as few chips off)
    assert [(f.code, f.player) for f in replay(HANDS["r-a"]).findings] == [("odd-chip", "p5")]
