"""README: PHH amounts are refused only above 2^53 - 1 (in the hand's unit); below, they are read
exactly.  Before, TOML floats went through binary floats: ``82261615611686.01`` became
``82261615611686.02`` (about one 16-digit cent amount in five changed), and a correct hand got
``wrong-amount`` and ``books-unbalanced``.  Now TOML floats are read as Decimal (as PokerKit's
``HandHistory.loads`` does) and scaled to whole units without rounding."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from audit.readers.phh import read
from audit.runner import validate

from .conftest import FIXTURES

FLOATS = FIXTURES / "phh_s34" / "float_precision.phh"     # stacks 82261615611686.00 / 10.00, unit 0.01


def test_a_sixteen_digit_cent_amount_is_read_exactly_and_the_hand_is_clean():
    (rec,) = read(FLOATS, FLOATS.read_text())
    assert rec.error is None and rec.hand.unit == "0.01"
    assert [(s.player, s.stack) for s in rec.hand.seats] == [("p1", 8226161561168600), ("p2", 1000)]
    assert all(type(s.stack) is int for s in rec.hand.seats)
    assert rec.ends == {"p1": 8226161561168601, "p2": 999}
    assert [(c.hand_id, c.findings) for c in validate([str(FLOATS)], jobs=1)] == [("float_precision", [])]


def _hand(stack: str, ante: str = "0.01") -> str:
    return (f"variant = 'F7S'\nante_trimming_status = true\nantes = [{ante}, {ante}]\nbring_in = 0.02\n"
            f"small_bet = 0.05\nbig_bet = 0.10\nstarting_stacks = [{stack}, 10.00]\n"
            "actions = ['d dh p1 AsKs2h', 'd dh p2 QdQh9d', 'p1 pb', 'p2 f']\n")


def test_every_amount_of_a_random_sample_of_sixteen_digit_cents_is_exact():
    rng = random.Random(34)
    for _ in range(300):
        cents = rng.randrange(10 ** 15, 9007199254740991)
        text = f"{cents // 100}.{cents % 100:02d}"
        (rec,) = read(Path("r.phh"), _hand(text))
        assert rec.error is None, text
        assert rec.hand.seats[0].stack == cents, text


def test_six_decimals_of_a_large_amount_are_exact():
    (rec,) = read(Path("r.phh"), _hand("1234567890.123457", ante="0.000001"))
    assert rec.hand.unit == "0.000001"
    assert rec.hand.seats[0].stack == 1234567890123457


@pytest.mark.parametrize("stack,why", [
    ("nan", "starting_stacks[0] = nan is not a non-negative amount"),
    ("inf", "starting_stacks[0] = inf, an unknown amount (PHH's inf), cannot be checked: every bet is judged "
            "against the stack, so each must be known"),
    ("-inf", "starting_stacks[0] = -inf is not a non-negative amount"),
    ("-1.00", "starting_stacks[0] = -1.00 is not a non-negative amount"),
    ("1e300", "starting_stacks[0] = '1e+300' is more than the largest amount, 9007199254740991"),
    ("90071992547409.92", "starting_stacks[0] = '90071992547409.92' is more than the largest amount, "
                          "9007199254740991 (in units of 0.01)"),
    ("1.0000000000000000000000000000001", "amounts with more than 6 decimals are not supported"),
])
def test_floats_that_are_no_amount_are_named_as_written(stack, why):
    (rec,) = read(Path("r.phh"), _hand(stack))
    assert (rec.hand, rec.error) == (None, why)


def test_a_float_with_more_digits_than_the_default_context_is_not_rounded_into_an_amount():
    """28 digits is the default decimal context: 1.000...01 with 31 decimals is not 1."""
    (rec,) = read(Path("r.phh"), _hand("10.00", ante="0.01").replace("bring_in = 0.02",
                                                                     "bring_in = 0.020000000000000000000000000000001"))
    assert (rec.hand, rec.error) == (None, "amounts with more than 6 decimals are not supported")
